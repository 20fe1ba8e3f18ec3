import { planOffers, plansResponseSchema, type PlansResponse } from '@shared/billing/plans';
import {
  subscriptionStatusResponseSchema,
  type SubscriptionStatusResponse,
} from '@shared/billing/schemas';

/** GET /api/plans at the given prices in cents (checked against the shared schema). */
export function buildPlans(
  { monthly = 699, yearly = 6700 }: { monthly?: number; yearly?: number } = {},
  overrides: Partial<PlansResponse> = {},
): PlansResponse {
  return plansResponseSchema.parse({
    freeMonthlyRecordings: 5,
    plans: planOffers({ monthly, yearly }),
    testMode: false,
    available: true,
    ...overrides,
  });
}

/** GET /api/subscription-status of a free user; override what the test is about. */
export function buildSubscriptionStatus(
  overrides: Partial<SubscriptionStatusResponse> = {},
): SubscriptionStatusResponse {
  const status = overrides.status ?? overrides.subscriptionStatus ?? 'free';
  const paid = status === 'active' || status === 'canceling';
  return subscriptionStatusResponseSchema.parse({
    hasActiveSubscription: paid,
    isPremium: paid,
    plan: paid ? 'monthly' : null,
    endsAt: paid ? '2026-04-14T12:00:00.000Z' : null,
    canManage: true,
    ...overrides,
    status,
    subscriptionStatus: status,
  });
}
