import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BILLING_MESSAGES } from '@shared/billing/messages';
import { plansResponseSchema } from '@shared/billing/plans';
import {
  confirmCheckoutResponseSchema,
  createSubscriptionResponseSchema,
  subscriptionChangeResponseSchema,
  subscriptionStatusResponseSchema,
} from '@shared/billing/schemas';
import { practiceLimitSchema } from '@shared/recordings/schemas';
import { billingEvents, users } from '../../db/schema';
import { errorMessage, postJson } from '../../test/auth-helpers';
import {
  deliverEvent,
  FAKE_STRIPE_KEY,
  FAKE_WEBHOOK_SECRET,
  startFakeStripe,
  type FakeStripe,
} from '../../test/fake-stripe';
import { signedInUser } from '../../test/recording-helpers';
import { startTestServer, type TestServer } from '../../test/test-server';
import { updateUser } from '../auth';
import type { LocalEvent } from '../../dev-services/stripe/local-stripe';

let fake: FakeStripe;
let server: TestServer;
beforeAll(async () => {
  fake = await startFakeStripe();
  server = await startTestServer({
    env: {
      STRIPE_SECRET_KEY: FAKE_STRIPE_KEY,
      STRIPE_WEBHOOK_SECRET: FAKE_WEBHOOK_SECRET,
      STRIPE_API_URL: fake.url,
    },
  });
  fake.useDatabase(server.db);
});
afterAll(async () => {
  await server?.close();
  await fake?.close();
});

const userRow = async (id: string) => {
  const [row] = await server.db.select().from(users).where(eq(users.id, id));
  if (!row) throw new Error('user gone');
  return row;
};

async function status(session: string) {
  const response = await server.request('/api/subscription-status', { session });
  expect(response.status).toBe(200);
  return subscriptionStatusResponseSchema.parse(await response.json());
}

async function startCheckout(session: string, plan: 'monthly' | 'yearly' = 'monthly') {
  const response = await postJson(server, '/api/create-subscription', { plan }, session);
  expect(response.status).toBe(200);
  return createSubscriptionResponseSchema.parse(await response.json());
}

/** The events the fake raised from `from` on (a position in fake.events). */
const eventsSince = (from: number) => fake.events.slice(from);

async function deliverAll(events: LocalEvent[]) {
  for (const event of events) expect((await deliverEvent(server, event)).status).toBe(200);
}

/** A user who subscribed through checkout, with Stripe's events delivered. */
async function subscriber(plan: 'monthly' | 'yearly' = 'monthly') {
  const { user, session } = await signedInUser(server);
  const checkout = await startCheckout(session, plan);
  const from = fake.events.length;
  const paid = await fake.local.completeCheckout(checkout.sessionId);
  await deliverAll(eventsSince(from));
  return { user, session, checkout, subscriptionId: paid.subscription.id };
}

describe('GET /api/plans', () => {
  it('lists the configured prices to anyone, with the yearly saving', async () => {
    const response = await server.request('/api/plans');
    expect(response.status).toBe(200);
    const plans = plansResponseSchema.parse(await response.json());
    expect(plans).toMatchObject({ freeMonthlyRecordings: 5, testMode: false, available: true });
    expect(plans.plans).toEqual([
      expect.objectContaining({ id: 'monthly', priceCents: 699, interval: 'month' }),
      expect.objectContaining({
        id: 'yearly',
        priceCents: 6700,
        interval: 'year',
        monthlyEquivalentCents: 558,
        savingPercent: 20,
      }),
    ]);
  });
});

