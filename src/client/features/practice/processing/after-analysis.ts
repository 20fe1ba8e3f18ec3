import type { QueryClient } from '@tanstack/react-query';
import type { CurrentUserResponse } from '@shared/auth/user';
import { goalMetricValue } from '@shared/goals/metric-value';
import type { Recording } from '@shared/recordings/schemas';
import { CURRENT_USER_QUERY_KEY } from '@client/lib/auth';
import { activeGoalQueryOptions } from '@client/lib/endpoints/get-active-goal';
import { invalidateAfterAnalysis } from '@client/lib/endpoints/query-keys';
import { recordGoalSession } from '../api/record-goal-session';

/**
 * Counts a finished recording toward the signed-in user's active goal (product rules
 * R4.44 and R4.45), with the session's value for the goal's metric. A failure is only logged:
 * the server counts the recording toward the goal on its own as well.
 */
export async function countTowardActiveGoal(
  queryClient: QueryClient,
  recording: Recording,
): Promise<void> {
  const me = queryClient.getQueryData<CurrentUserResponse>(CURRENT_USER_QUERY_KEY);
  if (!me?.user || recording.analysisStatus !== 'complete') return;
  try {
    const goal = await queryClient.fetchQuery(activeGoalQueryOptions());
    if (!goal) return;
    await recordGoalSession(goal.id, {
      goalId: goal.id,
      recordingId: recording.id,
      metricValue: goalMetricValue(goal.targetMetric, recording),
    });
  } catch (error) {
    console.error('Goal progress could not be updated', error);
  }
}

/**
 * After an analysis (or a speaker choice) finishes: the goal session first, so the goals read
 * again include it, then every cache the session changed (product rules R7.19).
 */
export async function settleAnalysis(
  queryClient: QueryClient,
  recording: Recording,
): Promise<void> {
  await countTowardActiveGoal(queryClient, recording);
  await invalidateAfterAnalysis(queryClient);
}
