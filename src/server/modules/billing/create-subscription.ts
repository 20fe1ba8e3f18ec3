import type Stripe from 'stripe';
import { BILLING_MESSAGES } from '@shared/billing/messages';
import { PLAN_INTERVAL, type SubscriptionPlan } from '@shared/billing/plans';
import { PAID_STATUSES } from '@shared/billing/premium';
import { PRODUCT_NAME } from '@shared/product';
import { AppError } from '../../lib/app-error';
import { withTransaction } from '../../db/transaction';
import { findUserById, lockUserRow, updateUser, type UserRow } from '../auth';
import type { BillingContext, BillingSettings } from './billing-context';
import { hasPremiumByRole } from '@shared/billing/premium';
import { currentStatusOf, hasAdminGrantedPremium } from './billing-policy';
import { callStripe, requireStripe } from './stripe-calls';

/** Where Stripe sends the buyer back (product rules R2.42: the dashboard's payment return). */
export const checkoutReturnUrls = (publicUrl: string) => ({
  success_url: `${publicUrl}/dashboard?subscription=success&session_id={CHECKOUT_SESSION_ID}`,
  cancel_url: `${publicUrl}/pricing?checkout=cancelled`,
});

const PLAN_NAMES: Record<SubscriptionPlan, string> = { monthly: 'Monthly', yearly: 'Yearly' };

function lineItem(settings: BillingSettings, plan: SubscriptionPlan) {
  const priceId = settings.priceIds[plan];
  if (priceId) return { price: priceId, quantity: 1 };
  return {
    quantity: 1,
    price_data: {
      currency: 'usd',
      unit_amount: settings.prices[plan],
      recurring: { interval: PLAN_INTERVAL[plan] },
      product_data: { name: `${PRODUCT_NAME} Premium ${PLAN_NAMES[plan]}` },
    },
  };
}

/**
 * The user's one Stripe customer. Checkouts started together ask Stripe with the same
 * idempotency key, so Stripe makes one customer for them all; the id is then stored under
 * the user's row lock, and whichever id is stored first is the one every checkout uses, so
 * no checkout names a customer the webhooks cannot trace back to the user. Stripe is called
 * outside the transaction (never hold a lock across the network).
 */
async function customerFor(stripe: Stripe, context: BillingContext, user: UserRow) {
  const stored = (await findUserById(context.db, user.id))?.stripeCustomerId;
  if (stored) return stored;
  const customer = await callStripe(() =>
    stripe.customers.create(
      { email: user.email, name: user.name, metadata: { userId: user.id } },
      { idempotencyKey: `cadence-customer-${user.id}` },
    ),
  );
  return withTransaction(context.db, async (tx) => {
    const current = await lockUserRow(tx, user.id);
    if (current?.stripeCustomerId) return current.stripeCustomerId;
    await updateUser(tx, user.id, { stripeCustomerId: customer.id });
    return customer.id;
  });
}

/**
 * A subscription that failed its payments may still be open at Stripe; it is ended before a
 * new checkout, so nobody pays twice.
 */
async function endUnpaidSubscription(stripe: Stripe, user: UserRow) {
  if (!user.stripeSubscriptionId || user.subscriptionStatus !== 'expired') return;
  const id = user.stripeSubscriptionId;
  const previous = await callStripe(() => stripe.subscriptions.retrieve(id));
  if (['past_due', 'unpaid', 'incomplete'].includes(previous.status)) {
    await callStripe(() => stripe.subscriptions.cancel(id));
  }
}

/** POST /api/create-subscription: a Checkout Session in subscription mode for one plan. */
export async function createSubscription(
  context: BillingContext,
  options: { user: UserRow; plan: SubscriptionPlan },
) {
  const { user, plan } = options;
  const stripe = requireStripe(context);
  if (hasPremiumByRole(user) || hasAdminGrantedPremium(user)) {
    throw new AppError('ALREADY_SUBSCRIBED', BILLING_MESSAGES.includedWithAccount);
  }
  if (PAID_STATUSES.includes(currentStatusOf(user))) {
    throw new AppError('ALREADY_SUBSCRIBED', BILLING_MESSAGES.alreadySubscribed);
  }
  await endUnpaidSubscription(stripe, user);
  const customer = await customerFor(stripe, context, user);
  const metadata = { userId: user.id, plan };
  const session = await callStripe(() =>
    stripe.checkout.sessions.create({
      mode: 'subscription',
      customer,
      client_reference_id: user.id,
      line_items: [lineItem(context.settings, plan)],
      ...checkoutReturnUrls(context.settings.publicUrl),
      metadata,
      subscription_data: { metadata },
    }),
  );
  if (!session.url) throw new AppError('PAYMENT_PROVIDER_FAILED', BILLING_MESSAGES.providerFailed);
  return { sessionUrl: session.url, sessionId: session.id };
}
