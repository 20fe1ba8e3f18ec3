import { useEffect, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import { subscriptionPlanSchema, type SubscriptionPlan } from '@shared/billing/plans';
import { PLAN_PARAM, PRICING_PATH } from '../billing-paths';

type AutoStartOptions = {
  /** Everything the decision needs has loaded. */
  ready: boolean;
  /** The viewer may buy (signed in, not subscribed, not premium through a coach). */
  canBuy: boolean;
  start: (plan: SubscriptionPlan) => void;
};

/**
 * A guest who chose a plan signs in and comes back to /pricing?plan=…: that plan's checkout
 * starts by itself, once. The parameter leaves the address first, so a reload or Back does
 * not start a second checkout.
 */
export function usePlanAutoStart({ ready, canBuy, start }: AutoStartOptions) {
  const search = useSearch();
  const [, navigate] = useLocation();
  const handled = useRef(false);
  const startRef = useRef(start);
  useEffect(() => {
    startRef.current = start;
  }, [start]);

  useEffect(() => {
    const params = new URLSearchParams(search);
    const plan = subscriptionPlanSchema.safeParse(params.get(PLAN_PARAM));
    if (!plan.success || !ready || handled.current) return;
    handled.current = true;
    params.delete(PLAN_PARAM);
    const rest = params.toString();
    navigate(rest ? `${PRICING_PATH}?${rest}` : PRICING_PATH, { replace: true });
    if (canBuy) startRef.current(plan.data);
  }, [search, ready, canBuy, navigate]);
}
