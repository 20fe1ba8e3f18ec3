import { COACH_MESSAGES, type CreateClientRequest } from '@shared/coach/schemas';
import { withTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import {
  ACCOUNT_EXISTS_MESSAGE,
  type AuthContext,
  createUserIfEmailFree,
  findUserByEmail,
  issueTemporaryPassword,
  lockUserRow,
  type UserRow,
} from '../auth';

/**
 * POST /api/coach/create-client: a coach-managed account, premium through its coach, with an
 * emailed temporary password that expires and must be replaced at first login.
 */
export async function createClient(
  context: AuthContext,
  options: { coach: UserRow; input: CreateClientRequest },
) {
  const { coach, input } = options;
  // The coach's row is locked so that the coach's creations run one after the other; the
  // insert itself gives way to an address taken meanwhile by anyone else (another coach, a
  // sign-up), so the same email sent together makes one account and the others are told.
  const created = await withTransaction(context.db, async (tx) => {
    await lockUserRow(tx, coach.id);
    if (await findUserByEmail(tx, input.email)) return null;
    return createUserIfEmailFree(tx, {
      name: input.name,
      email: input.email,
      userRole: 'client',
      coachId: coach.id,
      isCoachManaged: true,
    });
  });
  if (!created) throw new AppError('CONFLICT', ACCOUNT_EXISTS_MESSAGE);
  const issued = await issueTemporaryPassword(context, { user: created, invitedBy: coach.name });
  return {
    client: issued.user,
    emailSent: issued.emailSent,
    message: COACH_MESSAGES.clientCreated(created.name),
  };
}
