import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { recordingComments, users } from '../../db/schema';

export type CommentRow = typeof recordingComments.$inferSelect;
type NewComment = typeof recordingComments.$inferInsert;

/** A recording's comments with their authors' names, in time order, then as written. */
export function listCommentsOfRecording(db: Database, recordingId: string) {
  return db
    .select({ comment: recordingComments, authorName: users.name })
    .from(recordingComments)
    .innerJoin(users, eq(users.id, recordingComments.authorId))
    .where(eq(recordingComments.recordingId, recordingId))
    .orderBy(asc(recordingComments.atSeconds), asc(recordingComments.createdAt));
}

/** A comment of this recording, locked until the transaction ends; null when there is none. */
export async function lockCommentOfRecording(db: Database, recordingId: string, id: string) {
  const [row] = await db
    .select()
    .from(recordingComments)
    .where(and(eq(recordingComments.id, id), eq(recordingComments.recordingId, recordingId)))
    .for('update');
  return row ?? null;
}

export async function createComment(db: Database, values: NewComment): Promise<CommentRow> {
  const [row] = await db.insert(recordingComments).values(values).returning();
  if (!row) throw new Error('The comment was not stored');
  return row;
}

export async function deleteComment(db: Database, id: string) {
  await db.delete(recordingComments).where(eq(recordingComments.id, id));
}
