import type { Database } from '../../db/client';
import { listGoalTemplates } from './goal-repository';

/** GET /api/goal-templates: the templates offered at sign-up and in the goal picker. */
export async function offerGoalTemplates(db: Database) {
  return listGoalTemplates(db);
}
