import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PlansResponse } from '@shared/billing/plans';
import { routes } from '@shared/api/contract';
import { requestJson } from '@client/lib/request-json';
import { PLANS_QUERY_KEY } from './query-keys';

export function fetchPlans(): Promise<PlansResponse> {
  return requestJson(routes.listPlans);
}

export const plansQueryOptions = () =>
  queryOptions({ queryKey: PLANS_QUERY_KEY, queryFn: fetchPlans });

/**
 * GET /api/plans (public): the prices, whether checkout is the local test page, and whether
 * subscriptions can be bought at all. The pricing page reads every figure from here.
 */
export function usePlans() {
  return useQuery(plansQueryOptions());
}
