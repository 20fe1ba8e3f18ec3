import type { QueryClient } from '@tanstack/react-query';
import type { SubscriptionStatusResponse } from '@shared/billing/schemas';
import { invalidateAfterSubscriptionChange, SUBSCRIPTION_STATUS_QUERY_KEY } from './query-keys';

/**
 * After the server changed the subscription: its answer shows at once, and everything that
 * depends on the subscription (the user, the status, the practice limit) is read afresh.
 */
export function applySubscriptionChange(
  queryClient: QueryClient,
  subscription: SubscriptionStatusResponse,
): Promise<void> {
  queryClient.setQueryData(SUBSCRIPTION_STATUS_QUERY_KEY, subscription);
  return invalidateAfterSubscriptionChange(queryClient);
}
