import type { Database } from '../../db/client';
import type { UserRow } from '../auth';
import { listOwnRecordings } from './recording-repository';

/** GET /api/recordings: the user's recordings, newest first. */
export async function listRecordings(db: Database, options: { user: UserRow }) {
  return listOwnRecordings(db, options.user.id);
}