describe('POST /api/create-subscription', () => {
  it('needs a signed-in user', async () => {
    const response = await postJson(server, '/api/create-subscription', { plan: 'monthly' });
    expect(await errorMessage(response, 401)).toBe(BILLING_MESSAGES.signInToSubscribe);
  });

  it('rejects a plan that does not exist, with the schema message', async () => {
    const { session } = await signedInUser(server);
    const response = await postJson(
      server,
      '/api/create-subscription',
      { plan: 'weekly' },
      session,
    );
    expect(await errorMessage(response, 400)).toBe('Please choose the monthly or yearly plan.');
  });

  it.each([
    ['a coach', { userRole: 'coach' as const }],
    ['a client', { userRole: 'client' as const, isCoachManaged: true }],
    ['a coach previewing premium', { originalRole: 'coach' as const, isInSwitchedMode: true }],
    [
      'an admin-created premium account',
      { isAdminCreated: true, subscriptionStatus: 'active' as const },
    ],
  ])('refuses %s, whose account includes premium', async (_label, overrides) => {
    const { session } = await signedInUser(server, overrides);
    const response = await postJson(
      server,
      '/api/create-subscription',
      { plan: 'yearly' },
      session,
    );
    expect(await errorMessage(response, 409)).toBe(BILLING_MESSAGES.includedWithAccount);
  });

  it('creates a subscription-mode Checkout Session for a new customer, then reuses it', async () => {
    const { user, session } = await signedInUser(server);
    const first = await startCheckout(session, 'yearly');
    expect(first.sessionUrl).toBe(`https://checkout.stripe.com/c/pay/${first.sessionId}`);

    const customerId = (await userRow(user.id)).stripeCustomerId;
    expect(customerId).toMatch(/^cus_/);
    const stored = await fake.sdk.checkout.sessions.retrieve(first.sessionId);
    expect(stored).toMatchObject({
      mode: 'subscription',
      status: 'open',
      customer: customerId,
      client_reference_id: user.id,
      amount_total: 6700,
      metadata: { userId: user.id, plan: 'yearly' },
      success_url: expect.stringMatching(
        /\/dashboard\?subscription=success&session_id=\{CHECKOUT_SESSION_ID\}$/,
      ),
      cancel_url: expect.stringMatching(/\/pricing\?checkout=cancelled$/),
    });
    const customer = await fake.sdk.customers.retrieve(customerId!);
    expect(customer).toMatchObject({ email: user.email, metadata: { userId: user.id } });

    const second = await startCheckout(session, 'monthly');
    expect(second.sessionId).not.toBe(first.sessionId);
    const again = await fake.sdk.checkout.sessions.retrieve(second.sessionId);
    expect(again).toMatchObject({ customer: customerId, amount_total: 699 });
  });

  it('refuses a user who already pays', async () => {
    const { session } = await subscriber();
    const response = await postJson(
      server,
      '/api/create-subscription',
      { plan: 'monthly' },
      session,
    );
    expect(await errorMessage(response, 409)).toBe(BILLING_MESSAGES.alreadySubscribed);
  });
});

describe('POST /api/stripe/webhook: signatures', () => {
  async function pendingCheckout() {
    const { user, session } = await signedInUser(server);
    const checkout = await startCheckout(session);
    const from = fake.events.length;
    await fake.local.completeCheckout(checkout.sessionId);
    return { user, session, events: eventsSince(from) };
  }

  it.each([
    [
      'a tampered body',
      (event: LocalEvent) => ({ body: JSON.stringify({ ...event, id: 'evt_forged' }) }),
    ],
    ['the wrong secret', () => ({ secret: 'whsec_somebody_else' })],
    [
      'a signature older than 5 minutes',
      () => ({ timestamp: Math.floor(Date.now() / 1000) - 600 }),
    ],
    ['no signature at all', () => ({ signature: null })],
  ])('rejects %s with 400 and changes nothing', async (_label, tamper) => {
    const { user, session, events } = await pendingCheckout();
    for (const event of events) {
      const response = await deliverEvent(server, event, tamper(event));
      expect(response.status).toBe(400);
    }
    expect((await status(session)).status).toBe('free');
    expect((await userRow(user.id)).stripeSubscriptionId).toBeNull();
    const recorded = await server.db.select().from(billingEvents);
    expect(recorded.map((row) => row.id)).not.toContain(events[0]!.id);
  });
});

