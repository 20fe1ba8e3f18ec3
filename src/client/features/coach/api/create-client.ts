import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateClientRequest, CreateClientResponse } from '@shared/coach/schemas';
import { routes } from '@shared/api/contract';
import { toast } from '@client/hooks/use-toast';
import { serverMessage } from '@client/lib/api-error';
import { invalidateCoachLists } from '@client/lib/endpoints/query-keys';
import { requestJson } from '@client/lib/request-json';

export const CLIENT_CREATED_TOAST = {
  title: 'Client Created Successfully!',
  description:
    'Your client can log in with their email and temporary password, and will be prompted to change it.',
};
export const CLIENT_CREATE_FAILED_TOAST = {
  title: 'Failed to Create Client',
  fallback: 'There was an error creating the client account.',
};
/** Shown as well when the account exists but its credentials email could not be sent. */
export const CREDENTIALS_EMAIL_FAILED =
  'The welcome email could not be sent, so share the sign-in details with your client yourself.';

/** POST /api/coach/create-client: a premium client account with an emailed temporary password. */
export function createClient(values: CreateClientRequest): Promise<CreateClientResponse> {
  return requestJson(routes.createClient, { body: values });
}

/** Creates the client with the toasts of product rules R8.13 and refreshes both coach lists. */
export function useCreateClient({ onCreated }: { onCreated?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createClient,
    onSuccess: ({ emailSent }) => {
      void invalidateCoachLists(queryClient);
      toast({
        title: CLIENT_CREATED_TOAST.title,
        description: emailSent
          ? CLIENT_CREATED_TOAST.description
          : `${CLIENT_CREATED_TOAST.description} ${CREDENTIALS_EMAIL_FAILED}`,
      });
      onCreated?.();
    },
    onError: (error) =>
      toast({
        title: CLIENT_CREATE_FAILED_TOAST.title,
        description: serverMessage(error) ?? CLIENT_CREATE_FAILED_TOAST.fallback,
        variant: 'destructive',
      }),
  });
}
