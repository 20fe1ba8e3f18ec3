import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  PAYMENT_TRACKING_WINDOW_MS,
  PENDING_CHECKOUT_STORAGE_KEY,
} from '@shared/client-config/payment';
import { assignLocation } from '@client/lib/browser-location';
import { isMobileDevice } from '@client/lib/device';
import { signedIn } from '@client/test/factories';
import { fakeApi, type FakeRoutes } from '@client/test/fake-api';
import { renderHookWithProviders } from '@client/test/render';
import { useCheckoutFlow } from './use-checkout-flow';

vi.mock('@client/lib/device', () => ({ isMobileDevice: vi.fn(() => false) }));
vi.mock('@client/lib/browser-location', () => ({
  assignLocation: vi.fn(),
  replaceLocation: vi.fn(),
}));

const SESSION_URL = 'https://checkout.stripe.com/c/pay/cs_test_1';
const CREATED: FakeRoutes = {
  'POST /api/create-subscription': { body: { sessionUrl: SESSION_URL, sessionId: 'cs_test_1' } },
};
const PAID_RETURN = '/dashboard?subscription=success&session_id=cs_test_1';

/** A checkout window: on the provider's site its address cannot be read. */
function fakePopup() {
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
async function settle() {
  await act(async () => {
    for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setImmediate(resolve));
  });
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

function storedCheckout() {
  const raw = window.localStorage.getItem(PENDING_CHECKOUT_STORAGE_KEY);
  return raw ? (JSON.parse(raw) as unknown) : null;
}

function renderFlow({ routes = CREATED, path = '/pricing' } = {}) {
  const api = fakeApi(routes);
  const view = renderHookWithProviders(() => useCheckoutFlow(), { path, me: signedIn() });
  return { ...view, api };
}

async function startCheckout(popup: ReturnType<typeof fakePopup> | null, routes = CREATED) {
  const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
  const view = renderFlow({ routes });
  act(() => view.result.current.start('monthly'));
  await settle();
  return { ...view, open };
}

beforeEach(() => {
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
  });
  vi.setSystemTime(new Date('2026-03-14T12:00:00.000Z'));
  vi.mocked(isMobileDevice).mockReturnValue(false);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.mocked(assignLocation).mockClear();
});

describe('starting checkout', () => {
  it('creates the session, stores it with a timestamp and opens it in a window', async () => {
    const popup = fakePopup();
    const { api, open, result } = await startCheckout(popup);
    expect(api.callsTo('POST /api/create-subscription')[0]?.body).toEqual({ plan: 'monthly' });
    expect(open).toHaveBeenCalledWith(SESSION_URL, expect.any(String), expect.any(String));
    expect(storedCheckout()).toEqual({
      sessionUrl: SESSION_URL,
      sessionId: 'cs_test_1',
      startedAt: Date.parse('2026-03-14T12:00:00.000Z'),
    });
    expect(result.current.phase).toEqual({ kind: 'in-popup' });
  });

  it("says 'No checkout URL received from server' when the answer has none", async () => {
    const { open, result } = await startCheckout(fakePopup(), {
      'POST /api/create-subscription': { body: { sessionId: 'cs_test_1' } },
    });
    expect(screen.getByText('Subscription Error')).toBeInTheDocument();
    expect(screen.getByText('No checkout URL received from server')).toBeInTheDocument();
    expect(open).not.toHaveBeenCalled();
    expect(result.current.phase).toEqual({ kind: 'idle' });
  });

  it.each([
    [
      { status: 409, body: { message: 'You already have an active subscription.' } },
      'You already have an active subscription.',
    ],
    [{ status: 500, body: 'Internal error' }, 'Failed to create subscription'],
  ])(
    "toasts 'Subscription Error' with the server's message or the fallback",
    async (reply, text) => {
      const { open } = await startCheckout(fakePopup(), {
        'POST /api/create-subscription': reply,
      });
      expect(screen.getByText('Subscription Error')).toBeInTheDocument();
      expect(screen.getByText(text)).toBeInTheDocument();
      expect(open).not.toHaveBeenCalled();
      expect(storedCheckout()).toBeNull();
    },
  );

  it('on a phone goes to checkout in the page itself after 0.5 s', async () => {
    vi.mocked(isMobileDevice).mockReturnValue(true);
    const { open, result } = await startCheckout(fakePopup());
    expect(result.current.phase).toEqual({ kind: 'redirecting' });
    expect(result.current.busy).toBe(true);
    await advance(499);
    expect(assignLocation).not.toHaveBeenCalled();
    await advance(1);
    expect(assignLocation).toHaveBeenCalledWith(SESSION_URL);
    expect(open).not.toHaveBeenCalled();
  });
});

