import Stripe from 'stripe';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import type { BillingContext, BillingSettings } from './billing-context';
import { buildLocalStripeApi, localFetch } from './local-stripe/local-stripe-api';
import type { LocalEvent, LocalStripe } from './local-stripe/local-stripe';
import { TEST_CHECKOUT_PATH } from '@shared/billing/checkout-url';

/** Test mode's keys: only ever used against the local stand-in, never sent to Stripe. */
export const TEST_MODE_SECRET_KEY = 'sk_test_cadence_local_test_mode';
export const TEST_MODE_WEBHOOK_SECRET = 'whsec_cadence_local_test_mode';

export interface Billing {
  context: BillingContext;
  /** Test mode's stand-in for Stripe (null with real keys or when billing is off). */
  localStripe: LocalStripe | null;
  /** Where the stand-in sends its events: set once the app can receive webhooks. */
  deliverEventsTo(deliver: (events: LocalEvent[]) => Promise<void>): void;
}

/** STRIPE_API_URL (a proxy, or a fake Stripe in tests) as the SDK's host, port and protocol. */
function apiAddress(apiUrl: string | undefined) {
  if (!apiUrl) return {};
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? ('http' as const) : ('https' as const);
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}

function settingsOf(config: AppConfig): BillingSettings {
  return {
    mode: config.billingMode,
    publicUrl: config.publicUrl,
    prices: { monthly: config.PRICE_MONTHLY_CENTS, yearly: config.PRICE_YEARLY_CENTS },
    priceIds: {
      ...(config.STRIPE_PRICE_MONTHLY ? { monthly: config.STRIPE_PRICE_MONTHLY } : {}),
      ...(config.STRIPE_PRICE_YEARLY ? { yearly: config.STRIPE_PRICE_YEARLY } : {}),
    },
    webhookSecret: config.STRIPE_WEBHOOK_SECRET ?? TEST_MODE_WEBHOOK_SECRET,
  };
}

/**
 * The Stripe client for the configured mode: the real API with STRIPE_SECRET_KEY; in test
 * mode the same SDK talking, in process, to the local stand-in that also serves the
 * test-mode checkout page.
 */
export async function createBilling(config: AppConfig, db: Database): Promise<Billing> {
  const settings = settingsOf(config);
  let deliver: ((events: LocalEvent[]) => Promise<void>) | null = null;
  const deliverEventsTo: Billing['deliverEventsTo'] = (next) => {
    deliver = next;
  };

  if (config.billingMode === 'stripe' && config.STRIPE_SECRET_KEY) {
    const stripe = new Stripe(config.STRIPE_SECRET_KEY, {
      ...apiAddress(config.STRIPE_API_URL),
      maxNetworkRetries: 2,
      timeout: 20_000,
      appInfo: { name: 'Cadence' },
    });
    return { context: { db, stripe, settings }, localStripe: null, deliverEventsTo };
  }
  if (config.billingMode === 'off') {
    return { context: { db, stripe: null, settings }, localStripe: null, deliverEventsTo };
  }

  const local = await buildLocalStripeApi({
    db,
    apiKey: TEST_MODE_SECRET_KEY,
    checkoutUrl: (id) => `${config.publicUrl}${TEST_CHECKOUT_PATH}${id}`,
    onEvents: (events) => deliver?.(events),
  });
  const stripe = new Stripe(TEST_MODE_SECRET_KEY, {
    httpClient: Stripe.createFetchHttpClient(localFetch(local.app)),
    maxNetworkRetries: 0,
  });
  return { context: { db, stripe, settings }, localStripe: local.stripe, deliverEventsTo };
}
