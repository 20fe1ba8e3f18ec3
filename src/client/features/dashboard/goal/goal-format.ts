import type { GoalTargetMetric } from '@shared/domain/enums';
import { goalValueDecimals } from '@shared/goals/goal-progress';
import type { Goal } from '@shared/goals/schemas';
import { IDEAL_PACE_MAX_WPM, IDEAL_PACE_MIN_WPM } from '@shared/recordings/pace';
import { formatScore } from '@client/lib/format';

/** A goal's value in its metric's unit: words per minute, a percentage, a count or /10. */
export function formatGoalValue(metric: GoalTargetMetric, value: number | null): string {
  if (value === null) return '–';
  switch (metric) {
    case 'pace':
      return `${Math.round(value)} wpm`;
    case 'filler_reduction':
      return `${formatScore(value)}%`;
    case 'session_count':
      return `${Math.round(value)} ${Math.round(value) === 1 ? 'session' : 'sessions'}`;
    default:
      return `${formatScore(value)}/10`;
  }
}

/** The milestones (product rules R4.56: none, started, 25%, 50%, 75% and achieved). */
export const MILESTONE_LABELS: Record<Goal['milestoneLevel'], string> = {
  none: 'Not started',
  started: 'Started',
  '25': '25% of the way',
  '50': 'Halfway there',
  '75': '75% of the way',
  achieved: 'Goal achieved',
};

/** A gap between two values of a goal, as the card words it: '10 wpm', '0.4 points', '2 sessions'. */
function formatGoalGap(metric: GoalTargetMetric, gap: number): string {
  const factor = 10 ** goalValueDecimals(metric);
  const rounded = Math.round(Math.abs(gap) * factor) / factor;
  if (metric === 'pace' || metric === 'session_count') return formatGoalValue(metric, rounded);
  return `${formatScore(rounded)} ${rounded === 1 ? 'point' : 'points'}`;
}

/**
 * The sentence under the goal's bar, for each progress state of the shared goalProgress, so
 * the words say what the bar shows.
 */
export function goalProgressSentence(goal: Goal): string {
  const percent = `${goal.progressPercent}%`;
  const { currentValue: current, targetValue: target } = goal;
  switch (goal.progressState) {
    case 'not_started':
      return `${percent} so far: record a session toward this goal to start.`;
    case 'reached':
      // A pace goal is there once inside the ideal band, wherever in it its target sits.
      return goal.targetType === 'range'
        ? `${percent}: you are inside the ideal ${IDEAL_PACE_MIN_WPM}-${IDEAL_PACE_MAX_WPM} wpm.`
        : `${percent}: you reached your target.`;
    case 'passed':
      return current === null || target === null
        ? `${percent}: you passed your target.`
        : `${percent}: you passed your target by ${formatGoalGap(goal.targetMetric, current - target)}.`;
    case 'overshot': {
      const band = `the ideal ${IDEAL_PACE_MIN_WPM}-${IDEAL_PACE_MAX_WPM} wpm`;
      if (current === null) return `${percent}: outside ${band}.`;
      const slow = current < IDEAL_PACE_MIN_WPM;
      const gap = slow ? IDEAL_PACE_MIN_WPM - current : current - IDEAL_PACE_MAX_WPM;
      return `${percent}: now ${formatGoalGap('pace', gap)} too ${slow ? 'slow' : 'fast'} for ${band}.`;
    }
    default:
      return `${percent} of the way to your target`;
  }
}
