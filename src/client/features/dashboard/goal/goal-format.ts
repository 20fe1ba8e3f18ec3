import type { GoalTargetMetric } from '@shared/domain/enums';
import type { Goal } from '@shared/goals/schemas';
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

/** The milestones (decisions guide: none, started, 25%, 50%, 75% and achieved). */
export const MILESTONE_LABELS: Record<Goal['milestoneLevel'], string> = {
  none: 'Not started',
  started: 'Started',
  '25': '25% of the way',
  '50': 'Halfway there',
  '75': '75% of the way',
  achieved: 'Goal achieved',
};
