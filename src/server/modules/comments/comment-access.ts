import type { Database } from '../../db/client';
import { notFound } from '../../lib/app-error';
import { findUserById, type UserRow } from '../auth';
import { canComment, findRecordingById } from '../recordings';

/**
 * The recording whose comments the actor asks for, with its owner; anyone the policy refuses
 * (recording-policy.ts) is answered as if it did not exist (404).
 */
export async function findCommentableRecording(db: Database, actor: UserRow, recordingId: string) {
  const recording = await findRecordingById(db, recordingId);
  const owner = recording ? await findUserById(db, recording.userId) : null;
  if (!recording || !owner || !canComment(actor, recording, owner)) throw notFound('Recording');
  return { recording, owner };
}
