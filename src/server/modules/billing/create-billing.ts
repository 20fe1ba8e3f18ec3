import Stripe from 'stripe';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import type { BillingContext, BillingSettings } from './billing-context';

/** Test mode's webhook secret: only ever used with the local stand-in, never by Stripe. */
export const TEST_MODE_WEBHOOK_SECRET = 'whsec_cadence_local_test_mode';

export interface Billing {
  context: BillingContext;
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
 * mode the client the composition hands in (app.ts: the same SDK talking, in process, to the
 * local stand-in in src/server/dev-services/stripe, which also serves the test-mode checkout
 * page). Billing never builds or imports the stand-in itself.
 */
export function createBilling(
  config: AppConfig,
  db: Database,
  testModeStripe: Stripe | null = null,
): Billing {
  const settings = settingsOf(config);

  if (config.billingMode === 'stripe' && config.STRIPE_SECRET_KEY) {
    const stripe = new Stripe(config.STRIPE_SECRET_KEY, {
      ...apiAddress(config.STRIPE_API_URL),
      maxNetworkRetries: 2,
      timeout: 20_000,
      appInfo: { name: 'Cadence' },
    });
    return { context: { db, stripe, settings } };
  }
  if (config.billingMode === 'off') {
    return { context: { db, stripe: null, settings } };
  }
  if (!testModeStripe) {
    throw new Error('Billing test mode needs the local Stripe stand-in as its client');
  }
  return { context: { db, stripe: testModeStripe, settings } };
}
