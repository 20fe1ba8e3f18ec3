import {
  confirmCheckoutRequestSchema,
  type ConfirmCheckoutResponse,
} from '@shared/billing/schemas';
import { routes } from '@shared/api/contract';
import { requestJson } from '@client/lib/request-json';

/**
 * POST /api/subscription/confirm: the server reads the checkout session from the payment
 * provider now, so premium shows without waiting for the provider's webhook. Safe to repeat:
 * the dashboard's payment return asks again while the payment settles (see the billing feature).
 */
export function confirmCheckout(sessionId: string): Promise<ConfirmCheckoutResponse> {
  const body = confirmCheckoutRequestSchema.parse({ sessionId });
  return requestJson(routes.confirmCheckout, { body });
}
