import { and, count, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { jobs } from '../../db/schema';

export type JobRow = typeof jobs.$inferSelect;
export type NewJob = typeof jobs.$inferInsert;

export async function createJob(db: Database, values: NewJob): Promise<JobRow> {
  const [row] = await db.insert(jobs).values(values).returning();
  if (!row) throw new Error('The job was not stored');
  return row;
}

export async function findJob(db: Database, id: string) {
  const [row] = await db.select().from(jobs).where(eq(jobs.id, id));
  return row ?? null;
}

export async function findOwnJob(db: Database, userId: string, id: string) {
  const [row] = await db
    .select()
    .from(jobs)
    .where(and(eq(jobs.id, id), eq(jobs.userId, userId)));
  return row ?? null;
}

export async function updateJob(db: Database, id: string, values: Partial<NewJob>) {
  const [row] = await db
    .update(jobs)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(jobs.id, id))
    .returning();
  if (!row) throw new Error('The job to update was not found');
  return row;
}

/** The job row, locked until the transaction ends: only one run may complete a job. */
export async function lockJob(db: Database, id: string) {
  const [row] = await db.select().from(jobs).where(eq(jobs.id, id)).for('update');
  return row ?? null;
}

/** The user's analyses queued or running now: a burst's later jobs wait behind others' (fairness). */
export async function countUnfinishedJobs(db: Database, userId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(jobs)
    .where(and(eq(jobs.userId, userId), inArray(jobs.status, ['queued', 'processing'])));
  return row?.n ?? 0;
}

/** The rows of these jobs, for wait estimates over the queue. */
export async function findJobs(db: Database, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(jobs)
    .where(inArray(jobs.id, [...ids]));
}
