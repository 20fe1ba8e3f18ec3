import { describe, expect, it } from 'vitest';
import {
  checkoutRedirectPath,
  isCheckoutCancelledUrl,
  isPaymentSuccessUrl,
  paymentReturnPath,
  signInAfterPaymentPath,
  signInForPlanPath,
} from './billing-paths';

const ORIGIN = 'https://cadence.example';

describe('billing paths', () => {
  it('return to the dashboard with the session to confirm', () => {
    expect(paymentReturnPath('cs_test_1')).toBe(
      '/dashboard?subscription=success&session_id=cs_test_1',
    );
    expect(paymentReturnPath(null)).toBe('/dashboard?subscription=success');
  });

  it('send the checkout address through /checkout-redirect, encoded', () => {
    expect(checkoutRedirectPath('https://checkout.stripe.com/c/pay/cs_1#a=b')).toBe(
      '/checkout-redirect?url=https%3A%2F%2Fcheckout.stripe.com%2Fc%2Fpay%2Fcs_1%23a%3Db',
    );
  });

  it('bring a guest back to the chosen plan after signing in', () => {
    expect(signInForPlanPath('yearly')).toBe('/pricing?redirect=%2Fpricing%3Fplan%3Dyearly');
  });

  it('bring a guest back from checkout to the same payment return after signing in', () => {
    expect(signInAfterPaymentPath('subscription=success&session_id=cs_1')).toBe(
      '/?signin=true&subscription=success&redirect=%2Fdashboard%3Fsubscription%3Dsuccess%26session_id%3Dcs_1',
    );
  });

  it.each([
    [`${ORIGIN}/dashboard?subscription=success&session_id=cs_1`, true],
    [`${ORIGIN}/dashboard?subscription=success`, true],
    // Already confirmed inside the window, which then cleaned its address.
    [`${ORIGIN}/dashboard`, true],
    [`${ORIGIN}/pricing?subscription=success`, false],
    ['https://evil.example/dashboard?subscription=success', false],
    ['about:blank', false],
  ])('%s is the paid return: %s', (href, expected) => {
    expect(isPaymentSuccessUrl(href, ORIGIN)).toBe(expected);
  });

  it.each([
    [`${ORIGIN}/pricing?checkout=cancelled`, true],
    [`${ORIGIN}/pricing`, false],
    [`${ORIGIN}/dashboard?checkout=cancelled`, false],
    ['https://evil.example/pricing?checkout=cancelled', false],
  ])('%s is the cancelled return: %s', (href, expected) => {
    expect(isCheckoutCancelledUrl(href, ORIGIN)).toBe(expected);
  });
});
