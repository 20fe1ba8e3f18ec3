import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeAuthDialog } from '@client/hooks/use-auth-dialog';
import { GUEST_RESPONSE, signedIn } from '@client/test/factories';
import { renderPublicPage } from '../testing/render-public-page';
import { FeaturesPage } from './features-page';

afterEach(() => {
  closeAuthDialog();
  vi.unstubAllGlobals();
});

const section = (name: string) => screen.getByRole('region', { name });

describe('the features page', () => {
  it('has one h1 and names the tab', async () => {
    renderPublicPage(<FeaturesPage />, GUEST_RESPONSE);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Features' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Features | Cadence'));
  });

  it('explains the four scores with the real thresholds', () => {
    renderPublicPage(<FeaturesPage />, GUEST_RESPONSE);
    const scores = within(section('Four scores, each out of 10'));
    for (const name of ['Pace', 'Filler Words', 'Clarity', 'Confidence']) {
      expect(scores.getByRole('heading', { level: 3, name })).toBeInTheDocument();
    }
    expect(scores.getByText(/130–160 words per minute scores highest/)).toBeInTheDocument();
    expect(scores.getByText(/under 3% of your words/)).toBeInTheDocument();
    expect(scores.getByText(/reasoning behind it/)).toBeInTheDocument();
  });

  it('describes the results, with the recommendation marked as an example', () => {
    renderPublicPage(<FeaturesPage />, GUEST_RESPONSE);
    const results = within(section('What you get after every session'));
    for (const name of ['Your transcript', 'Pauses', 'Pitch and energy', 'How to Improve']) {
      expect(results.getByRole('heading', { level: 3, name })).toBeInTheDocument();
    }
    expect(results.getByText(/Example recommendation \(illustration\)/)).toBeInTheDocument();
  });

  it('lists progress features, the four phases with their requirements, and coaches', () => {
    renderPublicPage(<FeaturesPage />, GUEST_RESPONSE);
    const progress = within(section('Track your progress'));
    for (const name of ['Dashboard', 'Goals', 'Weekly challenges', 'Achievement badges']) {
      expect(progress.getByRole('heading', { level: 3, name })).toBeInTheDocument();
    }
    expect(progress.getByText(/Rising Star \(7\).*Master \(365\)/)).toBeInTheDocument();
    expect(progress.getByRole('link', { name: 'Compare plans' })).toHaveAttribute(
      'href',
      '/pricing',
    );
    const phases = within(section('Four mastery phases'));
    expect(
      phases.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent),
    ).toEqual(['Foundation', 'Confidence', 'Persuasion', 'Mastery']);
    expect(phases.getByText('15 practice sessions')).toBeInTheDocument();
    expect(phases.getByText('Average filler words: 3% or less')).toBeInTheDocument();
    const coaches = within(section('For coaches and their clients'));
    expect(coaches.getByRole('link', { name: 'contact us' })).toHaveAttribute('href', '/contact');
    expect(coaches.getByRole('link', { name: 'about us' })).toHaveAttribute('href', '/about');
  });
});

describe('the calls to action', () => {
  it('open the sign-up dialog for a guest, and link to pricing', async () => {
    const user = userEvent.setup();
    renderPublicPage(<FeaturesPage />, GUEST_RESPONSE);
    const cta = within(section('Try it on your own voice'));
    expect(cta.getByRole('link', { name: 'See Pricing' })).toHaveAttribute('href', '/pricing');
    await user.click(cta.getByRole('button', { name: 'Sign Up Free' }));
    expect(screen.getByRole('status', { name: 'auth dialog' })).toHaveTextContent('open: signup');
  });

  it('send a signed-in user to the recorder', () => {
    renderPublicPage(<FeaturesPage />, signedIn());
    const cta = within(section('Try it on your own voice'));
    expect(cta.getByRole('link', { name: 'Start Practising' })).toHaveAttribute('href', '/record');
    expect(cta.queryByRole('button', { name: 'Sign Up Free' })).not.toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'auth dialog' })).toHaveTextContent('closed');
  });
});
