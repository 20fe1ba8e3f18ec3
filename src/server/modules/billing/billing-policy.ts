import {
  effectiveSubscriptionStatus,
  hasPremiumByRole,
  PAID_STATUSES,
} from '@shared/billing/premium';
import type { UserRow } from '../auth';

/** The status as it stands now: a cancelled period that has passed reads as ended. */
export const currentStatusOf = (user: UserRow, now = new Date()) =>
  effectiveSubscriptionStatus(user.subscriptionStatus, user.subscriptionEndsAt, now);

/** Premium an admin gave, with no Stripe subscription behind it. */
export const hasAdminGrantedPremium = (user: UserRow) =>
  user.isAdminCreated &&
  !user.stripeSubscriptionId &&
  PAID_STATUSES.includes(user.subscriptionStatus);

/**
 * The settings card (product rules R2.36 and R6.10): hidden for coaches, clients, switched mode and
 * admin-created premium accounts; they have nothing to buy or cancel.
 */
export const canManageSubscription = (user: UserRow) =>
  !hasPremiumByRole(user) && !hasAdminGrantedPremium(user);
