import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClientRecordingsResponse } from '@shared/coach/schemas';
import { routes } from '@shared/api/contract';
import { clientRecordingsQueryKey } from '@client/lib/endpoints/query-keys';
import { requestJson } from '@client/lib/request-json';
import { onlyWhen } from '@client/lib/query-client';

export function fetchClientRecordings(clientId: string): Promise<ClientRecordingsResponse> {
  return requestJson(routes.getClientRecordings, { params: { id: clientId } });
}

export const clientRecordingsQueryOptions = (clientId: string) =>
  queryOptions({
    queryKey: clientRecordingsQueryKey(clientId),
    queryFn: () => fetchClientRecordings(clientId),
  });

/** GET /api/coach/clients/{id}/recordings: asked only once a client is selected. */
export function useClientRecordings(clientId: string | null) {
  return useQuery({
    ...clientRecordingsQueryOptions(clientId ?? ''),
    ...onlyWhen(clientId !== null),
  });
}
