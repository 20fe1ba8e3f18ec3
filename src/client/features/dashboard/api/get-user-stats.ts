import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserStats } from '@shared/progress/schemas';
import { routes } from '@shared/api/contract';
import { USER_STATS_QUERY_KEY } from '@client/lib/endpoints/query-keys';
import { requestJson } from '@client/lib/request-json';
import { useDashboardSummaryReady } from './get-dashboard-summary';

export function fetchUserStats(): Promise<UserStats> {
  return requestJson(routes.getUserStats);
}

export const userStatsQueryOptions = () =>
  queryOptions({ queryKey: USER_STATS_QUERY_KEY, queryFn: fetchUserStats });

/** GET /api/user/stats: practice volume, streaks, the 90-day journey and the score history. */
export function useUserStats() {
  // Waits for the dashboard's summary, which brings it (decision 188).
  return useQuery({ ...userStatsQueryOptions(), enabled: useDashboardSummaryReady() });
}
