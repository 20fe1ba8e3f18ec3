import { SIMULATED_PROGRESS_MAX, SIMULATED_PROGRESS_STEP } from '@shared/recordings/limits';
import { ASSIGNMENT_MESSAGES } from '@shared/assignments/schemas';
import type { ErrorCode } from '@shared/errors';
import { PRACTICE_MESSAGES } from '@shared/recordings/messages';
import { recordingTooLongSchema } from '@shared/recordings/schemas';
import { RETRYABLE_STATUSES } from '@shared/client-config/request';
import {
  errorBody,
  hasCode,
  isNetworkFailure,
  isTimeout,
  parseApiError,
} from '@client/lib/api-error';
import { PRACTICE_TOASTS, TRANSCRIPTION_ERRORS } from '../practice-notices';

/*
 * The analysis rules (product rules R4.39, R4.40 and R8.17-R8.20): how a failed transcription is
 * worded, how progress moves, and how a long recording's job is polled.
 */

/** Shown progress never goes back. */
export function nextProgress(shown: number, incoming: number): number {
  const clamped = Math.min(100, Math.max(0, Number.isFinite(incoming) ? incoming : 0));
  return Math.max(shown, clamped);
}

/** One tick of the simulated progress: +8, up to 95. */
export function simulatedProgress(shown: number): number {
  return Math.max(shown, Math.min(shown + SIMULATED_PROGRESS_STEP, SIMULATED_PROGRESS_MAX));
}

/** Refusals the client words itself, by the server's error code. */
const CODE_MESSAGES: Partial<Record<ErrorCode, string>> = {
  RECORDING_TOO_SHORT: PRACTICE_MESSAGES.recordingTooShort,
  PRACTICE_LIMIT_REACHED: PRACTICE_MESSAGES.practiceLimitReached,
  // Submissions for an assignment (product rules R11.3).
  ATTEMPTS_EXHAUSTED: ASSIGNMENT_MESSAGES.attemptsExhausted,
  ASSIGNMENT_CLOSED: ASSIGNMENT_MESSAGES.closed,
  VIDEO_REQUIRED: ASSIGNMENT_MESSAGES.videoRequired,
};

/** The RECORDING_TOO_LONG message with the server's minutes, or null for other errors. */
function recordingTooLongMessage(error: unknown): string | null {
  if (!hasCode(error, 'RECORDING_TOO_LONG')) return null;
  const body = recordingTooLongSchema.safeParse(errorBody(error));
  return body.success
    ? PRACTICE_MESSAGES.recordingTooLong(body.data.maxMinutes, body.data.estimatedMinutes)
    : null;
}

/**
 * The message a person sees for a failed transcription (product rules R8.17-R8.19), decided by the
 * error's code and status: the refusals the client words itself, a gateway that gave up, a
 * call that reached its time-out, a body too large; otherwise the server's own message, and
 * `fallback` when there is none.
 */
export function transcriptionErrorMessage(
  error: unknown,
  fallback: string = TRANSCRIPTION_ERRORS.unexpected,
): string {
  if (error instanceof JobFailedError) return error.message;
  const { status, code, message } = parseApiError(error);
  const byCode = code ? (CODE_MESSAGES as Record<string, string | undefined>)[code] : undefined;
  if (byCode) return byCode;
  const tooLong = recordingTooLongMessage(error);
  if (tooLong) return tooLong;
  if (isTimeout(error)) return TRANSCRIPTION_ERRORS.requestTimeout;
  if (isNetworkFailure(error)) return TRANSCRIPTION_ERRORS.connectionLost;
  if (status === 504) return TRANSCRIPTION_ERRORS.gatewayTimeout;
  if (status !== null && RETRYABLE_STATUSES.includes(status))
    return TRANSCRIPTION_ERRORS.serverBusy;
  if (message) return message;
  if (status === 413) return TRANSCRIPTION_ERRORS.tooLarge;
  if (status === 400 || status === 415) return TRANSCRIPTION_ERRORS.invalidFormat;
  return fallback;
}

/** A failed or dead-lettered job: polling stops for good. `code` says why, when the file did. */
export class JobFailedError extends Error {
  override name = 'JobFailedError';
  constructor(
    message: string,
    readonly code: string | null = null,
  ) {
    super(message);
  }
}

/** The error card's and toast's title: a recording with no speech is not an error of ours. */
export function errorTitle(code: string | null): string {
  return code === 'NO_SPEECH_DETECTED'
    ? PRACTICE_TOASTS.noSpeechTitle
    : PRACTICE_TOASTS.recordingErrorTitle;
}

/** The error's code, from a refused call or a failed job. */
export function failureCode(error: unknown): string | null {
  if (error instanceof JobFailedError) return error.code;
  return parseApiError(error).code ?? null;
}

export type JobUpdate = {
  progress: number;
  currentStep: string | null;
  /** Seconds left, queue included, as the server last estimated. */
  estimatedWait: number;
  /** While the job waits for a free slot: its place in the queue, 1 being next. */
  queuePosition: number | null;
};
