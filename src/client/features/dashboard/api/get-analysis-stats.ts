import { queryOptions, useQuery } from '@tanstack/react-query';
import { analysisStatsSchema, type AnalysisStats } from '@shared/progress/schemas';
import { ANALYSIS_STATS_QUERY_KEY } from '@client/lib/endpoints/query-keys';
import { requestJson } from '@client/lib/request-json';

export function fetchAnalysisStats(): Promise<AnalysisStats> {
  return requestJson('GET', '/api/user/analysis-stats', analysisStatsSchema);
}

export const analysisStatsQueryOptions = () =>
  queryOptions({ queryKey: ANALYSIS_STATS_QUERY_KEY, queryFn: fetchAnalysisStats });

/** GET /api/user/analysis-stats: score averages and their trends (signed in only, never retried). */
export function useAnalysisStats() {
  return useQuery(analysisStatsQueryOptions());
}
