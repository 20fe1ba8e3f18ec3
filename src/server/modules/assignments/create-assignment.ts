import type { z } from 'zod';
import type { createAssignmentRequestSchema } from '@shared/assignments/schemas';
import { withTransaction } from '../../db/transaction';
import type { AuthContext, UserRow } from '../auth';
import { requireOwnClients } from './assignment-policy';
import {
  addAssignmentClients,
  createAssignment as insertAssignment,
} from './assignment-repository';
import { describeAssignment } from './describe-assignments';
import { notifyClientsOfAssignment } from './notify-assignment';

type Input = z.output<typeof createAssignmentRequestSchema>;

/**
 * POST /api/coach/assignments (product rules R11.1): the coach's own clients only (else 404). Each
 * client who wants coaching emails is told, after the assignment is stored.
 */
export async function createAssignment(
  context: AuthContext,
  options: { coach: UserRow; input: Input },
) {
  const { coach, input } = options;
  const assignment = await withTransaction(context.db, async (tx) => {
    await requireOwnClients(tx, coach, input.clientIds);
    const created = await insertAssignment(tx, {
      coachId: coach.id,
      title: input.title,
      prompt: input.prompt,
      instructions: input.instructions ?? null,
      dueAt: input.dueAt ? new Date(input.dueAt) : null,
      maxAttempts: input.maxAttempts,
      videoRequired: input.videoRequired,
    });
    await addAssignmentClients(tx, created.id, input.clientIds);
    return created;
  });
  await notifyClientsOfAssignment(context, { coach, assignment, clientIds: input.clientIds });
  return describeAssignment(context.db, assignment);
}
