import type Stripe from 'stripe';
import type { SubscriptionPlan } from '@shared/billing/plans';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';

export interface BillingSettings {
  mode: AppConfig['billingMode'];
  publicUrl: string;
  /** Plan prices in cents, as shown and (without price ids) as charged. */
  prices: Record<SubscriptionPlan, number>;
  /** Stripe price ids, when the deployment set them. */
  priceIds: Partial<Record<SubscriptionPlan, string>>;
  webhookSecret: string;
}

/** What the billing use cases need. `stripe` is null when subscriptions are off. */
export interface BillingContext {
  db: Database;
  stripe: Stripe | null;
  settings: BillingSettings;
}
