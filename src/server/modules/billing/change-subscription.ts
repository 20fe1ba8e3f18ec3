import Stripe from 'stripe';
import { BILLING_MESSAGES } from '@shared/billing/messages';
import { AppError } from '../../lib/app-error';
import type { UserRow } from '../auth';
import type { BillingContext } from './billing-context';
import { canManageSubscription, currentStatusOf } from './billing-policy';
import { callStripe, requireStripe } from './stripe-calls';
import { syncSubscription } from './sync-subscription';

const longDate = (date: Date | null) =>
  date
    ? date.toLocaleDateString('en-US', {
        month: 'long',
        day: 'numeric',
        year: 'numeric',
        timeZone: 'UTC',
      })
    : 'the end of the billing period';

async function setCancelAtPeriodEnd(context: BillingContext, user: UserRow, cancel: boolean) {
  const stripe = requireStripe(context);
  const id = user.stripeSubscriptionId;
  if (!id) throw new Error('setCancelAtPeriodEnd needs a subscription');
  const subscription = await callStripe(() =>
    stripe.subscriptions.update(id, { cancel_at_period_end: cancel }),
  );
  // Stripe's event follows; syncing now shows the change without waiting for it.
  return (await syncSubscription(context.db, subscription, user.id)) ?? user;
}

/** POST /api/cancel-subscription: ends at the period end, premium kept until then. */
export async function cancelSubscription(context: BillingContext, user: UserRow) {
  if (
    !canManageSubscription(user) ||
    !user.stripeSubscriptionId ||
    currentStatusOf(user) !== 'active'
  ) {
    throw new AppError('CONFLICT', BILLING_MESSAGES.noSubscriptionToCancel);
  }
  const updated = await setCancelAtPeriodEnd(context, user, true);
  return {
    user: updated,
    message: BILLING_MESSAGES.cancelled(longDate(updated.subscriptionEndsAt)),
  };
}

/** POST /api/reactivate-subscription: a subscription set to cancel continues at once. */
export async function reactivateSubscription(context: BillingContext, user: UserRow) {
  if (
    !canManageSubscription(user) ||
    !user.stripeSubscriptionId ||
    currentStatusOf(user) !== 'canceling'
  ) {
    throw new AppError('CONFLICT', BILLING_MESSAGES.notCanceling);
  }
  const updated = await setCancelAtPeriodEnd(context, user, false);
  return { user: updated, message: BILLING_MESSAGES.reactivated };
}

/**
 * Ends a paid subscription at once, before its account is deleted, so nobody is billed for
 * an account that no longer exists. Subscriptions already ended at Stripe are left alone.
 */
export async function endSubscriptionOfDeletedAccount(context: BillingContext, user: UserRow) {
  const id = user.stripeSubscriptionId;
  if (!id || !context.stripe) return;
  const stripe = context.stripe;
  const subscription = await callStripe(() =>
    stripe.subscriptions.retrieve(id).catch((error: unknown) => {
      if (error instanceof Stripe.errors.StripeError && error.statusCode === 404) return null;
      throw error;
    }),
  );
  if (subscription && !['canceled', 'incomplete_expired'].includes(subscription.status)) {
    await callStripe(() => stripe.subscriptions.cancel(id));
  }
}
