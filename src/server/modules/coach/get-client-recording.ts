import type { Database } from '../../db/client';
import { notFound } from '../../lib/app-error';
import { findOwnRecording } from '../recordings';
import type { UserRow } from '../auth';
import { findOwnClient } from './own-client';

/**
 * GET /api/coach/clients/{id}/recordings/{recordingId}: one recording of one of the coach's
 * clients, read to replay and comment on it (decision 147). Another coach's client, or a
 * recording that is not this client's, is answered as missing.
 */
export async function getClientRecording(
  db: Database,
  options: { coach: UserRow; clientId: string; recordingId: string },
) {
  const client = await findOwnClient(db, options.coach, options.clientId);
  const recording = await findOwnRecording(db, client.id, options.recordingId);
  if (!recording) throw notFound('Recording');
  return { client, recording };
}