describe('POST /api/stripe/webhook: signed, but not an event Stripe sends', () => {
  /** `payload` exactly as given, signed with the webhook secret. */
  const deliverRaw = (payload: string) =>
    server.request('/api/stripe/webhook', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': Stripe.webhooks.generateTestHeaderString({
          payload,
          secret: FAKE_WEBHOOK_SECRET,
        }),
      },
      body: payload,
    });

  it.each([
    ['a body that is not JSON', 'this is not { json'],
    ['JSON that is not an object', 'null'],
    ['an object without an id', '{"type":"customer.subscription.updated"}'],
  ])('answers 400 with a code to %s', async (_label, payload) => {
    const response = await deliverRaw(payload);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'BAD_REQUEST' });
  });

  it.each([
    ['a NUL byte', 'sub_abc\u0000def'],
    ['5,000 characters', `sub_${'a'.repeat(5000)}`],
    ['no object at all', null],
  ])('answers 200 to a subscription id with %s, and asks Stripe nothing', async (_label, id) => {
    const event = {
      id: `evt_odd_${crypto.randomUUID().slice(0, 8)}`,
      object: 'event',
      type: 'customer.subscription.updated',
      data: { object: id === null ? null : { id, object: 'subscription', status: 'active' } },
    };
    const before = fake.requests.length;
    const response = await deliverEvent(server, event);
    expect(response.status).toBe(200);
    expect(fake.requests.length).toBe(before);
  });
});

describe('POST /api/stripe/webhook: objects Stripe does not know', () => {
  it('answers 200 to a signed event about an unknown subscription, changes nothing, and records it once', async () => {
    const { user, session } = await signedInUser(server);
    const event = {
      id: 'evt_unknown_subscription',
      object: 'event',
      type: 'customer.subscription.updated',
      data: {
        object: {
          id: 'sub_nobody_knows',
          object: 'subscription',
          customer: 'cus_nobody_knows',
          status: 'active',
          items: { data: [] },
        },
      },
    };
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const response = await deliverEvent(server, event);
      expect(response.status).toBe(200);
    }
    expect((await status(session)).status).toBe('free');
    expect((await userRow(user.id)).stripeSubscriptionId).toBeNull();
    const rows = await server.db.select().from(billingEvents).where(eq(billingEvents.id, event.id));
    expect(rows).toHaveLength(1);
  });
  it.each([
    ['an id that is not a Cadence user', 'not-a-user-id'],
    ['a user id that does not exist', '00000000-0000-4000-8000-000000000000'],
  ])(
    'answers 200 to the events of a subscription Stripe knows but no Cadence user owns (%s)',
    async (_label, foreignId) => {
      const { user, session } = await signedInUser(server);
      const price = await fake.local.createPrice({
        currency: 'usd',
        unit_amount: 999,
        interval: 'month',
      });
      const checkout = await fake.local.createCheckoutSession({
        price,
        clientReferenceId: foreignId,
        subscriptionMetadata: { userId: foreignId },
        successUrl: 'https://elsewhere.example/ok',
        cancelUrl: 'https://elsewhere.example/no',
      });
      const from = fake.events.length;
      await fake.local.completeCheckout(checkout.id);
      const events = eventsSince(from);
      expect(events.length).toBeGreaterThan(0);
      // Delivered twice and out of order, as Stripe may: each answer is a 2xx.
      for (const event of [...events].reverse().concat(events)) {
        expect((await deliverEvent(server, event)).status).toBe(200);
      }
      expect((await status(session)).status).toBe('free');
      expect((await userRow(user.id)).stripeSubscriptionId).toBeNull();
    },
  );
});

