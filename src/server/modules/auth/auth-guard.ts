import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { findUserById, type UserRow } from './user-repository';

/** The signed-in user of a request, from the login only (never from x-user-id); null for guests. */
export async function signedInUser(request: FastifyRequest, db: Database): Promise<UserRow | null> {
  const userId = request.login?.data.userId;
  return userId ? findUserById(db, userId) : null;
}

/** The signed-in user of a request. Throws 401 when there is none. */
export async function requireUser(
  request: FastifyRequest,
  db: Database,
  message = 'Please sign in to continue.',
): Promise<UserRow> {
  const user = await signedInUser(request, db);
  if (!user) throw new AppError('UNAUTHENTICATED', message);
  return user;
}
