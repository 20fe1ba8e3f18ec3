/**
 * Practice and upload limits (product rules R5.19-R5.25 and R9.17-R9.21). The client
 * checks them for quick feedback and the server enforces them again.
 */
const MB = 1024 * 1024;

/**
 * Shorter recordings are refused (RECORDING_TOO_SHORT): a pace needs a span of speech, and a
 * clip under 3 s is most often a start pressed by mistake. Judgement.
 */
export const MIN_RECORDING_SECONDS = 3;
/** The practice recorder stops by itself here (product rules R4.33: 3-minute auto-stop). */
export const LIVE_AUTO_STOP_SECONDS = 180;
/**
 * The timer turns red this long before the automatic stop, so the person sees the end coming
 * (product rules R2.49; decision 118): red at 180 s would show only once recording had stopped.
 */
export const LIVE_TIME_WARNING_SECONDS = 10;
/** The server's ceiling for live recordings. */
export const LIVE_MAX_MINUTES = 30;
/** 'Extended Recording Detected' above this. */
export const EXTENDED_RECORDING_MINUTES = 15;
/** Live recording size caps: the recorder stops there. */
export const LIVE_AUDIO_MAX_BYTES = 85 * MB;
export const LIVE_VIDEO_MAX_BYTES = 600 * MB;
/** The size cap of a live recording: the recorder stops there, the server refuses past it. */
export function liveCapBytes(video: boolean): number {
  return video ? LIVE_VIDEO_MAX_BYTES : LIVE_AUDIO_MAX_BYTES;
}
/** 'Large video file' warning. */
export const LIVE_VIDEO_WARN_BYTES = 400 * MB;

export const UPLOAD_MAX_BYTES = 2.5 * 1024 * MB;
export const UPLOAD_MAX_ESTIMATED_MINUTES = 800;
/** The upload ceilings as people read them: "2.5GB", "about 13 hours". */
export const UPLOAD_MAX_SIZE_TEXT = `${UPLOAD_MAX_BYTES / (1024 * MB)}GB`;
export const UPLOAD_MAX_DURATION_TEXT = `about ${Math.round(UPLOAD_MAX_ESTIMATED_MINUTES / 60)} hours`;
/**
 * Files larger than this go up as a resumable (tus) upload in chunks, so a dropped connection
 * or a reload costs at most one chunk; smaller ones keep the single multipart request
 * (decision 143). 8 MB is about 2.5 minutes of MP3 at 3 MB a minute, a few seconds on a good line.
 * Judgement.
 */
export const RESUMABLE_UPLOAD_THRESHOLD_BYTES = 8 * MB;
/** The body of one resumable PATCH: what a dropped connection can lose. Judgement. */
export const RESUMABLE_UPLOAD_CHUNK_BYTES = 8 * MB;
/**
 * A resumable upload is removed this long after it was created, finished or not: kept no
 * longer than a person plausibly needs to finish sending it (tus's expiration extension;
 * Upload-Expires says when). Judgement.
 */
export const RESUMABLE_UPLOAD_EXPIRY_HOURS = 24;
/**
 * Bytes one account may have announced in unfinished resumable uploads at once: two of the
 * largest files. Without it one login could hold the disk with uploads it never finishes.
 */
export const UPLOADS_IN_PROGRESS_ACCOUNT_BYTES = 2 * UPLOAD_MAX_BYTES;
/** Length estimate when metadata cannot be read: megabytes per minute. */
export const ESTIMATE_MB_PER_MINUTE = { audio: 3, video: 25 } as const;
/** Reading the length from metadata gives up after this. */
export const METADATA_TIMEOUT_MS = 5_000;

/** MediaRecorder settings. Each piece is also what a live session streams to the server. */
export const RECORDER_CHUNK_MS = 5_000;
/**
 * The largest piece of a live recording the server takes: 5 s of 1080p video at the
 * recorder's bitrate is under 1 MB, so this leaves room for browsers that overshoot it.
 */
