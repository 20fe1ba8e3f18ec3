import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GoalTemplate } from '@shared/goals/schemas';
import { routes } from '@shared/api/contract';
import { requestJson } from '@client/lib/request-json';
import { GOAL_TEMPLATES_QUERY_KEY } from './query-keys';

export function fetchGoalTemplates(): Promise<GoalTemplate[]> {
  return requestJson(routes.listGoalTemplates);
}

export const goalTemplatesQueryOptions = () =>
  queryOptions({ queryKey: GOAL_TEMPLATES_QUERY_KEY, queryFn: fetchGoalTemplates });

/** GET /api/goal-templates: the goals a person can pick from (public). */
export function useGoalTemplates({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...goalTemplatesQueryOptions(), enabled });
}
