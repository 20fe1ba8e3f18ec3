import { useEffect, useMemo, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useSearch } from 'wouter';
import { BILLING_TOASTS } from '@shared/billing/messages';
import type { SubscriptionPlan } from '@shared/billing/plans';
import { useTimers } from '@client/hooks/use-timers';
import { toast } from '@client/hooks/use-toast';
import { hasStatus, serverMessage } from '@client/lib/api-error';
import { useCreateSubscription } from '@client/lib/endpoints/create-subscription';
import { invalidateAfterSubscriptionChange } from '@client/lib/endpoints/query-keys';
import { isCheckoutCancelledSearch } from '../billing-paths';
import {
  announceCheckoutReturn,
  keepTakingReturnOf,
  listenForCheckoutReturns,
} from './checkout-channel';
import { createCheckoutTracker, type CheckoutPhase } from './checkout-tracker';

export type CheckoutFlow = {
  phase: CheckoutPhase;
  /** The plan whose checkout is being created, for its button's spinner. */
  startingPlan: SubscriptionPlan | null;
  /** True while a new checkout cannot start: one is being created, left for or verified. */
  busy: boolean;
  start: (plan: SubscriptionPlan) => void;
  focusPopup: () => void;
  dismissCancelled: () => void;
};

function toastCheckoutError(description: string) {
  toast({ title: BILLING_TOASTS.checkoutErrorTitle, description, variant: 'destructive' });
}

/**
 * The pricing page's payment flow (product rules R4.17-R4.22): creates the checkout session, then
 * hands it to the tracker, which opens it and watches for the way back. Every timer and listener
 * ends with the page.
 */
export function useCheckoutFlow(): CheckoutFlow {
  const [, navigate] = useLocation();
  const search = useSearch();
  const queryClient = useQueryClient();
  const timers = useTimers();
  const createSubscription = useCreateSubscription();
  const returnedCancelled = useRef(isCheckoutCancelledSearch(search));
  const [phase, setPhase] = useState<CheckoutPhase>(() =>
    returnedCancelled.current ? { kind: 'cancelled' } : { kind: 'idle' },
  );
  const navigateRef = useRef(navigate);
  useEffect(() => {
    navigateRef.current = navigate;
  }, [navigate]);

  const tracker = useMemo(
    () =>
      createCheckoutTracker({
        timers,
        setPhase,
        navigate: (path) => navigateRef.current(path),
      }),
    [timers],
  );

  // In the checkout window, the pricing page that opened it takes it from here.
  useEffect(
    () => (returnedCancelled.current ? announceCheckoutReturn('cancelled', null) : undefined),
    [],
  );

  useEffect(() => {
    if (returnedCancelled.current) tracker.returnedCancelled();
    else tracker.resume();
    const onFocus = () => tracker.returnedToTab();
    const onVisible = () => {
      if (document.visibilityState === 'visible') tracker.returnedToTab();
    };
    // Back from checkout can restore this page from the browser's cache, with no new focus.
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) tracker.returnedToTab();
    };
    window.addEventListener('focus', onFocus);
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('pageshow', onPageShow);
    const stopListening = listenForCheckoutReturns(tracker.returned);
    return () => {
      stopListening();
      // A window cut off from this page may come back after it has gone (decision 182).
      const ended = tracker.endedPopupSession();
      if (ended) keepTakingReturnOf(ended);
      window.removeEventListener('focus', onFocus);
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('pageshow', onPageShow);
      tracker.dispose();
    };
  }, [tracker]);

  const busy =
    createSubscription.isPending || phase.kind === 'redirecting' || phase.kind === 'verifying';

  const start = (plan: SubscriptionPlan) => {
    if (busy) return;
    createSubscription.mutate(plan, {
      onSuccess: ({ sessionUrl, sessionId }) => {
        if (!sessionUrl) return toastCheckoutError(BILLING_TOASTS.noCheckoutUrl);
        tracker.begin(sessionUrl, sessionId);
      },
      onError: (error) => {
        // Already subscribed (or premium through a coach): the page's view was out of date.
        if (hasStatus(error, 409)) void invalidateAfterSubscriptionChange(queryClient);
        toastCheckoutError(serverMessage(error) ?? BILLING_TOASTS.checkoutErrorFallback);
      },
    });
  };

  return {
    phase,
    startingPlan: createSubscription.isPending ? (createSubscription.variables ?? null) : null,
    busy,
    start,
    focusPopup: tracker.focusPopup,
    dismissCancelled: () => setPhase({ kind: 'idle' }),
  };
}
