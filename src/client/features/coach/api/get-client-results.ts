import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClientResult } from '@shared/coach/schemas';
import { routes } from '@shared/api/contract';
import { COACH_CLIENT_RESULTS_QUERY_KEY } from '@client/lib/endpoints/query-keys';
import { requestJson } from '@client/lib/request-json';

export function fetchClientResults(): Promise<ClientResult[]> {
  return requestJson(routes.listClientResults);
}

export const clientResultsQueryOptions = () =>
  queryOptions({ queryKey: COACH_CLIENT_RESULTS_QUERY_KEY, queryFn: fetchClientResults });

/** GET /api/coach/client-results: one practice summary per client (Client Results). */
export function useClientResults() {
  return useQuery(clientResultsQueryOptions());
}
