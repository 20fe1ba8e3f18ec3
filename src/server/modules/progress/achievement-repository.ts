import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { achievements } from '../../db/schema';

export type AchievementRow = typeof achievements.$inferSelect;
export type AchievementType = 'tier' | 'goal_milestone' | 'challenge';

/** Grants an achievement once: the user and key are unique, a second grant does nothing. */
export async function grantAchievement(
  db: Database,
  values: {
    userId: string;
    achievementType: AchievementType;
    achievementKey: string;
    title: string;
    description: string;
    goalId?: string | null;
    earnedAt?: Date;
  },
) {
  const [row] = await db.insert(achievements).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export function listAchievements(db: Database, userId: string) {
  return db
    .select()
    .from(achievements)
    .where(eq(achievements.userId, userId))
    .orderBy(desc(achievements.earnedAt), desc(achievements.id));
}
