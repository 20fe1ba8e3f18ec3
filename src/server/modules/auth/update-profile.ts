import { VERIFICATION_CODE_TTL_MS } from '@shared/auth/limits';
import type { ProfileUpdateRequest } from '@shared/auth/schemas';
import { AppError } from '../../lib/app-error';
import { emailChangeEmail } from '../../email/templates';
import type { AuthContext } from './context';
import { generateVerificationCode, hashSecret } from './secrets';
import { ACCOUNT_EXISTS_MESSAGE } from './sign-up';
import { findUserByEmail, updateUser, type UserRow } from './user-repository';
import { replaceVerification } from './verification-repository';

/**
 * Renames at once. A new email address only takes effect once its owner confirms the code
 * sent to it, so nobody can move an account to an address they do not control.
 */
export async function updateProfile(
  context: AuthContext,
  options: { user: UserRow; changes: ProfileUpdateRequest },
) {
  let user = options.user;
  const { name, email } = options.changes;
  if (!name && !email) throw new AppError('BAD_REQUEST', 'No Changes');

  if (name && name !== user.name) user = await updateUser(context.db, user.id, { name });

  let pendingEmail: string | null = null;
  if (email && email !== user.email) {
    if (await findUserByEmail(context.db, email)) {
      throw new AppError('CONFLICT', ACCOUNT_EXISTS_MESSAGE);
    }
    const code = generateVerificationCode();
    await replaceVerification(context.db, {
      purpose: 'email_change',
      userId: user.id,
      email,
      name: user.name,
      verificationCode: await hashSecret(code),
      expiresAt: new Date(Date.now() + VERIFICATION_CODE_TTL_MS),
    });
    await context.email.send({
      type: 'email_change',
      to: email,
      userId: user.id,
      content: emailChangeEmail({ name: user.name, code }),
    });
    pendingEmail = email;
  }
  const message = pendingEmail
    ? `We sent a 6-digit code to ${pendingEmail}. Enter it to confirm your new email address.`
    : 'Your profile has been updated.';
  return { user, pendingEmail, message };
}
