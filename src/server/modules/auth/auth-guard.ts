import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { findUserById, type UserRow } from './user-repository';
import { PASSWORD_CHANGE_REQUIRED_MESSAGE } from '@shared/auth/schemas';

interface GuardOptions {
  /**
   * Lets a user who must still replace a temporary password through: only the password change
   * itself. Every other route refuses them with 403 PASSWORD_CHANGE_REQUIRED (decision 167).
   */
  whilePasswordChangeRequired?: boolean;
}

/**
 * The signed-in user of a request, from the login only (never from x-user-id); null for guests.
 * A user who must change a temporary password first is refused (403), unless `options` allow.
 */
export async function signedInUser(
  request: FastifyRequest,
  db: Database,
  options: GuardOptions = {},
): Promise<UserRow | null> {
  const userId = request.login?.data.userId;
  const user = userId ? await findUserById(db, userId) : null;
  if (user?.requiresPasswordChange && !options.whilePasswordChangeRequired) {
    throw new AppError('PASSWORD_CHANGE_REQUIRED', PASSWORD_CHANGE_REQUIRED_MESSAGE);
  }
  return user;
}

/** The signed-in user of a request. Throws 401 when there is none. */
export async function requireUser(
  request: FastifyRequest,
  db: Database,
  message = 'Please sign in to continue.',
  options: GuardOptions = {},
): Promise<UserRow> {
  const user = await signedInUser(request, db, options);
  if (!user) throw new AppError('UNAUTHENTICATED', message);
  return user;
}
