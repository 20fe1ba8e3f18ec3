import { PRACTICE_MESSAGES } from '@shared/recordings/messages';
import { LIVE_AUTO_STOP_SECONDS, UPLOAD_MAX_SIZE_TEXT } from '@shared/recordings/limits';

/*
 * Texts of the practice flow that PRACTICE_MESSAGES (src/shared) does not hold yet: the toast
 * titles and the transcription error wording (product rules R8.18-R8.24). Titles and error
 * sentences are those rules' product wording; the toast descriptions they leave open are ours.
 */

export const TRANSCRIPTION_ERRORS = {
  /** A gateway's 502 or 503 after the retries (product rules R8.18; decision 132). */
  serverBusy: 'Server timeout - your recording may be too long. Please try a shorter recording.',
  /** A gateway's 504 after the retries (product rules R8.18). */
  gatewayTimeout: 'Gateway timeout - please try again with a shorter recording.',
  /** The call reached its time-out. */
  requestTimeout:
    'Request timeout - please check your internet connection and try again. For very large files, consider compressing the audio.',
  /** No answer at all, after the retries. */
  connectionLost:
    'Connection lost - the recording could not reach the server. Please check your internet connection and try again.',
  /** A 413 without the server's own words. */
  tooLarge: `Recording too large - please use files under ${UPLOAD_MAX_SIZE_TEXT} or compress the audio if needed.`,
  /** A 400 or 415 without the server's own words. */
  invalidFormat: 'Invalid audio file format. Please try recording again.',
  /** Ours (product rules R8.19): an answer we could not read, or a failure R8.18 does not word. */
  unexpected: 'Something went wrong while analyzing your recording. Please try again.',
} as const;

type Notice = { title: string; description: string };

const fallbackToAudio = 'This session will record audio only.';

export const PRACTICE_TOASTS = {
  recordingErrorTitle: 'Recording Error',
  /** Our wording: nothing in the recording could be scored (decision 180). */
  noSpeechTitle: 'No Speech Heard',
  recordingFailedTitle: 'Recording Failed',
  videoUnsupported: {
    title: 'Video recording not supported',
    description: `Your browser cannot record video. ${fallbackToAudio}`,
  },
  cameraUnavailable: {
    title: 'Camera unavailable',
    description: `We could not use your camera. ${fallbackToAudio}`,
  },
  videoFailed: {
    title: 'Video recording failed',
    description: `Video could not be recorded in this browser. ${fallbackToAudio}`,
  },
  largeVideo: (warnMb: number, capMb: number): Notice => ({
    title: 'Large video file',
    description: `This recording is over ${warnMb} MB. It will stop by itself at ${capMb} MB.`,
  }),
  recordingStopped: (capMb: number): Notice => ({
    title: 'Recording stopped',
    description: `The recording reached ${capMb} MB, the most we accept, and was stopped.`,
  }),
  extendedRecording: (minutes: number): Notice => ({
    title: 'Extended Recording Detected',
    description: `This recording is about ${Math.round(minutes)} minutes long, so the analysis may take several minutes.`,
  }),
  maxTimeReached: {
    title: 'Maximum Recording Time Reached',
    description: `Recording stopped at ${LIVE_AUTO_STOP_SECONDS / 60} minutes. Analyzing your speech...`,
  },
  /** On the screens after an automatic stop: analysing, results, or the choice of voice. */
  maxTimeNotice: {
    title: 'Maximum time reached',
    description: `Your recording stopped by itself at ${LIVE_AUTO_STOP_SECONDS / 60} minutes, the longest a practice recording runs. Everything up to then is analyzed.`,
  },
  transcriptionComplete: (words: number): Notice => ({
    title: 'Transcription Complete',
    description: `Successfully transcribed ${words} words.`,
  }),
  recordingDeleted: {
    title: 'Recording deleted',
    description: 'Your recording has been permanently deleted',
  },
  deleteFailedTitle: 'Failed to delete recording',
  deleteFailedFallback: 'An error occurred while deleting the recording',
  speakerSelected: {
    title: 'Analysis Complete!',
    description: 'Your speech has been analyzed. Loading results...',
  },
  selectionFailedTitle: 'Selection Failed',
  unfinishedDiscardFailed: PRACTICE_MESSAGES.unfinishedDiscardFailed,
  selectionFailedFallback: 'Failed to select speaker. Please try again.',
} as const;

/**
 * Ours: the resumable upload of a large file (decision 143), its progress, pause and resume, and
 * the notice that offers to continue an upload a reload interrupted.
 */
export const RESUMABLE_UPLOAD_TEXT = {
  uploading: 'Uploading your recording...',
  paused: 'Upload paused. What was sent is kept.',
  interrupted: 'Connection lost. What was sent is kept: resume when you are back online.',
  progressLabel: 'Upload progress',
  sent: (sent: string, total: string) => `${sent} of ${total}`,
  speed: (rate: string) => rate,
  timeLeft: (clock: string) => `${clock} left`,
  measuring: 'Measuring speed...',
  pause: 'Pause upload',
  resume: 'Resume upload',
  cancel: 'Cancel',
  noticeTitle: 'Unfinished upload',
  noticeDetail: (fileName: string, size: string) =>
    `${fileName} (${size}) did not finish uploading. Choose the same file to continue where it stopped.`,
  noticeChoose: 'Choose the file',
  noticeFileLabel: 'The file to continue',
  noticeDiscard: 'Discard',
  discarded: 'Unfinished upload discarded',
  discardFailed:
    'The unfinished upload could not be discarded. Check your connection and try again.',
} as const;
