/**
 * Timing rules for every client request. Both specs state them in section 7
 * ("The calls it makes") and section 9 ("Business constants and limits").
 */

/** Default time-out for any call (accounts spec §9, practice spec §9: "Request time-out 30 s"). */
export const DEFAULT_REQUEST_TIMEOUT_MS = 30_000;

/**
 * Long time-out for calls that carry or re-analyse a whole recording
 * (practice spec §9: "2,100,000 ms for transcribe and select-speaker"; 35 minutes).
 */
export const LONG_REQUEST_TIMEOUT_MS = 2_100_000;

/** Path fragments that get the long time-out (accounts spec §7, practice spec §7). */
export const LONG_TIMEOUT_PATH_MARKERS = ['/transcribe', '/select-speaker'] as const;

/** Path fragments whose calls are retried (practice spec §7: "/transcribe or /analyze"). */
export const RETRY_PATH_MARKERS = ['/transcribe', '/analyze'] as const;

/** Attempts in total for retried calls; every other call gets one (practice spec §9). */
export const RETRY_MAX_ATTEMPTS = 3;

/** Error-message fragments that make a retried call try again (practice spec §7 and §9). */
export const RETRYABLE_ERROR_MARKERS = ['502', '500', 'timeout'] as const;

/** Waits before the 2nd and 3rd attempts: "waits 1 s then 2 s" (practice spec §9). */
export const RETRY_DELAYS_MS = [1_000, 2_000] as const;

/**
 * Message of a call aborted by its time-out (practice spec §8, "Client abort").
 * It contains 'timeout', so a retried call tries again after it.
 */
export const REQUEST_TIMEOUT_MESSAGE =
  'Request timeout - your recording may be too long. Please try a shorter recording.';
