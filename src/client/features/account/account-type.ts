import { accountRoleOf } from '@shared/auth/roles';
import type { PublicUser } from '@shared/auth/user';
import { isPremiumUser } from '@client/lib/auth';

export type AccountType =
  | 'Admin Account'
  | 'Coach Account'
  | 'Premium Client Account'
  | 'Premium Account'
  | 'Basic Account';

/**
 * The one account badge on the settings page (product rules R2.33). An admin's plan says nothing
 * about them, so their badge names the role (docs/decisions.md).
 */
export function accountTypeOf(
  user: Pick<PublicUser, 'userRole' | 'originalRole' | 'isAdmin' | 'subscriptionStatus'>,
): AccountType {
  switch (accountRoleOf(user)) {
    case 'admin':
      return 'Admin Account';
    case 'coach':
      return 'Coach Account';
    case 'client':
      return 'Premium Client Account';
    case 'user':
      return isPremiumUser(user) ? 'Premium Account' : 'Basic Account';
  }
}
