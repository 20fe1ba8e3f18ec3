import type { TempLoginRequest } from '@shared/auth/schemas';
import { AppError } from '../../lib/app-error';
import type { AuthContext } from './context';
import { burnVerification, hashSecret, verifySecret } from './secrets';
import { claimTemporaryPassword, findUserByEmail, updateUser } from './user-repository';

/** Answered with TEMPORARY_PASSWORD_INVALID or _EXPIRED, which the client words itself. */
export const TEMP_LOGIN_MESSAGES = {
  invalid: 'Invalid temporary password',
  expired: 'Your temporary password has expired',
} as const;

/**
 * First sign-in of a coach client or admin-created user. With a new password the temporary
 * one is retired at once; without, the user must change it before using the app, and the
 * server refuses everything else until then (auth-guard.ts). A temporary password signs in
 * once: after that it only proves the person in the password change (decision 167).
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
  // Used once already: claimed in one statement, so two sign-ins at once cannot both pass.
  const claimed = await claimTemporaryPassword(context.db, user.id);
  if (!claimed) throw new AppError('TEMPORARY_PASSWORD_INVALID', TEMP_LOGIN_MESSAGES.invalid);
  if (input.newPassword) {
    return updateUser(context.db, user.id, {
      passwordHash: await hashSecret(input.newPassword),
      temporaryPasswordHash: null,
      temporaryPasswordExpiry: null,
      temporaryPasswordUsedAt: null,
      requiresPasswordChange: false,
    });
  }
  return updateUser(context.db, user.id, { requiresPasswordChange: true });
}
