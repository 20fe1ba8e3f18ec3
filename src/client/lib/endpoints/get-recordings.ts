import { queryOptions, useQuery } from '@tanstack/react-query';
import { recordingListSchema, type RecordingSummary } from '@shared/recordings/schemas';
import { requestJson } from '@client/lib/request-json';
import { RECORDINGS_QUERY_KEY } from './query-keys';

export function fetchRecordings(): Promise<RecordingSummary[]> {
  return requestJson('GET', '/api/recordings', recordingListSchema);
}

export const recordingsQueryOptions = () =>
  queryOptions({ queryKey: RECORDINGS_QUERY_KEY, queryFn: fetchRecordings });

/** GET /api/recordings: the user's recordings, newest first (signed in only). */
export function useRecordings({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...recordingsQueryOptions(), enabled });
}
