import { isClient, isCoach } from '../auth/roles';
import type { SubscriptionStatus, UserRole } from '../auth/user';

/** Statuses that still carry premium: paid, or cancelled but inside the paid period. */
export const PAID_STATUSES: readonly SubscriptionStatus[] = ['active', 'canceling'];

/**
 * A subscription set to cancel ends at the period end. Stripe sends the deletion then; if that
 * event is late or lost, the access still ends on time.
 */
export function effectiveSubscriptionStatus(
  status: SubscriptionStatus,
  endsAt: Date | string | null,
  now = new Date(),
): SubscriptionStatus {
  if (status === 'canceling' && endsAt && new Date(endsAt).getTime() <= now.getTime()) {
    return 'canceled';
  }
  return status;
}

export interface PremiumSubject {
  subscriptionStatus: SubscriptionStatus;
  userRole: UserRole;
  originalRole?: UserRole | null;
  /** A coach previewing the app as a premium user. */
  isInSwitchedMode?: boolean;
}

/** Premium that comes with the account: a coach (also while previewing) or a coach's client. */
export function hasPremiumByRole(subject: Omit<PremiumSubject, 'subscriptionStatus'>): boolean {
  return isCoach(subject) || isClient(subject) || subject.isInSwitchedMode === true;
}

/**
 * Premium (product rules R6.4 and R6.5): a paying subscriber (also while canceling, until the
 * period ends), or premium by role (hasPremiumByRole). Pass the effective status.
 */
export function hasPremiumAccess(subject: PremiumSubject): boolean {
  return PAID_STATUSES.includes(subject.subscriptionStatus) || hasPremiumByRole(subject);
}
