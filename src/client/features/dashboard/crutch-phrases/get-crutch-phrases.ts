import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CrutchPhrases } from '@shared/progress/crutch-phrases';
import { routes } from '@shared/api/contract';
import { refetchWhilePending } from '@client/components/crutch-phrases/refetch-while-pending';
import { CRUTCH_PHRASES_QUERY_KEY } from '@client/lib/endpoints/query-keys';
import { requestJson } from '@client/lib/request-json';
import { useDashboardSummaryReady } from '../api/get-dashboard-summary';

export function fetchCrutchPhrases(): Promise<CrutchPhrases> {
  return requestJson(routes.getCrutchPhrases);
}

export const crutchPhrasesQueryOptions = () =>
  queryOptions({
    queryKey: CRUTCH_PHRASES_QUERY_KEY,
    queryFn: fetchCrutchPhrases,
    refetchInterval: refetchWhilePending,
  });

/** GET /api/progress/crutch-phrases: the signed-in person's crutch phrases across sessions. */
export function useCrutchPhrases() {
  // Waits for the dashboard's summary, which brings it (decision 188).
  return useQuery({ ...crutchPhrasesQueryOptions(), enabled: useDashboardSummaryReady() });
}
