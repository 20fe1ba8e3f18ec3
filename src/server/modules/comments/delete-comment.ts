import { COMMENT_MESSAGES } from '@shared/recordings/comment-schemas';
import type { Database } from '../../db/client';
import { withTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import type { UserRow } from '../auth';
import { canDeleteComment } from '../recordings';
import { findCommentableRecording } from './comment-access';
import { deleteComments, lockCommentOfRecording, lockRepliesUnder } from './comment-repository';

/**
 * DELETE /api/recordings/{id}/comments/{commentId} (decision 147): by its author only. Whoever
 * may read the recording's comments but did not write this one is refused (403); anyone
 * else finds neither. The replies under it go with it, as a thread goes in a document's
 * comments: a reply left without the comment it answers reads as nonsense. The comment and
 * then its replies, level by level, are locked first, so a reply written meanwhile is either
 * deleted too or refused (its comment is gone), never left behind.
 */
export async function deleteComment(
  db: Database,
  options: { actor: UserRow; recordingId: string; commentId: string },
): Promise<void> {
  const { recording } = await findCommentableRecording(db, options.actor, options.recordingId);
  await withTransaction(db, async (tx) => {
    const comment = await lockCommentOfRecording(tx, recording.id, options.commentId);
    if (!comment) throw new AppError('NOT_FOUND', COMMENT_MESSAGES.commentNotFound);
    if (!canDeleteComment(options.actor, comment)) {
      throw new AppError('FORBIDDEN', COMMENT_MESSAGES.notAuthor);
    }
    const replies = await lockRepliesUnder(tx, recording.id, comment.id);
    await deleteComments(tx, [comment.id, ...replies]);
  });
}
