import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BILLING_TOASTS } from '@shared/billing/messages';
import type { SubscriptionChangeResponse } from '@shared/billing/schemas';
import { routes } from '@shared/api/contract';
import { toast } from '@client/hooks/use-toast';
import { serverMessage } from '@client/lib/api-error';
import { requestJson } from '@client/lib/request-json';
import { detailBeyond } from '@client/lib/toast-detail';
import { applySubscriptionChange } from './subscription-change';

/** POST /api/cancel-subscription: premium stays until the period ends ('canceling'). */
export function cancelSubscription(): Promise<SubscriptionChangeResponse> {
  return requestJson(routes.cancelSubscription);
}

/**
 * Cancels with the toasts of product rules R8.9: 'Subscription Cancelled' or 'Cancellation Failed'.
 */
export function useCancelSubscription({ onCancelled }: { onCancelled?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelSubscription,
    onSuccess: ({ message, subscription }) => {
      void applySubscriptionChange(queryClient, subscription);
      toast({
        title: BILLING_TOASTS.cancelled,
        description: detailBeyond(BILLING_TOASTS.cancelled, message),
      });
      onCancelled?.();
    },
    onError: (error) =>
      toast({
        title: BILLING_TOASTS.cancelFailedTitle,
        description: serverMessage(error) ?? BILLING_TOASTS.cancelFailedFallback,
        variant: 'destructive',
      }),
  });
}
