import type { CoachAssignment } from '@shared/assignments/schemas';
import type { Database } from '../../db/client';
import { indexAttempts, presentCoachAssignment } from './assignment-presenter';
import {
  type AssignmentRow,
  listAssignmentClients,
  summarizeAttempts,
} from './assignment-repository';

/** The coach's view of assignments: each with its clients' status (attempts, last submission). */
export async function describeAssignments(
  db: Database,
  rows: AssignmentRow[],
  now = new Date(),
): Promise<CoachAssignment[]> {
  const ids = rows.map((row) => row.id);
  const [clients, attempts] = await Promise.all([
    listAssignmentClients(db, ids),
    summarizeAttempts(db, ids),
  ]);
  const byClient = indexAttempts(attempts);
  return rows.map((row) => presentCoachAssignment(row, clients, byClient, now));
}

export async function describeAssignment(db: Database, row: AssignmentRow, now = new Date()) {
  const [described] = await describeAssignments(db, [row], now);
  if (!described) throw new Error('The assignment could not be described');
  return described;
}
