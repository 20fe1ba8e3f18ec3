import { isScoredSession } from '@shared/progress/session-counts';
import type { Services } from '../../services';
import type { Database } from '../../db/client';
import { withTransaction } from '../../db/transaction';
import { notFound } from '../../lib/app-error';
import { decrementTotalSessions, type UserRow } from '../auth';
import { deleteOwnRecording } from './recording-repository';

/**
 * Deletes the user's recording, its analysis and its media for good. A session deleted leaves
 * "Total sessions" with History (session-counts.ts); the month's count keeps it.
 */
export async function deleteRecording(
  db: Database,
  services: Services,
  options: { user: UserRow; recordingId: string },
) {
  const deleted = await withTransaction(db, async (tx) => {
    const row = await deleteOwnRecording(tx, options.user.id, options.recordingId);
    if (row && isScoredSession(row)) await decrementTotalSessions(tx, row.userId);
    return row;
  });
  if (!deleted) throw notFound('Recording');
  if (deleted.mediaFilePath) await services.media.remove(deleted.mediaFilePath);
}
