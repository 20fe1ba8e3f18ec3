import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Goal } from '@shared/goals/schemas';
import { routes } from '@shared/api/contract';
import { requestJson } from '@client/lib/request-json';
import { ACTIVE_GOAL_QUERY_KEY } from './query-keys';
import { onlyWhen } from '@client/lib/query-client';

/** GET /api/goals/active: the goal the user is working toward, or null. */
export async function fetchActiveGoal(): Promise<Goal | null> {
  const { goal } = await requestJson(routes.getActiveGoal);
  return goal;
}

export const activeGoalQueryOptions = () =>
  queryOptions({ queryKey: ACTIVE_GOAL_QUERY_KEY, queryFn: fetchActiveGoal });

/** The active goal (signed in only): the dashboard's goal card and the goal session. */
export function useActiveGoal({ enabled }: { enabled: boolean }) {
  return useQuery({ ...activeGoalQueryOptions(), ...onlyWhen(enabled) });
}