export const LIVE_PIECE_MAX_BYTES = 16 * MB;
/**
 * The smallest piece the server measures: a piece must add 50 ms of audio, which takes at
 * least three Opus frames in their blocks. Anything smaller is refused before any work.
 */
export const LIVE_PIECE_MIN_BYTES = 32;
/** A live session nobody finished or discarded is removed after this long without a piece. */
export const LIVE_SESSION_ABANDON_HOURS = 24;
export const RECORDER_AUDIO_BITRATE = 48_000;
export const RECORDER_VIDEO_BITRATE = 1_000_000;
export const CAPTURE_AUDIO = {
  sampleRate: 16_000,
  channelCount: 1,
  echoCancellation: true,
  noiseSuppression: true,
  autoGainControl: true,
} as const;
export const CAPTURE_VIDEO = {
  width: { ideal: 1280, max: 1920 },
  height: { ideal: 720, max: 1080 },
  frameRate: { ideal: 30 },
} as const;

/** Async jobs: the client polls every 2 s, up to 300 times. */
export const JOB_POLL_INTERVAL_MS = 2_000;
export const JOB_POLL_MAX_ATTEMPTS = 300;
/** Without a job, simulated progress rises 8 points every 0.5 s up to 95. */
export const SIMULATED_PROGRESS_STEP = 8;
export const SIMULATED_PROGRESS_INTERVAL_MS = 500;
export const SIMULATED_PROGRESS_MAX = 95;

/** Free plan: practice sessions per calendar month (UTC). */
export const FREE_PRACTICE_LIMIT = 5;

/** Speaker selection: up to 3 sample quotes per speaker, each cut to 150 characters. */
export const SPEAKER_SAMPLE_QUOTES = 3;
export const SPEAKER_QUOTE_MAX_CHARS = 150;
/** After an analysis or a speaker selection, the app moves on after 1.5 s. */
export const REDIRECT_AFTER_ANALYSIS_MS = 1_500;

export const ACCEPTED_MIME_TYPES = [
  'audio/mp3',
  'audio/mpeg',
  'audio/wav',
  'audio/x-wav',
  'audio/vnd.wav',
  'audio/m4a',
  'audio/x-m4a',
  'audio/mp4',
  'audio/ogg',
  'audio/webm',
  'video/mp4',
  'video/webm',
  'video/quicktime',
  'video/x-msvideo',
  'video/avi',
  'video/mov',
] as const;
export const ACCEPTED_EXTENSIONS = [
  'mp3',
  'wav',
  'm4a',
  'ogg',
  'webm',
  'mp4',
  'mpeg',
  'avi',
  'mov',
  'mkv',
  'flv',
] as const;
const VIDEO_ONLY_EXTENSIONS = ['avi', 'mov', 'mkv', 'flv'];

export const extensionOf = (fileName: string) =>
  /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase() ?? '';

/** Accepted by declared type (parameters such as ';codecs=opus' ignored) or by extension. */
export function isAcceptedMediaFile(fileName: string, mimeType: string): boolean {
  const type = mimeType.split(';')[0]?.trim().toLowerCase() ?? '';
  return (
    (ACCEPTED_MIME_TYPES as readonly string[]).includes(type) ||
    (ACCEPTED_EXTENSIONS as readonly string[]).includes(extensionOf(fileName))
  );
}

/** Video when the type begins with video/ or the extension is avi, mov, mkv or flv. */
export function isVideoFile(fileName: string, mimeType: string): boolean {
  return (
    mimeType.toLowerCase().startsWith('video/') ||
    VIDEO_ONLY_EXTENSIONS.includes(extensionOf(fileName))
  );
}

/** Minutes estimated from the size: 25 MB a minute for video, 3 MB for audio. */
export function estimateMinutesFromSize(sizeBytes: number, video: boolean): number {
  return sizeBytes / MB / ESTIMATE_MB_PER_MINUTE[video ? 'video' : 'audio'];
}

export const megabytes = (bytes: number) => Math.round((bytes / MB) * 10) / 10;
