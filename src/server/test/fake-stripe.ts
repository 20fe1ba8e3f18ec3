import Stripe from 'stripe';
import type { Database } from '../db/client';
import { buildLocalStripeApi } from '../dev-services/stripe/local-stripe-api';
import type { LocalEvent, LocalStripe } from '../dev-services/stripe/local-stripe';
import type { TestServer } from './test-server';

export const FAKE_STRIPE_KEY = 'sk_test_fake_stripe_for_tests';
export const FAKE_WEBHOOK_SECRET = 'whsec_fake_stripe_for_tests';

export interface FakeStripe {
  /** Stripe's API address, for STRIPE_API_URL. */
  url: string;
  /** The fake's state, to play Stripe's part: a buyer pays, a period ends, a payment fails. */
  local: LocalStripe;
  /** Every event the fake has raised, oldest first; tests deliver them as Stripe would. */
  events: LocalEvent[];
  /** Every request the fake's API was sent ("GET /v1/subscriptions/sub_…"), oldest first. */
  requests: string[];
  /** The real SDK, pointed at the fake through its host, port and protocol options. */
  sdk: Stripe;
  /** The fake keeps its objects in the app's database (set once the test server is up). */
  useDatabase(db: Database): void;
  close(): Promise<void>;
}

/** A local HTTP server that speaks Stripe's API, for the real SDK in API tests. */
export async function startFakeStripe(): Promise<FakeStripe> {
  let database: Database | null = null;
  const events: LocalEvent[] = [];
  const { app, stripe } = await buildLocalStripeApi({
    get db(): Database {
      if (!database) throw new Error('The fake Stripe has no database yet: call useDatabase');
      return database;
    },
    apiKey: FAKE_STRIPE_KEY,
    checkoutUrl: (id) => `https://checkout.stripe.com/c/pay/${id}`,
    onEvents: (created) => {
      events.push(...created);
    },
  });
  const requests: string[] = [];
  // Observed beside the fake's own handler (it has booted: no hooks can be added).
  app.server.on('request', (request: { method?: string; url?: string }) => {
    requests.push(`${request.method} ${request.url}`);
  });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  const url = new URL(address);
  return {
    url: address,
    local: stripe,
    events,
    requests,
    sdk: new Stripe(FAKE_STRIPE_KEY, {
      host: url.hostname,
      port: url.port,
      protocol: 'http',
      maxNetworkRetries: 0,
    }),
    useDatabase(db) {
      database = db;
    },
    close: () => app.close(),
  };
}

/** Posts an event to the app's webhook, signed as Stripe signs it (or not, to test that). */
export async function deliverEvent(
  server: TestServer,
  event: object,
  options: { secret?: string; timestamp?: number; body?: string; signature?: string | null } = {},
) {
  const payload = JSON.stringify(event, null, 2);
  const header =
    options.signature === undefined
      ? Stripe.webhooks.generateTestHeaderString({
          payload,
          secret: options.secret ?? FAKE_WEBHOOK_SECRET,
          ...(options.timestamp ? { timestamp: options.timestamp } : {}),
        })
      : options.signature;
  return server.request('/api/stripe/webhook', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(header === null ? {} : { 'stripe-signature': header }),
    },
    body: options.body ?? payload,
  });
}
