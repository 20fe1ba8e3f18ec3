import type Stripe from 'stripe';
import { BILLING_MESSAGES } from '@shared/billing/messages';
import { AppError } from '../../lib/app-error';
import type { UserRow } from '../auth';
import type { BillingContext } from './billing-context';
import { callStripe, requireStripe } from './stripe-calls';
import { syncSubscription } from './sync-subscription';

/**
 * Reads a completed checkout's subscription from Stripe and syncs it onto its user. The
 * webhook and the buyer's return both call this; either may come first.
 */
export async function syncCheckoutSession(
  context: BillingContext,
  session: Stripe.Checkout.Session,
): Promise<UserRow | null> {
  const stripe = requireStripe(context);
  const subscriptionId =
    typeof session.subscription === 'string' ? session.subscription : session.subscription?.id;
  if (session.status !== 'complete' || session.mode !== 'subscription' || !subscriptionId) {
    return null;
  }
  const subscription = await callStripe(() => stripe.subscriptions.retrieve(subscriptionId));
  return syncSubscription(context.db, subscription, session.client_reference_id);
}

/** POST /api/subscription/confirm: the buyer is back; premium shows without the webhook. */
export async function confirmCheckout(
  context: BillingContext,
  options: { user: UserRow; sessionId: string },
) {
  const stripe = requireStripe(context);
  const session = await callStripe(() => stripe.checkout.sessions.retrieve(options.sessionId), {
    notFoundMessage: BILLING_MESSAGES.checkoutNotFound,
  });
  // Someone else's checkout reads as missing, never as theirs.
  if (session.client_reference_id !== options.user.id) {
    throw new AppError('NOT_FOUND', BILLING_MESSAGES.checkoutNotFound);
  }
  const user = (await syncCheckoutSession(context, session)) ?? options.user;
  const checkout =
    session.status === 'complete' ? 'complete' : session.status === 'expired' ? 'expired' : 'open';
  return { checkout, user } as const;
}
