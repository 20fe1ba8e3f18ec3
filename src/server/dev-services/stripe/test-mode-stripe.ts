import Stripe from 'stripe';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TEST_CHECKOUT_PATH } from '@shared/billing/checkout-url';
import type { Database } from '../../db/client';
import { testModeCheckoutRoutes } from './checkout-routes';
import { buildLocalStripeApi, localFetch } from './local-stripe-api';
import type { LocalEvent, LocalStripe } from './local-stripe';

/*
 * Billing's test mode (no STRIPE_SECRET_KEY, development helpers on, never in production),
 * as app.ts composes it: the real SDK answered in process by the local stand-in, handed to
 * billing as its Stripe client, and the stand-in's side of the app: the test-mode checkout
 * page and the signed webhooks Stripe would send. Billing itself never imports this folder.
 */

/** Test mode's key: only ever used against the local stand-in, never sent to Stripe. */
export const TEST_MODE_SECRET_KEY = 'sk_test_cadence_local_test_mode';

export interface TestModeStripe {
  /** The real SDK, talking in process to the stand-in: billing's Stripe client in test mode. */
  sdk: Stripe;
  /** The stand-in's state, which the checkout page changes. */
  local: LocalStripe;
  /** Where the stand-in sends its events: set once the app can receive webhooks. */
  deliverEventsTo(deliver: (events: LocalEvent[]) => Promise<void>): void;
}

export async function startTestModeStripe(options: {
  db: Database;
  publicUrl: string;
}): Promise<TestModeStripe> {
  let deliver: ((events: LocalEvent[]) => Promise<void>) | null = null;
  const local = await buildLocalStripeApi({
    db: options.db,
    apiKey: TEST_MODE_SECRET_KEY,
    checkoutUrl: (id) => `${options.publicUrl}${TEST_CHECKOUT_PATH}${id}`,
    onEvents: (events) => deliver?.(events),
  });
  const sdk = new Stripe(TEST_MODE_SECRET_KEY, {
    httpClient: Stripe.createFetchHttpClient(localFetch(local.app)),
    maxNetworkRetries: 0,
  });
  return {
    sdk,
    local: local.stripe,
    deliverEventsTo: (next) => {
      deliver = next;
    },
  };
}

/**
 * The stand-in's part of the app, registered after billing's routes: its events are posted,
 * signed with the secret billing checks, to /api/stripe/webhook, and /test-mode/checkout/…
 * serves the checkout page.
 */
export const testModeStripeRoutes: FastifyPluginAsyncZod<{
  stripe: TestModeStripe;
  /** The secret billing's webhook route verifies signatures with. */
  webhookSecret: string;
  publicUrl: string;
}> = async (app, { stripe, webhookSecret, publicUrl }) => {
  stripe.deliverEventsTo(async (events) => {
    for (const event of events) {
      const payload = JSON.stringify(event);
      const signature = stripe.sdk.webhooks.generateTestHeaderString({
        payload,
        secret: webhookSecret,
      });
      const response = await app.inject({
        method: 'POST',
        url: '/api/stripe/webhook',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        payload,
      });
      if (response.statusCode >= 300) {
        app.log.error(
          { event: event.type, status: response.statusCode },
          'test-mode webhook failed',
        );
      }
    }
  });
  await app.register(testModeCheckoutRoutes, { localStripe: stripe.local, publicUrl });
};
