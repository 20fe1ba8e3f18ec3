import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiErrorFromAnswer, networkError, timeoutError } from '@client/lib/api-error';
import {
  resendFailure,
  signInFailure,
  signUpFailure,
  tempLoginFailure,
} from './auth-failure-messages';
import { AUTH_RETRY, authRetryDelay, retryAuthCall } from './auth-retry';

afterEach(() => {
  vi.useRealTimers();
});

const refusal = (status: number, code: string, message = 'x') =>
  apiErrorFromAnswer(status, JSON.stringify({ code, message }));

describe('auth retry policy', () => {
  it('retries a lost connection and a gateway error', () => {
    expect(retryAuthCall(0, networkError())).toBe(true);
    expect(retryAuthCall(0, apiErrorFromAnswer(503, ''))).toBe(true);
  });

  it('never retries a refusal, a server error or a time-out, whatever its words', () => {
    expect(retryAuthCall(0, refusal(409, 'ACCOUNT_EXISTS', 'network error, 502'))).toBe(false);
    expect(retryAuthCall(0, refusal(401, 'INVALID_CREDENTIALS'))).toBe(false);
    expect(retryAuthCall(0, refusal(500, 'INTERNAL'))).toBe(false);
    expect(retryAuthCall(0, timeoutError())).toBe(false);
  });

  it('waits 1 s, 2 s and 4 s, never more than 5 s', () => {
    expect([0, 1, 2, 3, 4].map(authRetryDelay)).toEqual([1_000, 2_000, 4_000, 5_000, 5_000]);
  });

  it('gives up after 3 retries, as the mutation runs it', async () => {
    vi.useFakeTimers();
    const call = vi.fn(() => Promise.reject(networkError()));
    const observer = new MutationObserver(new QueryClient(), { mutationFn: call, ...AUTH_RETRY });
    const outcome = observer.mutate().catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(7_000);
    expect(call).toHaveBeenCalledTimes(4);
    expect(await outcome).toMatchObject({ code: 'NETWORK_ERROR' });
  });

  it('sends a refused sign-up once', async () => {
    const call = vi.fn(() => Promise.reject(refusal(409, 'ACCOUNT_EXISTS')));
    const observer = new MutationObserver(new QueryClient(), { mutationFn: call, ...AUTH_RETRY });
    await observer.mutate().catch(() => {});
    expect(call).toHaveBeenCalledTimes(1);
  });
});

describe('auth failure wording, by code', () => {
  it("words resend failures like sign-up's", () => {
    expect(resendFailure(networkError())).toEqual({
      title: 'Resend failed',
      description: signUpFailure(networkError()).description,
    });
    expect(signUpFailure(apiErrorFromAnswer(500, 'oops'))).toEqual({
      title: 'Sign up failed',
      description: 'Please try again.',
    });
  });

  it('says an email is taken by the code, not the words', () => {
    expect(signUpFailure(refusal(409, 'ACCOUNT_EXISTS', 'Taken')).description).toMatch(
      /already exists\. Try signing in/,
    );
    // Another refusal that happens to say "already exists" is shown as the server words it.
    expect(signUpFailure(refusal(400, 'VALIDATION_FAILED', 'It already exists')).description).toBe(
      'It already exists',
    );
  });

  it('words wrong credentials and temporary passwords by their codes', () => {
    expect(signInFailure(refusal(401, 'INVALID_CREDENTIALS')).description).toMatch(
      /^We couldn't find an account/,
    );
    expect(tempLoginFailure(refusal(401, 'TEMPORARY_PASSWORD_EXPIRED')).description).toMatch(
      /has expired/,
    );
    expect(tempLoginFailure(refusal(401, 'TEMPORARY_PASSWORD_INVALID')).description).toBe(
      'Invalid temporary password. Please check and try again.',
    );
    expect(tempLoginFailure(refusal(429, 'RATE_LIMITED', 'Too many attempts')).description).toBe(
      'Too many attempts',
    );
  });
});
