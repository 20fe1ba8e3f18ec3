import { isCoach } from '@shared/auth/roles';
import { COACH_MESSAGES } from '@shared/coach/schemas';
import { AppError } from '../../lib/app-error';
import type { UserRow } from '../auth';

/** Coaches only: 401 for guests (a null actor), 403 for everyone else. */
export function requireCoach(actor: UserRow | null): UserRow {
  if (!actor) throw new AppError('UNAUTHENTICATED', COACH_MESSAGES.signIn);
  if (!isCoach(actor)) throw new AppError('FORBIDDEN', COACH_MESSAGES.coachOnly);
  return actor;
}
