import { VERIFICATION_CODE_TTL_MS } from '@shared/auth/limits';
import type { SignupRequest } from '@shared/auth/schemas';
import { AppError } from '../../lib/app-error';
import { accountExistsEmail, verificationEmail } from '../../email/templates';
import type { AuthContext } from './context';
import { generateVerificationCode, hashSecret } from './secrets';
import { findUserByEmail } from './user-repository';
import { replaceVerification } from './verification-repository';

export const ACCOUNT_EXISTS_MESSAGE = 'An account with this email already exists';

/**
 * Starts a sign-up: the account is created only once the emailed code is verified.
 * Calling it again re-sends a fresh code, which is how the dialog's 'resend' works.
 *
 * An address that already has an account gets the same answer, after the same work (the
 * password and a code are hashed either way), so the answer tells nobody who has an account;
 * the mail differs: its owner is told to sign in or reset the password (decision 167).
 */
export async function signUp(context: AuthContext, input: SignupRequest) {
  const existing = await findUserByEmail(context.db, input.email);
  const code = generateVerificationCode();
  const passwordHash = await hashSecret(input.password);
  const codeHash = await hashSecret(code);
  let sent;
  if (existing) {
    sent = await context.email.send({
      type: 'account_exists',
      to: existing.email,
      userId: existing.id,
      content: accountExistsEmail({
        name: existing.name,
        signInUrl: `${context.config.publicUrl}/login`,
      }),
    });
  } else {
    await replaceVerification(context.db, {
      purpose: 'signup',
      email: input.email,
      name: input.name,
      passwordHash,
      verificationCode: codeHash,
      expiresAt: new Date(Date.now() + VERIFICATION_CODE_TTL_MS),
    });
    sent = await context.email.send({
      type: 'verification',
      to: input.email,
      content: verificationEmail({ name: input.name, code }),
    });
  }
  if (!sent.ok) {
    throw new AppError(
      'SERVICE_UNAVAILABLE',
      'We could not send the verification email. Please try again in a few minutes.',
    );
  }
  return { message: 'Verification code sent', email: input.email };
}
