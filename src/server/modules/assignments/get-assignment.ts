import type { CoachAssignmentDetail } from '@shared/assignments/schemas';
import type { Database } from '../../db/client';
import type { UserRow } from '../auth';
import { findOwnAssignment } from './assignment-policy';
import { presentSubmission } from './assignment-presenter';
import { listSubmissions } from './assignment-repository';
import { describeAssignment } from './describe-assignments';

/**
 * GET /api/coach/assignments/{id}: the coach's own assignment (else 404) with each client's
 * submissions and their figures, newest first.
 */
export async function getAssignment(
  db: Database,
  options: { coach: UserRow; assignmentId: string; now?: Date },
): Promise<CoachAssignmentDetail> {
  const row = await findOwnAssignment(db, options.coach, options.assignmentId);
  const [described, submissions] = await Promise.all([
    describeAssignment(db, row, options.now),
    listSubmissions(db, row.id),
  ]);
  return {
    ...described,
    clients: described.clients.map((client) => ({
      ...client,
      submissions: submissions
        .filter((recording) => recording.userId === client.clientId)
        .map(presentSubmission),
    })),
  };
}
