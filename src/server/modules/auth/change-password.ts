import type { ChangePasswordRequest } from '@shared/auth/schemas';
import { AppError } from '../../lib/app-error';
import type { AuthContext } from './context';
import { deleteOtherLoginsOfUser } from './login-repository';
import { hashLoginToken } from './login-token';
import { hashSecret, verifySecret } from './secrets';
import { updateUser, type UserRow } from './user-repository';

export const WRONG_CURRENT_PASSWORD_MESSAGE = 'Current password is incorrect';

/** A user who must change a temporary password proves it with that temporary password. */
async function currentPasswordMatches(user: UserRow, candidate: string) {
  if (await verifySecret(user.passwordHash, candidate)) return true;
  const temporaryValid =
    user.requiresPasswordChange &&
    user.temporaryPasswordExpiry !== null &&
    user.temporaryPasswordExpiry > new Date();
  return temporaryValid && verifySecret(user.temporaryPasswordHash, candidate);
}

/** Changes the password and signs out every other login of the user. */
export async function changePassword(
  context: Pick<AuthContext, 'db'>,
  options: { user: UserRow; loginToken: string; input: ChangePasswordRequest },
) {
  const { user, input } = options;
  if (!(await currentPasswordMatches(user, input.currentPassword))) {
    throw new AppError('BAD_REQUEST', WRONG_CURRENT_PASSWORD_MESSAGE);
  }
  await updateUser(context.db, user.id, {
    passwordHash: await hashSecret(input.newPassword),
    temporaryPasswordHash: null,
    temporaryPasswordExpiry: null,
    temporaryPasswordUsedAt: null,
    requiresPasswordChange: false,
  });
  await deleteOtherLoginsOfUser(context.db, user.id, hashLoginToken(options.loginToken));
  return { message: 'Password changed' };
}
