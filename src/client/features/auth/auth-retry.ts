import {
  AUTH_RETRY_BASE_DELAY_MS,
  AUTH_RETRY_LIMIT,
  AUTH_RETRY_MAX_DELAY_MS,
} from '@shared/auth/limits';
import { isRetryable } from '@client/lib/api-error';

/*
 * Sign-up and sign-in retry lost connections (and a gateway's 502-504) up to 3 times,
 * waiting 1 s, 2 s and 4 s, never more than 5 s (product rules R7.9 and R9.8). A refusal (a 4xx:
 * the email is taken, the code is wrong) is never sent again. These are the mutations'
 * `retry` and `retryDelay`.
 */

/** TanStack's `retry`: `failureCount` failures so far (0 after the first). */
export function retryAuthCall(failureCount: number, error: unknown): boolean {
  return failureCount < AUTH_RETRY_LIMIT && isRetryable(error);
}

/** The wait before retry number `retry` (0 for the first): 1 s, 2 s, 4 s, capped at 5 s. */
export function authRetryDelay(retry: number): number {
  return Math.min(AUTH_RETRY_BASE_DELAY_MS * 2 ** retry, AUTH_RETRY_MAX_DELAY_MS);
}

/** The retry options of the sign-up and sign-in mutations. */
export const AUTH_RETRY = { retry: retryAuthCall, retryDelay: authRetryDelay } as const;
