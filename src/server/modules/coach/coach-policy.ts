import type { FastifyRequest } from 'fastify';
import { COACH_MESSAGES } from '@shared/coach/schemas';
import type { Database } from '../../db/client';
import { requireUser } from '../../http/auth-guard';
import { AppError } from '../../lib/app-error';
import type { UserRow } from '../auth/user-repository';

/** A coach, also while previewing the product as a premium user (accounts spec §2 and §6). */
export const isCoachAccount = (user: Pick<UserRow, 'userRole' | 'originalRole'>) =>
  user.userRole === 'coach' || user.originalRole === 'coach';

/** The signed-in coach of a request: 401 for guests, 403 for everyone else. */
export async function requireCoach(request: FastifyRequest, db: Database): Promise<UserRow> {
  const user = await requireUser(request, db, COACH_MESSAGES.signIn);
  if (!isCoachAccount(user)) throw new AppError('FORBIDDEN', COACH_MESSAGES.coachOnly);
  return user;
}