describe('subscription lifecycle through Stripe events', () => {
  it('a paid checkout makes the user premium, with plan, period end and ids', async () => {
    const before = Date.now();
    const { user, session, subscriptionId } = await subscriber('yearly');
    const row = await userRow(user.id);
    expect(row).toMatchObject({
      subscriptionStatus: 'active',
      subscriptionPlan: 'yearly',
      stripeSubscriptionId: subscriptionId,
    });
    const days = (row.subscriptionEndsAt!.getTime() - before) / 86_400_000;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThan(367);
    expect(await status(session)).toMatchObject({
      hasActiveSubscription: true,
      isPremium: true,
      plan: 'yearly',
      status: 'active',
      subscriptionStatus: 'active',
      canManage: true,
    });
    const limit = await server.request('/api/user/practice-limit', { session });
    expect(practiceLimitSchema.parse(await limit.json()).unlimited).toBe(true);
    const me = (await (await server.request('/api/auth/me', { session })).json()) as {
      user: { subscriptionStatus: string };
    };
    expect(me.user.subscriptionStatus).toBe('active');
  });

  it('handles the same event twice once, and ends in the same state', async () => {
    const { user, session } = await signedInUser(server);
    const checkout = await startCheckout(session);
    const from = fake.events.length;
    await fake.local.completeCheckout(checkout.sessionId);
    const events = eventsSince(from);
    await deliverAll(events);
    await deliverAll(events);
    expect((await userRow(user.id)).subscriptionStatus).toBe('active');
    const rows = await server.db
      .select()
      .from(billingEvents)
      .where(eq(billingEvents.id, events[0]!.id));
    expect(rows).toHaveLength(1);
  });

  it('events out of order end in Stripe’s latest state', async () => {
    const { user, session } = await signedInUser(server);
    const checkout = await startCheckout(session);
    const from = fake.events.length;
    const paid = await fake.local.completeCheckout(checkout.sessionId);
    await fake.local.updateSubscription(paid.subscription.id, { cancelAtPeriodEnd: true });
    // The cancellation arrives first, the purchase after it.
    await deliverAll(eventsSince(from).reverse());
    const row = await userRow(user.id);
    expect(row.subscriptionStatus).toBe('canceling');
    expect(row.stripeSubscriptionId).toBe(paid.subscription.id);
  });

  it('cancel keeps premium to the period end; reactivate restores it; the period end ends it', async () => {
    const { user, session, subscriptionId } = await subscriber();
    const periodEnd = (await userRow(user.id)).subscriptionEndsAt;

    const cancelled = await server.request('/api/cancel-subscription', { method: 'POST', session });
    expect(cancelled.status).toBe(200);
    const cancelBody = subscriptionChangeResponseSchema.parse(await cancelled.json());
    expect(cancelBody.message).toMatch(/^Your subscription is cancelled\. You keep premium until /);
    expect(cancelBody.subscription).toMatchObject({
      status: 'canceling',
      hasActiveSubscription: true,
      isPremium: true,
      endsAt: periodEnd!.toISOString(),
    });
    expect((await fake.sdk.subscriptions.retrieve(subscriptionId)).cancel_at_period_end).toBe(true);

    const reactivated = await server.request('/api/reactivate-subscription', {
      method: 'POST',
      session,
    });
    expect(reactivated.status).toBe(200);
    const reactivateBody = subscriptionChangeResponseSchema.parse(await reactivated.json());
    expect(reactivateBody).toMatchObject({
      message: BILLING_MESSAGES.reactivated,
      subscription: { status: 'active', hasActiveSubscription: true },
    });

    await server.request('/api/cancel-subscription', { method: 'POST', session });
    const from = fake.events.length;
    await fake.local.endPeriod(subscriptionId);
    await deliverAll(eventsSince(from));
    expect(await status(session)).toMatchObject({
      status: 'canceled',
      hasActiveSubscription: false,
      isPremium: false,
    });
    const limit = await server.request('/api/user/practice-limit', { session });
    expect(practiceLimitSchema.parse(await limit.json()).unlimited).toBe(false);
  });

  it('a renewal moves the next billing date on', async () => {
    const { user, subscriptionId } = await subscriber();
    const firstEnd = (await userRow(user.id)).subscriptionEndsAt!;
    const from = fake.events.length;
    await fake.local.endPeriod(subscriptionId);
    await deliverAll(eventsSince(from));
    const row = await userRow(user.id);
    expect(row.subscriptionStatus).toBe('active');
    expect(row.subscriptionEndsAt!.getTime()).toBeGreaterThan(firstEnd.getTime());
  });

  it('a failed payment expires premium, and a new checkout ends the unpaid subscription', async () => {
    const { user, session, subscriptionId } = await subscriber();
    const from = fake.events.length;
    await fake.local.failPayment(subscriptionId);
    const failed = eventsSince(from);
    expect(failed.map((event) => event.type)).toContain('invoice.payment_failed');
    // Only the invoice event: it alone must be enough.
    await deliverAll(failed.filter((event) => event.type === 'invoice.payment_failed'));
    expect(await status(session)).toMatchObject({ status: 'expired', isPremium: false });
    expect((await userRow(user.id)).stripeSubscriptionId).toBe(subscriptionId);

    await startCheckout(session);
    expect((await fake.sdk.subscriptions.retrieve(subscriptionId)).status).toBe('canceled');
  });

  it('a late event about an ended subscription does not undo a newer one', async () => {
    const { user, session, subscriptionId: first } = await subscriber();
    const cancelFrom = fake.events.length;
    await fake.local.cancelSubscription(first);
    await deliverAll(eventsSince(cancelFrom));
    expect((await userRow(user.id)).subscriptionStatus).toBe('canceled');

    const checkout = await startCheckout(session, 'yearly');
    const from = fake.events.length;
    const second = await fake.local.completeCheckout(checkout.sessionId);
    await deliverAll(eventsSince(from));
    const stale = fake.events.find(
      (event) => event.type === 'customer.subscription.deleted' && event.data.object.id === first,
    )!;
    await deliverAll([{ ...stale, id: `${stale.id}_redelivered` }]);
    expect(await userRow(user.id)).toMatchObject({
      subscriptionStatus: 'active',
      subscriptionPlan: 'yearly',
      stripeSubscriptionId: second.subscription.id,
    });
  });

  it('a cancelled period that has passed reads as ended, even before Stripe’s event', async () => {
    const { user, session } = await subscriber();
    // Through the repository, as every write to users goes: the login cache hears of it.
    await updateUser(server.db, user.id, {
      subscriptionStatus: 'canceling',
      subscriptionEndsAt: new Date(Date.now() - 60_000),
    });
    expect(await status(session)).toMatchObject({ status: 'canceled', isPremium: false });
  });

  it('ignores event types it does not handle', async () => {
    const response = await deliverEvent(server, {
      id: 'evt_unrelated',
      object: 'event',
      type: 'customer.created',
      data: { object: { id: 'cus_x', object: 'customer' } },
    });
    expect(response.status).toBe(200);
  });
});

