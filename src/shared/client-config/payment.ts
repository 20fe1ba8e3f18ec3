/** The payment flow's timings (product rules R4.17-R4.23 and R9.11). */
const SECOND_MS = 1_000;

/** Checkout tracking is dropped this long after leaving for checkout. */
export const PAYMENT_TRACKING_WINDOW_MS = 30 * 60 * SECOND_MS;
/** The checkout popup is checked this often. */
export const POPUP_CHECK_INTERVAL_MS = 1 * SECOND_MS;
/** A popup closed this soon after opening was blocked, not finished. */
export const POPUP_EARLY_CLOSE_MS = 1 * SECOND_MS;
/** How long 'Complete Payment' stays after a blocked popup. */
export const COMPLETE_PAYMENT_BUTTON_MS = 30 * SECOND_MS;
/** On phones the page itself goes to checkout after this. */
export const MOBILE_CHECKOUT_DELAY_MS = 0.5 * SECOND_MS;
/** 'Verifying Payment' shows this long before the dashboard. */
export const VERIFYING_REDIRECT_DELAY_MS = 1 * SECOND_MS;
/** /checkout-redirect shows its manual buttons after this. */
export const MANUAL_CHECKOUT_BUTTONS_MS = 3 * SECOND_MS;
/** Local storage key of the checkout being tracked ({ sessionUrl, sessionId, startedAt }). */
export const PENDING_CHECKOUT_STORAGE_KEY = 'speaking_coach_pending_checkout';
