import type { GoalTargetMetric } from '../domain/enums';
import { IDEAL_PACE_MAX_WPM, IDEAL_PACE_MIN_WPM } from '../recordings/pace';
import { goalLowerIsBetter } from './goal-targets';

/**
 * How far a goal has come, in one place for the server (progressPercent, milestones) and the
 * dashboard's goal card, so the bar and its words always agree (docs/decisions.md).
 * - not_started: no session has counted yet; 0%, whatever the baseline says.
 * - in_progress: on the way from the baseline to the target; 0-99%.
 * - reached: the current value is the target, as the card shows it (rounded); 100%.
 * - passed: beyond the target in the goal's direction; 100%.
 * - overshot: a pace goal that went past its target and out of the ideal band on the far side
 *   (from too fast to too slow, say); the percent is how much closer to the band it is than the
 *   baseline was, since being as far out the other way is no better.
 * A pace goal that started inside the ideal band aims to stay there: reached while inside it,
 * overshot (0%) outside it.
 */
export const GOAL_PROGRESS_STATES = [
  'not_started',
  'in_progress',
  'reached',
  'passed',
  'overshot',
] as const;
export type GoalProgressState = (typeof GOAL_PROGRESS_STATES)[number];

export interface GoalProgressInput {
  targetMetric: GoalTargetMetric;
  targetType: string;
  baselineValue: number | null;
  targetValue: number | null;
  currentValue: number | null;
  sessionsCount: number;
}

export interface GoalProgress {
  /** 0-100, what the bar shows. */
  percent: number;
  state: GoalProgressState;
}

const NOT_STARTED: GoalProgress = { percent: 0, state: 'not_started' };
/** Short of the target is never shown as 100%. */
const MAX_SHORT_PERCENT = 99;

/** Goal values are compared as the card shows them: pace and sessions whole, the rest to 0.1. */
export const goalValueDecimals = (metric: GoalTargetMetric) =>
  metric === 'pace' || metric === 'session_count' ? 0 : 1;

const roundTo = (value: number, decimals: number) => {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
};

const shortPercent = (share: number) =>
  Math.max(0, Math.min(MAX_SHORT_PERCENT, Math.round(share * 100)));

const paceDistance = (wpm: number) =>
  wpm < IDEAL_PACE_MIN_WPM
    ? IDEAL_PACE_MIN_WPM - wpm
    : wpm > IDEAL_PACE_MAX_WPM
      ? wpm - IDEAL_PACE_MAX_WPM
      : 0;

/**
 * Whether the goal's value should go down: filler and 'reduction' goals, and a range (pace)
 * goal whose target lies below its baseline, approached from above.
 */
export function goalMovesDown(goal: GoalProgressInput): boolean {
  if (goal.targetType === 'range' && goal.baselineValue !== null && goal.targetValue !== null) {
    return goal.targetValue < goal.baselineValue;
  }
  return goalLowerIsBetter(goal);
}

/** The goal's progress from its baseline to its target (see GOAL_PROGRESS_STATES). */
export function goalProgress(goal: GoalProgressInput): GoalProgress {
  const { baselineValue: baseline, targetValue: target, currentValue: current } = goal;
  if (goal.sessionsCount <= 0 || baseline === null || target === null || current === null) {
    return NOT_STARTED;
  }
  const down = goalMovesDown(goal);
  if (goal.targetType === 'range') {
    const from = paceDistance(baseline);
    // Started inside the ideal band: the goal is to stay there.
    if (from === 0) {
      return paceDistance(current) === 0
        ? { percent: 100, state: 'reached' }
        : { percent: 0, state: 'overshot' };
    }
    const farSideOfBand = down ? current < IDEAL_PACE_MIN_WPM : current > IDEAL_PACE_MAX_WPM;
    if (farSideOfBand) {
      return { percent: shortPercent((from - paceDistance(current)) / from), state: 'overshot' };
    }
  }
  const decimals = goalValueDecimals(goal.targetMetric);
  if (roundTo(current, decimals) === roundTo(target, decimals)) {
    return { percent: 100, state: 'reached' };
  }
  const beyond = down ? target - current : current - target;
  if (beyond > 0) return { percent: 100, state: 'passed' };
  const span = down ? baseline - target : target - baseline;
  const gained = down ? baseline - current : current - baseline;
  return { percent: span > 0 ? shortPercent(gained / span) : 0, state: 'in_progress' };
}
