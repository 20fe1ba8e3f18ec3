import {
  LIVE_MAX_MINUTES,
  MIN_RECORDING_SECONDS,
  UPLOAD_MAX_DURATION_TEXT,
  UPLOAD_MAX_SIZE_TEXT,
} from './limits';

/** User-facing texts of the practice flow: the product rules' wording where they give one. */
export const PRACTICE_MESSAGES = {
  loginRequiredTitle: 'Login Required',
  loginRequiredRecord: 'Please sign in to record and analyze your speech.',
  loginRequiredUpload: 'Please sign in to upload and analyze your speech.',
  fileTooLarge: (mb: number) =>
    `File too large (${mb}MB). Maximum size is ${UPLOAD_MAX_SIZE_TEXT} for large file uploads. Please compress your audio/video file if larger.`,
  uploadTooLong: (minutes: number) =>
    `Recording too long (estimated ${Math.round(minutes)} minutes). Maximum upload duration is ${UPLOAD_MAX_DURATION_TEXT}. Live recordings are limited to ${LIVE_MAX_MINUTES} minutes.`,
  unsupportedFormat:
    'Unsupported file format. Please use audio formats (MP3, WAV, M4A, OGG, WebM) or video formats (MP4, WebM, AVI, MOV).',
  noAudioData: 'Recording failed: No audio data captured',
  emptyAudio: 'Recording failed: Empty audio file generated',
  liveTooLong: (minutes: number) =>
    `Recording too long: ${minutes} minutes. For guaranteed processing reliability, please keep recordings under ${LIVE_MAX_MINUTES} minutes.`,
  liveTooLarge: (mb: number, capMb: number) =>
    `Recording file too large: ${mb} MB. For guaranteed processing reliability, please keep audio/video recordings under ${capMb} MB.`,
  recordingTooLong: (maxMinutes: number, estimatedMinutes: number) =>
    `Recording too long: Maximum ${maxMinutes} minutes supported. Your recording is ${estimatedMinutes} minutes. Please split into shorter recordings.`,
  recordingTooShort: `Recording too short: please speak for at least ${MIN_RECORDING_SECONDS} seconds and try again.`,
  noWords: "We couldn't hear you clearly - Please try recording again and speak a bit louder.",
  jobFailed: 'Job processing failed',
  /** Our wording: a speaker chosen from outside the recording, or after another was. */
  speakerNotHeard: 'Please choose one of the speakers heard in this recording.',
  alreadyAnalyzed: 'This recording has already been analysed.',
  /** Our wording: notifications are mailed only to the account's own address. */
  notificationEmailNotOwn:
    "Notifications can only be sent to your account's email address. Change it in Settings first.",
  jobTimedOut: 'Video processing timed out. Please try with a shorter video.',
  uploadFailed: 'Failed to process uploaded file. Please try again.',
  recorderUnsupported:
    'MediaRecorder is not supported in this browser. Please use a modern browser like Chrome, Firefox, or Safari.',
  mediaUnsupported:
    'Media access is not supported in this browser. Please use a modern browser and ensure you are on a secure (HTTPS) connection.',
  permissionSuffix: 'Please check your browser permissions and try again.',
  deleteConfirm:
    'This will permanently delete this recording and all its analysis data. This action cannot be undone.',
  recordingNotFoundTitle: 'Recording Not Found',
  recordingNotFoundDetail: "We couldn't find the recording you're looking for.",
  recordingNotFoundSpeaker: "The recording you're looking for doesn't exist or has been deleted.",
  /** Our wording: the live-streaming errors and the unfinished-session choice. */
  livePieceOutOfOrder: (expected: number) =>
    `This part of the recording arrived out of order: part ${expected} is the next one expected.`,
  livePieceAlreadyReceived: (expected: number) =>
    `This part of the recording has already been received: part ${expected} is the next one expected.`,
  liveSessionClosed: 'This recording has already been finished or discarded.',
  liveSessionOpen:
    'You have an unfinished recording. Finish or discard it before you start a new one.',
  liveSessionNotFound: 'This recording could not be found. It may have been discarded.',
  livePieceInvalid: 'This part of the recording could not be read as audio or video.',
  livePieceTooLarge: (mb: number) =>
    `This part of the recording is too large. Each part can be at most ${mb} MB.`,
  unfinishedTitle: 'Unfinished recording',
  unfinishedDetail: (recorded: string) =>
    `Your last recording stopped before it was analyzed. ${recorded} of it reached Cadence.`,
  unfinishedFinish: 'Finish and analyze',
  unfinishedDiscard: 'Discard',
  unfinishedDiscarded: 'Unfinished recording discarded',
  unfinishedDiscardFailed:
    'The unfinished recording could not be discarded. Check your connection and try again.',
  practiceLimitReached:
    "You've reached your monthly limit. Upgrade to Premium for unlimited practice sessions!",
} as const;
