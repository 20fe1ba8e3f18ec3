/**
 * Timing rules for every client request. The product rules state them in
 * R7.8-R7.10 ("The API") and R9.8 ("Constants and limits").
 */

/** Default time-out for any call (product rules R7.10 and R9.8: 30 s). */
export const DEFAULT_REQUEST_TIMEOUT_MS = 30_000;

/**
 * Long time-out for calls that carry or re-analyse a whole recording
 * (product rules R7.10 and R9.8: 2,100,000 ms, 35 minutes).
 */
export const LONG_REQUEST_TIMEOUT_MS = 2_100_000;

/** Attempts in total for a call that may be retried (product rules R7.8: three). */
export const RETRY_MAX_ATTEMPTS = 3;

/** Waits before the 2nd and 3rd attempts: 1 s, then 2 s (product rules R7.8). */
export const RETRY_DELAYS_MS = [1_000, 2_000] as const;

/** The wait before retry number `retry` (0 for the first): 1 s, then 2 s. */
export function retryDelayMs(retry: number): number {
  return RETRY_DELAYS_MS[Math.min(Math.max(0, retry), RETRY_DELAYS_MS.length - 1)] ?? 0;
}

/** Answers from a gateway that could not reach the app: the call may go again. */
export const RETRYABLE_STATUSES: readonly number[] = [502, 503, 504];

/**
 * The one rule for sending a failed call again: a lost connection (no answer at all), or a
 * gateway's 502, 503 or 504. Never a 4xx (the server refused it and will again), never a
 * 500, and never a call that reached its time-out (a whole recording may have been sent and
 * analysed; sending it again would count it twice).
 */
export function isRetryableFailure(failure: { status: number | null; network: boolean }): boolean {
  return failure.status === null ? failure.network : RETRYABLE_STATUSES.includes(failure.status);
}

/**
 * Waits before a resumable upload's request goes again after a lost connection or a
 * gateway's 502-504 (the same rule, isRetryableFailure). Sending a chunk again is harmless:
 * the upload asks the server how much it holds and goes on from there. So it tries longer
 * than other calls, about half a minute, for a phone between networks; the count starts
 * again whenever a chunk gets through. Judgement (decision 143).
 */
export const RESUMABLE_RETRY_DELAYS_MS = [1_000, 2_000, 4_000, 8_000, 15_000] as const;

/**
 * A resumable upload's request that moves no byte for this long is taken for a dropped
 * connection (a browser may wait minutes before it says so), ended and retried. Judgement.
 */
export const RESUMABLE_STALL_TIMEOUT_MS = DEFAULT_REQUEST_TIMEOUT_MS;

/**
 * Message of a call aborted by its time-out (product rules R8.20).
 */
export const REQUEST_TIMEOUT_MESSAGE =
  'Request timeout - your recording may be too long. Please try a shorter recording.';
