import type { GoalTargetMetric } from '../domain/enums';
import { IDEAL_PACE_MAX_WPM, IDEAL_PACE_MIN_WPM } from '../recordings/pace';

/**
 * Goal baselines, targets and milestones (product rules R4.56, R4.57; decision 63): milestones
 * none, started, 25%, 50%, 75% and achieved, measured against targetValue from the baseline.
 * The progress itself is in goal-progress.ts.
 */

/** The baseline is the average over this many of the user's latest sessions (judgement). */
export const BASELINE_SESSIONS = 5;
/** currentValue is the average of the goal's latest sessions, so one odd session neither
 * makes nor breaks a goal (judgement). */
export const CURRENT_VALUE_SESSIONS = 3;
const MAX_SCORE = 10;
const SCORE_METRICS: readonly GoalTargetMetric[] = [
  'clarity',
  'confidence',
  'conciseness',
  'energy',
];

export const MILESTONE_ORDER = ['none', 'started', '25', '50', '75', 'achieved'] as const;
export type MilestoneLevel = (typeof MILESTONE_ORDER)[number];

export interface GoalShape {
  targetMetric: GoalTargetMetric;
  targetType: string;
}

export interface GoalTemplateTarget extends GoalShape {
  expectedImprovement: number;
  /** A fixed target, for goals that count sessions. */
  targetValue: number | null;
}

/** `value` to `decimals` places, halves up: how every mean and target here is shown. */
export const roundTo = (value: number, decimals: number) => {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
};

/** Lower is better for filler goals and for any 'reduction' target. */
export const goalLowerIsBetter = (goal: GoalShape) =>
  goal.targetMetric === 'filler_reduction' || goal.targetType === 'reduction';

/** Goals that count sessions start at 0 and need no recordings for a baseline. */
export const countsSessions = (goal: GoalShape) => goal.targetMetric === 'session_count';

/**
 * The value a goal aims for from its baseline. Range goals (pace) aim for the ideal band's
 * nearest edge; reductions and increases move the baseline by the template's expected
 * improvement (percent), scores capped at 10; session goals have a fixed count.
 */
export function goalTarget(template: GoalTemplateTarget, baseline: number): number {
  if (countsSessions(template)) return template.targetValue ?? template.expectedImprovement;
  if (template.targetType === 'range') {
    if (baseline < IDEAL_PACE_MIN_WPM) return IDEAL_PACE_MIN_WPM;
    if (baseline > IDEAL_PACE_MAX_WPM) return IDEAL_PACE_MAX_WPM;
    return Math.round((IDEAL_PACE_MIN_WPM + IDEAL_PACE_MAX_WPM) / 2);
  }
  const factor = template.expectedImprovement / 100;
  if (goalLowerIsBetter(template)) return roundTo(Math.max(0, baseline * (1 - factor)), 2);
  const raised = roundTo(baseline * (1 + factor), 1);
  return SCORE_METRICS.includes(template.targetMetric) ? Math.min(MAX_SCORE, raised) : raised;
}

/** The milestone for a progress percentage after at least one session. */
export function milestoneFor(
  progressPercent: number | null,
  sessionsCount: number,
): MilestoneLevel {
  if (sessionsCount === 0) return 'none';
  const percent = progressPercent ?? 0;
  if (percent >= 100) return 'achieved';
  if (percent >= 75) return '75';
  if (percent >= 50) return '50';
  if (percent >= 25) return '25';
  return 'started';
}

/** Milestones only move up: every level passed between `from` and `to`, lowest first. */
export function milestonesPassed(from: MilestoneLevel, to: MilestoneLevel): MilestoneLevel[] {
  const start = MILESTONE_ORDER.indexOf(from);
  const end = MILESTONE_ORDER.indexOf(to);
  return end > start ? MILESTONE_ORDER.slice(start + 1, end + 1) : [];
}

export const higherMilestone = (a: MilestoneLevel, b: MilestoneLevel): MilestoneLevel =>
  MILESTONE_ORDER.indexOf(a) >= MILESTONE_ORDER.indexOf(b) ? a : b;

/** The achievement each milestone grants (once per goal). */
export function milestoneAchievement(level: Exclude<MilestoneLevel, 'none'>, goalTitle: string) {
  const titles = {
    started: 'Goal Started',
    '25': 'Quarter of the Way',
    '50': 'Halfway There',
    '75': 'Three Quarters Done',
    achieved: 'Goal Achieved',
  } as const;
  const descriptions = {
    started: `You recorded your first session toward "${goalTitle}".`,
    '25': `You are 25% of the way to "${goalTitle}".`,
    '50': `You are halfway to "${goalTitle}".`,
    '75': `You are 75% of the way to "${goalTitle}".`,
    achieved: `You reached your target for "${goalTitle}".`,
  } as const;
  return { title: titles[level], description: descriptions[level] };
}

export const milestoneAchievementKey = (goalId: string, level: MilestoneLevel) =>
  `goal:${goalId}:${level}`;

/** The mean of the latest values (newest last), as goals and baselines read them. */
export function averageOf(values: readonly number[], decimals = 2): number | null {
  if (values.length === 0) return null;
  return roundTo(values.reduce((sum, value) => sum + value, 0) / values.length, decimals);
}
