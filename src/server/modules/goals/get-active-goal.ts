import type { Database } from '../../db/client';
import { findActiveGoal } from './goal-repository';

/** GET /api/goals/active: the user's active goal, or null. */
export async function getActiveGoal(db: Database, options: { userId: string }) {
  return findActiveGoal(db, options.userId);
}
