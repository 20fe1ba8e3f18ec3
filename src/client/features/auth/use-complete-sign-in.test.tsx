import { act } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTH_REDIRECT_DELAY_MS } from '@shared/auth/limits';
import { buildUser, GUEST_RESPONSE } from '@client/test/factories';
import { renderHookWithProviders } from '@client/test/render';
import { useCompleteSignIn } from './use-complete-sign-in';

afterEach(() => {
  vi.useRealTimers();
});

const PAYMENT_RETURN = '/dashboard?subscription=success&session_id=cs_test_1';

/** Signed in on `path`; the move waits on the fake clock until the test lets it. */
function signInOn(path: string) {
  vi.useFakeTimers();
  const view = renderHookWithProviders(() => useCompleteSignIn(), { path, me: GUEST_RESPONSE });
  let destination = '';
  act(() => {
    destination = view.result.current(buildUser());
  });
  const waitForTheMove = () => act(() => vi.advanceTimersByTimeAsync(AUTH_REDIRECT_DELAY_MS));
  return { ...view, destination, waitForTheMove };
}

describe('after signing in', () => {
  it('goes to the redirect parameter from where the person signed in', async () => {
    const { destination, currentPath, waitForTheMove } = signInOn(
      `/?redirect=${encodeURIComponent(PAYMENT_RETURN)}`,
    );
    expect(destination).toBe(PAYMENT_RETURN);
    await waitForTheMove();
    expect(currentPath()).toBe(PAYMENT_RETURN);
  });

  it('leaves the person where a page sent them meanwhile, and never goes back', async () => {
    const { location, currentPath, waitForTheMove } = signInOn(
      `/?redirect=${encodeURIComponent(PAYMENT_RETURN)}`,
    );
    // The home page sends the person on at once, and the payment return, confirmed within
    // the delay, takes its parameters out of the address.
    act(() => location.navigate(PAYMENT_RETURN, { replace: true }));
    act(() => location.navigate('/dashboard', { replace: true }));
    await waitForTheMove();
    expect(currentPath()).toBe('/dashboard');
    expect(location.history).not.toContain(PAYMENT_RETURN);
  });
});
