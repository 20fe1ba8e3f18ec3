import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BILLING_MESSAGES } from '@shared/billing/messages';
import { FREE_PRACTICE_LIMIT, planOffers, plansResponseSchema } from '@shared/billing/plans';
import {
  confirmCheckoutRequestSchema,
  confirmCheckoutResponseSchema,
  createSubscriptionRequestSchema,
  createSubscriptionResponseSchema,
  subscriptionChangeResponseSchema,
  subscriptionStatusResponseSchema,
} from '@shared/billing/schemas';
import type { AppDependencies } from '../../app-dependencies';
import { requireUser } from '../auth';
import { errorResponses } from '../../http/error-responses';
import { cancelSubscription, reactivateSubscription } from './change-subscription';
import { confirmCheckout } from './confirm-checkout';
import { createSubscription } from './create-subscription';
import type { Billing } from './create-billing';
import { presentSubscription } from './subscription-presenter';
import { stripeWebhookRoute } from './stripe-webhook-route';

/** A signed-in user's call to Stripe: billing may be off (503), or Stripe may fail (502). */
const STRIPE_ERRORS = [
  'UNAUTHENTICATED',
  'SERVICE_UNAVAILABLE',
  'PAYMENT_PROVIDER_FAILED',
] as const;

export const billingRoutes: FastifyPluginAsyncZod<AppDependencies & { billing: Billing }> = async (
  app,
  deps,
) => {
  const db = deps.database.db;
  const { context } = deps.billing;

  app.get(
    '/api/plans',
    {
      schema: {
        tags: ['billing'],
        summary: 'The plans and prices the pricing page shows',
        response: { 200: plansResponseSchema },
      },
    },
    () => ({
      freeMonthlyRecordings: FREE_PRACTICE_LIMIT,
      plans: planOffers(context.settings.prices),
      testMode: context.settings.mode === 'test',
      available: context.settings.mode !== 'off',
    }),
  );

  app.get(
    '/api/subscription-status',
    {
      schema: {
        tags: ['billing'],
        summary: "The signed-in user's subscription, as Stripe's events last set it",
        response: { 200: subscriptionStatusResponseSchema, ...errorResponses('UNAUTHENTICATED') },
      },
    },
    async (request) =>
      presentSubscription(await requireUser(request, db, BILLING_MESSAGES.signInForSubscription)),
  );

  app.post(
    '/api/create-subscription',
    {
      schema: {
        tags: ['billing'],
        summary: 'Starts Stripe Checkout for the monthly or yearly plan',
        body: createSubscriptionRequestSchema,
        response: {
          200: createSubscriptionResponseSchema,
          ...errorResponses(...STRIPE_ERRORS, 'ALREADY_SUBSCRIBED'),
        },
      },
    },
    async (request) => {
      const user = await requireUser(request, db, BILLING_MESSAGES.signInToSubscribe);
      return createSubscription(context, { user, plan: request.body.plan });
    },
  );

  app.post(
    '/api/cancel-subscription',
    {
      schema: {
        tags: ['billing'],
        summary: 'Cancels at the end of the paid period; premium stays until then',
        response: {
          200: subscriptionChangeResponseSchema,
          ...errorResponses(...STRIPE_ERRORS, 'CONFLICT'),
        },
      },
    },
    async (request) => {
      const user = await requireUser(request, db, BILLING_MESSAGES.signInForSubscription);
      const result = await cancelSubscription(context, user);
      return { message: result.message, subscription: presentSubscription(result.user) };
    },
  );

  app.post(
    '/api/reactivate-subscription',
    {
      schema: {
        tags: ['billing'],
        summary: 'Undoes a cancellation before the period ends',
        response: {
          200: subscriptionChangeResponseSchema,
          ...errorResponses(...STRIPE_ERRORS, 'CONFLICT'),
        },
      },
    },
    async (request) => {
      const user = await requireUser(request, db, BILLING_MESSAGES.signInForSubscription);
      const result = await reactivateSubscription(context, user);
      return { message: result.message, subscription: presentSubscription(result.user) };
    },
  );

  app.post(
    '/api/subscription/confirm',
    {
      schema: {
        tags: ['billing'],
        summary: "Back from checkout: reads the session from Stripe and syncs the user's plan",
        body: confirmCheckoutRequestSchema,
        response: {
          200: confirmCheckoutResponseSchema,
          ...errorResponses(...STRIPE_ERRORS, 'NOT_FOUND'),
        },
      },
    },
    async (request) => {
      const user = await requireUser(request, db, BILLING_MESSAGES.signInForSubscription);
      const result = await confirmCheckout(context, { user, sessionId: request.body.sessionId });
      return { checkout: result.checkout, subscription: presentSubscription(result.user) };
    },
  );

  await app.register(stripeWebhookRoute, { context });
};
