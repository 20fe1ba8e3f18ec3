import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Recording } from '@shared/recordings/schemas';
import { routes } from '@shared/api/contract';
import { apiPath } from '@shared/api/route';
import { requestJson } from '@client/lib/request-json';
import { recordingQueryKey } from '@client/lib/endpoints/query-keys';

export function fetchRecording(id: string): Promise<Recording> {
  return requestJson(routes.getRecording, { params: { id } });
}

export const recordingQueryOptions = (id: string) =>
  queryOptions({ queryKey: recordingQueryKey(id), queryFn: () => fetchRecording(id) });

/** GET /api/recordings/{id}: one of the user's recordings with its analysis. */
export function useRecording(id: string) {
  return useQuery(recordingQueryOptions(id));
}

/** Where a recording's media streams from (HTTP Range; the session cookie authorises it). */
export function recordingMediaUrl(id: string): string {
  return apiPath(routes.getRecordingMedia, { id });
}
