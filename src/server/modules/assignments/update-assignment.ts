import type { z } from 'zod';
import {
  ASSIGNMENT_MESSAGES,
  type updateAssignmentRequestSchema,
} from '@shared/assignments/schemas';
import { withTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import type { AuthContext, UserRow } from '../auth';
import { findOwnAssignment, requireOwnClients } from './assignment-policy';
import { addAssignmentClients, updateAssignment as saveAssignment } from './assignment-repository';
import { describeAssignment } from './describe-assignments';
import { notifyClientsOfAssignment } from './notify-assignment';

type Input = z.output<typeof updateAssignmentRequestSchema>;

/**
 * PATCH /api/coach/assignments/{id} (decision 145): edits the coach's own assignment and gives it
 * to more of their clients, who are emailed. A closed one cannot be edited (409
 * ASSIGNMENT_CLOSED); one past its due date can, to move the date. Lowering maxAttempts below
 * what a client used leaves them with none.
 */
export async function updateAssignment(
  context: AuthContext,
  options: { coach: UserRow; assignmentId: string; input: Input },
) {
  const { coach, input } = options;
  const { assignment, added } = await withTransaction(context.db, async (tx) => {
    const current = await findOwnAssignment(tx, coach, options.assignmentId, { lock: true });
    if (current.closedAt) {
      throw new AppError('ASSIGNMENT_CLOSED', ASSIGNMENT_MESSAGES.closedForEdits);
    }
    if (input.addClientIds) await requireOwnClients(tx, coach, input.addClientIds);
    const { addClientIds, dueAt, ...fields } = input;
    const updated =
      (await saveAssignment(tx, current.id, {
        ...fields,
        ...(dueAt !== undefined ? { dueAt: dueAt ? new Date(dueAt) : null } : {}),
      })) ?? current;
    const newClients = addClientIds ? await addAssignmentClients(tx, current.id, addClientIds) : [];
    return { assignment: updated, added: newClients };
  });
  await notifyClientsOfAssignment(context, { coach, assignment, clientIds: added });
  return describeAssignment(context.db, assignment);
}
