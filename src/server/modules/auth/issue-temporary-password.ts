import { TEMPORARY_PASSWORD_TTL_MS } from '@shared/auth/limits';
import { isCoach } from '@shared/auth/roles';
import { coachCredentialsEmail, temporaryCredentialsEmail } from '../../email/templates';
import type { AuthContext } from './context';
import { generateTemporaryPassword, hashSecret } from './secrets';
import { updateUser, type UserRow } from './user-repository';

/** Where a new coach lands after the first sign-in: the coach dashboard (decision 184). */
const COACH_SIGN_IN_PATH = '/?login=true&redirect=/coach-dashboard';

/**
 * Gives a user a temporary password that expires and forces a password change, and emails it.
 * Coaches creating clients and admins creating users both go through here; a coach is written
 * to as a coach (decision 184).
 */
export async function issueTemporaryPassword(
  context: AuthContext,
  options: { user: UserRow; invitedBy: string },
) {
  const temporaryPassword = generateTemporaryPassword();
  const expiresAt = new Date(Date.now() + TEMPORARY_PASSWORD_TTL_MS);
  const user = await updateUser(context.db, options.user.id, {
    temporaryPasswordHash: await hashSecret(temporaryPassword),
    temporaryPasswordExpiry: expiresAt,
    temporaryPasswordUsedAt: null,
    requiresPasswordChange: true,
  });
  const { publicUrl } = context.config;
  const details = {
    name: user.name,
    email: user.email,
    temporaryPassword,
    invitedBy: options.invitedBy,
    expiresAt,
  };
  const sent = await context.email.send({
    type: 'temporary_credentials',
    to: user.email,
    userId: user.id,
    content: isCoach(user)
      ? coachCredentialsEmail({ ...details, loginUrl: `${publicUrl}${COACH_SIGN_IN_PATH}` })
      : temporaryCredentialsEmail({ ...details, loginUrl: `${publicUrl}/?login=true` }),
  });
  return { user, temporaryPassword, emailSent: sent.ok };
}
