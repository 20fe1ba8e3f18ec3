import { COACH_MESSAGES } from '@shared/coach/schemas';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { updateUser, type UserRow } from '../auth';

/**
 * A coach previews the product as a premium user: the role becomes user, the coach role is
 * kept in originalRole, and isInSwitchedMode marks it (product rules R4.25). Switching back
 * restores the coach.
 */
export async function switchToPremium(db: Database, coach: UserRow) {
  if (coach.isInSwitchedMode || coach.userRole !== 'coach') {
    throw new AppError('CONFLICT', COACH_MESSAGES.alreadySwitched);
  }
  const user = await updateUser(db, coach.id, {
    userRole: 'user',
    originalRole: 'coach',
    isInSwitchedMode: true,
  });
  return { user, message: COACH_MESSAGES.switchedToPremium };
}

export async function switchBack(db: Database, coach: UserRow) {
  if (!coach.isInSwitchedMode || coach.originalRole !== 'coach') {
    throw new AppError('CONFLICT', COACH_MESSAGES.notSwitched);
  }
  const user = await updateUser(db, coach.id, {
    userRole: 'coach',
    originalRole: null,
    isInSwitchedMode: false,
  });
  return { user, message: COACH_MESSAGES.switchedBack };
}
