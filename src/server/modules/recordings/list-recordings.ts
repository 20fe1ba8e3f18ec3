import type { Database } from '../../db/client';
import type { UserRow } from '../auth';
import { listOwnRecordingsPage } from './recording-repository';

/** GET /api/recordings: one page of the user's recordings, newest first (decision 188). */
export async function listRecordings(
  db: Database,
  options: { user: UserRow; limit: number; cursor?: string | undefined },
) {
  return listOwnRecordingsPage(db, options.user.id, options);
}
