import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { assignLocation } from '@client/lib/browser-location';
import { isMobileDevice } from '@client/lib/device';
import {
  advance,
  fakePopup,
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
