import { TEMPORARY_PASSWORD_TTL_MS } from '@shared/auth/limits';
import { temporaryCredentialsEmail } from '../../email/templates';
import type { AuthContext } from './context';
import { generateTemporaryPassword, hashSecret } from './secrets';
import { updateUser, type UserRow } from './user-repository';

/**
 * Gives a user a temporary password that expires and forces a password change, and emails it.
 * Coaches creating clients and admins creating users both go through here.
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
  const sent = await context.email.send({
    type: 'temporary_credentials',
    to: user.email,
    userId: user.id,
    content: temporaryCredentialsEmail({
      name: user.name,
      email: user.email,
      temporaryPassword,
      loginUrl: `${context.config.publicUrl}/?login=true`,
      invitedBy: options.invitedBy,
      expiresAt,
    }),
  });
  return { user, temporaryPassword, emailSent: sent.ok };
}
