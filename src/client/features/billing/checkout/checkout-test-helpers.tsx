import { act } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { PENDING_CHECKOUT_STORAGE_KEY } from '@shared/client-config/payment';
import { assignLocation } from '@client/lib/browser-location';
import { isMobileDevice } from '@client/lib/device';
import { signedIn } from '@client/test/factories';
import { fakeApi, type FakeRoutes } from '@client/test/fake-api';
import { renderHookWithProviders } from '@client/test/render';
import { useCheckoutFlow } from './use-checkout-flow';

/*
 * The payment flow's tests run on fake timers and a fake window.open. Each test file mocks
 * '@client/lib/device' and '@client/lib/browser-location' itself (mocks are per file).
 */

export const SESSION_URL = 'https://checkout.stripe.com/c/pay/cs_test_1';
export const CREATED: FakeRoutes = {
  'POST /api/create-subscription': { body: { sessionUrl: SESSION_URL, sessionId: 'cs_test_1' } },
};
export const PAID_RETURN = '/dashboard?subscription=success&session_id=cs_test_1';

/** A checkout window: on the provider's site its address cannot be read. */
export function fakePopup() {
  let href: string | null = null;
  const popup = {
    closed: false,
    close: vi.fn(() => {
      popup.closed = true;
    }),
    focus: vi.fn(),
    get location() {
      if (href === null) throw new DOMException('Blocked a frame', 'SecurityError');
      return { href };
    },
    /** The window comes back to this site, at `path`. */
    arriveAt(path: string) {
      href = `${window.location.origin}${path}`;
    },
  };
  return popup;
}

/** Lets the fake server's answer, and the work after it, finish. */
export async function settle() {
  await act(async () => {
    for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setImmediate(resolve));
  });
}

export const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

export function storedCheckout() {
  const raw = window.localStorage.getItem(PENDING_CHECKOUT_STORAGE_KEY);
  return raw ? (JSON.parse(raw) as unknown) : null;
}

export function renderFlow({ routes = CREATED, path = '/pricing' } = {}) {
  const api = fakeApi(routes);
  const view = renderHookWithProviders(() => useCheckoutFlow(), { path, me: signedIn() });
  return { ...view, api };
}

export async function startCheckout(popup: ReturnType<typeof fakePopup> | null, routes = CREATED) {
  const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
  const view = renderFlow({ routes });
  act(() => view.result.current.start('monthly'));
  await settle();
  return { ...view, open };
}

/** Fake timers from a fixed moment; the flow starts on a desktop. */
export function startFakeClock() {
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
  });
  vi.setSystemTime(new Date('2026-03-14T12:00:00.000Z'));
}

/**
 * Each test starts on the fake clock on a desktop, and afterwards gets real timers, its
 * globals back and a fresh assignLocation mock. Call it at the top of a test file that mocks
 * '@client/lib/device' and '@client/lib/browser-location'.
 */
export function setUpCheckoutClock() {
  beforeEach(() => {
    startFakeClock();
    vi.mocked(isMobileDevice).mockReturnValue(false);
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.mocked(assignLocation).mockClear();
  });
}
