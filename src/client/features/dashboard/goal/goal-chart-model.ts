import type { GoalTargetMetric } from '@shared/domain/enums';
import type { Goal, GoalProgressEntry } from '@shared/goals/schemas';
import { IDEAL_PACE_MAX_WPM, IDEAL_PACE_MIN_WPM } from '@shared/recordings/pace';
import { formatShortDate } from '@client/lib/format';
import { wpmDomain, wpmTicks } from '../score-chart/chart-model';
import { formatGoalValue } from './goal-format';

/** Filler goals aim down; every other metric aims up (or, for pace, into a band). */
export const lowerIsBetter = (metric: GoalTargetMetric) => metric === 'filler_reduction';

const niceCeiling = (value: number, step: number) => Math.max(step, Math.ceil(value / step) * step);

/** The y axis for a goal's chart: its metric's natural range, stretched to fit every value. */
export function goalAxis(
  goal: Pick<Goal, 'targetMetric' | 'targetValue' | 'baselineValue'>,
  values: readonly number[],
): { domain: [number, number]; ticks: number[] } {
  const known = [
    ...values,
    ...(goal.targetValue === null ? [] : [goal.targetValue]),
    ...(goal.baselineValue === null ? [] : [goal.baselineValue]),
  ];
  switch (goal.targetMetric) {
    case 'pace': {
      const domain = wpmDomain(known);
      return { domain, ticks: wpmTicks(domain) };
    }
    case 'filler_reduction': {
      const top = niceCeiling(Math.max(...known, 1), 2);
      return { domain: [0, top], ticks: evenTicks(top, top <= 10 ? 2 : 5) };
    }
    case 'session_count': {
      const top = niceCeiling(Math.max(...known, 5), 5);
      return { domain: [0, top], ticks: evenTicks(top, top <= 20 ? 5 : 10) };
    }
    default:
      return { domain: [0, 10], ticks: [0, 2, 4, 6, 8, 10] };
  }
}

function evenTicks(top: number, step: number): number[] {
  const ticks: number[] = [];
  for (let value = 0; value <= top; value += step) ticks.push(value);
  return ticks;
}

/** The y axis's name in the goal metric's unit. */
export function goalAxisLabel(metric: GoalTargetMetric): string {
  switch (metric) {
    case 'pace':
      return 'Words per minute';
    case 'filler_reduction':
      return 'Filler words (%)';
    case 'session_count':
      return 'Sessions';
    default:
      return 'Score (out of 10)';
  }
}

/**
 * The target as a shaded band: at or above it, at or below it for filler goals, and the
 * ideal pace band for pace goals (whose target is the band's nearest edge, from either side).
 */
export function targetBand(
  goal: Pick<Goal, 'targetMetric' | 'targetValue'>,
  domain: [number, number],
) {
  if (goal.targetMetric === 'pace') {
    return {
      from: IDEAL_PACE_MIN_WPM,
      to: IDEAL_PACE_MAX_WPM,
      label: `Ideal ${IDEAL_PACE_MIN_WPM}-${IDEAL_PACE_MAX_WPM} wpm`,
    };
  }
  if (goal.targetValue === null) return undefined;
  const label = `Target ${formatGoalValue(goal.targetMetric, goal.targetValue)}`;
  return lowerIsBetter(goal.targetMetric)
    ? { from: domain[0], to: goal.targetValue, label }
    : { from: goal.targetValue, to: domain[1], label };
}

/** The chart in words: its accessible name. */
export function goalTrendSummary(goal: Goal, entries: readonly GoalProgressEntry[]): string {
  const first = entries[0];
  const last = entries.at(-1);
  if (!first || !last) return `${goal.title}: no sessions yet`;
  const value = (number: number | null) => formatGoalValue(goal.targetMetric, number);
  return `${goal.title}: ${entries.length} ${entries.length === 1 ? 'session' : 'sessions'}, ${formatShortDate(first.createdAt)} to ${formatShortDate(last.createdAt)}, from ${value(first.metricValue)} to ${value(last.metricValue)}; target ${value(goal.targetValue)}`;
}
