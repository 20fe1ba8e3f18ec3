import { z } from 'zod';
import { SUBSCRIPTION_PLANS } from '../domain/enums';
import { FREE_PRACTICE_LIMIT } from '../recordings/limits';

export const subscriptionPlanSchema = z.enum(SUBSCRIPTION_PLANS, {
  error: 'Please choose the monthly or yearly plan.',
});
export type SubscriptionPlan = z.infer<typeof subscriptionPlanSchema>;

/**
 * Default prices in US cents (product rules R9.6: 6.99 a month, 67 a year). A deployment sets
 * its own with PRICE_MONTHLY_CENTS and PRICE_YEARLY_CENTS, or Stripe price ids.
 */
export const DEFAULT_PLAN_PRICE_CENTS: Record<SubscriptionPlan, number> = {
  monthly: 699,
  yearly: 6700,
};

export const PLAN_INTERVAL: Record<SubscriptionPlan, 'month' | 'year'> = {
  monthly: 'month',
  yearly: 'year',
};

/** Full refund within 7 days (product rules R1.13 and R9.7). */
export const REFUND_WINDOW_DAYS = 7;

/** What a year costs per month, in cents, rounded down (67 USD a year is about 5.58 a month). */
export function monthlyEquivalentCents(yearlyCents: number) {
  return Math.floor(yearlyCents / 12);
}

/** The yearly plan's saving against twelve monthly payments, in whole percent (20%). */
export function yearlySavingPercent(monthlyCents: number, yearlyCents: number) {
  if (monthlyCents <= 0) return 0;
  return Math.max(0, Math.round((1 - yearlyCents / (monthlyCents * 12)) * 100));
}

/** 699 → '6.99', 6700 → '67'. */
export function formatUsd(cents: number) {
  return cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);
}

export const planOfferSchema = z.object({
  id: subscriptionPlanSchema,
  priceCents: z.number().int(),
  currency: z.literal('usd'),
  interval: z.enum(['month', 'year']),
  /** The price per month; for the yearly plan, what the year costs per month. */
  monthlyEquivalentCents: z.number().int(),
  /** Against paying monthly for a year; 0 for the monthly plan. */
  savingPercent: z.number().int(),
});
export type PlanOffer = z.infer<typeof planOfferSchema>;

/** GET /api/plans: what the pricing page shows, from the server's configuration. */
export const plansResponseSchema = z.object({
  freeMonthlyRecordings: z.number().int(),
  plans: z.array(planOfferSchema),
  /** No real payment provider: checkout is the local test-mode page. */
  testMode: z.boolean(),
  /** Subscriptions can be bought at all (false in production without Stripe keys). */
  available: z.boolean(),
});
export type PlansResponse = z.infer<typeof plansResponseSchema>;

export function planOffers(prices: Record<SubscriptionPlan, number>): PlanOffer[] {
  return [
    {
      id: 'monthly',
      priceCents: prices.monthly,
      currency: 'usd',
      interval: 'month',
      monthlyEquivalentCents: prices.monthly,
      savingPercent: 0,
    },
    {
      id: 'yearly',
      priceCents: prices.yearly,
      currency: 'usd',
      interval: 'year',
      monthlyEquivalentCents: monthlyEquivalentCents(prices.yearly),
      savingPercent: yearlySavingPercent(prices.monthly, prices.yearly),
    },
  ];
}

export { FREE_PRACTICE_LIMIT };
