import { BILLING_TOASTS } from '@shared/billing/messages';
import {
  COMPLETE_PAYMENT_BUTTON_MS,
  MOBILE_CHECKOUT_DELAY_MS,
  POPUP_CHECK_INTERVAL_MS,
  POPUP_EARLY_CLOSE_MS,
  VERIFYING_REDIRECT_DELAY_MS,
} from '@shared/client-config/payment';
import type { Timers } from '@client/hooks/use-timers';
import { toast } from '@client/hooks/use-toast';
import { assignLocation } from '@client/lib/browser-location';
import { isMobileDevice } from '@client/lib/device';
import {
  checkoutRedirectPath,
  isCheckoutCancelledUrl,
  isPaymentSuccessUrl,
  paymentReturnPath,
} from '../billing-paths';
import {
  clearPendingCheckout,
  isWithinTrackingWindow,
  readPendingCheckout,
  savePendingCheckout,
  type PendingCheckout,
} from './pending-checkout';

/** Where the payment flow stands, as the pricing page shows it. */
export type CheckoutPhase =
  | { kind: 'idle' }
  /** Phone: the page itself goes to checkout in a moment. */
  | { kind: 'redirecting' }
  /** Desktop: checkout is open in its own window. */
  | { kind: 'in-popup' }
  /** The window did not open: 'Complete Payment' continues in this tab. */
  | { kind: 'blocked'; completePaymentHref: string }
  /** Back from checkout: 'Verifying Payment', then the dashboard confirms. */
  | { kind: 'verifying' }
  /** The person cancelled at checkout; nothing was paid. */
  | { kind: 'cancelled' };

type Tracking = {
  checkout: PendingCheckout;
  /** The checkout window, or null when checkout is in this tab (phone, or after a reload). */
  popup: Window | null;
  /** False during the first second, when a closed window means it was blocked. */
  pastEarlyClose: boolean;
  stopTimers: (() => void)[];
};

type TrackerDeps = {
  timers: Timers;
  setPhase: (phase: CheckoutPhase) => void;
  navigate: (path: string) => void;
};

const POPUP_NAME = 'cadence-checkout';
const POPUP_FEATURES = 'popup,width=520,height=760';

/**
 * The payment flow after a checkout session exists (product rules R4.18-R4.22): a phone goes to
 * checkout after 0.5 s; a desktop opens a window and checks it every second. A window that
 * does not open, or is closed within the first second, was blocked: 'Complete Payment' then
 * shows for 30 s. A window that closes later, or comes back to the paid return, ends in
 * 'Verifying Payment' and the dashboard a second later; one that comes back to the cancelled
 * return is closed and nothing more happens. For checkout in this tab, coming back to the
 * tab within 30 minutes counts as done; after that the checkout is forgotten.
 */
