import type { Database } from '../../db/client';
import { withTransaction } from '../../db/transaction';
import type { UserRow } from '../auth';
import { findOwnAssignment } from './assignment-policy';
import { updateAssignment } from './assignment-repository';
import { describeAssignment } from './describe-assignments';

/**
 * POST /api/coach/assignments/{id}/close (decision 145): no more submissions; those made stay.
 * Closing a closed assignment changes nothing (its first closing time is kept).
 */
export async function closeAssignment(
  db: Database,
  options: { coach: UserRow; assignmentId: string; now?: Date },
) {
  const closed = await withTransaction(db, async (tx) => {
    const current = await findOwnAssignment(tx, options.coach, options.assignmentId, {
      lock: true,
    });
    if (current.closedAt) return current;
    return (
      (await updateAssignment(tx, current.id, { closedAt: options.now ?? new Date() })) ?? current
    );
  });
  return describeAssignment(db, closed, options.now);
}
