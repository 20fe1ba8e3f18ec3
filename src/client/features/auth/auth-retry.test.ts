import { afterEach, describe, expect, it, vi } from 'vitest';
import { resendFailure, signUpFailure } from './auth-failure-messages';
import {
  authRetryDelay,
  isNetworkFailure,
  shouldRetrySignIn,
  shouldRetrySignUp,
  withAuthRetry,
} from './auth-retry';

afterEach(() => {
  vi.useRealTimers();
});

describe('auth retry policy', () => {
  it.each([
    'Failed to fetch',
    'NetworkError when attempting to fetch resource.',
    'Load failed',
    'FAILED TO FETCH',
  ])('treats %j as a lost connection', (message) => {
    expect(isNetworkFailure(new TypeError(message))).toBe(true);
    expect(shouldRetrySignIn(new TypeError(message))).toBe(true);
  });

  it('does not retry answers from the server', () => {
    expect(shouldRetrySignIn(new Error('401: {"message":"nope"}'))).toBe(false);
    expect(shouldRetrySignUp(new Error('500: {"message":"Internal"}'))).toBe(false);
  });

  it("never retries sign-up messages with 'already exists' or 'Invalid'", () => {
    expect(shouldRetrySignUp(new Error('network: account already exists'))).toBe(false);
    expect(shouldRetrySignUp(new Error('Invalid network response'))).toBe(false);
    expect(shouldRetrySignUp(new TypeError('Failed to fetch'))).toBe(true);
  });

  it('waits 1 s, 2 s and 4 s, never more than 5 s', () => {
    expect([0, 1, 2, 3, 4].map(authRetryDelay)).toEqual([1_000, 2_000, 4_000, 5_000, 5_000]);
  });

  it('gives up after 3 retries', async () => {
    vi.useFakeTimers();
    const call = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    const outcome = withAuthRetry(call, shouldRetrySignIn).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(7_000);
    expect(call).toHaveBeenCalledTimes(4);
    expect(await outcome).toBeInstanceOf(TypeError);
  });

  it("words resend failures like sign-up's", () => {
    expect(resendFailure(new TypeError('Failed to fetch'))).toEqual({
      title: 'Resend failed',
      description: signUpFailure(new TypeError('Failed to fetch')).description,
    });
    expect(signUpFailure(new Error('500: oops'))).toEqual({
      title: 'Sign up failed',
      description: 'Please try again.',
    });
  });
});
