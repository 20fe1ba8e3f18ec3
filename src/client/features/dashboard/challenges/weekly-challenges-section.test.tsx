import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildChallenge, buildChallenges } from '@client/test/progress-factories';
import { renderDashboard } from '../testing/dashboard-routes';
import { WeeklyChallengesSection } from './weekly-challenges-section';

afterEach(() => {
  vi.unstubAllGlobals();
});

const uuid = (n: number) => `00000000-0000-4000-8000-0000000002${String(n).padStart(2, '0')}`;

const item = (title: string) =>
  screen.getByRole('heading', { name: title }).closest('li') as HTMLElement;

describe('Weekly Challenges', () => {
  it('shows each challenge with its progress in its unit, reward and end date', async () => {
    renderDashboard(<WeeklyChallengesSection />, {
      routes: {
        'GET /api/challenges/active': {
          body: buildChallenges([
            buildChallenge(),
            buildChallenge({
              id: uuid(1),
              title: 'Talk Time',
              targetMetric: 'minutes_spoken',
              currentValue: 12.5,
              targetValue: 30,
            }),
            buildChallenge({
              id: uuid(2),
              title: 'Clear Week',
              challengeType: 'metric_average',
              targetMetric: 'clarity_score',
              currentValue: 7.25,
              targetValue: 8,
            }),
            buildChallenge({
              id: uuid(3),
              title: 'Every Other Day',
              challengeType: 'streak',
              targetMetric: 'practice_days',
              currentValue: 3,
              targetValue: 3,
              isCompleted: true,
              completedAt: '2026-03-13T09:00:00.000Z',
              rewardBadge: 'Habit Builder',
            }),
          ]),
        },
      },
    });
    await screen.findByText('Five-Session Week');
    expect(within(item('Five-Session Week')).getByText('3 / 5 sessions')).toBeInTheDocument();
    expect(
      within(item('Five-Session Week')).getByRole('progressbar', {
        name: 'Five-Session Week progress',
      }),
    ).toHaveAttribute('aria-valuenow', '60');
    expect(
      within(item('Five-Session Week')).getByText('Reward: Consistency Star'),
    ).toBeInTheDocument();
    expect(within(item('Talk Time')).getByText('12.5 / 30 minutes')).toBeInTheDocument();
    expect(
      within(item('Clear Week')).getByText("Week's average: 7.3/10 · target 8/10"),
    ).toBeInTheDocument();
    expect(
      within(item('Clear Week')).getByText(/Counts once you have 3 sessions/),
    ).toBeInTheDocument();

    const done = item('Every Other Day');
    expect(within(done).getByText('Completed')).toBeInTheDocument();
    expect(within(done).getByText('3 / 3 days')).toBeInTheDocument();
    expect(within(done).getByText('Badge earned: Habit Builder')).toBeInTheDocument();
    expect(screen.getAllByText(/Ends Mar 1[56]/)).toHaveLength(4);
    expect(screen.getByText(/This week's challenges end/)).toBeInTheDocument();
  });

  it('says when there are none this week', async () => {
    renderDashboard(<WeeklyChallengesSection />, {
      routes: { 'GET /api/challenges/active': { body: buildChallenges([]) } },
    });
    expect(await screen.findByText('No challenges this week')).toBeInTheDocument();
  });
});