describe('GET /api/subscription-status', () => {
  it('needs a signed-in user', async () => {
    const response = await server.request('/api/subscription-status');
    expect(await errorMessage(response, 401)).toBe(BILLING_MESSAGES.signInForSubscription);
  });

  it('a free user has nothing active and manages their plan', async () => {
    const { session } = await signedInUser(server);
    expect(await status(session)).toEqual({
      hasActiveSubscription: false,
      isPremium: false,
      plan: null,
      status: 'free',
      subscriptionStatus: 'free',
      endsAt: null,
      canManage: true,
    });
  });

  it.each([
    ['a coach', { userRole: 'coach' as const }],
    ['a client', { userRole: 'client' as const }],
    ['switched mode', { originalRole: 'coach' as const, isInSwitchedMode: true }],
    ['admin-created premium', { isAdminCreated: true, subscriptionStatus: 'active' as const }],
  ])('%s is premium without a card to manage', async (_label, overrides) => {
    const { session } = await signedInUser(server, overrides);
    expect(await status(session)).toMatchObject({ isPremium: true, canManage: false });
  });
});

describe('POST /api/cancel-subscription and /api/reactivate-subscription', () => {
  it.each(['/api/cancel-subscription', '/api/reactivate-subscription'])(
    '%s needs a signed-in user',
    async (path) => {
      const response = await server.request(path, { method: 'POST' });
      expect(await errorMessage(response, 401)).toBe(BILLING_MESSAGES.signInForSubscription);
    },
  );

  it('a free user has nothing to cancel or reactivate', async () => {
    const { session } = await signedInUser(server);
    const cancel = await server.request('/api/cancel-subscription', { method: 'POST', session });
    expect(await errorMessage(cancel, 409)).toBe(BILLING_MESSAGES.noSubscriptionToCancel);
    const reactivate = await server.request('/api/reactivate-subscription', {
      method: 'POST',
      session,
    });
    expect(await errorMessage(reactivate, 409)).toBe(BILLING_MESSAGES.notCanceling);
  });

  it('an active subscription cannot be reactivated, and a coach cannot cancel', async () => {
    const { session } = await subscriber();
    const reactivate = await server.request('/api/reactivate-subscription', {
      method: 'POST',
      session,
    });
    expect(await errorMessage(reactivate, 409)).toBe(BILLING_MESSAGES.notCanceling);
    const coach = await signedInUser(server, { userRole: 'coach' });
    const cancel = await server.request('/api/cancel-subscription', {
      method: 'POST',
      session: coach.session,
    });
    expect(await errorMessage(cancel, 409)).toBe(BILLING_MESSAGES.noSubscriptionToCancel);
  });

  it('only changes the caller’s own subscription', async () => {
    const owner = await subscriber();
    const other = await signedInUser(server);
    await server.request('/api/cancel-subscription', { method: 'POST', session: other.session });
    expect((await userRow(owner.user.id)).subscriptionStatus).toBe('active');
    expect((await fake.sdk.subscriptions.retrieve(owner.subscriptionId)).cancel_at_period_end).toBe(
      false,
    );
  });
});

