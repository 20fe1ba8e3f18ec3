import { queryOptions, useQuery } from '@tanstack/react-query';
import { routes } from '@shared/api/contract';
import type { LiveSession } from '@shared/recordings/live-schemas';
import { hasStatus } from '@client/lib/api-error';
import { requestJson } from '@client/lib/request-json';
import { onlyWhen } from '@client/lib/query-client';

export const OPEN_LIVE_SESSION_QUERY_KEY = routes.getOpenLiveSession.queryKey();

/** GET /api/live-sessions/open: the person's unfinished session, or null (also signed out). */
export async function fetchOpenLiveSession(): Promise<LiveSession | null> {
  try {
    const { session } = await requestJson(routes.getOpenLiveSession);
    return session;
  } catch (error) {
    if (hasStatus(error, 401)) return null;
    throw error;
  }
}

export const openLiveSessionQueryOptions = () =>
  queryOptions({
    queryKey: OPEN_LIVE_SESSION_QUERY_KEY,
    queryFn: fetchOpenLiveSession,
    // Read afresh each time the recorder opens: leaving it mid-recording leaves one behind.
    staleTime: 0,
  });

/** The unfinished session a reload or a dropped connection left behind (signed in only). */
export function useOpenLiveSession({ enabled }: { enabled: boolean }) {
  return useQuery({ ...openLiveSessionQueryOptions(), ...onlyWhen(enabled) });
}
