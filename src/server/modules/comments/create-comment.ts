import {
  COMMENT_MESSAGES,
  commentTimeProblem,
  type RecordingComment,
} from '@shared/recordings/comment-schemas';
import type { Database } from '../../db/client';
import { withTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import type { Services } from '../../services';
import type { UserRow } from '../auth';
import { findCommentableRecording } from './comment-access';
import { sendCommentEmail } from './comment-email';
import { presentComment } from './comment-presenter';
import { createComment as insertComment, lockCommentOfRecording } from './comment-repository';

const invalid = (field: 'atSeconds' | 'replyToId', message: string) =>
  new AppError('VALIDATION_FAILED', message, { fields: { [field]: [message] } });

/**
 * POST /api/recordings/{id}/comments (product rules R11.6): the owner's coach, or the owner, pins a
 * comment to a moment within the recording, maybe in reply to one of its comments. The
 * comment it answers is locked while this one is stored, so a delete cannot slip between.
 * When the coach comments, the client is told by email if they want coaching emails.
 */
export async function createComment(
  db: Database,
  services: Pick<Services, 'email' | 'config'>,
  options: {
    actor: UserRow;
    recordingId: string;
    input: { atSeconds: number; text: string; replyToId?: string | null | undefined };
  },
): Promise<RecordingComment> {
  const { actor, input } = options;
  const { recording, owner } = await findCommentableRecording(db, actor, options.recordingId);
  const pastEnd = commentTimeProblem(input.atSeconds, recording.duration);
  if (pastEnd) throw invalid('atSeconds', pastEnd);

  const comment = await withTransaction(db, async (tx) => {
    if (input.replyToId) {
      const parent = await lockCommentOfRecording(tx, recording.id, input.replyToId);
      if (!parent) throw invalid('replyToId', COMMENT_MESSAGES.replyNotFound);
    }
    return insertComment(tx, {
      recordingId: recording.id,
      authorId: actor.id,
      atSeconds: input.atSeconds,
      text: input.text,
      replyToId: input.replyToId ?? null,
    });
  });

  if (actor.id !== owner.id && owner.coachingEmails) {
    await sendCommentEmail(services, { coach: actor, client: owner, comment });
  }
  return presentComment(comment, { authorName: actor.name, ownerId: owner.id, viewer: actor });
}
