import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { endOfSubscription, planOfSubscription, statusOfSubscription } from './subscription-state';

const PERIOD_END = 1_800_000_000;

function subscription(overrides: Partial<Stripe.Subscription> = {}, interval = 'month') {
  return {
    id: 'sub_1',
    status: 'active',
    cancel_at_period_end: false,
    cancel_at: null,
    canceled_at: null,
    ended_at: null,
    cancellation_details: { reason: null, comment: null, feedback: null },
    metadata: {},
    items: {
      data: [{ current_period_end: PERIOD_END, price: { recurring: { interval } } }],
    },
    ...overrides,
  } as unknown as Stripe.Subscription;
}

describe('statusOfSubscription', () => {
  it.each([
    [{ status: 'active' }, 'active'],
    [{ status: 'trialing' }, 'active'],
    [{ status: 'active', cancel_at_period_end: true }, 'canceling'],
    [{ status: 'active', cancel_at: PERIOD_END }, 'canceling'],
    [{ status: 'past_due' }, 'expired'],
    [{ status: 'unpaid' }, 'expired'],
    [{ status: 'incomplete_expired' }, 'expired'],
    [
      { status: 'canceled', cancellation_details: { reason: 'cancellation_requested' } },
      'canceled',
    ],
    [{ status: 'canceled', cancellation_details: { reason: 'payment_failed' } }, 'expired'],
    [{ status: 'incomplete' }, null],
  ] as const)('%o reads as %s', (overrides, expected) => {
    expect(statusOfSubscription(subscription(overrides as Partial<Stripe.Subscription>))).toBe(
      expected,
    );
  });
});

describe('planOfSubscription and endOfSubscription', () => {
  it('reads the plan from the price interval, else from metadata', () => {
    expect(planOfSubscription(subscription({}, 'year'))).toBe('yearly');
    expect(planOfSubscription(subscription({}, 'month'))).toBe('monthly');
    expect(planOfSubscription(subscription({ metadata: { plan: 'yearly' } }, 'week'))).toBe(
      'yearly',
    );
  });

  it('is the next billing date while active and the last day once ended', () => {
    expect(endOfSubscription(subscription(), 'active')).toEqual(new Date(PERIOD_END * 1000));
    expect(endOfSubscription(subscription({ cancel_at: PERIOD_END - 10 }), 'canceling')).toEqual(
      new Date((PERIOD_END - 10) * 1000),
    );
    expect(endOfSubscription(subscription({ ended_at: 1_700_000_000 }), 'canceled')).toEqual(
      new Date(1_700_000_000 * 1000),
    );
  });
});
