import {
  LIVE_AUTO_STOP_SECONDS,
  LIVE_MAX_MINUTES,
  LIVE_TIME_WARNING_SECONDS,
  LIVE_VIDEO_WARN_BYTES,
  liveCapBytes,
  megabytes,
} from '@shared/recordings/limits';
import { PRACTICE_MESSAGES } from '@shared/recordings/messages';

/*
 * The live recorder's rules (product rules R4.29-R4.33, R5.23 and R9.17), free of
 * browser APIs so each reads as the rules do and is tested on its own.
 */

/** The countdown before recording: 3, 2, 1, a second each (product rules R4.29). */
export const COUNTDOWN_FROM = 3;
export const COUNTDOWN_STEP_MS = 1_000;
/** In video mode the camera gets this long to settle before the countdown (product rules R4.29). */
export const VIDEO_WARMUP_MS = 500;

export type TimerStage = 'normal' | 'warning' | 'maximum';

/**
 * How the recording timer looks (product rules R2.49): 'Max time 3:00' at first, red in
 * the last 10 seconds, and 'Maximum time reached' once the recorder stops itself at 3:00.
 */
export function timerStage(elapsedSeconds: number, maxReached: boolean): TimerStage {
  if (maxReached || elapsedSeconds >= LIVE_AUTO_STOP_SECONDS) return 'maximum';
  if (elapsedSeconds >= LIVE_AUTO_STOP_SECONDS - LIVE_TIME_WARNING_SECONDS) return 'warning';
  return 'normal';
}

/** Seconds sent for a live recording: the larger of measured and timer, and at least 1. */
export function liveDurationSeconds(measuredSeconds: number, timerSeconds: number): number {
  const measured = Number.isFinite(measuredSeconds) ? Math.round(measuredSeconds) : 0;
  const timer = Number.isFinite(timerSeconds) ? Math.round(timerSeconds) : 0;
  return Math.max(measured, timer, 1);
}

/** The cap has one owner, shared with the server, which refuses pieces past it. */
export { liveCapBytes };

export type SizeCapAction = 'stop' | 'warn' | null;

/**
 * What the recorder does once it holds `totalBytes`: stop at the cap (85 MB audio,
 * 600 MB video), or warn once about a large video (400 MB).
 */
export function sizeCapAction(totalBytes: number, video: boolean, warned: boolean): SizeCapAction {
  if (totalBytes >= liveCapBytes(video)) return 'stop';
  if (video && !warned && totalBytes >= LIVE_VIDEO_WARN_BYTES) return 'warn';
  return null;
}

export type LiveRecordingFacts = {
  /** Chunks the recorder delivered with data in them. */
  chunkCount: number;
  sizeBytes: number;
  durationSeconds: number;
  video: boolean;
};

/** The checks a finished live recording passes before it is sent (product rules R5.23). */
export function checkLiveRecording(facts: LiveRecordingFacts): string | null {
  if (facts.chunkCount === 0) return PRACTICE_MESSAGES.noAudioData;
  if (facts.sizeBytes === 0) return PRACTICE_MESSAGES.emptyAudio;
  const minutes = facts.durationSeconds / 60;
  if (minutes > LIVE_MAX_MINUTES) {
    return PRACTICE_MESSAGES.liveTooLong(Math.round(minutes * 10) / 10);
  }
  const cap = liveCapBytes(facts.video);
  if (facts.sizeBytes > cap) {
    return PRACTICE_MESSAGES.liveTooLarge(megabytes(facts.sizeBytes), megabytes(cap));
  }
  return null;
}

const VIDEO_TYPES = [
  'video/webm;codecs=vp9,opus',
  'video/webm;codecs=vp8,opus',
  'video/webm',
  'video/mp4',
];
const AUDIO_TYPES = ['audio/webm;codecs=opus', 'audio/webm', 'audio/ogg;codecs=opus', 'audio/mp4'];

/**
 * The first container this browser can record, or undefined. For audio, undefined
 * lets the browser pick its default; for video it means video cannot be recorded.
 */
export function pickRecorderMimeType(
  video: boolean,
  isTypeSupported: (type: string) => boolean,
): string | undefined {
  return (video ? VIDEO_TYPES : AUDIO_TYPES).find((type) => {
    try {
      return isTypeSupported(type);
    } catch {
      return false;
    }
  });
}

/** A file name whose extension matches what the recorder produced. */
export function recordingFileName(mimeType: string): string {
  const type = mimeType.toLowerCase();
  if (type.includes('mp4')) return 'recording.mp4';
  if (type.includes('ogg')) return 'recording.ogg';
  return 'recording.webm';
}

/** Raised when recording cannot start; its message is ready to show. */
export class RecorderStartError extends Error {
  override name = 'RecorderStartError';
}

const MEDIA_ERROR_SENTENCES: Record<string, string> = {
  NotAllowedError: 'Microphone access was denied.',
  SecurityError: 'Microphone access was denied.',
  NotFoundError: 'No microphone was found.',
  NotReadableError: 'Your microphone is being used by another application.',
  AbortError: 'The microphone could not be started.',
  OverconstrainedError: 'Your microphone does not support the requested settings.',
};

/** The start-failure message (product rules R8.21) for any error getUserMedia raised. */
export function startFailureMessage(error: unknown): string {
  if (error instanceof RecorderStartError) return error.message;
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  const raw = error instanceof Error ? error.message.trim() : '';
  const sentence =
    MEDIA_ERROR_SENTENCES[name] ??
    (raw ? (/[.!?]$/.test(raw) ? raw : `${raw}.`) : 'Recording could not start.');
  return `${sentence} ${PRACTICE_MESSAGES.permissionSuffix}`;
}
