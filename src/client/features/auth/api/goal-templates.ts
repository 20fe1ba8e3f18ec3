import { useQuery } from '@tanstack/react-query';
import { goalTemplateListSchema, type GoalTemplate } from '@shared/goals/schemas';
import { requestJson } from '@client/lib/request-json';

export const GOAL_TEMPLATES_QUERY_KEY = ['/api/goal-templates'] as const;

export function fetchGoalTemplates(): Promise<GoalTemplate[]> {
  return requestJson('GET', '/api/goal-templates', goalTemplateListSchema);
}

/** GET /api/goal-templates: the goals a person can pick from (public). */
export function useGoalTemplates() {
  return useQuery({ queryKey: GOAL_TEMPLATES_QUERY_KEY, queryFn: fetchGoalTemplates });
}
