import { useQuery } from '@tanstack/react-query';
import type { Goal, GoalProgressResponse } from '@shared/goals/schemas';
import { routes } from '@shared/api/contract';
import { GOALS_QUERY_KEY, goalProgressQueryKey } from '@client/lib/endpoints/query-keys';
import { requestJson } from '@client/lib/request-json';

/** GET /api/goals: every goal of the user, the active one first, then newest first. */
export async function fetchGoals(): Promise<Goal[]> {
  const { goals } = await requestJson(routes.listGoals);
  return goals;
}

export function useGoals() {
  return useQuery({ queryKey: GOALS_QUERY_KEY, queryFn: fetchGoals });
}

/** GET /api/goals/{id}/progress: one goal and every session counted toward it, oldest first. */
export function fetchGoalProgress(goalId: string): Promise<GoalProgressResponse> {
  return requestJson(routes.getGoalProgress, { params: { id: goalId } });
}

export function useGoalProgress(goalId: string) {
  return useQuery({
    queryKey: goalProgressQueryKey(goalId),
    queryFn: () => fetchGoalProgress(goalId),
  });
}
