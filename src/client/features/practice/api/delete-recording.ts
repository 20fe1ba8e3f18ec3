import { useMutation, useQueryClient } from '@tanstack/react-query';
import { routes } from '@shared/api/contract';
import { apiRequest } from '@client/lib/api';
import { invalidateAfterDelete } from '@client/lib/endpoints/query-keys';

/** DELETE /api/recordings/{id}: 204 once the recording and its analysis are gone. */
export async function deleteRecording(id: string): Promise<void> {
  await apiRequest(routes.deleteRecording, { params: { id } });
}

/** Deletes a recording and refreshes the history and stats (product rules R7.20). */
export function useDeleteRecording() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRecording,
    onSuccess: (_data, id) => invalidateAfterDelete(queryClient, id),
  });
}
