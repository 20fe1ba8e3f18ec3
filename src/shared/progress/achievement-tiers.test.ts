import { describe, expect, it } from 'vitest';
import { achievementTierFor, nextAchievementTier, tiersReached } from './achievement-tiers';

describe('achievement tiers by total sessions', () => {
  it.each([
    [0, null, 'Rising Star'],
    [6, null, 'Rising Star'],
    [7, 'Rising Star', 'Committed'],
    [19, 'Rising Star', 'Committed'],
    [20, 'Committed', 'Dedicated'],
    [49, 'Committed', 'Dedicated'],
    [50, 'Dedicated', 'Skilled'],
    [100, 'Skilled', 'Expert'],
    [199, 'Skilled', 'Expert'],
    [200, 'Expert', 'Master'],
    [364, 'Expert', 'Master'],
    [365, 'Master', null],
    [1000, 'Master', null],
  ])('%i sessions: tier %s, next %s', (sessions, tier, next) => {
    expect(achievementTierFor(sessions)?.title ?? null).toBe(tier);
    expect(nextAchievementTier(sessions)?.title ?? null).toBe(next);
  });

  it('lists every tier passed, so a jump grants the ones skipped too', () => {
    expect(tiersReached(6)).toEqual([]);
    expect(tiersReached(50).map((tier) => tier.title)).toEqual([
      'Rising Star',
      'Committed',
      'Dedicated',
    ]);
  });
});
