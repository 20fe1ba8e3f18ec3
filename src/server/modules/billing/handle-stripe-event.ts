import Stripe from 'stripe';
import type { BillingContext } from './billing-context';
import { hasProcessedEvent, recordProcessedEvent } from './billing-repository';
import { syncCheckoutSession } from './confirm-checkout';
import { callStripe, requireStripe } from './stripe-calls';
import { syncSubscription } from './sync-subscription';

/** The subscription an invoice bills (its parent in current API versions). */
function subscriptionOfInvoice(invoice: Stripe.Invoice): string | null {
  const parent = invoice.parent?.subscription_details?.subscription ?? null;
  return typeof parent === 'string' ? parent : (parent?.id ?? null);
}

/**
 * A Stripe object id as Stripe makes them (`sub_…`, `cs_test_…`): a lowercase prefix, an
 * underscore, then letters, digits, `_` or `-`, at most 255 characters in all. Anything else,
 * even correctly signed (a NUL byte, 5,000 characters), is no object Stripe could return, and
 * is never sent on to Stripe (decision 167).
 */
const STRIPE_ID = /^[a-z]+_[A-Za-z0-9_-]{1,250}$/;

/** The subscription an event is about, or the checkout session for checkout events. */
function subjectOf(event: Stripe.Event): { kind: 'subscription' | 'checkout'; id: string } | null {
  const object: unknown = (event as { data?: { object?: unknown } }).data?.object;
  if (typeof object !== 'object' || object === null) return null;
  const subject = subjectNamedBy(event);
  return subject && typeof subject.id === 'string' && STRIPE_ID.test(subject.id) ? subject : null;
}

function subjectNamedBy(
  event: Stripe.Event,
): { kind: 'subscription' | 'checkout'; id: string } | null {
  switch (event.type) {
    case 'checkout.session.completed':
      return { kind: 'checkout', id: event.data.object.id };
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return { kind: 'subscription', id: event.data.object.id };
    case 'invoice.payment_failed': {
      const id = subscriptionOfInvoice(event.data.object);
      return id ? { kind: 'subscription', id } : null;
    }
    default:
      return null;
  }
}

/**
 * A verified webhook event. The payload only says what changed; the state is read again from
 * Stripe and synced, so repeats and events out of order end in Stripe's current state.
 */
export async function handleStripeEvent(context: BillingContext, event: Stripe.Event) {
  const subject = subjectOf(event);
  if (!subject) return { handled: false };
  if (await hasProcessedEvent(context.db, event.id)) return { handled: true, duplicate: true };

  const stripe = requireStripe(context);
  let owner: Awaited<ReturnType<typeof syncSubscription>>;
  try {
    if (subject.kind === 'checkout') {
      const session = await callStripe(() => stripe.checkout.sessions.retrieve(subject.id));
      owner = await syncCheckoutSession(context, session);
    } else {
      const subscription = await callStripe(() => stripe.subscriptions.retrieve(subject.id));
      owner = await syncSubscription(context.db, subscription);
    }
  } catch (error) {
    // An object Stripe itself no longer knows (another account's test data, a deleted
    // object): nothing to sync. Answering an error would only make Stripe retry for days.
    if (!isUnknownToStripe(error)) throw error;
    await recordProcessedEvent(context.db, {
      id: event.id,
      type: event.type,
      objectId: subject.id,
    });
    return { handled: false, ignored: 'object unknown to Stripe' };
  }
  await recordProcessedEvent(context.db, { id: event.id, type: event.type, objectId: subject.id });
  // Stripe knows it, but no Cadence user owns it (or a checkout not yet paid): nothing changed.
  if (!owner) return { handled: false, ignored: 'no Cadence user owns it' };
  return { handled: true, duplicate: false };
}

const isUnknownToStripe = (error: unknown) =>
  error instanceof Error &&
  error.cause instanceof Stripe.errors.StripeError &&
  error.cause.statusCode === 404;
