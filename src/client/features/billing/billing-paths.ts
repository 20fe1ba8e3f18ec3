import type { SubscriptionPlan } from '@shared/billing/plans';

/*
 * The addresses of the payment flow. The server's checkout comes back to
 * /dashboard?subscription=success&session_id=… when paid, and to /pricing?checkout=cancelled
 * when the person cancels.
 */

export const PRICING_PATH = '/pricing';
/** The pricing page's query parameter naming a plan whose checkout starts by itself. */
export const PLAN_PARAM = 'plan';

/** Where a paid checkout lands: the dashboard confirms the payment from these. */
export function paymentReturnPath(sessionId: string | null): string {
  const params = new URLSearchParams({ subscription: 'success' });
  if (sessionId) params.set('session_id', sessionId);
  return `/dashboard?${params.toString()}`;
}

/**
 * A guest back from checkout (the session cookie was lost on the way): the home page opens
 * sign-in with 'Payment Successful!' (product rules R2.43), and signing in returns to this same
 * payment return, which then confirms the payment.
 */
export function signInAfterPaymentPath(returnSearch: string): string {
  const search = returnSearch.replace(/^\?/, '');
  const back = search ? `/dashboard?${search}` : '/dashboard';
  return `/?signin=true&subscription=success&redirect=${encodeURIComponent(back)}`;
}

/** The in-tab way to checkout, through the page that checks the address first. */
export function checkoutRedirectPath(sessionUrl: string): string {
  return `/checkout-redirect?url=${encodeURIComponent(sessionUrl)}`;
}

/**
 * The pricing page of a guest who chose a plan: signing in from here comes back to the
 * plan (the `redirect` parameter), whose checkout then starts.
 */
export function signInForPlanPath(plan: SubscriptionPlan): string {
  const back = `${PRICING_PATH}?${PLAN_PARAM}=${plan}`;
  return `${PRICING_PATH}?redirect=${encodeURIComponent(back)}`;
}

function readUrl(href: string, origin: string): URL | null {
  try {
    const url = new URL(href, origin);
    return url.origin === origin ? url : null;
  } catch {
    return null;
  }
}

/**
 * The checkout window has reached the paid return, /dashboard?subscription=success. The
 * dashboard in that window confirms the payment itself and then drops the parameters, so
 * the plain dashboard counts too: checkout only ever comes back to this site through its
 * paid or its cancelled address.
 */
export function isPaymentSuccessUrl(href: string, origin: string): boolean {
  return readUrl(href, origin)?.pathname === '/dashboard';
}

/** The checkout window has reached the cancelled return: /pricing?checkout=cancelled. */
export function isCheckoutCancelledUrl(href: string, origin: string): boolean {
  const url = readUrl(href, origin);
  return url?.pathname === PRICING_PATH && isCheckoutCancelledSearch(url.search);
}

export function isCheckoutCancelledSearch(search: string): boolean {
  return new URLSearchParams(search).get('checkout') === 'cancelled';
}
