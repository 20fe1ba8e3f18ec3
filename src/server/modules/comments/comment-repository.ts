import { and, asc, eq, inArray } from 'drizzle-orm';
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

/**
 * The ids of every reply under a comment of this recording (replies to replies included),
 * each locked before its own replies are read: a reply being written to one of them is
 * either committed and found, or waits for this transaction and then finds its comment gone.
 * The comment itself must already be locked.
 */
export async function lockRepliesUnder(db: Database, recordingId: string, id: string) {
  const found: string[] = [];
  let level = [id];
  while (level.length > 0) {
    const replies = await db
      .select({ id: recordingComments.id })
      .from(recordingComments)
      .where(
        and(
          eq(recordingComments.recordingId, recordingId),
          inArray(recordingComments.replyToId, level),
        ),
      )
      .for('update');
    level = replies.map((reply) => reply.id).filter((replyId) => !found.includes(replyId));
    found.push(...level);
  }
  return found;
}

export async function deleteComments(db: Database, ids: readonly string[]) {
  if (ids.length === 0) return;
  await db.delete(recordingComments).where(inArray(recordingComments.id, [...ids]));
}
