import {
  AUTH_RETRY_BASE_DELAY_MS,
  AUTH_RETRY_LIMIT,
  AUTH_RETRY_MAX_DELAY_MS,
} from '@shared/auth/limits';
import { NETWORK_FAILURE_MARKERS, SIGNUP_NO_RETRY_MARKERS } from '@shared/client-config/auth-retry';
import { errorText } from '@client/lib/api-error';

/*
 * Sign-up and sign-in retry lost connections up to 3 times, waiting 1 s, 2 s
 * and 4 s, never more than 5 s (accounts spec §7 and §9).
 */

function contains(error: unknown, markers: readonly string[]): boolean {
  const text = errorText(error).toLowerCase();
  return markers.some((marker) => text.includes(marker));
}

export function isNetworkFailure(error: unknown): boolean {
  return contains(error, NETWORK_FAILURE_MARKERS);
}

export function shouldRetrySignIn(error: unknown): boolean {
  return isNetworkFailure(error);
}

export function shouldRetrySignUp(error: unknown): boolean {
  return isNetworkFailure(error) && !contains(error, SIGNUP_NO_RETRY_MARKERS);
}

/** The wait before retry number `retry` (0 for the first): 1 s, 2 s, 4 s, capped at 5 s. */
export function authRetryDelay(retry: number): number {
  return Math.min(AUTH_RETRY_BASE_DELAY_MS * 2 ** retry, AUTH_RETRY_MAX_DELAY_MS);
}

function wait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

export async function withAuthRetry<T>(
  call: () => Promise<T>,
  shouldRetry: (error: unknown) => boolean,
): Promise<T> {
  for (let retry = 0; ; retry += 1) {
    try {
      return await call();
    } catch (error) {
      if (retry >= AUTH_RETRY_LIMIT || !shouldRetry(error)) throw error;
      await wait(authRetryDelay(retry));
    }
  }
}
