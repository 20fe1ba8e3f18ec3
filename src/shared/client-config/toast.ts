/** Toast rules (product rules R9.10: at most 1 visible, 5 s by default, swiped away at 50 px). */

/** Toasts shown at once; a new toast replaces the one on screen. */
export const TOAST_LIMIT = 1;

/** How long a toast stays before it closes itself. */
export const TOAST_DURATION_MS = 5_000;

/** Pixels a toast must be swiped before it is dismissed. */
export const TOAST_SWIPE_THRESHOLD_PX = 50;
