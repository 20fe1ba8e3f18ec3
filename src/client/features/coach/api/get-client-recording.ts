import { useQuery } from '@tanstack/react-query';
import type { Recording } from '@shared/recordings/schemas';
import { routes } from '@shared/api/contract';
import { requestJson } from '@client/lib/request-json';

export function fetchClientRecording(clientId: string, recordingId: string): Promise<Recording> {
  return requestJson(routes.getClientRecording, { params: { id: clientId, recordingId } });
}

/**
 * GET /api/coach/clients/{id}/recordings/{recordingId}: one client recording to review
 * (decision 147).
 */
export function useClientRecording(clientId: string, recordingId: string) {
  return useQuery({
    queryKey: routes.getClientRecording.queryKey({ id: clientId, recordingId }),
    queryFn: () => fetchClientRecording(clientId, recordingId),
  });
}
