import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PRACTICE_MESSAGES } from '@shared/recordings/messages';
import { GUEST_RESPONSE, signedIn } from '@client/test/factories';
import { practiceRoutes } from '@client/test/screen-routes';
import { renderApp } from '@client/app/testing/render-app';

afterEach(() => {
  vi.unstubAllGlobals();
});

const TODAY = { promptText: 'Talk about a hobby.', category: 'Storytelling', dayNumber: 42 };

describe('a guest on the practice screen', () => {
  it.each([
    ['Start Recording', PRACTICE_MESSAGES.loginRequiredRecord],
    ['Upload a Recording', PRACTICE_MESSAGES.loginRequiredUpload],
  ])("'%s' asks them to sign in and opens sign-up", async (button, message) => {
    const user = userEvent.setup();
    const { api } = renderApp('/practice', {
      me: GUEST_RESPONSE,
      routes: { 'GET /api/daily-prompt': { body: TODAY } },
    });
    await user.click(await screen.findByRole('button', { name: /Skip \(Free Practice\)/ }));
    await user.click(screen.getByRole('button', { name: new RegExp(button) }));
    expect(await screen.findByText('Login Required')).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(await screen.findByRole('dialog', { name: 'Create Your Account' })).toBeInTheDocument();
    expect(api.callsTo('GET /api/user/practice-limit')).toHaveLength(0);
  });
});

describe('?login=true on the practice screen', () => {
  it('opens sign-in for a guest', async () => {
    renderApp('/record?login=true', {
      me: GUEST_RESPONSE,
      routes: { 'GET /api/daily-prompt': { body: TODAY } },
    });
    expect(await screen.findByRole('dialog', { name: 'Welcome Back' })).toBeInTheDocument();
  });
});

describe('the guest view of /record and /practice', () => {
  it.each(['/record', '/practice'])(
    '%s is the 90-day landing variant with every section, around the recorder',
    async (path) => {
      renderApp(path, { me: GUEST_RESPONSE, routes: { 'GET /api/daily-prompt': { body: TODAY } } });
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Master Communication in 90 Days' }),
      ).toBeInTheDocument();
      for (const name of [
        'Try a practice session',
        'Why 90 Days?',
        'Daily 3-Min Practice',
        'Record & Analyze',
        'Improve with Feedback',
        'Grounded in speech research',
        'Instant AI Analysis',
        'Track Your 90-Day Journey',
        'Start your 90 days today',
      ]) {
        expect(screen.getByRole('heading', { name })).toBeInTheDocument();
      }
      // The habit figure carries its source; the recorder is there to try.
      expect(screen.getByText(/Lally, van Jaarsveld, Potts & Wardle \(2010\)/)).toBeInTheDocument();
      expect(
        await screen.findByRole('button', { name: /Skip \(Free Practice\)/ }),
      ).toBeInTheDocument();
      expect(document.title).toMatch(/^Master Communication in 90 Days/);
    },
  );

  it("the closing call's buttons open sign-up and sign-in", async () => {
    const user = userEvent.setup();
    renderApp('/record', {
      me: GUEST_RESPONSE,
      routes: { 'GET /api/daily-prompt': { body: TODAY } },
    });
    const closing = await screen.findByRole('region', { name: 'Start your 90 days today' });
    await user.click(within(closing).getByRole('button', { name: 'Sign Up Free' }));
    expect(await screen.findByRole('dialog', { name: 'Create Your Account' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(within(closing).getByRole('button', { name: 'Log In' }));
    expect(await screen.findByRole('dialog', { name: 'Welcome Back' })).toBeInTheDocument();
  });

  it('a signed-in user gets the practice screen, not the marketing', async () => {
    renderApp('/record', {
      me: signedIn(),
      routes: {
        ...practiceRoutes(),
        'GET /api/daily-prompt': { body: TODAY },
        'GET /api/user/practice-limit': {
          body: {
            practiceCount: 1,
            practiceLimit: 5,
            canPractice: true,
            resetDate: '2026-12-01T00:00:00.000Z',
            unlimited: false,
          },
        },
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Practice' })).toBeInTheDocument();
    expect(await screen.findByText('Monthly Practice: 1 / 5 used')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Why 90 Days?' })).not.toBeInTheDocument();
  });
});
