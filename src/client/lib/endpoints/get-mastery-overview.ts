import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MasteryOverview } from '@shared/progress/schemas';
import { routes } from '@shared/api/contract';
import { requestJson } from '@client/lib/request-json';
import { MASTERY_OVERVIEW_QUERY_KEY } from './query-keys';
import { onlyWhen } from '@client/lib/query-client';

export function fetchMasteryOverview(): Promise<MasteryOverview> {
  return requestJson(routes.getMasteryOverview);
}

export const masteryOverviewQueryOptions = () =>
  queryOptions({ queryKey: MASTERY_OVERVIEW_QUERY_KEY, queryFn: fetchMasteryOverview });

/**
 * GET /api/mastery/overview: the phases with their requirements and the achievement tier,
 * read by the dashboard's mastery section and the header's badge (signed in only).
 */
export function useMasteryOverview({ enabled }: { enabled: boolean }) {
  return useQuery({ ...masteryOverviewQueryOptions(), ...onlyWhen(enabled) });
}
