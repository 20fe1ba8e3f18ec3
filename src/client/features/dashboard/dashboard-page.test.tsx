import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PRACTICE_MESSAGES } from '@shared/recordings/messages';
import { GUEST_RESPONSE, signedIn } from '@client/test/factories';
import { fakeApi } from '@client/test/fake-api';
import {
  buildAchievements,
  buildAnalysisStats,
  buildMasterySkills,
  buildUserStats,
} from '@client/test/progress-factories';
import { renderWithProviders } from '@client/test/render';
import { FREE_LIMIT } from '@client/test/screen-routes';
import { DashboardPage } from './dashboard-page';
import { renderDashboard } from './testing/dashboard-routes';

afterEach(() => {
  vi.unstubAllGlobals();
});

const welcome = () => screen.findByRole('heading', { level: 1, name: /Welcome/ });

describe('the dashboard, signed out or loading', () => {
  it('asks a guest to log in, with a link home', () => {
    renderWithProviders(<DashboardPage />, { me: GUEST_RESPONSE });
    expect(screen.getByText('Please log in to view your dashboard.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to home' })).toHaveAttribute('href', '/');
  });

  it('shows a loading state while the user is read', () => {
    fakeApi({ 'GET /api/auth/me': () => new Promise<never>(() => {}) });
    renderWithProviders(<DashboardPage />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  });
});

