import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { RequestLogin } from './login-cookie';
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
 * The user a login signs in: read with the login in the same query (decision 192), or by id
 * for a login issued during this request. Null for a guest or a user who no longer exists.
 */
export async function userOfLogin(
  db: Database,
  login: Pick<RequestLogin, 'data' | 'user'> | null,
): Promise<UserRow | null> {
  if (!login) return null;
  if (login.user !== undefined) return login.user;
  const userId = login.data.userId;
  return userId ? findUserById(db, userId) : null;
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
  const user = await userOfLogin(db, request.login);
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
