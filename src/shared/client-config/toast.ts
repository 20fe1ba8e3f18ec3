/** Toast rules (accounts spec §9 and practice spec §9: "at most 1 visible, 5 s default, swipe-dismiss threshold 50"). */

/** Toasts shown at once; a new toast replaces the one on screen. */
export const TOAST_LIMIT = 1;

/** How long a toast stays before it closes itself. */
export const TOAST_DURATION_MS = 5_000;

/** Pixels a toast must be swiped before it is dismissed. */
export const TOAST_SWIPE_THRESHOLD_PX = 50;