export function createCheckoutTracker({ timers, setPhase, navigate }: TrackerDeps) {
  let tracking: Tracking | null = null;
  /** The session of the last checkout window this page followed, once it ended. */
  let endedPopup: string | null = null;
  /** Stops the 'Complete Payment' button's countdown. */
  let stopBlockedTimer: (() => void) | null = null;

  function stop(): Tracking | null {
    const ended = tracking;
    if (ended?.popup) endedPopup = ended.checkout.sessionId;
    ended?.stopTimers.forEach((stopTimer) => stopTimer());
    tracking = null;
    return ended;
  }

  function closePopup(popup: Window | null) {
    try {
      popup?.close();
    } catch {
      // Already gone.
    }
  }

  function complete() {
    const ended = stop();
    if (!ended) return;
    closePopup(ended.popup);
    clearPendingCheckout();
    setPhase({ kind: 'verifying' });
    timers.timeout(
      () => navigate(paymentReturnPath(ended.checkout.sessionId)),
      VERIFYING_REDIRECT_DELAY_MS,
    );
  }

  function cancelled() {
    const ended = stop();
    closePopup(ended?.popup ?? null);
    clearPendingCheckout();
    setPhase({ kind: 'cancelled' });
  }

  function drop() {
    stop();
    clearPendingCheckout();
    setPhase({ kind: 'idle' });
  }

  function blocked(checkout: PendingCheckout) {
    stop();
    toast({
      title: BILLING_TOASTS.popupBlockedTitle,
      description: BILLING_TOASTS.popupBlockedDescription,
    });
    setPhase({ kind: 'blocked', completePaymentHref: checkoutRedirectPath(checkout.sessionUrl) });
    // Following the button leaves this page (and its timers), so the stored checkout stays.
    stopBlockedTimer = timers.timeout(() => {
      stopBlockedTimer = null;
      clearPendingCheckout();
      setPhase({ kind: 'idle' });
    }, COMPLETE_PAYMENT_BUTTON_MS);
  }

  /** Where the window is, when it is on this site again (elsewhere reading it throws). */
  function popupAddress(popup: Window): string | null {
    try {
      return popup.location.href;
    } catch {
      return null;
    }
  }

  function checkPopup() {
    const current = tracking;
    if (!current?.popup) return;
    if (!isWithinTrackingWindow(current.checkout)) return drop();
    if (current.popup.closed) {
      if (current.pastEarlyClose) complete();
      return;
    }
    const href = popupAddress(current.popup);
    if (!href) return;
    if (isPaymentSuccessUrl(href, window.location.origin)) complete();
    else if (isCheckoutCancelledUrl(href, window.location.origin)) cancelled();
  }

  function watchPopup(checkout: PendingCheckout, popup: Window) {
    const current: Tracking = { checkout, popup, pastEarlyClose: false, stopTimers: [] };
    tracking = current;
    current.stopTimers.push(
      timers.timeout(() => {
        if (popup.closed) return blocked(checkout);
        current.pastEarlyClose = true;
      }, POPUP_EARLY_CLOSE_MS),
      timers.interval(checkPopup, POPUP_CHECK_INTERVAL_MS),
    );
    setPhase({ kind: 'in-popup' });
  }

  /**
   * A checkout window came back to Cadence (checkout-channel.ts): the one this page waits for
   * is done, paid or cancelled. Says whether it was this page's.
   */
  function returned(outcome: 'paid' | 'cancelled', sessionId: string | null): boolean {
    // Already ended when the browser cut the window off (it then reads as closed): still ours.
    if (endedPopup !== null && (sessionId === null || sessionId === endedPopup)) return true;
    const current = tracking;
    if (!current?.popup) return false;
    if (sessionId !== null && sessionId !== current.checkout.sessionId) return false;
    if (outcome === 'paid') complete();
    else cancelled();
    return true;
  }

  function reset() {
    const ended = stop();
    closePopup(ended?.popup ?? null);
    stopBlockedTimer?.();
    stopBlockedTimer = null;
  }

  return {
    returned,
    /** The checkout whose window was cut off and so read as closed, if one was. */
    endedPopupSession: () => endedPopup,
    /** A checkout session exists: store it, then go to it. */
    begin(sessionUrl: string, sessionId: string) {
      reset();
      const checkout = { sessionUrl, sessionId, startedAt: Date.now() };
      savePendingCheckout(checkout);
      if (isMobileDevice()) {
        tracking = { checkout, popup: null, pastEarlyClose: true, stopTimers: [] };
        setPhase({ kind: 'redirecting' });
        tracking.stopTimers.push(
          timers.timeout(() => assignLocation(sessionUrl), MOBILE_CHECKOUT_DELAY_MS),
        );
        return;
      }
      const popup = window.open(sessionUrl, POPUP_NAME, POPUP_FEATURES);
      if (popup) watchPopup(checkout, popup);
      else blocked(checkout);
    },

    /**
     * The page opened again (a reload, or Back from checkout in this tab): a checkout left
     * for within 30 minutes is still awaited; an older one is forgotten.
     */
    resume() {
      const pending = readPendingCheckout();
      if (!pending) return;
      if (!isWithinTrackingWindow(pending)) return clearPendingCheckout();
      tracking = { checkout: pending, popup: null, pastEarlyClose: true, stopTimers: [] };
    },

    /** The checkout came back to /pricing?checkout=cancelled in this tab. */
    returnedCancelled: cancelled,

    /**
     * This tab has the focus again. It means checkout ended only when checkout was in this
     * tab; a checkout window says so itself by closing or by its address, and the person
     * may look back at this tab while still paying there.
     */
    returnedToTab() {
      const current = tracking;
      if (!current || current.popup) return;
      if (isWithinTrackingWindow(current.checkout)) complete();
      else drop();
    },

    /** Brings the checkout window forward again, if it is still open. */
    focusPopup() {
      const popup = tracking?.popup;
      if (popup && !popup.closed) popup.focus();
    },

    /** Ends everything this tracker started; the page is going. */
    dispose: stop,
  };
}

export type CheckoutTracker = ReturnType<typeof createCheckoutTracker>;
