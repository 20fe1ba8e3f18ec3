import { and, asc, eq, gt, inArray, lte } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { userChallengeProgress, weeklyChallenges } from '../../db/schema';

export type ChallengeRow = typeof weeklyChallenges.$inferSelect;
export type ChallengeProgressRow = typeof userChallengeProgress.$inferSelect;

/** The active challenges whose window [startDate, endDate) holds `at`. */
export function listChallengesAt(db: Database, at: Date) {
  return db
    .select()
    .from(weeklyChallenges)
    .where(
      and(
        eq(weeklyChallenges.isActive, true),
        lte(weeklyChallenges.startDate, at),
        gt(weeklyChallenges.endDate, at),
      ),
    )
    .orderBy(asc(weeklyChallenges.startDate), asc(weeklyChallenges.challengeKey));
}

export function listChallengeProgress(db: Database, userId: string, challengeIds: string[]) {
  if (challengeIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(userChallengeProgress)
    .where(
      and(
        eq(userChallengeProgress.userId, userId),
        inArray(userChallengeProgress.challengeId, challengeIds),
      ),
    );
}

export async function upsertChallengeProgress(
  db: Database,
  values: typeof userChallengeProgress.$inferInsert,
) {
  const [row] = await db
    .insert(userChallengeProgress)
    .values(values)
    .onConflictDoUpdate({
      target: [userChallengeProgress.userId, userChallengeProgress.challengeId],
      set: {
        currentValue: values.currentValue,
        isCompleted: values.isCompleted,
        completedAt: values.completedAt,
        recordingIds: values.recordingIds,
        updatedAt: new Date(),
      },
    })
    .returning();
  return row ?? null;
}
