import type { Database } from '../../db/client';
import type { UserRow } from '../auth';
import { listAnalyzedRecordings } from './coach-repository';
import { findOwnClient } from './own-client';

/** GET /api/coach/clients/{id}/recordings: one of the coach's clients and their analysed recordings. */
export async function getClientRecordings(
  db: Database,
  options: { coach: UserRow; clientId: string },
) {
  const client = await findOwnClient(db, options.coach, options.clientId);
  return {
    client,
    recordings: await listAnalyzedRecordings(db, {
      coachId: options.coach.id,
      clientId: client.id,
    }),
  };
}
