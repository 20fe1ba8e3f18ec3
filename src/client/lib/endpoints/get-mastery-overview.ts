import { queryOptions, useQuery } from '@tanstack/react-query';
import { masteryOverviewSchema, type MasteryOverview } from '@shared/progress/schemas';
import { requestJson } from '@client/lib/request-json';
import { MASTERY_OVERVIEW_QUERY_KEY } from './query-keys';

export function fetchMasteryOverview(): Promise<MasteryOverview> {
  return requestJson('GET', '/api/mastery/overview', masteryOverviewSchema);
}

export const masteryOverviewQueryOptions = () =>
  queryOptions({ queryKey: MASTERY_OVERVIEW_QUERY_KEY, queryFn: fetchMasteryOverview });

/**
 * GET /api/mastery/overview: the phases with their requirements and the achievement tier,
 * read by the dashboard's mastery section and the header's badge (signed in only).
 */
export function useMasteryOverview({ enabled }: { enabled: boolean }) {
  return useQuery({ ...masteryOverviewQueryOptions(), enabled });
}