describe('the welcome', () => {
  it('greets by first name with the session count, journey and Practice Now', async () => {
    renderDashboard(<DashboardPage />, { me: signedIn({ name: 'Ada King Lovelace' }) });
    expect(await screen.findByText('Day 14 of 90')).toBeInTheDocument();
    expect(await welcome()).toHaveTextContent('Welcome back, Ada!');
    expect(screen.getByText(/Total sessions:/)).toHaveTextContent('Total sessions: 12');
    expect(screen.getByText('Phase 1: Foundations: Clarity & Confidence')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Practice Now' })).toHaveAttribute('href', '/record');
    await waitFor(() => expect(document.title).toBe('Dashboard | Cadence'));
  });

  it('starts a new user with their first session', async () => {
    renderDashboard(<DashboardPage />, {
      routes: {
        'GET /api/user/stats': {
          body: buildUserStats({ totalSessions: 0, journey: null, scoreHistory: [] }),
        },
      },
    });
    expect(await screen.findByText('Record your first session')).toBeInTheDocument();
    expect(await welcome()).toHaveTextContent('Welcome, Ada!');
    expect(
      screen.getByText('Your 90-day journey starts with your first session.'),
    ).toBeInTheDocument();
  });

  it('suggests a goal when there is none, and opens the goal list from there', async () => {
    const user = userEvent.setup();
    renderDashboard(<DashboardPage />, {
      routes: { 'GET /api/goals/active': { body: { goal: null } } },
    });
    const why = await screen.findByText(
      'Pick one thing to work on, and every session counts toward it.',
    );
    const card = why.closest('div.rounded-xl') as HTMLElement;
    expect(within(card).getByRole('heading', { name: 'Next step: Choose a goal' })).toBeVisible();
    await user.click(within(card).getByRole('button', { name: 'Choose a goal' }));
    expect(
      await screen.findByRole('dialog', { name: 'Choose Your Speaking Goal' }),
    ).toBeInTheDocument();
  });

  it('points to the skill that needs attention', async () => {
    renderDashboard(<DashboardPage />, {
      routes: {
        'GET /api/mastery/skills': {
          body: buildMasterySkills([{}, { needsAttention: true, healthScore: 52 }]),
        },
      },
    });
    expect(await screen.findByText('Focus on Filler Words')).toBeInTheDocument();
    expect(screen.getByText(/its health is down to 52%/)).toBeInTheDocument();
  });
});

describe('the monthly limit', () => {
  it("shows a free user's count, reset date and an upgrade banner", async () => {
    renderDashboard(<DashboardPage />);
    expect(await screen.findByText('Monthly Practice: 2 / 5 used')).toBeInTheDocument();
    expect(screen.getByText('Resets April 1, 2026')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Monthly practice used' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    expect(screen.getByRole('link', { name: 'See Premium plans' })).toHaveAttribute(
      'href',
      '/pricing',
    );
  });

  it('turns Practice Now off at the limit and says why', async () => {
    renderDashboard(<DashboardPage />, {
      routes: {
        'GET /api/user/practice-limit': {
          body: { ...FREE_LIMIT, practiceCount: 5, canPractice: false },
        },
      },
    });
    expect(await screen.findByText(PRACTICE_MESSAGES.practiceLimitReached)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Practice Now' })).toBeDisabled();
    expect(screen.queryByRole('link', { name: 'Practice Now' })).not.toBeInTheDocument();
    // One call to upgrade, the next step's; no banner beside it.
    expect(screen.getAllByRole('link', { name: /Upgrade to Premium/ })).toHaveLength(1);
    expect(screen.getByRole('link', { name: /Upgrade to Premium/ })).toHaveAttribute(
      'href',
      '/pricing',
    );
    expect(screen.queryByRole('link', { name: 'See Premium plans' })).not.toBeInTheDocument();
    expect(screen.getByText('Keep practising with Premium')).toBeInTheDocument();
    // The prompt's practice button is off too, and says why.
    const practicePrompt = await screen.findByRole('button', { name: 'Practice with This Prompt' });
    expect(practicePrompt).toBeDisabled();
    expect(practicePrompt).toHaveAccessibleDescription("This month's free sessions are used up.");
    expect(
      screen.queryByRole('link', { name: 'Practice with This Prompt' }),
    ).not.toBeInTheDocument();
  });

  it('shows premium users neither the count nor the banner', async () => {
    renderDashboard(<DashboardPage />, {
      me: signedIn({ subscriptionStatus: 'active' }),
      routes: {
        'GET /api/user/practice-limit': { body: { ...FREE_LIMIT, unlimited: true } },
      },
    });
    await welcome();
    expect(screen.getByRole('link', { name: 'Practice Now' })).toBeInTheDocument();
    expect(screen.queryByText(/Monthly Practice/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'See Premium plans' })).not.toBeInTheDocument();
  });
});

describe('each section', () => {
  it('shows its own error with a retry, and the rest of the page still works', async () => {
    const user = userEvent.setup();
    let fail = true;
    const { api } = renderDashboard(<DashboardPage />, {
      routes: {
        'GET /api/user/analysis-stats': () =>
          fail ? { status: 500, body: { message: 'x' } } : { body: buildAnalysisStats() },
      },
    });
    const error = await screen.findByText("We couldn't load your metrics.");
    expect(screen.getByRole('heading', { name: 'Continuous Skill Mastery' })).toBeInTheDocument();
    fail = false;
    await user.click(within(error.parentElement!).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('7.2/10')).toBeInTheDocument();
    expect(api.callsTo('GET /api/user/analysis-stats')).toHaveLength(2);
  });

  it('are named regions under the page heading', async () => {
    renderDashboard(<DashboardPage />);
    await welcome();
    for (const name of [
      'Prompt of the Day',
      'Core Metrics',
      'Your Progress',
      'Continuous Skill Mastery',
      'Skill Health',
      'Your Goal',
      'Weekly Challenges',
      'Achievement Journey',
      'Practice History',
    ]) {
      expect(screen.getByRole('region', { name })).toBeInTheDocument();
    }
  });
});

describe('the requests it sends', () => {
  const CARD_READS = [
    'GET /api/user/stats',
    'GET /api/user/analysis-stats',
    'GET /api/mastery/overview',
    'GET /api/mastery/skills',
    'GET /api/challenges/active',
    'GET /api/achievements',
    'GET /api/progress/crutch-phrases',
    'GET /api/recordings?limit=5',
  ];

  it('reads every progress card from one summary request (decision 188)', async () => {
    const { api } = renderDashboard(<DashboardPage />);
    await welcome();
    expect(await screen.findByText('7.2/10')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'View All' })).toBeInTheDocument();
    expect(api.callsTo('GET /api/dashboard')).toHaveLength(1);
    for (const read of CARD_READS) expect(api.callsTo(read), read).toHaveLength(0);
  });

  it('lets each card ask for its own part when the summary fails', async () => {
    const { api } = renderDashboard(<DashboardPage />, {
      routes: {
        'GET /api/achievements': () =>
          api.callsTo('GET /api/achievements').length === 0
            ? { status: 500, body: { message: 'x' } }
            : { body: buildAchievements() },
      },
    });
    expect(await screen.findByText('7.2/10')).toBeInTheDocument();
    await waitFor(() => {
      for (const read of CARD_READS) expect(api.callsTo(read), read).toHaveLength(1);
    });
  });
});
