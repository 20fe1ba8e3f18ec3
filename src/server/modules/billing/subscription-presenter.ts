import { hasPremiumAccess, PAID_STATUSES } from '@shared/billing/premium';
import type { SubscriptionStatusResponse } from '@shared/billing/schemas';
import type { UserRow } from '../auth';
import { canManageSubscription, currentStatusOf } from './billing-policy';

/** GET /api/subscription-status (product rules R3.18), from the user row Stripe's events keep. */
export function presentSubscription(user: UserRow, now = new Date()): SubscriptionStatusResponse {
  const status = currentStatusOf(user, now);
  return {
    hasActiveSubscription: PAID_STATUSES.includes(status),
    isPremium: hasPremiumAccess({ ...user, subscriptionStatus: status }),
    plan: user.subscriptionPlan,
    status,
    subscriptionStatus: status,
    endsAt: user.subscriptionEndsAt?.toISOString() ?? null,
    canManage: canManageSubscription(user),
  };
}
