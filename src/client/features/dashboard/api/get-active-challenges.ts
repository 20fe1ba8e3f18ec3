import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ActiveChallenges } from '@shared/progress/schemas';
import { routes } from '@shared/api/contract';
import { ACTIVE_CHALLENGES_QUERY_KEY } from '@client/lib/endpoints/query-keys';
import { requestJson } from '@client/lib/request-json';
import { useDashboardSummaryReady } from './get-dashboard-summary';

export function fetchActiveChallenges(): Promise<ActiveChallenges> {
  return requestJson(routes.listActiveChallenges);
}

export const activeChallengesQueryOptions = () =>
  queryOptions({ queryKey: ACTIVE_CHALLENGES_QUERY_KEY, queryFn: fetchActiveChallenges });

/** GET /api/challenges/active: this week's challenges with the user's progress. */
export function useActiveChallenges() {
  // Waits for the dashboard's summary, which brings it (decision 188).
  return useQuery({ ...activeChallengesQueryOptions(), enabled: useDashboardSummaryReady() });
}
