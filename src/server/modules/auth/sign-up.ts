import { VERIFICATION_CODE_TTL_MS } from '@shared/auth/limits';
import type { SignupRequest } from '@shared/auth/schemas';
import { AppError } from '../../lib/app-error';
import { verificationEmail } from '../../email/templates';
import type { AuthContext } from './context';
import { generateVerificationCode, hashSecret } from './secrets';
import { findUserByEmail } from './user-repository';
import { replaceVerification } from './verification-repository';

export const ACCOUNT_EXISTS_MESSAGE = 'An account with this email already exists';

/**
 * Starts a sign-up: the account is created only once the emailed code is verified.
 * Calling it again re-sends a fresh code, which is how the dialog's 'resend' works.
 */
export async function signUp(context: AuthContext, input: SignupRequest) {
  if (await findUserByEmail(context.db, input.email)) {
    throw new AppError('ACCOUNT_EXISTS', ACCOUNT_EXISTS_MESSAGE);
  }
  const code = generateVerificationCode();
  await replaceVerification(context.db, {
    purpose: 'signup',
    email: input.email,
    name: input.name,
    passwordHash: await hashSecret(input.password),
    verificationCode: await hashSecret(code),
    expiresAt: new Date(Date.now() + VERIFICATION_CODE_TTL_MS),
  });
  const sent = await context.email.send({
    type: 'verification',
    to: input.email,
    content: verificationEmail({ name: input.name, code }),
  });
  if (!sent.ok) {
    throw new AppError(
      'SERVICE_UNAVAILABLE',
      'We could not send the verification email. Please try again in a few minutes.',
    );
  }
  return { message: 'Verification code sent', email: input.email };
}
