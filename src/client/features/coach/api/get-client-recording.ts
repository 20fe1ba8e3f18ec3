import { useQuery } from '@tanstack/react-query';
import { recordingSchema, type Recording } from '@shared/recordings/schemas';
import { clientRecordingsQueryKey } from '@client/lib/endpoints/query-keys';
import { requestJson } from '@client/lib/request-json';

export function fetchClientRecording(clientId: string, recordingId: string): Promise<Recording> {
  return requestJson(
    'GET',
    `/api/coach/clients/${encodeURIComponent(clientId)}/recordings/${encodeURIComponent(recordingId)}`,
    recordingSchema,
  );
}

/** GET /api/coach/clients/{id}/recordings/{recordingId}: one client recording to review (issue 25). */
export function useClientRecording(clientId: string, recordingId: string) {
  return useQuery({
    queryKey: [...clientRecordingsQueryKey(clientId), recordingId],
    queryFn: () => fetchClientRecording(clientId, recordingId),
  });
}
