import type { SigninRequest } from '@shared/auth/schemas';
import { AppError } from '../../lib/app-error';
import type { AuthContext } from './context';
import { burnVerification, verifySecret } from './secrets';
import { findUserByEmail } from './user-repository';

/** Answered with INVALID_CREDENTIALS, which the client words itself. */
export const BAD_CREDENTIALS_MESSAGE =
  "We couldn't find an account with that email and password combination.";

export async function signIn(context: Pick<AuthContext, 'db'>, input: SigninRequest) {
  const user = await findUserByEmail(context.db, input.email);
  if (!user?.passwordHash) {
    await burnVerification(input.password);
    throw new AppError('INVALID_CREDENTIALS', BAD_CREDENTIALS_MESSAGE);
  }
  if (!(await verifySecret(user.passwordHash, input.password))) {
    throw new AppError('INVALID_CREDENTIALS', BAD_CREDENTIALS_MESSAGE);
  }
  return user;
}
