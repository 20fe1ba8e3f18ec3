import { act } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PAYMENT_TRACKING_WINDOW_MS } from '@shared/client-config/payment';
import {
  advance,
  fakePopup,
  PAID_RETURN,
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

  it('also counts the dashboard the window moved on to once it confirmed the payment', async () => {
    const popup = fakePopup();
    const { result } = await startCheckout(popup);
    await advance(2_000);
    popup.arriveAt('/dashboard');
    await advance(1_000);
    expect(popup.close).toHaveBeenCalled();
    expect(result.current.phase).toEqual({ kind: 'verifying' });
  });

  it('keeps watching while the window is on a page of this site that is not a return', async () => {
    const popup = fakePopup();
    const { result } = await startCheckout(popup);
    popup.arriveAt('/test-mode/checkout/cs_test_1');
    await advance(5_000);
    expect(popup.close).not.toHaveBeenCalled();
    expect(result.current.phase).toEqual({ kind: 'in-popup' });
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
