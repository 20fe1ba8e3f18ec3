import { announceCheckoutReturn } from '../checkout/checkout-channel';
import { useEffect, useRef, useState } from 'react';
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation, useSearch } from 'wouter';
import { routes } from '@shared/api/contract';
import {
  PAYMENT_CONFIRM_RETRY_MS,
  PAYMENT_CONFIRM_TIMEOUT_MS,
} from '@shared/client-config/payment-return';
import { toast } from '@client/hooks/use-toast';
import { isRetryable, serverMessage } from '@client/lib/api-error';
import { confirmCheckout } from '@client/lib/endpoints/confirm-checkout';
import { subscriptionStatusQueryOptions } from '@client/lib/endpoints/get-subscription-status';
import { invalidateAfterSubscriptionChange } from '@client/lib/endpoints/query-keys';
import { applySubscriptionChange } from '@client/lib/endpoints/subscription-change';
import { clearPendingCheckout } from '../checkout/pending-checkout';
import { onlyWhen } from '@client/lib/query-client';

/*
 * The payment return, followed through TanStack Query like a job (follow-job.ts): a query
 * read again every 2 s by `refetchInterval`, which stops on a final reading. A read that
 * fails is retried by the query client's one rule (REQUEST_RETRY) and the interval goes on;
 * a failure that rule does not retry is the server's answer. After 30 s it gives up.
 */

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

/** What one read says: premium shows, the checkout ended unpaid, or not yet. */
type Reading = 'premium' | 'expired' | 'waiting';

async function readPayment(queryClient: QueryClient, sessionId: string | null): Promise<Reading> {
  if (sessionId) {
    const { checkout, subscription } = await confirmCheckout(sessionId);
    if (checkout === 'complete') void applySubscriptionChange(queryClient, subscription);
    if (checkout === 'expired') return 'expired';
    return checkout === 'complete' && subscription.isPremium ? 'premium' : 'waiting';
  }
  // No session to confirm: the webhook alone makes premium; read the status afresh.
  const status = await queryClient.fetchQuery({
    ...subscriptionStatusQueryOptions(),
    staleTime: 0,
  });
  return status.isPremium ? 'premium' : 'waiting';
}

/** The latest read, as the query's state and its result both carry it. */
type ReadState = {
  status: 'pending' | 'error' | 'success';
  data: Reading | undefined;
  error: unknown;
  dataUpdatedAt: number;
  errorUpdatedAt: number;
};

/**
 * Where the latest read leaves the confirmation: premium, an outcome, or null to read again
 * in 2 s. Like the deadline, the read's time is the query's own, so this is the same for the
 * interval and for the screen.
 */
function standing(read: ReadState, deadline: number): 'premium' | PaymentOutcome | null {
  if (read.status === 'pending') return null;
  if (read.status === 'error' && !isRetryable(read.error)) {
    return { kind: 'refused', message: serverMessage(read.error) };
  }
  if (read.status === 'success' && read.data === 'premium') return 'premium';
  if (read.status === 'success' && read.data === 'expired') return { kind: 'expired' };
  const readAt = Math.max(read.dataUpdatedAt, read.errorUpdatedAt);
  return readAt + PAYMENT_CONFIRM_RETRY_MS > deadline ? { kind: 'timed-out' } : null;
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
  const { isReturn, sessionId, params } = readReturn(search);
  const active = enabled && isReturn;
  /** When this round of asking gives up; a new round (Check Again) is a new query. */
  const [deadline, setDeadline] = useState<number | null>(null);

  const dismiss = () => {
    RETURN_PARAMS.forEach((name) => params.delete(name));
    const rest = params.toString();
    navigate(rest ? `/dashboard?${rest}` : '/dashboard', { replace: true });
  };
  const dismissRef = useRef(dismiss);
  useEffect(() => {
    dismissRef.current = dismiss;
  });

  // In the checkout window, the pricing page that opened it takes it from here.
  useEffect(
    () => (isReturn ? announceCheckoutReturn('paid', sessionId) : undefined),
    [isReturn, sessionId],
  );

  useEffect(() => {
    if (!active) return;
    // Back from checkout: the pricing page need not wait for this one any more.
    clearPendingCheckout();
    setDeadline(Date.now() + PAYMENT_CONFIRM_TIMEOUT_MS);
  }, [active]);

  const read = useQuery({
    // Named by the path it asks (R7.4); a round of asking is a query of its own.
    queryKey: [routes.confirmCheckout.path, sessionId, deadline],
    queryFn: () => readPayment(queryClient, sessionId),
    ...onlyWhen(active && deadline !== null),
    gcTime: 0,
    refetchInterval: (query) =>
      deadline !== null && standing(query.state, deadline) === null
        ? PAYMENT_CONFIRM_RETRY_MS
        : false,
    refetchIntervalInBackground: true,
  });

  const settled = active && deadline !== null ? standing(read, deadline) : null;
  const confirmed = settled === 'premium';
  useEffect(() => {
    if (!confirmed) return;
    if (!sessionId) void invalidateAfterSubscriptionChange(queryClient);
    toast(PAYMENT_CONFIRMED_TOAST);
    dismissRef.current();
  }, [confirmed, sessionId, queryClient]);

  const state: PaymentConfirmation = !active
    ? { kind: 'none' }
    : settled === null || settled === 'premium'
      ? { kind: 'processing' }
      : settled;

  return {
    state,
    /** Asks again for another 30 s. */
    retry: () => setDeadline(Date.now() + PAYMENT_CONFIRM_TIMEOUT_MS),
    /** Leaves the payment return behind: the parameters go from the address. */
    dismiss,
  };
}
