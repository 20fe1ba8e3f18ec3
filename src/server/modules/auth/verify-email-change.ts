import { withTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import { checkVerificationCode } from './check-verification-code';
import type { AuthContext } from './context';
import { ACCOUNT_EXISTS_MESSAGE } from './sign-up';
import { findUserByEmail, updateUser, type UserRow } from './user-repository';
import { deleteVerification, lockPendingVerification } from './verification-repository';

/** Confirms the code sent to a new address and moves the account to it, once. */
export async function verifyEmailChange(
  context: Pick<AuthContext, 'db'>,
  options: { user: UserRow; code: string },
) {
  const outcome = await withTransaction(context.db, async (tx) => {
    const pending = await lockPendingVerification(tx, {
      purpose: 'email_change',
      userId: options.user.id,
    });
    if (!pending) {
      return {
        refused: new AppError('BAD_REQUEST', 'There is no email change waiting to be confirmed.'),
      };
    }
    const refused = await checkVerificationCode(tx, pending, options.code);
    if (refused) return { refused };
    await deleteVerification(tx, pending.id);
    if (await findUserByEmail(tx, pending.email)) {
      return { refused: new AppError('CONFLICT', ACCOUNT_EXISTS_MESSAGE) };
    }
    return { user: await updateUser(tx, options.user.id, { email: pending.email }) };
  });
  if ('refused' in outcome) throw outcome.refused;
  return outcome.user;
}