describe('a blocked window', () => {
  it("that never opened shows 'Complete Payment' for 30 s", async () => {
    const { result } = await startCheckout(null);
    expect(screen.getByText('Popup Blocked')).toBeInTheDocument();
    expect(screen.getByText('Click the button below to complete your payment')).toBeInTheDocument();
    expect(result.current.phase).toEqual({
      kind: 'blocked',
      completePaymentHref: `/checkout-redirect?url=${encodeURIComponent(SESSION_URL)}`,
    });
    await advance(29_999);
    expect(result.current.phase.kind).toBe('blocked');
    await advance(1);
    expect(result.current.phase).toEqual({ kind: 'idle' });
    expect(storedCheckout()).toBeNull();
  });

  it('that closed within the first second was blocked, not paid', async () => {
    const popup = fakePopup();
    const { result, currentPath } = await startCheckout(popup);
    await advance(400);
    popup.closed = true;
    await advance(600);
    expect(result.current.phase.kind).toBe('blocked');
    expect(screen.getByText('Popup Blocked')).toBeInTheDocument();
    await advance(5_000);
    expect(currentPath()).toBe('/pricing');
  });
});

describe('watching the checkout window', () => {
  it('checks it every second; once closed, verifies and goes to the dashboard a second later', async () => {
    const popup = fakePopup();
    const { result, currentPath } = await startCheckout(popup);
    await advance(2_500);
    expect(result.current.phase).toEqual({ kind: 'in-popup' });
    popup.closed = true;
    await advance(499);
    expect(result.current.phase).toEqual({ kind: 'in-popup' });
    await advance(1);
    expect(result.current.phase).toEqual({ kind: 'verifying' });
    expect(storedCheckout()).toBeNull();
    await advance(999);
    expect(currentPath()).toBe('/pricing');
    await advance(1);
    expect(currentPath()).toBe(PAID_RETURN);
  });

  it('closes it when it reaches the paid return, and goes on to the dashboard', async () => {
    const popup = fakePopup();
    const { result, currentPath } = await startCheckout(popup);
    await advance(3_000);
    popup.arriveAt(PAID_RETURN);
    await advance(1_000);
    expect(popup.close).toHaveBeenCalled();
    expect(result.current.phase).toEqual({ kind: 'verifying' });
    await advance(1_000);
    expect(currentPath()).toBe(PAID_RETURN);
  });

  it('closes it at the cancelled return and stops, with no verifying', async () => {
    const popup = fakePopup();
    const { result, currentPath } = await startCheckout(popup);
    await advance(3_000);
    popup.arriveAt('/pricing?checkout=cancelled');
    await advance(1_000);
    expect(popup.close).toHaveBeenCalled();
    expect(result.current.phase).toEqual({ kind: 'cancelled' });
    expect(storedCheckout()).toBeNull();
    popup.closed = true;
    await advance(60_000);
    expect(result.current.phase).toEqual({ kind: 'cancelled' });
    expect(currentPath()).toBe('/pricing');
  });

  it('is not ended by looking back at this tab while paying there', async () => {
    const popup = fakePopup();
    const { result } = await startCheckout(popup);
    await advance(5_000);
    act(() => window.dispatchEvent(new Event('focus')));
    expect(result.current.phase).toEqual({ kind: 'in-popup' });
    act(() => result.current.focusPopup());
    expect(popup.focus).toHaveBeenCalled();
  });

  it('is forgotten 30 minutes after leaving for checkout', async () => {
    const popup = fakePopup();
    const { result, currentPath } = await startCheckout(popup);
    await advance(PAYMENT_TRACKING_WINDOW_MS + 1_000);
    expect(result.current.phase).toEqual({ kind: 'idle' });
    expect(storedCheckout()).toBeNull();
    // No longer watched: closing the window now means nothing.
    popup.closed = true;
    await advance(5_000);
    expect(result.current.phase).toEqual({ kind: 'idle' });
    expect(currentPath()).toBe('/pricing');
  });

  it('stops watching when the page goes, and keeps the stored checkout', async () => {
    const popup = fakePopup();
    const { unmount, location } = await startCheckout(popup);
    unmount();
    popup.arriveAt(PAID_RETURN);
    await advance(5_000);
    expect(popup.close).not.toHaveBeenCalled();
    expect(location.history).toEqual(['/pricing']);
    expect(storedCheckout()).not.toBeNull();
  });
});

