import type { VerifyEmailRequest } from '@shared/auth/schemas';
import { AppError } from '../../lib/app-error';
import { welcomeEmail } from '../../email/templates';
import { checkVerificationCode } from './check-verification-code';
import type { AuthContext } from './context';
import { ACCOUNT_EXISTS_MESSAGE } from './sign-up';
import { createUser, findUserByEmail } from './user-repository';
import { deleteVerification, findPendingVerification } from './verification-repository';

/** Confirms a sign-up code and creates the account. The caller signs the new user in. */
export async function verifyEmail(context: AuthContext, input: VerifyEmailRequest) {
  const pending = await findPendingVerification(context.db, {
    purpose: 'signup',
    email: input.email,
  });
  if (!pending || !pending.passwordHash) {
    throw new AppError('BAD_REQUEST', 'No pending sign-up for this email. Please sign up again.');
  }
  await checkVerificationCode(context.db, pending, input.code);

  if (await findUserByEmail(context.db, pending.email)) {
    await deleteVerification(context.db, pending.id);
    throw new AppError('CONFLICT', ACCOUNT_EXISTS_MESSAGE);
  }
  const user = await createUser(context.db, {
    name: pending.name,
    email: pending.email,
    passwordHash: pending.passwordHash,
  });
  await deleteVerification(context.db, pending.id);
  await context.email.send({
    type: 'welcome',
    to: user.email,
    userId: user.id,
    content: welcomeEmail({ name: user.name, practiceUrl: `${context.config.publicUrl}/record` }),
  });
  return user;
}
