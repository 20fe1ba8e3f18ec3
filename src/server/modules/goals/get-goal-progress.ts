import type { Database } from '../../db/client';
import { notFound } from '../../lib/app-error';
import { listGoalProgress } from './goal-progress-repository';
import { findOwnGoal } from './goal-repository';

/** GET /api/goals/{id}/progress: one of the user's goals and its sessions, oldest first. */
export async function getGoalProgress(db: Database, options: { userId: string; goalId: string }) {
  const goal = await findOwnGoal(db, options.userId, options.goalId);
  if (!goal) throw notFound('Goal');
  return { goal, entries: await listGoalProgress(db, goal.id) };
}
