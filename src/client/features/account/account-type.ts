import type { PublicUser } from '@shared/auth/user';
import { isCoach, isPremiumUser } from '@client/lib/auth';

export type AccountType =
  'Coach Account' | 'Premium Client Account' | 'Premium Account' | 'Basic Account';

/** The one account badge on the settings page (accounts spec §2). */
export function accountTypeOf(
  user: Pick<PublicUser, 'userRole' | 'originalRole' | 'subscriptionStatus'>,
): AccountType {
  if (isCoach(user)) return 'Coach Account';
  if (user.userRole === 'client') return 'Premium Client Account';
  if (isPremiumUser(user)) return 'Premium Account';
  return 'Basic Account';
}
