import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangePasswordRequest, MessageResponse } from '@shared/auth/schemas';
import { routes } from '@shared/api/contract';
import { toast } from '@client/hooks/use-toast';
import { serverMessage } from '@client/lib/api-error';
import { CURRENT_USER_QUERY_KEY } from '@client/lib/auth';
import { requestJson } from '@client/lib/request-json';
import { detailBeyond } from '@client/lib/toast-detail';

/** PATCH /api/auth/password. For a temporary password, that is the "current" one. */
export function changePassword(values: ChangePasswordRequest): Promise<MessageResponse> {
  return requestJson(routes.changePassword, { body: values });
}

/**
 * Changes the password with the toasts of product rules R8.10, then reads the current user afresh
 * (R7.12).
 */
export function useChangePassword(options: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: async ({ message }) => {
      toast({ title: 'Password Changed', description: detailBeyond('Password Changed', message) });
      await queryClient.invalidateQueries({ queryKey: CURRENT_USER_QUERY_KEY });
      // Replacing a temporary password lets the rest of the app in: what it was refused
      // (403 PASSWORD_CHANGE_REQUIRED) is read again.
      void queryClient.invalidateQueries();
      options.onSuccess?.();
    },
    onError: (error) =>
      toast({
        title: 'Password Change Failed',
        description: serverMessage(error) ?? 'Failed to change password. Please try again.',
        variant: 'destructive',
      }),
  });
}
