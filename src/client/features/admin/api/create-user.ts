import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminCreatedAccount, CreateUserRequest } from '@shared/admin/schemas';
import { routes } from '@shared/api/contract';
import { toast } from '@client/hooks/use-toast';
import { serverMessage } from '@client/lib/api-error';
import { ADMIN_STATS_QUERY_KEY } from '@client/lib/endpoints/query-keys';
import { requestJson } from '@client/lib/request-json';
import { createdAccountToast } from './created-account-toast';

/** POST /api/admin/create-user: a basic or premium account with emailed temporary credentials. */
export function createUser(values: CreateUserRequest): Promise<AdminCreatedAccount> {
  return requestJson(routes.createUser, { body: values });
}

/**
 * Creates a user, then refreshes the stats; 'Error Creating User' on failure (product rules R8.12).
 */
export function useCreateUser({ onCreated }: { onCreated?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: (created) => {
      void queryClient.invalidateQueries({ queryKey: ADMIN_STATS_QUERY_KEY });
      toast(createdAccountToast('User Created', created));
      onCreated?.();
    },
    onError: (error) =>
      toast({
        title: 'Error Creating User',
        description: serverMessage(error) ?? 'Failed to create user account. Please try again.',
        variant: 'destructive',
      }),
  });
}
