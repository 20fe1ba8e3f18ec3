import { and, count, eq, gte, inArray, isNotNull, isNull, lt, ne, notExists } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { jobs, liveSessions, practiceSessions, recordings } from '../../db/schema';
import { OPEN_STATUSES } from './live/live-session-repository';

export type LedgerEntry = typeof practiceSessions.$inferSelect;
type NewLedgerEntry = typeof practiceSessions.$inferInsert;

export async function createLedgerEntry(db: Database, values: NewLedgerEntry) {
  const [row] = await db.insert(practiceSessions).values(values).returning();
  if (!row) throw new Error('The practice session was not recorded');
  return row;
}

/** Hands the session to its job: the job's row now says what became of it, not a claim. */
export async function linkLedgerJob(db: Database, id: string, jobId: string) {
  await db
    .update(practiceSessions)
    .set({ jobId, claimedUntil: null })
    .where(eq(practiceSessions.id, id));
}

/** Renews the claim of an analysis still running in its request. */
export async function renewLedgerClaim(db: Database, id: string, until: Date) {
  await db
    .update(practiceSessions)
    .set({ claimedUntil: until })
    .where(and(eq(practiceSessions.id, id), isNotNull(practiceSessions.claimedUntil)));
}

/**
 * Deletes the entries whose claim ran out (or every claim, with `before` null): sessions an
 * analysis in a request held when its process died, with no recording and no job. Returns how
 * many were given back.
 */
export async function deleteAbandonedLedgerEntries(db: Database, before: Date | null) {
  const deleted = await db
    .delete(practiceSessions)
    .where(
      and(
        isNotNull(practiceSessions.claimedUntil),
        isNull(practiceSessions.recordingId),
        isNull(practiceSessions.jobId),
        ...(before ? [lt(practiceSessions.claimedUntil, before)] : []),
      ),
    )
    .returning({ id: practiceSessions.id });
  return deleted.length;
}

/** A session's ledger entry: by its own id, or by its job's. */
export type LedgerClaim = { entryId: string } | { jobId: string };

const entryOf = (claim: LedgerClaim) =>
  'entryId' in claim
    ? eq(practiceSessions.id, claim.entryId)
    : eq(practiceSessions.jobId, claim.jobId);

/**
 * The ledger entry of a session (by its id, or its job's), locked until the transaction ends:
 * its recording, once set, says the session is finished.
 */
export async function lockLedgerEntry(
  db: Database,
  claim: { entryId: string } | { jobId: string },
) {
  const [row] = await db.select().from(practiceSessions).where(entryOf(claim)).for('update');
  return row ?? null;
}

/**
 * Links a ledger entry (by its id, or its job's) to the recording it produced, and the
 * recording to the entry's assignment (decision 145). Returns that assignment's id, or null.
 */
export async function linkLedgerRecording(db: Database, claim: LedgerClaim, recordingId: string) {
  const [entry] = await db
    .update(practiceSessions)
    .set({ recordingId, claimedUntil: null })
    .where(entryOf(claim))
    .returning({ assignmentId: practiceSessions.assignmentId });
  const assignmentId = entry?.assignmentId ?? null;
  if (assignmentId) {
    await db.update(recordings).set({ assignmentId }).where(eq(recordings.id, recordingId));
  }
  return assignmentId;
}

export async function deleteLedgerEntry(db: Database, id: string) {
  await db.delete(practiceSessions).where(eq(practiceSessions.id, id));
}

export async function deleteLedgerEntryOfJob(db: Database, jobId: string) {
  await db.delete(practiceSessions).where(eq(practiceSessions.jobId, jobId));
}

/**
 * The ledger's sessions since `since` whose recording was deleted (decision 181): no recording
 * any more, and nothing still working towards one (an analysis holding its claim, a job not
 * completed, a live session still open). The foreign key sets `recording_id` to null when the
 * recording goes.
 */
export async function countDeletedSince(db: Database, userId: string, since: Date) {
  const unfinishedJob = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.id, practiceSessions.jobId), ne(jobs.status, 'completed')));
  const openLiveSession = db
    .select({ id: liveSessions.id })
    .from(liveSessions)
    .where(
      and(
        eq(liveSessions.ledgerEntryId, practiceSessions.id),
        inArray(liveSessions.status, [...OPEN_STATUSES]),
      ),
    );
  const [row] = await db
    .select({ value: count() })
    .from(practiceSessions)
    .where(
      and(
        eq(practiceSessions.userId, userId),
        gte(practiceSessions.createdAt, since),
        isNull(practiceSessions.recordingId),
        isNull(practiceSessions.claimedUntil),
        notExists(unfinishedJob),
        notExists(openLiveSession),
      ),
    );
  return row?.value ?? 0;
}

/** Practice sessions the user made since `since`, whether or not their recordings are kept. */
export async function countLedgerEntriesSince(db: Database, userId: string, since: Date) {
  const [row] = await db
    .select({ value: count() })
    .from(practiceSessions)
    .where(and(eq(practiceSessions.userId, userId), gte(practiceSessions.createdAt, since)));
  return row?.value ?? 0;
}
