import { RESET_TOKEN_TTL_MS } from '@shared/auth/limits';
import type { ForgotPasswordRequest } from '@shared/auth/schemas';
import { passwordResetEmail } from '../../email/templates';
import type { AuthContext } from './context';
import { generateToken, hashToken } from './secrets';
import { findUserByEmail, updateUser, type UserRow } from './user-repository';

/** The same answer whether or not the email has an account, so it reveals nothing. */
export const FORGOT_PASSWORD_MESSAGE =
  'If an account exists for that email, we sent a link to reset the password.';

/**
 * Answers at once, the same for any address; for an account, the link is made and mailed
 * after the answer. Waiting for the mail made real accounts answer half as slowly again,
 * which told who has one (decision 167). A mail that cannot be sent is logged (email_logs).
 */
export async function forgotPassword(context: AuthContext, input: ForgotPasswordRequest) {
  const user = await findUserByEmail(context.db, input.email);
  if (user) {
    setImmediate(() => {
      void sendResetLink(context, user).catch(() => {});
    });
  }
  return { message: FORGOT_PASSWORD_MESSAGE };
}

async function sendResetLink(context: AuthContext, user: UserRow) {
  const token = generateToken();
  await updateUser(context.db, user.id, {
    resetToken: hashToken(token),
    resetTokenExpiry: new Date(Date.now() + RESET_TOKEN_TTL_MS),
  });
  const resetUrl = `${context.config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
  await context.email.send({
    type: 'password_reset',
    to: user.email,
    userId: user.id,
    content: passwordResetEmail({ name: user.name, resetUrl }),
  });
}
