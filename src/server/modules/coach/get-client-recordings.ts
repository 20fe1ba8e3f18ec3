import type { Database } from '../../db/client';
import type { UserRow } from '../auth';
import { listAnalyzedRecordingsPage } from './coach-repository';
import { findOwnClient } from './own-client';

/**
 * GET /api/coach/clients/{id}/recordings: one of the coach's clients and a page of their
 * analysed recordings, newest first (decision 188).
 */
export async function getClientRecordings(
  db: Database,
  options: { coach: UserRow; clientId: string; limit: number; cursor?: string | undefined },
) {
  const client = await findOwnClient(db, options.coach, options.clientId);
  const page = await listAnalyzedRecordingsPage(db, {
    coachId: options.coach.id,
    clientId: client.id,
    limit: options.limit,
    cursor: options.cursor,
  });
  return { client, ...page };
}
