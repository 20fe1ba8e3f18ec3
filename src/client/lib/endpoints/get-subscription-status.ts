import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SubscriptionStatusResponse } from '@shared/billing/schemas';
import { routes } from '@shared/api/contract';
import { QUERY_CACHE } from '@client/lib/query-client';
import { requestJson } from '@client/lib/request-json';
import { SUBSCRIPTION_STATUS_QUERY_KEY } from './query-keys';
import { onlyWhen } from '@client/lib/query-client';

export function fetchSubscriptionStatus(): Promise<SubscriptionStatusResponse> {
  return requestJson(routes.getSubscriptionStatus);
}

export const subscriptionStatusQueryOptions = () =>
  queryOptions({
    queryKey: SUBSCRIPTION_STATUS_QUERY_KEY,
    queryFn: fetchSubscriptionStatus,
    ...QUERY_CACHE.subscriptionStatus,
  });

/** GET /api/subscription-status: signed in only (a guest gets a 401), cached 5 minutes. */
export function useSubscriptionStatus({ enabled }: { enabled: boolean }) {
  return useQuery({ ...subscriptionStatusQueryOptions(), ...onlyWhen(enabled) });
}
