import { describe, expect, it } from 'vitest';
import { addDays } from '@shared/domain/calendar';
import { challengesForWeek, CHALLENGES_PER_WEEK } from './seed';
import { WEEKLY_CHALLENGE_POOL } from './weekly-challenges';

describe('challengesForWeek', () => {
  it('picks distinct challenges, the same ones all week, and others the next week', () => {
    const monday = new Date('2026-11-16T00:00:00Z');
    const keys = (date: Date) => challengesForWeek(date).map((c) => c.key);
    expect(new Set(keys(monday)).size).toBe(CHALLENGES_PER_WEEK);
    expect(keys(addDays(monday, 6))).toEqual(keys(monday));
    expect(keys(addDays(monday, 7))).not.toEqual(keys(monday));
  });

  it('reaches every challenge in the pool over enough weeks', () => {
    const seen = new Set<string>();
    const start = new Date('2026-01-05T00:00:00Z');
    for (let week = 0; week < WEEKLY_CHALLENGE_POOL.length; week += 1) {
      challengesForWeek(addDays(start, week * 7)).forEach((c) => seen.add(c.key));
    }
    expect(seen.size).toBe(WEEKLY_CHALLENGE_POOL.length);
  });
});
