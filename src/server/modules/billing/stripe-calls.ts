import Stripe from 'stripe';
import { BILLING_MESSAGES } from '@shared/billing/messages';
import { AppError } from '../../lib/app-error';
import type { BillingContext } from './billing-context';

/** The Stripe client, or 503 when subscriptions are off (production without keys). */
export function requireStripe(context: BillingContext): Stripe {
  if (!context.stripe) throw new AppError('SERVICE_UNAVAILABLE', BILLING_MESSAGES.unavailable);
  return context.stripe;
}

/**
 * Runs a call to Stripe. Its failures (network, Stripe's own errors) become a 502 the user
 * can act on; the details go to the log through the error's cause.
 */
export async function callStripe<T>(
  work: () => Promise<T>,
  options: { notFoundMessage?: string } = {},
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof Stripe.errors.StripeError) {
      // An id Stripe does not know came from the caller: their mistake, not an outage.
      if (options.notFoundMessage && error.statusCode === 404) {
        throw new AppError('NOT_FOUND', options.notFoundMessage);
      }
      throw Object.assign(
        new AppError('PAYMENT_PROVIDER_FAILED', BILLING_MESSAGES.providerFailed),
        { cause: error },
      );
    }
    throw error;
  }
}