describe('DELETE /api/auth/account', () => {
  it('ends the Stripe subscription at once, so a deleted account is not billed', async () => {
    const { session, subscriptionId } = await subscriber();
    const response = await server.request('/api/auth/account', { method: 'DELETE', session });
    expect(response.status).toBe(200);
    expect((await fake.sdk.subscriptions.retrieve(subscriptionId)).status).toBe('canceled');
  });
});

describe('POST /api/subscription/confirm', () => {
  it('needs a signed-in user and a session id', async () => {
    const guest = await postJson(server, '/api/subscription/confirm', { sessionId: 'cs_test_x' });
    expect(await errorMessage(guest, 401)).toBe(BILLING_MESSAGES.signInForSubscription);
    const { session } = await signedInUser(server);
    const empty = await postJson(server, '/api/subscription/confirm', { sessionId: '' }, session);
    expect(await errorMessage(empty, 400)).toBe('A checkout session id is required.');
  });

  it('answers 404 for an unknown session and for someone else’s', async () => {
    const { session } = await signedInUser(server);
    const unknown = await postJson(
      server,
      '/api/subscription/confirm',
      { sessionId: 'cs_test_unknown' },
      session,
    );
    expect(await errorMessage(unknown, 404)).toBe(BILLING_MESSAGES.checkoutNotFound);
    const owner = await signedInUser(server);
    const checkout = await startCheckout(owner.session);
    const theirs = await postJson(
      server,
      '/api/subscription/confirm',
      { sessionId: checkout.sessionId },
      session,
    );
    expect(await errorMessage(theirs, 404)).toBe(BILLING_MESSAGES.checkoutNotFound);
  });

  it('reports an unpaid checkout as open, and a paid one as premium before any webhook', async () => {
    const { session } = await signedInUser(server);
    const checkout = await startCheckout(session);
    const confirm = async () => {
      const response = await postJson(
        server,
        '/api/subscription/confirm',
        { sessionId: checkout.sessionId },
        session,
      );
      expect(response.status).toBe(200);
      return confirmCheckoutResponseSchema.parse(await response.json());
    };
    expect(await confirm()).toMatchObject({ checkout: 'open', subscription: { status: 'free' } });
    await fake.local.completeCheckout(checkout.sessionId);
    expect(await confirm()).toMatchObject({
      checkout: 'complete',
      subscription: { status: 'active', isPremium: true },
    });
  });
});
