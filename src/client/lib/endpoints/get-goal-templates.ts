import { queryOptions, useQuery } from '@tanstack/react-query';
import { goalTemplateListSchema, type GoalTemplate } from '@shared/goals/schemas';
import { requestJson } from '@client/lib/request-json';
import { GOAL_TEMPLATES_QUERY_KEY } from './query-keys';

export function fetchGoalTemplates(): Promise<GoalTemplate[]> {
  return requestJson('GET', '/api/goal-templates', goalTemplateListSchema);
}

export const goalTemplatesQueryOptions = () =>
  queryOptions({ queryKey: GOAL_TEMPLATES_QUERY_KEY, queryFn: fetchGoalTemplates });

/** GET /api/goal-templates: the goals a person can pick from (public). */
export function useGoalTemplates({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...goalTemplatesQueryOptions(), enabled });
}
