/*
 * Checkout's way back, told between this site's tabs (decision 182). A checkout window that
 * went to Stripe's site and came back to Cadence may no longer be reachable from the page that
 * opened it: browsers cut a window off from its opener when it moves between sites with
 * different opener policies. So the page it comes back to says so on a BroadcastChannel; the
 * pricing page that waits for that checkout takes it, says so, and the window closes itself.
 */

const CHANNEL = 'cadence-checkout';
/** How long the returned window waits to hear that the pricing page took it. */
const TAKEN_WAIT_MS = 3_000;
/**
 * How long a checkout window is still answered after the pricing page has gone: its way back
 * can load after the page, seeing the window cut off, confirmed the payment and moved on.
 */
export const LATE_RETURN_MS = 60_000;

export type CheckoutOutcome = 'paid' | 'cancelled';

type CheckoutMessage =
  | { kind: 'returned'; outcome: CheckoutOutcome; sessionId: string | null }
  | { kind: 'taken'; sessionId: string | null };

const channelOf = () =>
  typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL) : null;

/**
 * This page is checkout's way back: tells a page waiting for it, and closes this window if one
 * took it (the window is then the checkout popup, and the opener shows the outcome).
 */
export function announceCheckoutReturn(outcome: CheckoutOutcome, sessionId: string | null) {
  const channel = channelOf();
  if (!channel) return () => {};
  const stopWaiting = window.setTimeout(() => channel.close(), TAKEN_WAIT_MS);
  channel.onmessage = (event: MessageEvent<CheckoutMessage>) => {
    if (event.data?.kind !== 'taken') return;
    if (event.data.sessionId !== null && sessionId !== null && event.data.sessionId !== sessionId)
      return;
    channel.close();
    window.clearTimeout(stopWaiting);
    window.close();
  };
  channel.postMessage({ kind: 'returned', outcome, sessionId } satisfies CheckoutMessage);
  return () => {
    window.clearTimeout(stopWaiting);
    channel.close();
  };
}

/** Hears checkout windows coming back; `onReturn` says whether it took this one. */
export function listenForCheckoutReturns(
  onReturn: (outcome: CheckoutOutcome, sessionId: string | null) => boolean,
) {
  const channel = channelOf();
  if (!channel) return () => {};
  channel.onmessage = (event: MessageEvent<CheckoutMessage>) => {
    if (event.data?.kind !== 'returned') return;
    const { outcome, sessionId } = event.data;
    if (onReturn(outcome, sessionId)) {
      channel.postMessage({ kind: 'taken', sessionId } satisfies CheckoutMessage);
    }
  };
  return () => channel.close();
}

/**
 * The pricing page has gone (to the dashboard, once paid) while checkout `sessionId`'s window
 * may still be on its way back: for LATE_RETURN_MS its return is still taken, so the window
 * closes itself instead of staying open on a second dashboard.
 */
export function keepTakingReturnOf(sessionId: string, ms: number = LATE_RETURN_MS) {
  const channel = channelOf();
  if (!channel) return;
  window.setTimeout(() => channel.close(), ms);
  channel.onmessage = (event: MessageEvent<CheckoutMessage>) => {
    if (event.data?.kind !== 'returned') return;
    if (event.data.sessionId !== null && event.data.sessionId !== sessionId) return;
    channel.postMessage({ kind: 'taken', sessionId } satisfies CheckoutMessage);
  };
}
