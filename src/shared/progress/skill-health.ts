import { DAY_MS } from '../domain/calendar';

/**
 * Skill health (product rules R4.60): each skill's health decays 2% a day
 * without practice and is restored by practice in proportion to the session's score.
 */
export const SKILL_KEYS = ['pace', 'filler_words', 'clarity', 'confidence'] as const;
export type SkillKey = (typeof SKILL_KEYS)[number];

export const SKILL_LABELS: Record<SkillKey, string> = {
  pace: 'Pace',
  filler_words: 'Filler Words',
  clarity: 'Clarity',
  confidence: 'Confidence',
};

export const INITIAL_HEALTH = 100;
export const DAILY_DECAY = 0.02;
/** Below this a skill needs attention: about 18 days without practice from full health
 * (judgement). */
export const NEEDS_ATTENTION_BELOW = 70;

/** Health after whole days without practice since `lastPracticedAt`, 2% of itself per day. */
export function decayedHealth(health: number, lastPracticedAt: Date | null, now: Date): number {
  if (!lastPracticedAt) return health;
  const days = Math.max(0, Math.floor((now.getTime() - lastPracticedAt.getTime()) / DAY_MS));
  return Math.round(health * (1 - DAILY_DECAY) ** days * 10) / 10;
}

/** A session closes the gap to full health by its score out of 10: a 10 restores it all. */
export function healthAfterPractice(decayed: number, score: number): number {
  const share = Math.max(0, Math.min(10, score)) / 10;
  return (
    Math.round(Math.min(INITIAL_HEALTH, decayed + (INITIAL_HEALTH - decayed) * share) * 10) / 10
  );
}

export const needsAttention = (health: number) => health < NEEDS_ATTENTION_BELOW;

/** A running mean: the new average after one more score. */
export function nextAverage(average: number | null, count: number, score: number): number {
  const total = (average ?? 0) * count + score;
  return Math.round((total / (count + 1)) * 100) / 100;
}
