import type { SignupRequest } from '@shared/auth/schemas';
import { AppError } from '../../lib/app-error';
import {
  ACCOUNT_EXISTS_MESSAGE,
  type AuthContext,
  createUser,
  findUserByEmail,
  issueTemporaryPassword,
} from '../auth';

/**
 * POST /api/dev/temporary-user: a user made as an admin would make one, with a temporary
 * password that is emailed and also handed back, so a developer can sign in at once.
 */
export async function createTemporaryUser(
  context: AuthContext,
  options: { input: Pick<SignupRequest, 'name' | 'email'> },
) {
  const { db } = context;
  if (await findUserByEmail(db, options.input.email)) {
    throw new AppError('CONFLICT', ACCOUNT_EXISTS_MESSAGE);
  }
  const user = await createUser(db, { ...options.input, isAdminCreated: true });
  const issued = await issueTemporaryPassword(context, { user, invitedBy: 'The Cadence team' });
  return { user, temporaryPassword: issued.temporaryPassword };
}
