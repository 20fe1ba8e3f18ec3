/*
 * Leaving the app for another address (the payment provider's checkout). Kept behind these
 * two functions because a page that leaves cannot be observed in tests: they replace them.
 */

/** Goes to `url`, keeping this page in the history (Back returns here). */
export function assignLocation(url: string): void {
  window.location.assign(url);
}

/** Goes to `url` in place of this page, so Back skips it. */
export function replaceLocation(url: string): void {
  window.location.replace(url);
}
