import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AnalysisStats } from '@shared/progress/schemas';
import { routes } from '@shared/api/contract';
import { ANALYSIS_STATS_QUERY_KEY } from '@client/lib/endpoints/query-keys';
import { requestJson } from '@client/lib/request-json';
import { useDashboardSummaryReady } from './get-dashboard-summary';

export function fetchAnalysisStats(): Promise<AnalysisStats> {
  return requestJson(routes.getAnalysisStats);
}

export const analysisStatsQueryOptions = () =>
  queryOptions({ queryKey: ANALYSIS_STATS_QUERY_KEY, queryFn: fetchAnalysisStats });

/** GET /api/user/analysis-stats: score averages and their trends (signed in only, never retried). */
export function useAnalysisStats() {
  // Waits for the dashboard's summary, which brings it (decision 188).
  return useQuery({ ...analysisStatsQueryOptions(), enabled: useDashboardSummaryReady() });
}
