import type { Database } from '../../db/client';
import type { UserRow } from '../auth';
import { listClientsOfCoach } from './coach-repository';

/** GET /api/coach/clients: the coach's own clients, newest first. */
export async function listClients(db: Database, options: { coach: UserRow }) {
  return listClientsOfCoach(db, options.coach.id);
}
