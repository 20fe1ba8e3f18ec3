import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CoachClient } from '@shared/coach/schemas';
import { routes } from '@shared/api/contract';
import { COACH_CLIENTS_QUERY_KEY } from '@client/lib/endpoints/query-keys';
import { requestJson } from '@client/lib/request-json';

export function fetchCoachClients(): Promise<CoachClient[]> {
  return requestJson(routes.listCoachClients);
}

export const coachClientsQueryOptions = () =>
  queryOptions({ queryKey: COACH_CLIENTS_QUERY_KEY, queryFn: fetchCoachClients });

/** GET /api/coach/clients: the coach's own clients (Client Management). */
export function useCoachClients() {
  return useQuery(coachClientsQueryOptions());
}
