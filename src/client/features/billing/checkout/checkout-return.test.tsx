import { act } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  PAYMENT_TRACKING_WINDOW_MS,
  PENDING_CHECKOUT_STORAGE_KEY,
} from '@shared/client-config/payment';
import { isMobileDevice } from '@client/lib/device';
import {
  advance,
  PAID_RETURN,
  renderFlow,
  SESSION_URL,
  startCheckout,
  storedCheckout,
  setUpCheckoutClock,
} from './checkout-test-helpers';

vi.mock('@client/lib/device', () => ({ isMobileDevice: vi.fn(() => false) }));
vi.mock('@client/lib/browser-location', () => ({
  assignLocation: vi.fn(),
  replaceLocation: vi.fn(),
}));

setUpCheckoutClock();

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
