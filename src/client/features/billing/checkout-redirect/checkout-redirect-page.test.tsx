import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { replaceLocation } from '@client/lib/browser-location';
import { GUEST_RESPONSE } from '@client/test/factories';
import { renderWithProviders } from '@client/test/render';
import { CheckoutRedirectPage } from './checkout-redirect-page';

vi.mock('@client/lib/browser-location', () => ({
  assignLocation: vi.fn(),
  replaceLocation: vi.fn(),
}));

const STRIPE_URL = 'https://checkout.stripe.com/c/pay/cs_test_1#fid=abc';

function renderRedirect(url: string | null) {
  const path =
    url === null ? '/checkout-redirect' : `/checkout-redirect?url=${encodeURIComponent(url)}`;
  return renderWithProviders(<CheckoutRedirectPage />, { path, me: GUEST_RESPONSE });
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
});

afterEach(() => {
  vi.useRealTimers();
  vi.mocked(replaceLocation).mockClear();
});

describe('/checkout-redirect', () => {
  it.each([STRIPE_URL, `${window.location.origin}/test-mode/checkout/cs_test_1`])(
    'goes on to %s, and offers the manual buttons after 3 s',
    (url) => {
      renderRedirect(url);
      expect(replaceLocation).toHaveBeenCalledWith(url);
      expect(
        screen.getByRole('heading', { level: 1, name: 'Redirecting to Checkout' }),
      ).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(2_999));
      expect(screen.queryByRole('link', { name: 'Open Checkout' })).not.toBeInTheDocument();
      act(() => vi.advanceTimersByTime(1));
      expect(screen.getByRole('link', { name: 'Open Checkout' })).toHaveAttribute('href', url);
      expect(screen.getByRole('link', { name: 'Back to Pricing' })).toHaveAttribute(
        'href',
        '/pricing',
      );
    },
  );

  it.each([
    'https://evil.example/checkout',
    'https://checkout.stripe.com.evil.example/c/pay',
    'http://checkout.stripe.com/c/pay/cs_test_1',
    'https://user:pw@checkout.stripe.com/c/pay',
    'javascript:alert(1)',
    `${window.location.origin}/dashboard`,
    'not a url',
  ])('never follows %s', (url) => {
    renderRedirect(url);
    expect(replaceLocation).not.toHaveBeenCalled();
    expect(screen.getByText('This checkout link is not valid.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Pricing' })).toHaveAttribute(
      'href',
      '/pricing',
    );
    act(() => vi.advanceTimersByTime(5_000));
    expect(screen.queryByRole('link', { name: 'Open Checkout' })).not.toBeInTheDocument();
  });

  it('without a url goes to pricing', () => {
    const { currentPath } = renderRedirect(null);
    expect(currentPath()).toBe('/pricing');
    expect(replaceLocation).not.toHaveBeenCalled();
  });
});
