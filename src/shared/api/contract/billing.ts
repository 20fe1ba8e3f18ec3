import { z } from 'zod';
import { plansResponseSchema } from '../../billing/plans';
import {
  confirmCheckoutRequestSchema,
  confirmCheckoutResponseSchema,
  createSubscriptionRequestSchema,
  createSubscriptionResponseSchema,
  subscriptionChangeResponseSchema,
  subscriptionStatusResponseSchema,
} from '../../billing/schemas';
import { defineCachedRoute, defineRoute } from '../route';

/** A signed-in user's call to Stripe: billing may be off (503), or Stripe may fail (502). */
const STRIPE_CALL = ['UNAUTHENTICATED', 'SERVICE_UNAVAILABLE', 'PAYMENT_PROVIDER_FAILED'] as const;

/** Plans, the subscription and its checkout, and Stripe's events. */
export const BILLING_ROUTES = {
  listPlans: defineCachedRoute({
    method: 'GET',
    path: '/api/plans',
    response: plansResponseSchema,
    codes: [],
  }),
  getSubscriptionStatus: defineCachedRoute({
    method: 'GET',
    path: '/api/subscription-status',
    response: subscriptionStatusResponseSchema,
    codes: ['UNAUTHENTICATED'],
  }),
  createSubscription: defineRoute({
    method: 'POST',
    path: '/api/create-subscription',
    body: createSubscriptionRequestSchema,
    response: createSubscriptionResponseSchema,
    codes: [...STRIPE_CALL, 'ALREADY_SUBSCRIBED'],
  }),
  cancelSubscription: defineRoute({
    method: 'POST',
    path: '/api/cancel-subscription',
    response: subscriptionChangeResponseSchema,
    codes: [...STRIPE_CALL, 'CONFLICT'],
  }),
  reactivateSubscription: defineRoute({
    method: 'POST',
    path: '/api/reactivate-subscription',
    response: subscriptionChangeResponseSchema,
    codes: [...STRIPE_CALL, 'CONFLICT'],
  }),
  confirmCheckout: defineRoute({
    method: 'POST',
    path: '/api/subscription/confirm',
    body: confirmCheckoutRequestSchema,
    response: confirmCheckoutResponseSchema,
    codes: [...STRIPE_CALL, 'NOT_FOUND'],
  }),
  /** Stripe's signed events, read as raw bytes; never called by a browser. */
  stripeWebhook: defineRoute({
    method: 'POST',
    path: '/api/stripe/webhook',
    response: z.object({ received: z.literal(true) }),
    // A missing or wrong signature; billing off; Stripe failing while the event is read.
    codes: ['BAD_REQUEST', 'SERVICE_UNAVAILABLE', 'PAYMENT_PROVIDER_FAILED'],
  }),
};
