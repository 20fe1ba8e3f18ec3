import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import Stripe from 'stripe';
import { routes } from '@shared/api/contract';
import { contractSchema } from '../../http/contract-schema';
import { AppError } from '../../lib/app-error';
import type { BillingContext } from './billing-context';
import { handleStripeEvent } from './handle-stripe-event';
import { requireStripe } from './stripe-calls';

/** Stripe's default: a signature older than 5 minutes is a replay. */
const SIGNATURE_TOLERANCE_SECONDS = 300;

/**
 * POST /api/stripe/webhook. The signature covers the exact bytes Stripe sent, so this route
 * reads the body raw, in its own scope, and only then parses it.
 */
export const stripeWebhookRoute: FastifyPluginAsyncZod<{ context: BillingContext }> = async (
  app,
  { context },
) => {
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );

  app.post(
    routes.stripeWebhook.path,
    {
      schema: contractSchema(routes.stripeWebhook, {
        tags: ['billing'],
        summary: "Stripe's signed events (not for browsers)",
        hide: true,
      }),
    },
    async (request) => {
      const stripe = requireStripe(context);
      const signature = request.headers['stripe-signature'];
      if (typeof signature !== 'string' || !Buffer.isBuffer(request.body)) {
        throw new AppError('BAD_REQUEST', 'Missing Stripe signature or body.');
      }
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(
          request.body,
          signature,
          context.settings.webhookSecret,
          SIGNATURE_TOLERANCE_SECONDS,
        );
      } catch (error) {
        if (error instanceof Stripe.errors.StripeSignatureVerificationError) {
          throw new AppError('BAD_REQUEST', 'Invalid Stripe signature.');
        }
        // Signed with our secret, yet not JSON: no event Stripe sends.
        if (error instanceof SyntaxError) {
          throw new AppError('BAD_REQUEST', 'The event is not valid JSON.');
        }
        throw error;
      }
      if (typeof event !== 'object' || event === null || typeof event.id !== 'string') {
        throw new AppError('BAD_REQUEST', 'The event has no id.');
      }
      const result = await handleStripeEvent(context, event);
      request.log.info({ event: event.id, type: event.type, ...result }, 'stripe event');
      return { received: true as const };
    },
  );
};
