import { useMutation, useQueryClient } from '@tanstack/react-query';
import { COACH_MESSAGES } from '@shared/coach/schemas';
import { routes } from '@shared/api/contract';
import { toast } from '@client/hooks/use-toast';
import { serverMessage } from '@client/lib/api-error';
import { apiRequest } from '@client/lib/api';
import { clientRecordingsQueryKey, invalidateCoachLists } from '@client/lib/endpoints/query-keys';

export const CLIENT_DELETE_FAILED_TOAST = {
  title: 'Failed to Delete Client',
  fallback: 'There was an error deleting the client account.',
};

/** DELETE /api/coach/clients/{id}. */
export async function deleteClient(clientId: string): Promise<void> {
  await apiRequest(routes.deleteClient, { params: { id: clientId } });
}

/** Deletes a client with the toasts of product rules R8.13 and refreshes both coach lists. */
export function useDeleteClient({ onDeleted }: { onDeleted?: (clientId: string) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteClient,
    onSuccess: (_data, clientId) => {
      // Their sessions would only answer 'Client not found' now.
      queryClient.removeQueries({ queryKey: clientRecordingsQueryKey(clientId), exact: true });
      void invalidateCoachLists(queryClient);
      toast({ title: 'Client Deleted', description: COACH_MESSAGES.clientDeleted });
      onDeleted?.(clientId);
    },
    onError: (error) =>
      toast({
        title: CLIENT_DELETE_FAILED_TOAST.title,
        description: serverMessage(error) ?? CLIENT_DELETE_FAILED_TOAST.fallback,
        variant: 'destructive',
      }),
  });
}
