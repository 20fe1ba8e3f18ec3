import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
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

export function listOwnRecordings(db: Database, userId: string) {
  return db
    .select()
    .from(recordings)
    .where(eq(recordings.userId, userId))
    .orderBy(desc(recordings.createdAt));
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
