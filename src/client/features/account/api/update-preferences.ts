import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PreferencesRequest } from '@shared/auth/schemas';
import { routes } from '@shared/api/contract';
import { toast } from '@client/hooks/use-toast';
import { serverMessage } from '@client/lib/api-error';
import { CURRENT_USER_QUERY_KEY } from '@client/lib/auth';
import { requestJson } from '@client/lib/request-json';

/**
 * PATCH /api/auth/preferences: the privacy setting (product rules R1.18), coaching emails
 * (decision 146).
 */
export function updatePreferences(values: PreferencesRequest) {
  return requestJson(routes.updatePreferences, { body: values });
}

/** Saves the setting, shows what it means, and reads the current user afresh. */
export function useUpdatePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePreferences,
    onSuccess: async ({ message }, values) => {
      const title =
        values.coachingEmails !== undefined ? 'Email Setting Saved' : 'Privacy Setting Saved';
      toast({ title, description: message });
      await queryClient.invalidateQueries({ queryKey: CURRENT_USER_QUERY_KEY });
    },
    onError: (error) =>
      toast({
        title: 'Update Failed',
        description: serverMessage(error) ?? 'Failed to save your setting. Please try again.',
        variant: 'destructive',
      }),
  });
}
