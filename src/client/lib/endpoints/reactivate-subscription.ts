import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BILLING_TOASTS } from '@shared/billing/messages';
import type { SubscriptionChangeResponse } from '@shared/billing/schemas';
import { routes } from '@shared/api/contract';
import { toast } from '@client/hooks/use-toast';
import { serverMessage } from '@client/lib/api-error';
import { requestJson } from '@client/lib/request-json';
import { detailBeyond } from '@client/lib/toast-detail';
import { applySubscriptionChange } from './subscription-change';

/**
 * POST /api/reactivate-subscription: a subscription set to cancel carries on (product rules R4.14).
 */
export function reactivateSubscription(): Promise<SubscriptionChangeResponse> {
  return requestJson(routes.reactivateSubscription);
}

/**
 * Reactivates with the toasts of product rules R8.9: 'Subscription Reactivated' or 'Reactivation
 * Failed'.
 */
export function useReactivateSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reactivateSubscription,
    onSuccess: ({ message, subscription }) => {
      void applySubscriptionChange(queryClient, subscription);
      toast({
        title: BILLING_TOASTS.reactivated,
        description: detailBeyond(BILLING_TOASTS.reactivated, message),
      });
    },
    onError: (error) =>
      toast({
        title: BILLING_TOASTS.reactivateFailedTitle,
        description: serverMessage(error) ?? BILLING_TOASTS.reactivateFailedFallback,
        variant: 'destructive',
      }),
  });
}
