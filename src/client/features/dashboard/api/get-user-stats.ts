import { queryOptions, useQuery } from '@tanstack/react-query';
import { userStatsSchema, type UserStats } from '@shared/progress/schemas';
import { USER_STATS_QUERY_KEY } from '@client/lib/endpoints/query-keys';
import { requestJson } from '@client/lib/request-json';

export function fetchUserStats(): Promise<UserStats> {
  return requestJson('GET', '/api/user/stats', userStatsSchema);
}

export const userStatsQueryOptions = () =>
  queryOptions({ queryKey: USER_STATS_QUERY_KEY, queryFn: fetchUserStats });

/** GET /api/user/stats: practice volume, streaks, the 90-day journey and the score history. */
export function useUserStats() {
  return useQuery(userStatsQueryOptions());
}
