import type { RecordingComment } from '@shared/recordings/comment-schemas';
import type { Database } from '../../db/client';
import type { UserRow } from '../auth';
import { findCommentableRecording } from './comment-access';
import { presentComment } from './comment-presenter';
import { listCommentsOfRecording } from './comment-repository';

/** GET /api/recordings/{id}/comments (product rules R11.6): for the owner and the owner's coach. */
export async function listComments(
  db: Database,
  options: { actor: UserRow; recordingId: string },
): Promise<RecordingComment[]> {
  const { recording, owner } = await findCommentableRecording(
    db,
    options.actor,
    options.recordingId,
  );
  const rows = await listCommentsOfRecording(db, recording.id);
  return rows.map(({ comment, authorName }) =>
    presentComment(comment, { authorName, ownerId: owner.id, viewer: options.actor }),
  );
}
