import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUserResponse } from '@shared/auth/user';
import { FREE_PRACTICE_LIMIT } from '@shared/billing/plans';
import {
  FILLER_TARGET_PERCENT,
  IDEAL_PACE_MAX_WPM,
  IDEAL_PACE_MIN_WPM,
} from '@shared/recordings/pace';
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
    expect(screen.getByText('Our story')).toBeInTheDocument();
    const story = screen.getByRole('region', { name: 'Why Cadence exists' });
    expect(within(story).getByRole('heading', { level: 2 })).toBeInTheDocument();
    expect(story).toHaveTextContent('Pace, Filler Words, Clarity and Confidence');
    expect(story).toHaveTextContent('body language');
    const mission = screen.getByRole('region', { name: 'Our mission' });
    expect(mission).toHaveTextContent(
      'To help anyone who wants to speak with more confidence practise a little every day',
    );
  });

  it('says who it is for, coaches included', () => {
    renderAbout();
    const who = screen.getByRole('region', { name: 'Who Cadence is for' });
    expect(within(who).getAllByRole('listitem')).toHaveLength(3);
    expect(
      within(who).getByRole('heading', { name: 'Speaking coaches and their clients' }),
    ).toBeInTheDocument();
  });

  it('says how it is built, from the shared pace and filler constants', () => {
    renderAbout();
    const how = screen.getByRole('region', { name: 'How we build it' });
    expect(how).toHaveTextContent('works offline');
    expect(how).toHaveTextContent('130-160 words per minute');
    expect(how).toHaveTextContent('under 3% of what you say');
  });

  it('invents no people and no figures', () => {
    const { container } = renderAbout();
    // No photos, no quotes attributed to anyone, and no numbers but the product's own.
    expect(container.querySelector('img, blockquote, figure')).toBeNull();
    const numbers = container.textContent?.match(/\d+(?:\.\d+)?%?/g) ?? [];
    const ownFigures = [
      '10', // scores out of 10
      String(IDEAL_PACE_MIN_WPM),
      String(IDEAL_PACE_MAX_WPM),
      `${FILLER_TARGET_PERCENT}%`,
      String(FREE_PRACTICE_LIMIT),
    ];
    expect(new Set(numbers)).toEqual(new Set(ownFigures));
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
