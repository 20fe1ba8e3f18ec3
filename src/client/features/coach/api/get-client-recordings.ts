import { useInfiniteQuery } from '@tanstack/react-query';
import { PAGE_DEFAULT_LIMIT } from '@shared/api/page';
import type { ClientRecordingsResponse } from '@shared/coach/schemas';
import { routes } from '@shared/api/contract';
import { clientRecordingsQueryKey } from '@client/lib/endpoints/query-keys';
import { requestJson } from '@client/lib/request-json';
import { onlyWhen } from '@client/lib/query-client';

/** One page of a client's sessions, newest first (decision 188), with the client. */
export function fetchClientRecordings(
  clientId: string,
  cursor?: string,
): Promise<ClientRecordingsResponse> {
  return requestJson(routes.getClientRecordings, {
    params: { id: clientId },
    query: { limit: PAGE_DEFAULT_LIMIT, cursor },
  });
}

/**
 * GET /api/coach/clients/{id}/recordings, a page at a time as the list is scrolled: asked only
 * once a client is selected.
 */
export function useClientRecordings(clientId: string | null) {
  return useInfiniteQuery({
    queryKey: clientRecordingsQueryKey(clientId ?? ''),
    queryFn: ({ pageParam }) => fetchClientRecordings(clientId ?? '', pageParam ?? undefined),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    ...onlyWhen(clientId !== null),
  });
}
