import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUserResponse } from '@shared/auth/user';
import { closeAuthDialog, useAuthDialog } from '@client/hooks/use-auth-dialog';
import { GUEST_RESPONSE, signedIn } from '@client/test/factories';
import { fakeApi } from '@client/test/fake-api';
import { renderWithProviders } from '@client/test/render';
import { AboutPage } from './about-page';

afterEach(() => {
  vi.unstubAllGlobals();
  closeAuthDialog();
});

function DialogProbe() {
  const { open, mode } = useAuthDialog();
  return <output aria-label="auth dialog">{open ? mode : 'closed'}</output>;
}

function renderAbout(me: CurrentUserResponse = GUEST_RESPONSE) {
  fakeApi({ 'GET /api/auth/me': { body: me } });
  return renderWithProviders(
    <>
      <AboutPage />
      <DialogProbe />
    </>,
    { path: '/about', me },
  );
}

const dialog = () => screen.getByRole('status', { name: 'auth dialog' });

describe('the about page', () => {
  it('tells the story and the mission, and names the tab', () => {
    renderAbout();
    expect(screen.getByRole('heading', { level: 1, name: 'About Cadence' })).toBeInTheDocument();
    expect(document.title).toBe('About Cadence | Cadence');
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      expect.stringMatching(/^Why Cadence exists/),
    );
    expect(screen.getByRole('region', { name: 'Why Cadence exists' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Our mission' })).toBeInTheDocument();
    const how = screen.getByRole('region', { name: 'How we build it' });
    expect(how).toHaveTextContent('runs offline');
    expect(how).toHaveTextContent('130-160 words per minute');
  });

  it('opens the sign-up dialog for a guest, from either button', async () => {
    const user = userEvent.setup();
    renderAbout();
    const buttons = screen.getAllByRole('button', { name: 'Sign Up Free' });
    expect(buttons).toHaveLength(2);
    expect(dialog()).toHaveTextContent('closed');
    await user.click(buttons[0]!);
    expect(dialog()).toHaveTextContent('signup');
    closeAuthDialog();
    await user.click(buttons[1]!);
    expect(dialog()).toHaveTextContent('signup');
  });

  it('sends a signed-in user to the dashboard instead', () => {
    renderAbout(signedIn());
    expect(screen.queryByRole('button', { name: 'Sign Up Free' })).not.toBeInTheDocument();
    for (const link of screen.getAllByRole('link', { name: 'Go to Dashboard' })) {
      expect(link).toHaveAttribute('href', '/dashboard');
    }
  });

  it('links to pricing and how it works', () => {
    renderAbout();
    expect(screen.getByRole('link', { name: 'See pricing' })).toHaveAttribute('href', '/pricing');
    expect(screen.getByRole('link', { name: 'See how it works' })).toHaveAttribute(
      'href',
      '/how-it-works',
    );
    const start = screen.getByRole('region', { name: 'Start practising today' });
    expect(within(start).getByText(/5 practice sessions a month/)).toBeInTheDocument();
  });
});
