import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildAchievements } from '@client/test/progress-factories';
import { renderDashboard } from '../testing/dashboard-routes';
import { AchievementJourneySection } from './achievement-journey-section';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Achievement Journey', () => {
  it('shows the tier ladder, the way to the next tier and the latest achievements', async () => {
    renderDashboard(<AchievementJourneySection />);
    const ladder = await screen.findByRole('list', { name: 'Badge tiers' });
    const tiers = within(ladder).getAllByRole('listitem');
    expect(tiers.map((tier) => tier.textContent)).toEqual([
      'Rising Star7 sessionsEarned',
      'Committed20 sessionsNot earned yet',
      'Dedicated50 sessionsNot earned yet',
      'Skilled100 sessionsNot earned yet',
      'Expert200 sessionsNot earned yet',
      'Master365 sessionsNot earned yet',
    ]);
    expect(screen.getByText('8 more sessions')).toBeInTheDocument();
    expect(screen.getByText(/to Committed \(12 of 20\)/)).toBeInTheDocument();
    // From Rising Star (7) to Committed (20): 5 of 13 sessions.
    expect(screen.getByRole('progressbar', { name: 'Progress to Committed' })).toHaveAttribute(
      'aria-valuenow',
      '38',
    );
    expect(screen.getByText('Halfway There')).toBeInTheDocument();
    expect(screen.getByText('You are halfway to "Cut Filler Words".')).toBeInTheDocument();
  });

  it('has an empty state before anything is earned', async () => {
    renderDashboard(<AchievementJourneySection />, {
      routes: { 'GET /api/achievements': { body: buildAchievements(0) } },
    });
    expect(await screen.findByText(/No achievements yet/)).toBeInTheDocument();
    expect(screen.getByText('7 more sessions')).toBeInTheDocument();
  });

  it('says so at the top of the ladder', async () => {
    renderDashboard(<AchievementJourneySection />, {
      routes: { 'GET /api/achievements': { body: buildAchievements(400) } },
    });
    expect(
      await screen.findByText('You have reached Master, the top of the ladder.'),
    ).toBeInTheDocument();
  });
});
