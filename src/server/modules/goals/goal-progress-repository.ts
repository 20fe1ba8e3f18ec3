import { and, asc, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { goalProgress } from '../../db/schema';

export type GoalProgressRow = typeof goalProgress.$inferSelect;

/** Records a session toward a goal once; null when the recording had already counted. */
export async function insertGoalProgress(db: Database, values: typeof goalProgress.$inferInsert) {
  const [row] = await db.insert(goalProgress).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function findGoalProgressForRecording(
  db: Database,
  goalId: string,
  recordingId: string,
) {
  const [row] = await db
    .select()
    .from(goalProgress)
    .where(and(eq(goalProgress.goalId, goalId), eq(goalProgress.recordingId, recordingId)));
  return row ?? null;
}

/** The goal's latest entries, newest first. */
export function listLatestGoalProgress(db: Database, goalId: string, limit: number) {
  return db
    .select()
    .from(goalProgress)
    .where(eq(goalProgress.goalId, goalId))
    .orderBy(desc(goalProgress.createdAt), desc(goalProgress.id))
    .limit(limit);
}

export function listGoalProgress(db: Database, goalId: string) {
  return db
    .select()
    .from(goalProgress)
    .where(eq(goalProgress.goalId, goalId))
    .orderBy(asc(goalProgress.createdAt), asc(goalProgress.id));
}

/** Every goal entry a recording made (one per goal it counted toward). */
export function listGoalProgressOfRecording(db: Database, recordingId: string) {
  return db.select().from(goalProgress).where(eq(goalProgress.recordingId, recordingId));
}

export async function updateGoalProgress(
  db: Database,
  id: string,
  values: Partial<typeof goalProgress.$inferInsert>,
) {
  const [row] = await db
    .update(goalProgress)
    .set(values)
    .where(eq(goalProgress.id, id))
    .returning();
  return row ?? null;
}
