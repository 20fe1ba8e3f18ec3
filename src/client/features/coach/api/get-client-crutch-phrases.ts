import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CrutchPhrases } from '@shared/progress/crutch-phrases';
import { routes } from '@shared/api/contract';
import { refetchWhilePending } from '@client/components/crutch-phrases/refetch-while-pending';
import { clientCrutchPhrasesQueryKey } from '@client/lib/endpoints/query-keys';
import { requestJson } from '@client/lib/request-json';

export function fetchClientCrutchPhrases(clientId: string): Promise<CrutchPhrases> {
  return requestJson(routes.getClientCrutchPhrases, { params: { id: clientId } });
}

export const clientCrutchPhrasesQueryOptions = (clientId: string) =>
  queryOptions({
    queryKey: clientCrutchPhrasesQueryKey(clientId),
    queryFn: () => fetchClientCrutchPhrases(clientId),
    refetchInterval: refetchWhilePending,
  });

/** GET /api/coach/clients/{id}/crutch-phrases: the client's crutch phrases, as they see them. */
export function useClientCrutchPhrases(clientId: string) {
  return useQuery(clientCrutchPhrasesQueryOptions(clientId));
}
