import type { FastifyRequest } from 'fastify';
import { isCoach } from '@shared/auth/roles';
import { COACH_MESSAGES } from '@shared/coach/schemas';
import type { Database } from '../../db/client';
import { requireUser } from '../../http/auth-guard';
import { AppError } from '../../lib/app-error';
import type { UserRow } from '../auth/user-repository';

/** The signed-in coach of a request: 401 for guests, 403 for everyone else. */
export async function requireCoach(request: FastifyRequest, db: Database): Promise<UserRow> {
  const user = await requireUser(request, db, COACH_MESSAGES.signIn);
  if (!isCoach(user)) throw new AppError('FORBIDDEN', COACH_MESSAGES.coachOnly);
  return user;
}
