import { queryOptions, useQuery } from '@tanstack/react-query';
import { ADMIN_STATS_REFRESH_MS, type AdminStats } from '@shared/admin/schemas';
import { routes } from '@shared/api/contract';
import { hasStatus } from '@client/lib/api-error';
import { ADMIN_STATS_QUERY_KEY } from '@client/lib/endpoints/query-keys';
import { requestJson } from '@client/lib/request-json';
import { onlyWhen } from '@client/lib/query-client';

export function fetchAdminStats(): Promise<AdminStats> {
  return requestJson(routes.getAdminStats);
}

export const adminStatsQueryOptions = () =>
  queryOptions({ queryKey: ADMIN_STATS_QUERY_KEY, queryFn: fetchAdminStats });

/** A refusal does not change by asking again; other failures may, so polling goes on. */
const refused = (error: unknown) => hasStatus(error, 401) || hasStatus(error, 403);

/**
 * GET /api/admin/stats, read again every 30 s while someone is signed in (product rules R7.16 and
 * R9.12).
 */
export function useAdminStats({ enabled }: { enabled: boolean }) {
  return useQuery({
    ...adminStatsQueryOptions(),
    ...onlyWhen(enabled),
    refetchInterval: (query) =>
      enabled && !refused(query.state.error) ? ADMIN_STATS_REFRESH_MS : false,
  });
}
