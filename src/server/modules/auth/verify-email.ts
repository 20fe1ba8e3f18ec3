import type { VerifyEmailRequest } from '@shared/auth/schemas';
import { withTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import { welcomeEmail } from '../../email/templates';
import { checkVerificationCode } from './check-verification-code';
import type { AuthContext } from './context';
import { ACCOUNT_EXISTS_MESSAGE } from './sign-up';
import { createUserIfEmailFree } from './user-repository';
import { deleteVerification, lockPendingVerification } from './verification-repository';

/**
 * Confirms a sign-up code and creates the account, in one transaction on the locked
 * verification: the same code sent twice at once makes one account, and the second request
 * finds the code spent. The caller signs the new user in.
 */
export async function verifyEmail(context: AuthContext, input: VerifyEmailRequest) {
  const outcome = await withTransaction(context.db, async (tx) => {
    const pending = await lockPendingVerification(tx, { purpose: 'signup', email: input.email });
    if (!pending || !pending.passwordHash) {
      return {
        refused: new AppError(
          'BAD_REQUEST',
          'No pending sign-up for this email. Please sign up again.',
        ),
      };
    }
    const refused = await checkVerificationCode(tx, pending, input.code);
    if (refused) return { refused };
    await deleteVerification(tx, pending.id);
    const user = await createUserIfEmailFree(tx, {
      name: pending.name,
      email: pending.email,
      passwordHash: pending.passwordHash,
    });
    return user ? { user } : { refused: new AppError('CONFLICT', ACCOUNT_EXISTS_MESSAGE) };
  });
  if ('refused' in outcome) throw outcome.refused;
  const { user } = outcome;
  await context.email.send({
    type: 'welcome',
    to: user.email,
    userId: user.id,
    content: welcomeEmail({ name: user.name, practiceUrl: `${context.config.publicUrl}/record` }),
  });
  return user;
}
