import type { RecordingComment } from '@shared/recordings/comment-schemas';
import type { UserRow } from '../auth';
import { canDeleteComment } from '../recordings';
import type { CommentRow } from './comment-repository';

/** One comment as the caller reads it: its author's role on the recording, and the caller's rights. */
export function presentComment(
  comment: CommentRow,
  context: { authorName: string; ownerId: string; viewer: Pick<UserRow, 'id'> },
): RecordingComment {
  return {
    id: comment.id,
    recordingId: comment.recordingId,
    atSeconds: comment.atSeconds,
    text: comment.text,
    replyToId: comment.replyToId,
    createdAt: comment.createdAt.toISOString(),
    author: {
      id: comment.authorId,
      name: context.authorName,
      role: comment.authorId === context.ownerId ? 'owner' : 'coach',
    },
    canDelete: canDeleteComment(context.viewer, comment),
  };
}
