import { describe, expect, it } from 'vitest';
import { challengeCompleted, challengeValue, type ChallengeSession } from './challenges';
import { journeyDay, journeyPhase } from './journey';
import { decayedHealth, healthAfterPractice, needsAttention } from './skill-health';
import { dayStreaks } from './streaks';
import { computeTrend } from './trends';

const DAY = 24 * 60 * 60 * 1000;
const now = new Date('2026-11-22T12:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * DAY);

describe('trends', () => {
  it('needs at least 2 sessions', () => {
    expect(computeTrend([], 'up')).toBeNull();
    expect(computeTrend([7], 'up')).toBeNull();
  });
  it('compares the latest sessions with the ones before, and says whether that is better', () => {
    expect(computeTrend([5, 6], 'up')).toEqual({
      value: 6,
      direction: 'up',
      percentage: 20,
      improving: true,
    });
    expect(computeTrend([4, 2], 'down')).toEqual({
      value: 2,
      direction: 'down',
      percentage: 50,
      improving: true,
    });
    expect(computeTrend([8, 6], 'up')).toMatchObject({ direction: 'down', improving: false });
    expect(computeTrend([7, 7.1], 'up')).toMatchObject({ direction: 'steady', improving: null });
  });
  it('uses at most the latest 5 against the 5 before', () => {
    const values = [1, 1, 1, 1, 1, 5, 5, 5, 5, 5, 10, 10, 10, 10, 10];
    expect(computeTrend(values, 'up')).toMatchObject({ value: 10, percentage: 100 });
  });
});

describe('skill health', () => {
  it('decays 2% a day without practice', () => {
    expect(decayedHealth(100, now, now)).toBe(100);
    expect(decayedHealth(100, daysAgo(1), now)).toBe(98);
    expect(decayedHealth(100, daysAgo(10), now)).toBe(81.7);
    expect(decayedHealth(100, null, now)).toBe(100);
  });
  it('is restored by practice in proportion to the score', () => {
    expect(healthAfterPractice(50, 10)).toBe(100);
    expect(healthAfterPractice(50, 5)).toBe(75);
    expect(healthAfterPractice(50, 0)).toBe(50);
  });
  it('needs attention below 70', () => {
    expect(needsAttention(69.9)).toBe(true);
    expect(needsAttention(70)).toBe(false);
  });
});

describe('challenge rules', () => {
  const session = (overrides: Partial<ChallengeSession> = {}): ChallengeSession => ({
    createdAt: now,
    duration: 180,
    paceScore: 7,
    fillerScore: 7,
    clarityScore: 7,
    confidenceLevel: 7,
    ...overrides,
  });
  it('counts sessions and minutes, takes the best score, the days and the average', () => {
    const week = [
      session({ clarityScore: 9 }),
      session({ createdAt: daysAgo(1), clarityScore: 5 }),
    ];
    expect(
      challengeValue(
        { challengeType: 'session_count', targetMetric: 'sessions', targetValue: 5 },
        week,
      ),
    ).toBe(2);
    expect(
      challengeValue(
        { challengeType: 'session_count', targetMetric: 'minutes_spoken', targetValue: 10 },
        week,
      ),
    ).toBe(6);
    expect(
      challengeValue(
        { challengeType: 'score_threshold', targetMetric: 'clarity_score', targetValue: 8 },
        week,
      ),
    ).toBe(9);
    expect(
      challengeValue(
        { challengeType: 'streak', targetMetric: 'practice_days', targetValue: 3 },
        week,
      ),
    ).toBe(2);
    expect(
      challengeValue(
        { challengeType: 'metric_average', targetMetric: 'clarity_score', targetValue: 7 },
        week,
      ),
    ).toBe(7);
    expect(
      challengeValue(
        { challengeType: 'streak', targetMetric: 'practice_days', targetValue: 3 },
        [],
      ),
    ).toBe(0);
  });
  it('completes at the target; an average needs 3 sessions', () => {
    const average = {
      challengeType: 'metric_average',
      targetMetric: 'clarity_score',
      targetValue: 7,
    } as const;
    expect(challengeCompleted(average, 8, 2)).toBe(false);
    expect(challengeCompleted(average, 7, 3)).toBe(true);
    const count = {
      challengeType: 'session_count',
      targetMetric: 'sessions',
      targetValue: 5,
    } as const;
    expect(challengeCompleted(count, 4, 4)).toBe(false);
    expect(challengeCompleted(count, 5, 5)).toBe(true);
  });
});

describe('journey and streaks', () => {
  it('counts days since the first recording, capped at 90, in 30-day phases', () => {
    expect(journeyDay(null, now)).toBeNull();
    expect(journeyDay(now, now)).toBe(1);
    expect(journeyDay(daysAgo(30), now)).toBe(31);
    expect(journeyDay(daysAgo(400), now)).toBe(90);
    expect(journeyPhase(30).title).toBe('Foundations: Clarity & Confidence');
    expect(journeyPhase(31).title).toBe('Influence & Storytelling');
    expect(journeyPhase(90).title).toBe('Leadership Communication');
  });
  it('keeps a streak alive until a whole day is missed', () => {
    expect(dayStreaks([], now)).toEqual({ current: 0, longest: 0 });
    expect(dayStreaks([daysAgo(1), daysAgo(2), daysAgo(2)], now)).toEqual({
      current: 2,
      longest: 2,
    });
    expect(dayStreaks([daysAgo(10), daysAgo(9), daysAgo(8), daysAgo(2)], now)).toEqual({
      current: 0,
      longest: 3,
    });
  });
});
