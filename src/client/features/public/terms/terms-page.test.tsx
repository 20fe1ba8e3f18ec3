import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeAuthDialog, useAuthDialog } from '@client/hooks/use-auth-dialog';
import { GUEST_RESPONSE, signedIn } from '@client/test/factories';
import { fakeApi } from '@client/test/fake-api';
import { renderWithProviders } from '@client/test/render';
import { TermsPage } from './terms-page';

afterEach(() => {
  vi.unstubAllGlobals();
  closeAuthDialog();
});

function DialogProbe() {
  const { open, mode } = useAuthDialog();
  return <output aria-label="auth dialog">{open ? mode : 'closed'}</output>;
}

function renderTerms(me = GUEST_RESPONSE) {
  fakeApi({ 'GET /api/auth/me': { body: me } });
  return renderWithProviders(
    <>
      <TermsPage />
      <DialogProbe />
    </>,
    { path: '/terms', me },
  );
}

const section = (name: string) => screen.getByRole('region', { name });

describe('the terms of service', () => {
  it('is titled, dated October 2025 and names the tab', () => {
    renderTerms();
    expect(screen.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeInTheDocument();
    expect(screen.getByText('Last updated October 2025')).toBeInTheDocument();
    expect(document.title).toBe('Terms of Service | Cadence');
  });

  it('covers billing: the pricing page, cancelling anytime and the 7-day refund', () => {
    renderTerms();
    const billing = section('Plans and billing');
    expect(within(billing).getByRole('link', { name: 'Pricing page' })).toHaveAttribute(
      'href',
      '/pricing',
    );
    expect(billing).toHaveTextContent('You can cancel anytime');
    expect(billing).toHaveTextContent('You keep Premium until the end of the period');
    expect(billing).toHaveTextContent('within 7 days of paying, we give you a full refund');
  });

  it('quotes the recording limits and says the analysis is not professional advice', () => {
    renderTerms();
    const limits = section('Limitations');
    // What the recorder does (it stops at 3:00), not the server's ceiling for live sessions.
    expect(limits).toHaveTextContent('stops by itself after 3 minutes');
    expect(limits).not.toHaveTextContent('30 minutes');
    expect(limits).toHaveTextContent('up to 85 MB');
    expect(limits).toHaveTextContent('It is not professional advice');
  });

  it('links to the privacy policy and to support, and has every section', () => {
    renderTerms();
    expect(
      within(section('Privacy')).getByRole('link', { name: 'Privacy Policy' }),
    ).toHaveAttribute('href', '/privacy');
    expect(within(section('Questions')).getByRole('link', { name: 'Support' })).toHaveAttribute(
      'href',
      '/support',
    );
    for (const name of [
      'The service',
      'Your rights and responsibilities',
      'Changes to these terms',
    ]) {
      expect(section(name)).toBeInTheDocument();
    }
  });

  it('opens the sign-in dialog for a guest', async () => {
    const user = userEvent.setup();
    renderTerms();
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByRole('status', { name: 'auth dialog' })).toHaveTextContent('signin');
  });

  it('sends a signed-in user to the dashboard instead', () => {
    renderTerms(signedIn());
    expect(screen.queryByRole('button', { name: 'Sign In' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });
});
