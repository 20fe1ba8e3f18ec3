/**
 * Where /checkout-redirect may send the browser: Stripe's hosted checkout, or the app's own
 * test-mode checkout. Anything else (another site, javascript:, a look-alike host) is refused,
 * so the page cannot be used as an open redirect.
 */
export const STRIPE_CHECKOUT_HOST = 'checkout.stripe.com';
export const TEST_CHECKOUT_PATH = '/test-mode/checkout/';

export function isAllowedCheckoutUrl(raw: string, appOrigin: string): boolean {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (url.protocol === 'https:' && url.hostname === STRIPE_CHECKOUT_HOST && !url.port) return true;
  return url.origin === appOrigin && url.pathname.startsWith(TEST_CHECKOUT_PATH);
}
