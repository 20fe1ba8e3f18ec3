import {
  decayedHealth,
  healthAfterPractice,
  INITIAL_HEALTH,
  needsAttention,
  nextAverage,
  SKILL_KEYS,
  type SkillKey,
} from '@shared/progress/skill-health';
import type { Database } from '../../db/client';
import { listSkillHealth, upsertSkillHealth } from './skill-health-repository';

export interface SessionScores {
  paceScore: number;
  fillerScore: number;
  clarityScore: number;
  confidenceLevel: number;
}

export const skillScore = (skill: SkillKey, scores: SessionScores) =>
  ({
    pace: scores.paceScore,
    filler_words: scores.fillerScore,
    clarity: scores.clarityScore,
    confidence: scores.confidenceLevel,
  })[skill];

/**
 * A scored session practises all four skills: each decays to the time the session was made,
 * then recovers by its score. A session analysed late (a long upload) never moves the last
 * practice time backwards.
 */
export async function practiseSkills(
  db: Database,
  userId: string,
  scores: SessionScores,
  practisedAt: Date,
) {
  const existing = new Map((await listSkillHealth(db, userId)).map((row) => [row.skillType, row]));
  for (const skill of SKILL_KEYS) {
    const row = existing.get(skill);
    const score = skillScore(skill, scores);
    const decayed = row
      ? decayedHealth(row.healthScore, row.lastPracticedAt, practisedAt)
      : INITIAL_HEALTH;
    const last =
      row?.lastPracticedAt && row.lastPracticedAt > practisedAt ? row.lastPracticedAt : practisedAt;
    const health = healthAfterPractice(decayed, score);
    await upsertSkillHealth(db, {
      userId,
      skillType: skill,
      lastPracticedAt: last,
      practiceCount: (row?.practiceCount ?? 0) + 1,
      averageScore: nextAverage(row?.averageScore ?? null, row?.practiceCount ?? 0, score),
      healthScore: health,
      needsAttention: needsAttention(health),
    });
  }
}
