import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { PAGE_DEFAULT_LIMIT } from '@shared/api/page';
import type { RecordingList } from '@shared/recordings/schemas';
import { routes } from '@shared/api/contract';
import { requestJson } from '@client/lib/request-json';
import { recordingsPagesQueryKey } from './query-keys';

/** GET /api/recordings: a page of the user's recordings, newest first (decision 188). */
export function fetchRecordingsPage(query: {
  limit: number;
  cursor?: string;
}): Promise<RecordingList> {
  return requestJson(routes.listRecordings, { query });
}

/** The latest `limit` recordings: one page, never more (the dashboard's history card). */
export function useLatestRecordings(limit: number, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: recordingsPagesQueryKey(limit),
    queryFn: () => fetchRecordingsPage({ limit }),
    enabled,
  });
}

/** Every recording, a page at a time as the list is scrolled (signed in only). */
export function useRecordingPages(limit = PAGE_DEFAULT_LIMIT) {
  return useInfiniteQuery({
    queryKey: recordingsPagesQueryKey(limit),
    queryFn: ({ pageParam }) => fetchRecordingsPage({ limit, cursor: pageParam ?? undefined }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}
