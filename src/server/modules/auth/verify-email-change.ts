import { AppError } from '../../lib/app-error';
import { checkVerificationCode } from './check-verification-code';
import type { AuthContext } from './context';
import { ACCOUNT_EXISTS_MESSAGE } from './sign-up';
import { findUserByEmail, updateUser, type UserRow } from './user-repository';
import { deleteVerification, findPendingVerification } from './verification-repository';

export async function verifyEmailChange(
  context: Pick<AuthContext, 'db'>,
  options: { user: UserRow; code: string },
) {
  const pending = await findPendingVerification(context.db, {
    purpose: 'email_change',
    userId: options.user.id,
  });
  if (!pending)
    throw new AppError('BAD_REQUEST', 'There is no email change waiting to be confirmed.');
  await checkVerificationCode(context.db, pending, options.code);
  await deleteVerification(context.db, pending.id);
  if (await findUserByEmail(context.db, pending.email)) {
    throw new AppError('CONFLICT', ACCOUNT_EXISTS_MESSAGE);
  }
  return updateUser(context.db, options.user.id, { email: pending.email });
}
