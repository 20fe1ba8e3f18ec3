import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  confirmCheckoutRequestSchema,
  confirmCheckoutResponseSchema,
  type ConfirmCheckoutResponse,
} from '@shared/billing/schemas';
import { requestJson } from '@client/lib/request-json';
import { applySubscriptionChange } from './subscription-change';

/**
 * POST /api/subscription/confirm: the server reads the checkout session from the payment
 * provider now, so premium shows without waiting for the provider's webhook. Safe to repeat.
 */
export function confirmCheckout(sessionId: string): Promise<ConfirmCheckoutResponse> {
  const body = confirmCheckoutRequestSchema.parse({ sessionId });
  return requestJson('POST', '/api/subscription/confirm', confirmCheckoutResponseSchema, body);
}

/**
 * One confirmation; a paid checkout refreshes everything premium changes. The dashboard's
 * payment return asks again while the payment settles (see the billing feature).
 */
export function useConfirmCheckout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmCheckout,
    onSuccess: ({ checkout, subscription }) => {
      if (checkout === 'complete') void applySubscriptionChange(queryClient, subscription);
    },
  });
}
