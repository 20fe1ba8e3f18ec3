import type Stripe from 'stripe';
import type { Database } from '../../db/client';
import { findUserById, updateUser, type UserRow } from '../auth';
import { findUserByStripeCustomerId, findUserByStripeSubscriptionId } from './billing-repository';
import {
  customerIdOf,
  endOfSubscription,
  LIVE_STATUSES,
  planOfSubscription,
  statusOfSubscription,
} from './subscription-state';

async function ownerOf(
  db: Database,
  subscription: Stripe.Subscription,
  userIdHint?: string | null,
) {
  const userId = userIdHint ?? subscription.metadata.userId;
  return (
    (userId ? await findUserById(db, userId) : null) ??
    (await findUserByStripeSubscriptionId(db, subscription.id)) ??
    (await findUserByStripeCustomerId(db, customerIdOf(subscription.customer) ?? ''))
  );
}

/**
 * Writes a subscription, as Stripe holds it now, onto its user. Callers pass the object
 * fresh from Stripe, so applying it twice, or after a newer event, ends in the same state.
 *
 * A user has one subscription that counts. News of another one (an older, ended
 * subscription's late event) changes nothing, unless that one is live and the current one
 * is not: then it is a new subscription and replaces the old.
 */
export async function syncSubscription(
  db: Database,
  subscription: Stripe.Subscription,
  userIdHint?: string | null,
): Promise<UserRow | null> {
  const status = statusOfSubscription(subscription);
  const user = await ownerOf(db, subscription, userIdHint);
  if (!user || !status) return user;

  const isCurrent = !user.stripeSubscriptionId || user.stripeSubscriptionId === subscription.id;
  const replacesEnded =
    LIVE_STATUSES.includes(status) && !LIVE_STATUSES.includes(user.subscriptionStatus);
  if (!isCurrent && !replacesEnded) return user;

  return updateUser(db, user.id, {
    stripeCustomerId: customerIdOf(subscription.customer) ?? user.stripeCustomerId,
    stripeSubscriptionId: subscription.id,
    subscriptionStatus: status,
    subscriptionPlan: planOfSubscription(subscription),
    subscriptionEndsAt: endOfSubscription(subscription, status),
  });
}
