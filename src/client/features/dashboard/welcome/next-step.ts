import type { Goal } from '@shared/goals/schemas';
import type { SkillHealth } from '@shared/progress/schemas';
import type { PracticeLimit } from '@shared/recordings/schemas';

export type NextStep =
  | { kind: 'upgrade'; resetDate: string }
  | { kind: 'first-session' }
  | { kind: 'choose-goal' }
  | { kind: 'skill'; skill: SkillHealth; reason: 'needs-attention' | 'lowest-average' }
  | { kind: 'keep-going' };

export type NextStepInput = {
  /** Undefined while the counts load. */
  totalSessions: number | undefined;
  limit: PracticeLimit | undefined;
  premium: boolean;
  /** Null without an active goal; undefined while it loads or when it could not be read. */
  activeGoal: Goal | null | undefined;
  skills: readonly SkillHealth[] | undefined;
};

/**
 * The most useful thing to do next, from what the dashboard knows: upgrade when the month's
 * sessions are used up (nothing else can be done), a first session, a goal to aim at, then
 * the skill that needs attention most (lowest health first) or has the lowest average.
 */
export function nextStep({
  totalSessions,
  limit,
  premium,
  activeGoal,
  skills,
}: NextStepInput): NextStep {
  if (!premium && limit && !limit.unlimited && !limit.canPractice) {
    return { kind: 'upgrade', resetDate: limit.resetDate };
  }
  if (totalSessions === 0) return { kind: 'first-session' };
  if (activeGoal === null) return { kind: 'choose-goal' };
  const attention = [...(skills ?? [])]
    .filter((skill) => skill.needsAttention)
    .sort((a, b) => a.healthScore - b.healthScore)[0];
  if (attention) return { kind: 'skill', skill: attention, reason: 'needs-attention' };
  const lowest = [...(skills ?? [])]
    .filter((skill) => skill.averageScore !== null)
    .sort((a, b) => (a.averageScore ?? 0) - (b.averageScore ?? 0))[0];
  if (lowest) return { kind: 'skill', skill: lowest, reason: 'lowest-average' };
  return { kind: 'keep-going' };
}
