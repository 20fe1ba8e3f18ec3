import type { ClientAssignment } from '@shared/assignments/schemas';
import type { Database } from '../../db/client';
import type { UserRow } from '../auth';
import { presentClientAssignment } from './assignment-presenter';
import { listOpenAssignmentsOfClient, summarizeAttempts } from './assignment-repository';

/**
 * GET /api/assignments: the signed-in person's open assignments (not closed, not past due),
 * soonest due first, with the attempts they have left. Anyone without any gets [].
 */
export async function listClientAssignments(
  db: Database,
  options: { user: UserRow; now?: Date },
): Promise<ClientAssignment[]> {
  const now = options.now ?? new Date();
  const rows = await listOpenAssignmentsOfClient(db, options.user.id, now);
  const attempts = await summarizeAttempts(
    db,
    rows.map((row) => row.assignment.id),
    options.user.id,
  );
  return rows.map(({ assignment, coachName }) =>
    presentClientAssignment(
      assignment,
      coachName,
      attempts.find((row) => row.assignmentId === assignment.id),
      now,
    ),
  );
}
