import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RecordingSummary } from '@shared/recordings/schemas';
import { routes } from '@shared/api/contract';
import { requestJson } from '@client/lib/request-json';
import { RECORDINGS_QUERY_KEY } from './query-keys';

export function fetchRecordings(): Promise<RecordingSummary[]> {
  return requestJson(routes.listRecordings);
}

export const recordingsQueryOptions = () =>
  queryOptions({ queryKey: RECORDINGS_QUERY_KEY, queryFn: fetchRecordings });

/** GET /api/recordings: the user's recordings, newest first (signed in only). */
export function useRecordings({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...recordingsQueryOptions(), enabled });
}
