import type { Database } from '../../db/client';
import type { UserRow } from '../auth';
import { listAssignmentsOfCoach } from './assignment-repository';
import { describeAssignments } from './describe-assignments';

/** GET /api/coach/assignments: the coach's assignments, newest first, each client's status. */
export async function listAssignments(db: Database, options: { coach: UserRow; now?: Date }) {
  return describeAssignments(db, await listAssignmentsOfCoach(db, options.coach.id), options.now);
}