describe('coming back to the tab', () => {
  async function leaveOnPhone() {
    vi.mocked(isMobileDevice).mockReturnValue(true);
    const view = await startCheckout(null);
    await advance(500);
    return view;
  }

  it('within 30 minutes of leaving for checkout marks it done', async () => {
    const { result, currentPath } = await leaveOnPhone();
    await advance(10 * 60_000);
    act(() => window.dispatchEvent(new Event('focus')));
    expect(result.current.phase).toEqual({ kind: 'verifying' });
    await advance(1_000);
    expect(currentPath()).toBe(PAID_RETURN);
  });

  it('after 30 minutes forgets the checkout instead', async () => {
    const { result, currentPath } = await leaveOnPhone();
    await advance(PAYMENT_TRACKING_WINDOW_MS + 1);
    act(() => window.dispatchEvent(new Event('focus')));
    expect(result.current.phase).toEqual({ kind: 'idle' });
    expect(storedCheckout()).toBeNull();
    await advance(5_000);
    expect(currentPath()).toBe('/pricing');
  });

  it('counts after a reload of the page, from the stored checkout', async () => {
    window.localStorage.setItem(
      PENDING_CHECKOUT_STORAGE_KEY,
      JSON.stringify({ sessionUrl: SESSION_URL, sessionId: 'cs_test_1', startedAt: Date.now() }),
    );
    const { result, currentPath } = renderFlow();
    expect(result.current.phase).toEqual({ kind: 'idle' });
    act(() => window.dispatchEvent(new Event('focus')));
    expect(result.current.phase).toEqual({ kind: 'verifying' });
    await advance(1_000);
    expect(currentPath()).toBe(PAID_RETURN);
  });

  it('drops a stored checkout older than 30 minutes', () => {
    window.localStorage.setItem(
      PENDING_CHECKOUT_STORAGE_KEY,
      JSON.stringify({
        sessionUrl: SESSION_URL,
        sessionId: 'cs_test_1',
        startedAt: Date.now() - PAYMENT_TRACKING_WINDOW_MS - 1,
      }),
    );
    const { result } = renderFlow();
    expect(storedCheckout()).toBeNull();
    act(() => window.dispatchEvent(new Event('focus')));
    expect(result.current.phase).toEqual({ kind: 'idle' });
  });

  it('at /pricing?checkout=cancelled shows the cancelled notice and forgets the checkout', () => {
    window.localStorage.setItem(
      PENDING_CHECKOUT_STORAGE_KEY,
      JSON.stringify({ sessionUrl: SESSION_URL, sessionId: 'cs_test_1', startedAt: Date.now() }),
    );
    const { result } = renderFlow({ path: '/pricing?checkout=cancelled' });
    expect(result.current.phase).toEqual({ kind: 'cancelled' });
    expect(storedCheckout()).toBeNull();
    act(() => window.dispatchEvent(new Event('focus')));
    expect(result.current.phase).toEqual({ kind: 'cancelled' });
    act(() => result.current.dismissCancelled());
    expect(result.current.phase).toEqual({ kind: 'idle' });
  });
});
