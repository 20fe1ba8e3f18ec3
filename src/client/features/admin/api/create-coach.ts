import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminCreatedAccount, CreateCoachRequest } from '@shared/admin/schemas';
import { routes } from '@shared/api/contract';
import { toast } from '@client/hooks/use-toast';
import { serverMessage } from '@client/lib/api-error';
import { ADMIN_STATS_QUERY_KEY } from '@client/lib/endpoints/query-keys';
import { requestJson } from '@client/lib/request-json';
import { createdAccountToast } from './created-account-toast';

/** POST /api/admin/create-coach: a coach account with emailed temporary credentials. */
export function createCoach(values: CreateCoachRequest): Promise<AdminCreatedAccount> {
  return requestJson(routes.createCoach, { body: values });
}

/**
 * Creates a coach, then refreshes the stats; 'Error Creating Coach' on failure (product rules
 * R8.12).
 */
export function useCreateCoach({ onCreated }: { onCreated?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCoach,
    onSuccess: (created) => {
      void queryClient.invalidateQueries({ queryKey: ADMIN_STATS_QUERY_KEY });
      toast(createdAccountToast('Coach Created', created));
      onCreated?.();
    },
    onError: (error) =>
      toast({
        title: 'Error Creating Coach',
        description: serverMessage(error) ?? 'Failed to create coach account. Please try again.',
        variant: 'destructive',
      }),
  });
}
