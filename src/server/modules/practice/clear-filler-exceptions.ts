import type { Database } from '../../db/client';
import type { UserRow } from '../auth';
import { deleteAllFillerExceptions } from './filler-correction-repository';

/**
 * DELETE /api/user/filler-exceptions (product rules R11.10): every rule of the person. No recording
 * already analysed changes.
 */
export async function clearFillerExceptions(db: Database, options: { user: UserRow }) {
  await deleteAllFillerExceptions(db, options.user.id);
}
