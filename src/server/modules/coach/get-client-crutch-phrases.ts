import type { Database } from '../../db/client';
import type { UserRow } from '../auth';
import { getCrutchPhrases } from '../progress';
import { findOwnClient } from './own-client';

/**
 * GET /api/coach/clients/{id}/crutch-phrases (product rules R11.8): the client's crutch phrases, as
 * the client sees them on their dashboard; only for the coach's own client.
 */
export async function getClientCrutchPhrases(
  db: Database,
  options: { coach: UserRow; clientId: string },
) {
  const client = await findOwnClient(db, options.coach, options.clientId);
  return getCrutchPhrases(db, client.id);
}
