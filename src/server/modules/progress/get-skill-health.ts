import {
  decayedHealth,
  INITIAL_HEALTH,
  needsAttention,
  SKILL_KEYS,
  SKILL_LABELS,
} from '@shared/progress/skill-health';
import type { MasterySkills } from '@shared/progress/schemas';
import type { Database } from '../../db/client';
import { listSkillHealth, markNeedsAttention } from './skill-health-repository';

/**
 * GET /api/mastery/skills: each skill's health as of now. The stored health is as of the last
 * practice; the days since decay it, and a skill that has dropped low is flagged for attention.
 */
export async function getSkillHealth(
  db: Database,
  userId: string,
  now = new Date(),
): Promise<MasterySkills> {
  const rows = new Map((await listSkillHealth(db, userId)).map((row) => [row.skillType, row]));
  const skills = [];
  for (const skill of SKILL_KEYS) {
    const row = rows.get(skill);
    const health = row ? decayedHealth(row.healthScore, row.lastPracticedAt, now) : INITIAL_HEALTH;
    const attention = row ? needsAttention(health) : false;
    if (row && row.needsAttention !== attention) {
      await markNeedsAttention(db, row.id, attention);
    }
    skills.push({
      skill,
      label: SKILL_LABELS[skill],
      practiceCount: row?.practiceCount ?? 0,
      averageScore: row?.averageScore ?? null,
      healthScore: health,
      needsAttention: attention,
      lastPracticedAt: row?.lastPracticedAt?.toISOString() ?? null,
    });
  }
  return { skills };
}
