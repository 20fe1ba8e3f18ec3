import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MasterySkills } from '@shared/progress/schemas';
import { routes } from '@shared/api/contract';
import { MASTERY_SKILLS_QUERY_KEY } from '@client/lib/endpoints/query-keys';
import { requestJson } from '@client/lib/request-json';
import { useDashboardSummaryReady } from './get-dashboard-summary';

export function fetchMasterySkills(): Promise<MasterySkills> {
  return requestJson(routes.getMasterySkills);
}

export const masterySkillsQueryOptions = () =>
  queryOptions({ queryKey: MASTERY_SKILLS_QUERY_KEY, queryFn: fetchMasterySkills });

/** GET /api/mastery/skills: each skill's practice count, average and health. */
export function useMasterySkills() {
  // Waits for the dashboard's summary, which brings it (decision 188).
  return useQuery({ ...masterySkillsQueryOptions(), enabled: useDashboardSummaryReady() });
}
