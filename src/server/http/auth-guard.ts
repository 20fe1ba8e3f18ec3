import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/client';
import { AppError } from '../lib/app-error';
import { findUserById, type UserRow } from '../modules/auth/user-repository';

/**
 * The signed-in user of a request, from the session only (never from x-user-id).
 * Throws 401 when there is none.
 */
export async function requireUser(
  request: FastifyRequest,
  db: Database,
  message = 'Please sign in to continue.',
): Promise<UserRow> {
  const userId = request.session?.data.userId;
  const user = userId ? await findUserById(db, userId) : null;
  if (!user) throw new AppError('UNAUTHENTICATED', message);
  return user;
}
