import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routes } from '@shared/api/contract';
import { BILLING_MESSAGES } from '@shared/billing/messages';
import { FREE_PRACTICE_LIMIT, planOffers } from '@shared/billing/plans';
import type { AppDependencies } from '../../app-dependencies';
import { requireUser } from '../auth';
import { contractSchema } from '../../http/contract-schema';
import { cancelSubscription, reactivateSubscription } from './change-subscription';
import { confirmCheckout } from './confirm-checkout';
import { createSubscription } from './create-subscription';
import type { Billing } from './create-billing';
import { presentSubscription } from './subscription-presenter';
import { stripeWebhookRoute } from './stripe-webhook-route';

export const billingRoutes: FastifyPluginAsyncZod<AppDependencies & { billing: Billing }> = async (
  app,
  deps,
) => {
  const db = deps.database.db;
  const { context } = deps.billing;

  app.get(
    routes.listPlans.path,
    {
      schema: contractSchema(routes.listPlans, {
        tags: ['billing'],
        summary: 'The plans and prices the pricing page shows',
      }),
    },
    () => ({
      freeMonthlyRecordings: FREE_PRACTICE_LIMIT,
      plans: planOffers(context.settings.prices),
      testMode: context.settings.mode === 'test',
      available: context.settings.mode !== 'off',
    }),
  );

  app.get(
    routes.getSubscriptionStatus.path,
    {
      schema: contractSchema(routes.getSubscriptionStatus, {
        tags: ['billing'],
        summary: "The signed-in user's subscription, as Stripe's events last set it",
      }),
    },
    async (request) =>
      presentSubscription(await requireUser(request, db, BILLING_MESSAGES.signInForSubscription)),
  );

  app.post(
    routes.createSubscription.path,
    {
      schema: contractSchema(routes.createSubscription, {
        tags: ['billing'],
        summary: 'Starts Stripe Checkout for the monthly or yearly plan',
      }),
    },
    async (request) => {
      const user = await requireUser(request, db, BILLING_MESSAGES.signInToSubscribe);
      return createSubscription(context, { user, plan: request.body.plan });
    },
  );

  app.post(
    routes.cancelSubscription.path,
    {
      schema: contractSchema(routes.cancelSubscription, {
        tags: ['billing'],
        summary: 'Cancels at the end of the paid period; premium stays until then',
      }),
    },
    async (request) => {
      const user = await requireUser(request, db, BILLING_MESSAGES.signInForSubscription);
      const result = await cancelSubscription(context, user);
      return { message: result.message, subscription: presentSubscription(result.user) };
    },
  );

  app.post(
    routes.reactivateSubscription.path,
    {
      schema: contractSchema(routes.reactivateSubscription, {
        tags: ['billing'],
        summary: 'Undoes a cancellation before the period ends',
      }),
    },
    async (request) => {
      const user = await requireUser(request, db, BILLING_MESSAGES.signInForSubscription);
      const result = await reactivateSubscription(context, user);
      return { message: result.message, subscription: presentSubscription(result.user) };
    },
  );

  app.post(
    routes.confirmCheckout.path,
    {
      schema: contractSchema(routes.confirmCheckout, {
        tags: ['billing'],
        summary: "Back from checkout: reads the session from Stripe and syncs the user's plan",
      }),
    },
    async (request) => {
      const user = await requireUser(request, db, BILLING_MESSAGES.signInForSubscription);
      const result = await confirmCheckout(context, { user, sessionId: request.body.sessionId });
      return { checkout: result.checkout, subscription: presentSubscription(result.user) };
    },
  );

  await app.register(stripeWebhookRoute, { context });
};
