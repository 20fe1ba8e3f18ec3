import { describe, expect, it } from 'vitest';
import { isAllowedCheckoutUrl } from './checkout-url';
import { formatUsd, monthlyEquivalentCents, planOffers, yearlySavingPercent } from './plans';
import { effectiveSubscriptionStatus, hasPremiumAccess } from './premium';

const APP = 'http://localhost:5000';

describe('isAllowedCheckoutUrl', () => {
  it.each([
    'https://checkout.stripe.com/c/pay/cs_test_a1b2',
    `${APP}/test-mode/checkout/cs_test_a1b2`,
  ])('follows %s', (url) => {
    expect(isAllowedCheckoutUrl(url, APP)).toBe(true);
  });

  it.each([
    'https://evil.example/c/pay/cs_test',
    'https://checkout.stripe.com.evil.example/c/pay',
    'http://checkout.stripe.com/c/pay/cs_test',
    'https://checkout.stripe.com:8443/c/pay/cs_test',
    'https://user:pass@checkout.stripe.com/c/pay',
    'javascript:alert(1)',
    `${APP}/dashboard`,
    'http://localhost:5001/test-mode/checkout/cs_test',
    '/test-mode/checkout/cs_test',
    'not a url',
  ])('refuses %s', (url) => {
    expect(isAllowedCheckoutUrl(url, APP)).toBe(false);
  });
});

describe('plan prices', () => {
  it('gives the yearly figures of product rules R9.6: about 5.58 a month, a 20% saving', () => {
    expect(monthlyEquivalentCents(6700)).toBe(558);
    expect(yearlySavingPercent(699, 6700)).toBe(20);
    expect(formatUsd(699)).toBe('6.99');
    expect(formatUsd(6700)).toBe('67');
    expect(planOffers({ monthly: 1000, yearly: 9600 })[1]).toMatchObject({
      monthlyEquivalentCents: 800,
      savingPercent: 20,
    });
  });
});

describe('premium access', () => {
  const now = new Date('2026-11-22T12:00:00Z');

  it('a cancelled subscription is premium until its end, then reads as canceled', () => {
    expect(effectiveSubscriptionStatus('canceling', '2026-11-23T00:00:00Z', now)).toBe('canceling');
    expect(effectiveSubscriptionStatus('canceling', '2026-11-22T11:59:59Z', now)).toBe('canceled');
    expect(effectiveSubscriptionStatus('active', '2026-11-01T00:00:00Z', now)).toBe('active');
  });

  it.each([
    ['active', 'user', null, true],
    ['canceling', 'user', null, true],
    ['canceled', 'user', null, false],
    ['expired', 'user', null, false],
    ['free', 'user', null, false],
    ['free', 'client', null, true],
    ['free', 'coach', null, true],
    ['free', 'user', 'coach', true],
  ] as const)(
    '%s %s (was %s) → premium %s',
    (subscriptionStatus, userRole, originalRole, expected) => {
      expect(hasPremiumAccess({ subscriptionStatus, userRole, originalRole })).toBe(expected);
    },
  );
});
