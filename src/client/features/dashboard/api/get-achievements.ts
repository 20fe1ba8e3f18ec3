import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AchievementsResponse } from '@shared/progress/schemas';
import { routes } from '@shared/api/contract';
import { ACHIEVEMENTS_QUERY_KEY } from '@client/lib/endpoints/query-keys';
import { requestJson } from '@client/lib/request-json';
import { useDashboardSummaryReady } from './get-dashboard-summary';

export function fetchAchievements(): Promise<AchievementsResponse> {
  return requestJson(routes.listAchievements);
}

export const achievementsQueryOptions = () =>
  queryOptions({ queryKey: ACHIEVEMENTS_QUERY_KEY, queryFn: fetchAchievements });

/** GET /api/achievements: the achievements earned, newest first, and the tier ladder. */
export function useAchievements() {
  // Waits for the dashboard's summary, which brings it (decision 188).
  return useQuery({ ...achievementsQueryOptions(), enabled: useDashboardSummaryReady() });
}
