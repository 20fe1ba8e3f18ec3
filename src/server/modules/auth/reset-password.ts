import type { ResetPasswordRequest } from '@shared/auth/schemas';
import { AppError } from '../../lib/app-error';
import type { AuthContext } from './context';
import { deleteLoginsOfUser } from './login-repository';
import { hashSecret, hashToken } from './secrets';
import { findUserByResetToken, updateUser } from './user-repository';

export const INVALID_RESET_LINK_MESSAGE = 'This reset link is invalid or has expired.';

/** Sets a new password from an emailed link. The link works once; every login is ended. */
export async function resetPassword(context: Pick<AuthContext, 'db'>, input: ResetPasswordRequest) {
  const user = await findUserByResetToken(context.db, hashToken(input.token));
  if (!user || !user.resetTokenExpiry || user.resetTokenExpiry <= new Date()) {
    throw new AppError('BAD_REQUEST', INVALID_RESET_LINK_MESSAGE);
  }
  await updateUser(context.db, user.id, {
    passwordHash: await hashSecret(input.password),
    resetToken: null,
    resetTokenExpiry: null,
    temporaryPasswordHash: null,
    temporaryPasswordExpiry: null,
    temporaryPasswordUsedAt: null,
    requiresPasswordChange: false,
  });
  await deleteLoginsOfUser(context.db, user.id);
  return { message: 'Password reset successfully' };
}
