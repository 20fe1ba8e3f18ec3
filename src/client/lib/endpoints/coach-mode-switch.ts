import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import type { CurrentUserResponse } from '@shared/auth/user';
import type { CoachSwitchResponse } from '@shared/coach/schemas';
import { toast } from '@client/hooks/use-toast';
import { serverMessage } from '@client/lib/api-error';
import { CURRENT_USER_QUERY_KEY } from '@client/lib/auth';
import { setStoredUser } from '@client/lib/browser-storage';
import { detailBeyond } from '@client/lib/toast-detail';
import { invalidateAfterSubscriptionChange } from './query-keys';

export type CoachModeSwitch = {
  send: () => Promise<CoachSwitchResponse>;
  /** 'Switched to Premium Mode' or 'Switched Back to Coach'. */
  successTitle: string;
  /** The fallback under 'Switch Failed' when the server gives no reason. */
  failureFallback: string;
  /** Where the coach lands: /dashboard as premium, /coach-dashboard back as coach. */
  destination: string;
};

/**
 * A coach's mode switch (product rules R4.26): the returned user shows at once, the current
 * user and everything the premium experience reads are refreshed, then a toast and the
 * destination; a failure is 'Switch Failed' with the server's reason (product rules R8.14).
 */
export function useCoachModeSwitch({
  send,
  successTitle,
  failureFallback,
  destination,
}: CoachModeSwitch) {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return useMutation({
    mutationFn: send,
    onSuccess: ({ message, user }) => {
      setStoredUser(user);
      queryClient.setQueryData<CurrentUserResponse>(CURRENT_USER_QUERY_KEY, (previous) => ({
        sessionId: previous?.sessionId ?? null,
        isFirstTime: previous?.isFirstTime ?? false,
        user,
      }));
      void invalidateAfterSubscriptionChange(queryClient);
      toast({ title: successTitle, description: detailBeyond(successTitle, message) });
      navigate(destination);
    },
    onError: (error) =>
      toast({
        title: 'Switch Failed',
        description: serverMessage(error) ?? failureFallback,
        variant: 'destructive',
      }),
  });
}
