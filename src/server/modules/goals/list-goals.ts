import type { Database } from '../../db/client';
import { listOwnGoals } from './goal-repository';

/** GET /api/goals: the user's goals, the active one first, then the earlier ones, newest first. */
export async function listGoals(db: Database, options: { userId: string }) {
  return listOwnGoals(db, options.userId);
}
