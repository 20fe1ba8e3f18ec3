import type Stripe from 'stripe';
import type { SubscriptionStatus } from '@shared/auth/user';
import type { SubscriptionPlan } from '@shared/billing/plans';

/*
 * How a Stripe subscription reads as Cadence's status (product rules R4.13-R4.16:
 * free, active, canceling, canceled, expired). These are pure so every transition has a unit test.
 */

/** null: not a state to show (an incomplete first payment leaves the user as they were). */
export function statusOfSubscription(subscription: Stripe.Subscription): SubscriptionStatus | null {
  switch (subscription.status) {
    case 'active':
    case 'trialing':
      return subscription.cancel_at_period_end || subscription.cancel_at ? 'canceling' : 'active';
    case 'past_due':
    case 'unpaid':
    case 'paused':
    case 'incomplete_expired':
      return 'expired';
    case 'canceled':
      // Ended because the user cancelled, or because payment failed for good.
      return subscription.cancellation_details?.reason === 'payment_failed'
        ? 'expired'
        : 'canceled';
    default:
      return null;
  }
}

export function planOfSubscription(subscription: Stripe.Subscription): SubscriptionPlan | null {
  const interval = subscription.items.data[0]?.price.recurring?.interval;
  if (interval === 'year') return 'yearly';
  if (interval === 'month') return 'monthly';
  const fromMetadata = subscription.metadata.plan;
  return fromMetadata === 'monthly' || fromMetadata === 'yearly' ? fromMetadata : null;
}

/** The next billing date while active; the last day of access once cancelled or ended. */
export function endOfSubscription(
  subscription: Stripe.Subscription,
  status: SubscriptionStatus,
): Date | null {
  const periodEnd = subscription.items.data[0]?.current_period_end ?? null;
  const seconds =
    status === 'canceling'
      ? (subscription.cancel_at ?? periodEnd)
      : status === 'canceled' || status === 'expired'
        ? (subscription.ended_at ?? subscription.canceled_at ?? periodEnd)
        : periodEnd;
  return seconds ? new Date(seconds * 1000) : null;
}

export const customerIdOf = (value: string | { id: string } | null) =>
  typeof value === 'string' ? value : (value?.id ?? null);

/** Statuses under which the subscription is still the one that counts. */
export const LIVE_STATUSES: readonly SubscriptionStatus[] = ['active', 'canceling'];
