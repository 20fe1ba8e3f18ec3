import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUserResponse } from '@shared/auth/user';
import { replaceLocation } from '@client/lib/browser-location';
import { GUEST_RESPONSE, signedIn } from '@client/test/factories';
import { renderWithProviders } from '@client/test/render';
import { CheckoutRedirectPage } from './checkout-redirect-page';

vi.mock('@client/lib/browser-location', () => ({
  assignLocation: vi.fn(),
  replaceLocation: vi.fn(),
}));

const STRIPE_URL = 'https://checkout.stripe.com/c/pay/cs_test_1#fid=abc';

function renderRedirect(url: string, me: CurrentUserResponse = GUEST_RESPONSE) {
  const path = `/checkout-redirect?url=${encodeURIComponent(url)}`;
  return renderWithProviders(<CheckoutRedirectPage />, { path, me });
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
  ])('refuses %s visibly, and never follows it', (url) => {
    const { container, currentPath } = renderRedirect(url);
    expect(replaceLocation).not.toHaveBeenCalled();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Checkout Link Not Followed' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This link is not a Cadence checkout address, so it was not followed.',
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'To upgrade, choose your plan again on the pricing page.',
    );
    // The safe ways on are there at once, with no 3 s wait.
    expect(screen.getByRole('link', { name: 'Back to Pricing' })).toHaveAttribute(
      'href',
      '/pricing',
    );
    expect(screen.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
    act(() => vi.advanceTimersByTime(5_000));
    expect(replaceLocation).not.toHaveBeenCalled();
    expect(currentPath()).toMatch(/^\/checkout-redirect\?/);
    expect(screen.queryByRole('link', { name: 'Open Checkout' })).not.toBeInTheDocument();
    // The refused address appears nowhere: no link to it, and not as text.
    const hrefs = [...container.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(['/pricing', '/']);
    expect(container).not.toHaveTextContent(url);
  });

  it('offers a signed-in person their dashboard instead of the home page', () => {
    renderRedirect('https://evil.example/pay', signedIn());
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });

  it('offers a coach the coach dashboard', () => {
    renderRedirect('https://evil.example/pay', signedIn({ userRole: 'coach' }));
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute(
      'href',
      '/coach-dashboard',
    );
  });

  it.each(['/checkout-redirect', '/checkout-redirect?url='])(
    'without a url goes to pricing (%s), following nothing',
    (path) => {
      const { currentPath } = renderWithProviders(<CheckoutRedirectPage />, {
        path,
        me: GUEST_RESPONSE,
      });
      expect(currentPath()).toBe('/pricing');
      expect(replaceLocation).not.toHaveBeenCalled();
    },
  );
});
