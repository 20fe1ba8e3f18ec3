import type { FastifyPluginAsync } from 'fastify';
import Stripe from 'stripe';
import { errorResponses } from '../../http/error-responses';
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
export const stripeWebhookRoute: FastifyPluginAsync<{ context: BillingContext }> = async (
  app,
  { context },
) => {
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );

  app.post(
    '/api/stripe/webhook',
    {
      schema: {
        tags: ['billing'],
        summary: "Stripe's signed events (not for browsers)",
        hide: true,
        // A missing or wrong signature; billing off; Stripe failing while the event is read.
        response: errorResponses('BAD_REQUEST', 'SERVICE_UNAVAILABLE', 'PAYMENT_PROVIDER_FAILED'),
      },
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
        throw error;
      }
      const result = await handleStripeEvent(context, event);
      request.log.info({ event: event.id, type: event.type, ...result }, 'stripe event');
      return { received: true as const };
    },
  );
};
