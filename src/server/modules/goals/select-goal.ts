import {
  averageOf,
  BASELINE_SESSIONS,
  countsSessions,
  goalTarget,
} from '@shared/goals/goal-targets';
import type { SelectGoalRequest } from '@shared/goals/schemas';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { UserRow } from '../auth';
import { listLatestScoredSessions } from '../progress';
import { findGoalTemplate, replaceActiveGoal } from './goal-repository';
import { sessionMetricValue } from './session-measures';

/**
 * Starts a goal from a template and retires the earlier one. The baseline is the average of
 * the user's latest sessions on the goal's metric, and the target follows from it; with no
 * sessions yet, both are set by the first session toward the goal.
 */
export async function selectGoal(
  db: Database,
  options: { user: UserRow; input: SelectGoalRequest },
) {
  const template = await findGoalTemplate(db, options.input.templateId);
  if (!template) throw new AppError('NOT_FOUND', 'That goal template does not exist.');
  const recent = countsSessions(template)
    ? []
    : await listLatestScoredSessions(db, options.user.id, BASELINE_SESSIONS);
  const baseline = countsSessions(template)
    ? 0
    : averageOf(recent.map((session) => sessionMetricValue(template.targetMetric, session)));
  return replaceActiveGoal(db, {
    userId: options.user.id,
    templateId: template.id,
    title: template.title,
    description: template.description,
    category: options.input.category,
    targetMetric: template.targetMetric,
    targetType: template.targetType,
    baselineValue: baseline,
    baselineRecordingId: recent.at(-1)?.id ?? null,
    targetValue: baseline === null ? null : goalTarget(template, baseline),
    currentValue: countsSessions(template) ? 0 : baseline,
  });
}
