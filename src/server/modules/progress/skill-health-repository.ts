import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { skillHealth } from '../../db/schema';

export type SkillHealthRow = typeof skillHealth.$inferSelect;

export function listSkillHealth(db: Database, userId: string) {
  return db
    .select()
    .from(skillHealth)
    .where(eq(skillHealth.userId, userId))
    .orderBy(asc(skillHealth.skillType));
}

export async function upsertSkillHealth(db: Database, values: typeof skillHealth.$inferInsert) {
  await db
    .insert(skillHealth)
    .values(values)
    .onConflictDoUpdate({
      target: [skillHealth.userId, skillHealth.skillType],
      set: {
        lastPracticedAt: values.lastPracticedAt,
        practiceCount: values.practiceCount,
        averageScore: values.averageScore,
        healthScore: values.healthScore,
        needsAttention: values.needsAttention,
        updatedAt: new Date(),
      },
    });
}

export async function markNeedsAttention(db: Database, id: string, value: boolean) {
  await db
    .update(skillHealth)
    .set({ needsAttention: value, updatedAt: new Date() })
    .where(eq(skillHealth.id, id));
}
