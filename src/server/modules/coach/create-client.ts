import { COACH_MESSAGES, type CreateClientRequest } from '@shared/coach/schemas';
import { AppError } from '../../lib/app-error';
import type { AuthContext } from '../auth/context';
import { issueTemporaryPassword } from '../auth/issue-temporary-password';
import { ACCOUNT_EXISTS_MESSAGE } from '../auth/sign-up';
import { createUser, findUserByEmail, type UserRow } from '../auth/user-repository';

/**
 * POST /api/coach/create-client: a coach-managed account, premium through its coach, with an
 * emailed temporary password that expires and must be replaced at first login.
 */
export async function createClient(
  context: AuthContext,
  options: { coach: UserRow; input: CreateClientRequest },
) {
  const { coach, input } = options;
  if (await findUserByEmail(context.db, input.email)) {
    throw new AppError('CONFLICT', ACCOUNT_EXISTS_MESSAGE);
  }
  const created = await createUser(context.db, {
    name: input.name,
    email: input.email,
    userRole: 'client',
    coachId: coach.id,
    isCoachManaged: true,
  });
  const issued = await issueTemporaryPassword(context, { user: created, invitedBy: coach.name });
  return {
    client: issued.user,
    emailSent: issued.emailSent,
    message: COACH_MESSAGES.clientCreated(created.name),
  };
}
