import { isScoredSession } from '@shared/progress/session-counts';
import type { GoalSessionRequest } from '@shared/goals/schemas';
import type { Database } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import type { UserRow } from '../auth';
import { findOwnRecording } from '../recordings';
import { findOwnGoalForUpdate } from './goal-repository';
import { recordGoalSession } from './record-goal-progress';

/**
 * POST /api/goals/{id}/session: counts one of the user's analysed recordings toward one of
 * the user's goals. The server measures the recording itself (the client's metricValue is not
 * trusted), and a recording already counted (the server counts each analysis on its own) is
 * answered with the entry it already has.
 */
export async function submitGoalSession(
  db: Database,
  options: { user: UserRow; goalId: string; input: GoalSessionRequest },
) {
  return db.transaction(async (tx) => {
    const goal = await findOwnGoalForUpdate(tx, options.user.id, options.goalId);
    if (!goal) throw notFound('Goal');
    const recording = await findOwnRecording(tx, options.user.id, options.input.recordingId);
    if (!recording) throw notFound('Recording');
    if (!isScoredSession(recording)) {
      throw new AppError(
        'CONFLICT',
        'This recording has no analysed speech yet, so it cannot count toward a goal.',
      );
    }
    return recordGoalSession(tx, goal, recording);
  });
}
