import type { TempLoginRequest } from '@shared/auth/schemas';
import { AppError } from '../../lib/app-error';
import type { AuthContext } from './context';
import { burnVerification, hashSecret, verifySecret } from './secrets';
import { findUserByEmail, updateUser } from './user-repository';

/** Answered with TEMPORARY_PASSWORD_INVALID or _EXPIRED, which the client words itself. */
export const TEMP_LOGIN_MESSAGES = {
  invalid: 'Invalid temporary password',
  expired: 'Your temporary password has expired',
} as const;

/**
 * First sign-in of a coach client or admin-created user. With a new password the temporary
 * one is retired at once; without, the user must change it before using the app.
 */
export async function loginWithTemporaryPassword(
  context: Pick<AuthContext, 'db'>,
  input: TempLoginRequest,
) {
  const user = await findUserByEmail(context.db, input.email);
  if (!user?.temporaryPasswordHash) {
    await burnVerification(input.temporaryPassword);
    throw new AppError('TEMPORARY_PASSWORD_INVALID', TEMP_LOGIN_MESSAGES.invalid);
  }
  if (!(await verifySecret(user.temporaryPasswordHash, input.temporaryPassword))) {
    throw new AppError('TEMPORARY_PASSWORD_INVALID', TEMP_LOGIN_MESSAGES.invalid);
  }
  if (!user.temporaryPasswordExpiry || user.temporaryPasswordExpiry <= new Date()) {
    throw new AppError('TEMPORARY_PASSWORD_EXPIRED', TEMP_LOGIN_MESSAGES.expired);
  }
  if (input.newPassword) {
    return updateUser(context.db, user.id, {
      passwordHash: await hashSecret(input.newPassword),
      temporaryPasswordHash: null,
      temporaryPasswordExpiry: null,
      requiresPasswordChange: false,
    });
  }
  return updateUser(context.db, user.id, { requiresPasswordChange: true });
}
