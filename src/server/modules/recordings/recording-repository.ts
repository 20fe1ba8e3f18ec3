import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { afterCursor, cursorMicros, keysetOrder, toPage } from '../../db/keyset-page';
import { recordings } from '../../db/schema';

export type RecordingRow = typeof recordings.$inferSelect;
export type NewRecording = typeof recordings.$inferInsert;

export async function createRecording(db: Database, values: NewRecording): Promise<RecordingRow> {
  const [row] = await db.insert(recordings).values(values).returning();
  if (!row) throw new Error('The recording was not stored');
  return row;
}

/** The user's own recording, or null (another user's id is as good as missing). */
export async function findOwnRecording(db: Database, userId: string, id: string) {
  const [row] = await db
    .select()
    .from(recordings)
    .where(and(eq(recordings.id, id), eq(recordings.userId, userId)));
  return row ?? null;
}

export async function findRecordingById(db: Database, id: string) {
  const [row] = await db.select().from(recordings).where(eq(recordings.id, id));
  return row ?? null;
}

/** The recording, locked until the transaction ends: its status decides what may happen next. */
export async function lockRecording(db: Database, id: string) {
  const [row] = await db.select().from(recordings).where(eq(recordings.id, id)).for('update');
  return row ?? null;
}

/** What a history card shows (recordingSummarySchema): no transcript, words or analysis. */
const summaryColumns = {
  id: recordings.id,
  createdAt: recordings.createdAt,
  analysisStatus: recordings.analysisStatus,
  practicePrompt: recordings.practicePrompt,
  duration: recordings.duration,
  recordingSource: recordings.recordingSource,
  mediaType: recordings.mediaType,
  wordCount: recordings.wordCount,
  paceWpm: recordings.paceWpm,
  fillerWords: recordings.fillerWords,
  paceScore: recordings.paceScore,
  fillerScore: recordings.fillerScore,
  clarityScore: recordings.clarityScore,
  confidenceLevel: recordings.confidenceLevel,
  noWordsDetected: recordings.noWordsDetected,
  cursorMicros: cursorMicros(recordings),
};
export type RecordingSummaryRow = Awaited<ReturnType<typeof listOwnRecordingsPage>>['rows'][number];

/** One page of the user's recordings, newest first (decision 188). */
export async function listOwnRecordingsPage(
  db: Database,
  userId: string,
  page: { limit: number; cursor?: string | undefined },
) {
  const rows = await db
    .select(summaryColumns)
    .from(recordings)
    .where(and(eq(recordings.userId, userId), afterCursor(recordings, page.cursor)))
    .orderBy(...keysetOrder(recordings))
    .limit(page.limit + 1);
  return toPage(rows, page.limit);
}

export async function updateRecording(
  db: Database,
  id: string,
  values: Partial<NewRecording>,
): Promise<RecordingRow> {
  const [row] = await db.update(recordings).set(values).where(eq(recordings.id, id)).returning();
  if (!row) throw new Error('The recording to update was not found');
  return row;
}

export async function deleteOwnRecording(db: Database, userId: string, id: string) {
  const [row] = await db
    .delete(recordings)
    .where(and(eq(recordings.id, id), eq(recordings.userId, userId)))
    .returning();
  return row ?? null;
}
