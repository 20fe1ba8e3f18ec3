import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeAuthDialog } from '@client/hooks/use-auth-dialog';
import { GUEST_RESPONSE, signedIn } from '@client/test/factories';
import { renderPublicPage } from '../testing/render-public-page';
import { HowItWorksPage } from './how-it-works-page';

afterEach(() => {
  closeAuthDialog();
  vi.unstubAllGlobals();
});

const section = (name: string) => screen.getByRole('region', { name });

describe('the how-it-works page', () => {
  it('has one h1 and names the tab', async () => {
    renderPublicPage(<HowItWorksPage />, GUEST_RESPONSE);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'How It Works' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('How It Works | Cadence'));
  });

  it('shows exactly three steps, in order', () => {
    renderPublicPage(<HowItWorksPage />, GUEST_RESPONSE);
    const steps = within(section('Three steps to better speaking'));
    // The steps' own ordered list; each step also holds a list of details.
    expect(steps.getAllByRole('list')[0]?.children).toHaveLength(3);
    const titles = steps.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(titles).toEqual([
      'Choose a prompt',
      'Record about 3 minutes',
      'Get scored feedback and track progress',
    ]);
    expect(steps.getByText(/Or upload a recording you already have/)).toBeInTheDocument();
    expect(steps.getByText(/Audio Only or Video \+ Audio/)).toBeInTheDocument();
  });

  it('says what happens to the recording and links to the privacy policy', () => {
    renderPublicPage(<HowItWorksPage />, GUEST_RESPONSE);
    const note = within(section('What happens to your recording'));
    expect(note.getByText(/never used to train AI models/)).toBeInTheDocument();
    expect(note.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
  });
});

describe('the call to action', () => {
  it('opens the sign-up dialog for a guest', async () => {
    const user = userEvent.setup();
    renderPublicPage(<HowItWorksPage />, GUEST_RESPONSE);
    const cta = within(section('Ready for your first session?'));
    expect(cta.getByRole('link', { name: 'Explore Features' })).toHaveAttribute(
      'href',
      '/features',
    );
    await user.click(cta.getByRole('button', { name: 'Sign Up Free' }));
    expect(screen.getByRole('status', { name: 'auth dialog' })).toHaveTextContent('open: signup');
  });

  it('sends a signed-in user to /record', () => {
    renderPublicPage(<HowItWorksPage />, signedIn());
    const cta = within(section('Ready for your first session?'));
    expect(cta.getByRole('link', { name: 'Start Practising' })).toHaveAttribute('href', '/record');
  });
});
