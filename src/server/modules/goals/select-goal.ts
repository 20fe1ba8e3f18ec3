import type { SelectGoalRequest } from '@shared/goals/schemas';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { UserRow } from '../auth/user-repository';
import { findGoalTemplate, replaceActiveGoal } from './goal-repository';

/**
 * Starts a goal from a template. The baseline and target are set from the user's next
 * analysed session, when there is something to measure against.
 */
export async function selectGoal(
  db: Database,
  options: { user: UserRow; input: SelectGoalRequest },
) {
  const template = await findGoalTemplate(db, options.input.templateId);
  if (!template) throw new AppError('NOT_FOUND', 'That goal template does not exist.');
  return replaceActiveGoal(db, {
    userId: options.user.id,
    templateId: template.id,
    title: template.title,
    description: template.description,
    category: options.input.category,
    targetMetric: template.targetMetric,
    targetType: template.targetType,
  });
}
