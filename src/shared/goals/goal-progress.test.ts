import { describe, expect, it } from 'vitest';
import { goalMovesDown, goalProgress, type GoalProgressInput } from './goal-progress';

const clarity = (overrides: Partial<GoalProgressInput> = {}): GoalProgressInput => ({
  targetMetric: 'clarity',
  targetType: 'increase',
  baselineValue: 5,
  targetValue: 6,
  currentValue: 5,
  sessionsCount: 3,
  ...overrides,
});
const fillers = (overrides: Partial<GoalProgressInput> = {}) =>
  clarity({ targetMetric: 'filler_reduction', targetType: 'reduction', ...overrides });
/** A pace goal approached from above: 190 wpm down to a target of 150. */
const paceFromAbove = (overrides: Partial<GoalProgressInput> = {}) =>
  clarity({
    targetMetric: 'pace',
    targetType: 'range',
    baselineValue: 190,
    targetValue: 150,
    ...overrides,
  });

describe('goalProgress: not started', () => {
  it('is 0% until a session counts, even when the baseline already meets the target', () => {
    // A pace inside the ideal band, a capped score, no fillers at all: once shown as 100%.
    expect(
      goalProgress(
        clarity({
          targetMetric: 'pace',
          targetType: 'range',
          baselineValue: 150,
          targetValue: 145,
          currentValue: 150,
          sessionsCount: 0,
        }),
      ),
    ).toEqual({ percent: 0, state: 'not_started' });
    expect(
      goalProgress(
        clarity({ baselineValue: 10, targetValue: 10, currentValue: 10, sessionsCount: 0 }),
      ),
    ).toEqual({ percent: 0, state: 'not_started' });
    expect(
      goalProgress(
        fillers({ baselineValue: 0, targetValue: 0, currentValue: 0, sessionsCount: 0 }),
      ),
    ).toEqual({ percent: 0, state: 'not_started' });
  });

  it('is 0% while nothing is measured', () => {
    expect(
      goalProgress(clarity({ baselineValue: null, targetValue: null, currentValue: null })),
    ).toEqual({ percent: 0, state: 'not_started' });
  });
});

describe('goalProgress: in progress', () => {
  it('measures an increase from the baseline to the target', () => {
    expect(goalProgress(clarity({ currentValue: 5 }))).toEqual({
      percent: 0,
      state: 'in_progress',
    });
    expect(goalProgress(clarity({ currentValue: 5.5 }))).toEqual({
      percent: 50,
      state: 'in_progress',
    });
  });

  it('gives 0% below the baseline, and never 100% short of the target', () => {
    expect(goalProgress(clarity({ currentValue: 4 })).percent).toBe(0);
    expect(goalProgress(clarity({ baselineValue: 5, targetValue: 9, currentValue: 8.9 }))).toEqual({
      percent: 98,
      state: 'in_progress',
    });
    expect(
      goalProgress(clarity({ baselineValue: 0, targetValue: 1000, currentValue: 999 })),
    ).toEqual({ percent: 99, state: 'in_progress' });
  });

  it('measures a reduction downward', () => {
    expect(goalProgress(fillers({ baselineValue: 5, targetValue: 3, currentValue: 4 }))).toEqual({
      percent: 50,
      state: 'in_progress',
    });
  });

  it('counts sessions from 0', () => {
    expect(
      goalProgress(
        clarity({
          targetMetric: 'session_count',
          baselineValue: 0,
          targetValue: 20,
          currentValue: 5,
          sessionsCount: 5,
        }),
      ),
    ).toEqual({ percent: 25, state: 'in_progress' });
  });
});

describe('goalProgress: reached and passed', () => {
  it('is reached when the current value shows as the target', () => {
    expect(goalProgress(clarity({ currentValue: 6 }))).toEqual({ percent: 100, state: 'reached' });
    // 5.96 shows as 6.0/10 on the card.
    expect(goalProgress(clarity({ currentValue: 5.96 })).state).toBe('reached');
    expect(goalProgress(clarity({ currentValue: 6.04 })).state).toBe('reached');
  });

  it('is passed beyond the target, in the goal’s direction', () => {
    expect(goalProgress(clarity({ currentValue: 6.4 }))).toEqual({ percent: 100, state: 'passed' });
    expect(goalProgress(fillers({ baselineValue: 5, targetValue: 3, currentValue: 2.5 }))).toEqual({
      percent: 100,
      state: 'passed',
    });
  });
});

describe('goalProgress: a pace goal approached from above (lower is better)', () => {
  it('goes down from 190 wpm toward 150', () => {
    expect(goalMovesDown(paceFromAbove())).toBe(true);
    expect(goalProgress(paceFromAbove({ sessionsCount: 0, currentValue: 190 }))).toEqual({
      percent: 0,
      state: 'not_started',
    });
    expect(goalProgress(paceFromAbove({ currentValue: 190 }))).toEqual({
      percent: 0,
      state: 'in_progress',
    });
    expect(goalProgress(paceFromAbove({ currentValue: 170 }))).toEqual({
      percent: 50,
      state: 'in_progress',
    });
    // Faster than the start is no progress.
    expect(goalProgress(paceFromAbove({ currentValue: 200 })).percent).toBe(0);
    expect(goalProgress(paceFromAbove({ currentValue: 150.4 }))).toEqual({
      percent: 100,
      state: 'reached',
    });
    expect(goalProgress(paceFromAbove({ currentValue: 140 }))).toEqual({
      percent: 100,
      state: 'passed',
    });
  });

  it('is overshot below the ideal band, measured by the distance to the band', () => {
    // 190 is 30 above the band; 120 is 10 below it.
    expect(goalProgress(paceFromAbove({ currentValue: 120 }))).toEqual({
      percent: 67,
      state: 'overshot',
    });
  });

  it('from inside the ideal band, is reached while inside it and overshot outside it', () => {
    const inBand = paceFromAbove({ baselineValue: 150, targetValue: 145 });
    expect(goalProgress({ ...inBand, currentValue: 150 })).toEqual({
      percent: 100,
      state: 'reached',
    });
    expect(goalProgress({ ...inBand, currentValue: 131 }).state).toBe('reached');
    expect(goalProgress({ ...inBand, currentValue: 165 })).toEqual({
      percent: 0,
      state: 'overshot',
    });
  });

  it('goes up from below the band, and overshoots above it', () => {
    const fromBelow = paceFromAbove({ baselineValue: 110, targetValue: 130 });
    expect(goalMovesDown(fromBelow)).toBe(false);
    expect(goalProgress({ ...fromBelow, currentValue: 120 })).toEqual({
      percent: 50,
      state: 'in_progress',
    });
    expect(goalProgress({ ...fromBelow, currentValue: 145 }).state).toBe('passed');
    expect(goalProgress({ ...fromBelow, currentValue: 170 })).toEqual({
      percent: 50,
      state: 'overshot',
    });
  });
});
