import { ASSIGNMENT_MESSAGES } from '@shared/assignments/schemas';
import { COACH_MESSAGES } from '@shared/coach/schemas';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { UserRow } from '../auth';
import { findClientOfCoach } from '../coach';
import { findAssignmentOfCoach, lockAssignmentOfCoach } from './assignment-repository';

export { requireCoach } from '../coach';

const notFound = () => new AppError('NOT_FOUND', ASSIGNMENT_MESSAGES.notFound);

/** The coach's own assignment; another coach's answers as missing (404). */
export async function findOwnAssignment(
  db: Database,
  coach: UserRow,
  id: string,
  options: { lock?: boolean } = {},
) {
  const row = options.lock
    ? await lockAssignmentOfCoach(db, coach.id, id)
    : await findAssignmentOfCoach(db, coach.id, id);
  if (!row) throw notFound();
  return row;
}

/**
 * Assignments go to the coach's own clients only: any other id (another coach's client, a
 * stranger, nobody) answers 404 with the field named, as the coach's client routes do.
 */
export async function requireOwnClients(db: Database, coach: UserRow, clientIds: string[]) {
  for (const clientId of clientIds) {
    if (!(await findClientOfCoach(db, coach.id, clientId))) {
      throw new AppError('NOT_FOUND', COACH_MESSAGES.clientNotFound, {
        fields: { clientIds: [COACH_MESSAGES.clientNotFound] },
      });
    }
  }
}

export const assignmentNotFound = notFound;
