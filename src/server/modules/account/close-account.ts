import { type AccountStores, deleteAccount, type UserRow } from '../auth';
import { type BillingContext, endSubscriptionOfDeletedAccount } from '../billing';

/**
 * Closes an account the person asked to delete: billing stops first, so if the payment
 * provider cannot be reached the account stays and the person can retry; then the account
 * and everything it owns go.
 */
export async function closeAccount(
  context: { auth: AccountStores; billing: BillingContext },
  user: UserRow,
) {
  await endSubscriptionOfDeletedAccount(context.billing, user);
  return deleteAccount(context.auth, user);
}
