import { COACH_MESSAGES } from '@shared/coach/schemas';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { UserRow } from '../auth';
import { findClientOfCoach } from './coach-repository';

/** One of the coach's own clients; anyone else's account is answered as missing (404). */
export async function findOwnClient(db: Database, coach: UserRow, clientId: string) {
  const client = await findClientOfCoach(db, coach.id, clientId);
  if (!client) throw new AppError('NOT_FOUND', COACH_MESSAGES.clientNotFound);
  return client;
}
