import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { fillerDismissals, fillerExceptions, recordings } from '../../db/schema';
import type { FillerException } from '../../speech/metrics/filler-exceptions';

/** A recording, locked until the transaction ends: its fillers are corrected one at a time. */
export async function findRecordingForUpdate(db: Database, id: string) {
  const [row] = await db.select().from(recordings).where(eq(recordings.id, id)).for('update');
  return row ?? null;
}

export async function insertFillerDismissal(
  db: Database,
  values: { recordingId: string; fillerIndex: number; userId: string },
) {
  await db.insert(fillerDismissals).values(values).onConflictDoNothing();
}

export async function deleteFillerDismissal(db: Database, recordingId: string, index: number) {
  await db
    .delete(fillerDismissals)
    .where(
      and(eq(fillerDismissals.recordingId, recordingId), eq(fillerDismissals.fillerIndex, index)),
    );
}

/** Records a rule once: a rule already taught keeps its first source. */
export async function insertFillerException(
  db: Database,
  values: FillerException & { userId: string; sourceRecordingId: string },
) {
  await db.insert(fillerExceptions).values(values).onConflictDoNothing();
}

export async function deleteFillerException(db: Database, userId: string, rule: FillerException) {
  await db
    .delete(fillerExceptions)
    .where(
      and(
        eq(fillerExceptions.userId, userId),
        eq(fillerExceptions.word, rule.word),
        eq(fillerExceptions.previousWord, rule.previousWord),
      ),
    );
}

/**
 * Whether a dismissal in another of the user's recordings taught the same rule (each
 * dismissed filler keeps the rule it taught in metrics.fillerCorrection).
 */
export async function ruleTaughtElsewhere(
  db: Database,
  userId: string,
  recordingId: string,
  rule: FillerException,
) {
  const taught = JSON.stringify([{ dismissed: true, taught: rule }]);
  const [row] = await db
    .select({ id: recordings.id })
    .from(recordings)
    .where(
      and(
        eq(recordings.userId, userId),
        ne(recordings.id, recordingId),
        sql`${recordings.metrics} -> 'fillerCorrection' -> 'fillers' @> ${taught}::jsonb`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The person's rules, oldest first. */
export function listFillerExceptions(db: Database, userId: string) {
  return db
    .select()
    .from(fillerExceptions)
    .where(eq(fillerExceptions.userId, userId))
    .orderBy(asc(fillerExceptions.createdAt), asc(fillerExceptions.id));
}

/** What a later analysis of the person's speech leaves uncounted. */
export function listFillerExceptionRules(db: Database, userId: string) {
  return db
    .select({ word: fillerExceptions.word, previousWord: fillerExceptions.previousWord })
    .from(fillerExceptions)
    .where(eq(fillerExceptions.userId, userId));
}

export async function deleteOwnFillerException(db: Database, userId: string, id: string) {
  const [row] = await db
    .delete(fillerExceptions)
    .where(and(eq(fillerExceptions.userId, userId), eq(fillerExceptions.id, id)))
    .returning();
  return row ?? null;
}

export async function deleteAllFillerExceptions(db: Database, userId: string) {
  await db.delete(fillerExceptions).where(eq(fillerExceptions.userId, userId));
}
