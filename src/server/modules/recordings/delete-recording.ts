import type { Services } from '../../services';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/app-error';
import type { UserRow } from '../auth';
import { deleteOwnRecording } from './recording-repository';

/** Deletes the user's recording, its analysis and its media for good. */
export async function deleteRecording(
  db: Database,
  services: Services,
  options: { user: UserRow; recordingId: string },
) {
  const deleted = await deleteOwnRecording(db, options.user.id, options.recordingId);
  if (!deleted) throw notFound('Recording');
  if (deleted.mediaFilePath) await services.media.remove(deleted.mediaFilePath);
}
