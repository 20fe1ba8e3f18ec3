import { and, count, eq, gte } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { practiceSessions } from '../../db/schema';

export type LedgerEntry = typeof practiceSessions.$inferSelect;
type NewLedgerEntry = typeof practiceSessions.$inferInsert;

export async function createLedgerEntry(db: Database, values: NewLedgerEntry) {
  const [row] = await db.insert(practiceSessions).values(values).returning();
  if (!row) throw new Error('The practice session was not recorded');
  return row;
}

export async function updateLedgerEntry(
  db: Database,
  id: string,
  values: Pick<Partial<NewLedgerEntry>, 'recordingId' | 'jobId'>,
) {
  await db.update(practiceSessions).set(values).where(eq(practiceSessions.id, id));
}

/** The entry of a background analysis, once it has stored its recording. */
export async function updateLedgerEntryOfJob(
  db: Database,
  jobId: string,
  values: Pick<Partial<NewLedgerEntry>, 'recordingId'>,
) {
  await db.update(practiceSessions).set(values).where(eq(practiceSessions.jobId, jobId));
}

export async function deleteLedgerEntry(db: Database, id: string) {
  await db.delete(practiceSessions).where(eq(practiceSessions.id, id));
}

export async function deleteLedgerEntryOfJob(db: Database, jobId: string) {
  await db.delete(practiceSessions).where(eq(practiceSessions.jobId, jobId));
}

/** Practice sessions the user made since `since`, whether or not their recordings are kept. */
export async function countLedgerEntriesSince(db: Database, userId: string, since: Date) {
  const [row] = await db
    .select({ value: count() })
    .from(practiceSessions)
    .where(and(eq(practiceSessions.userId, userId), gte(practiceSessions.createdAt, since)));
  return row?.value ?? 0;
}
