import type { Database } from '../../db/client';
import { notFound } from '../../lib/app-error';
import type { UserRow } from '../auth';
import { deleteOwnFillerException } from './filler-correction-repository';

/**
 * DELETE /api/user/filler-exceptions/{id} (product rules R11.10): one of the person's rules, else
 * 404. No recording already analysed changes: later analyses count that filler again.
 */
export async function removeFillerException(db: Database, options: { user: UserRow; id: string }) {
  const removed = await deleteOwnFillerException(db, options.user.id, options.id);
  if (!removed) throw notFound('Rule');
}
