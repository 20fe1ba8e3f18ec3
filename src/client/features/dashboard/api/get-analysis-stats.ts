import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AnalysisStats } from '@shared/progress/schemas';
import { routes } from '@shared/api/contract';
import { ANALYSIS_STATS_QUERY_KEY } from '@client/lib/endpoints/query-keys';
import { requestJson } from '@client/lib/request-json';

export function fetchAnalysisStats(): Promise<AnalysisStats> {
  return requestJson(routes.getAnalysisStats);
}

export const analysisStatsQueryOptions = () =>
  queryOptions({ queryKey: ANALYSIS_STATS_QUERY_KEY, queryFn: fetchAnalysisStats });

/** GET /api/user/analysis-stats: score averages and their trends (signed in only, never retried). */
export function useAnalysisStats() {
  return useQuery(analysisStatsQueryOptions());
}
