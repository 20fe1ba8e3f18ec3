import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useSearch } from 'wouter';
import {
  PAYMENT_CONFIRM_RETRY_MS,
  PAYMENT_CONFIRM_TIMEOUT_MS,
} from '@shared/client-config/payment-return';
import { useTimers } from '@client/hooks/use-timers';
import { toast } from '@client/hooks/use-toast';
import { parseApiError } from '@client/lib/api-error';
import { useConfirmCheckout } from '@client/lib/endpoints/confirm-checkout';
import { subscriptionStatusQueryOptions } from '@client/lib/endpoints/get-subscription-status';
import { invalidateAfterSubscriptionChange } from '@client/lib/endpoints/query-keys';
import { clearPendingCheckout } from '../checkout/pending-checkout';

export const PAYMENT_CONFIRMED_TOAST = {
  title: 'Welcome to Premium!',
  description: 'Unlimited practice is unlocked.',
} as const;

/** How the payment return ended, when it did not end in premium. */
export type PaymentOutcome =
  /** Not confirmed within 30 s: it may still arrive. */
  | { kind: 'timed-out' }
  /** The checkout ended unpaid. */
  | { kind: 'expired' }
  /** The server refused the confirmation (an unknown session, say). */
  | { kind: 'refused'; message: string | null };

export type PaymentConfirmation = { kind: 'none' } | { kind: 'processing' } | PaymentOutcome;

const RETURN_PARAMS = ['subscription', 'session_id'] as const;

function readReturn(search: string) {
  const params = new URLSearchParams(search);
  const isReturn = params.get('subscription') === 'success' || params.has('session_id');
  return { isReturn, sessionId: params.get('session_id') || null, params };
}

/** A client error is an answer; anything else (offline, a 5xx) is worth asking again. */
function isFinalError(error: unknown): boolean {
  const { status } = parseApiError(error);
  return status !== null && status >= 400 && status < 500 && status !== 408 && status !== 429;
}

/**
 * Back from checkout on /dashboard?subscription=success&session_id=… (signed in): asks the
 * server to confirm the payment, every 2 s for up to 30 s while the checkout is still open or
 * premium has not shown yet. Once confirmed it welcomes the person and takes the parameters
 * out of the address, so a reload does not confirm again.
 */
export function usePaymentConfirmation({ enabled }: { enabled: boolean }) {
  const search = useSearch();
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const timers = useTimers();
  const { mutateAsync: confirmCheckout } = useConfirmCheckout();
  const { isReturn, sessionId, params } = readReturn(search);
  const [outcome, setOutcome] = useState<PaymentOutcome | null>(null);
  const [attempt, setAttempt] = useState(0);

  const dismiss = () => {
    RETURN_PARAMS.forEach((name) => params.delete(name));
    const rest = params.toString();
    navigate(rest ? `/dashboard?${rest}` : '/dashboard', { replace: true });
  };
  const dismissRef = useRef(dismiss);
  useEffect(() => {
    dismissRef.current = dismiss;
  });

  useEffect(() => {
    if (!enabled || !isReturn) return;
    let stopped = false;
    let cancelRetry = () => {};
    const deadline = Date.now() + PAYMENT_CONFIRM_TIMEOUT_MS;
    // Back from checkout: the pricing page need not wait for this one any more.
    clearPendingCheckout();

    const isPremiumNow = async (): Promise<'premium' | 'waiting' | 'expired'> => {
      if (sessionId) {
        const { checkout, subscription } = await confirmCheckout(sessionId);
        if (checkout === 'expired') return 'expired';
        return checkout === 'complete' && subscription.isPremium ? 'premium' : 'waiting';
      }
      // No session to confirm: the webhook alone makes premium; read the status afresh.
      const status = await queryClient.fetchQuery({
        ...subscriptionStatusQueryOptions(),
        staleTime: 0,
      });
      return status.isPremium ? 'premium' : 'waiting';
    };

    const check = async () => {
      let result: 'premium' | 'waiting' | 'expired';
      try {
        result = await isPremiumNow();
      } catch (error) {
        if (stopped) return;
        if (isFinalError(error)) {
          return setOutcome({ kind: 'refused', message: parseApiError(error).message });
        }
        result = 'waiting';
      }
      if (stopped) return;
      if (result === 'expired') return setOutcome({ kind: 'expired' });
      if (result === 'waiting') {
        if (Date.now() + PAYMENT_CONFIRM_RETRY_MS > deadline) {
          return setOutcome({ kind: 'timed-out' });
        }
        cancelRetry = timers.timeout(() => void check(), PAYMENT_CONFIRM_RETRY_MS);
        return;
      }
      if (!sessionId) void invalidateAfterSubscriptionChange(queryClient);
      toast(PAYMENT_CONFIRMED_TOAST);
      dismissRef.current();
    };
    void check();
    return () => {
      stopped = true;
      cancelRetry();
    };
  }, [enabled, isReturn, sessionId, attempt, confirmCheckout, queryClient, timers]);

  const state: PaymentConfirmation =
    !enabled || !isReturn ? { kind: 'none' } : (outcome ?? { kind: 'processing' });

  return {
    state,
    /** Asks again for another 30 s. */
    retry: () => {
      setOutcome(null);
      setAttempt((count) => count + 1);
    },
    /** Leaves the payment return behind: the parameters go from the address. */
    dismiss,
  };
}
