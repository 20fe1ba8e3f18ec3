import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ERROR_STATUS, type ErrorCode } from '@shared/errors';
import { parseFormBody } from './form-body';
import type { LocalCheckoutSession, LocalPrice, LocalStripe } from './local-stripe';
import { findLocalObject } from './local-stripe-repository';
import {
  CARD_MESSAGES,
  closedCheckoutMessage,
  renderCheckoutPage,
  renderClosedCheckout,
  TEST_CARD_DECLINED,
} from './checkout-page';
import { answerLoopbackOnly } from '../../http/loopback-only';
import { errorResponses } from '../../http/error-responses';

const paramsSchema = z.object({ id: z.string().min(1).max(200) });
/** To a client elsewhere, every route here answers 404 NOT_FOUND, as for an unknown session. */
const pageSchema = {
  params: paramsSchema,
  response: {
    200: { description: 'The checkout page', content: { 'text/html': { schema: z.string() } } },
    ...errorResponses('NOT_FOUND', 'CHECKOUT_CLOSED'),
  },
};
const paySchema = {
  params: paramsSchema,
  response: errorResponses('NOT_FOUND', 'CHECKOUT_CLOSED', 'CARD_DECLINED'),
};
const cancelSchema = { params: paramsSchema, response: errorResponses('NOT_FOUND') };
const digits = (value: unknown) => (typeof value === 'string' ? value.replace(/\D/g, '') : '');

/**
 * Test mode's hosted checkout (no STRIPE_SECRET_KEY, development helpers on, never in
 * production): the page a buyer sees instead of Stripe's. Paying or cancelling changes the
 * local stand-in, which sends the app the same signed webhook events Stripe would, then
 * returns to the app's URLs.
 */
export const testModeCheckoutRoutes: FastifyPluginAsyncZod<{
  localStripe: LocalStripe;
  /** The app's public address, for the loopback check and the way back. */
  publicUrl: string;
}> = async (app, { localStripe, publicUrl }) => {
  // A development helper like the outbox: only a buyer at this machine reaches it.
  answerLoopbackOnly(app, publicUrl);
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, parseFormBody(String(body))),
  );

  async function load(id: string) {
    const session = await findLocalObject<LocalCheckoutSession>(
      localStripe.db,
      id,
      'checkout.session',
    );
    const price = session
      ? await findLocalObject<LocalPrice>(localStripe.db, session.cadence_price, 'price')
      : null;
    const customer = session?.customer
      ? await findLocalObject<{ id: string; object: string; email: string | null }>(
          localStripe.db,
          session.customer,
          'customer',
        )
      : null;
    return { session, price, email: customer?.email ?? session?.customer_email ?? null };
  }

  /**
   * A refusal: the page for a browser (which asks for HTML when it navigates or posts the
   * form), `{ message, code }` for any other client, as every other error is answered.
   */
  const refuse = (
    request: FastifyRequest,
    reply: FastifyReply,
    refusal: { code: ErrorCode; message: string; page: () => string },
  ) => {
    const status = ERROR_STATUS[refusal.code];
    if ((request.headers.accept ?? '').includes('text/html')) {
      return reply.status(status).type('text/html; charset=utf-8').send(refusal.page());
    }
    return reply.status(status).send({ message: refusal.message, code: refusal.code });
  };

  /** A paid, expired or unknown session: a page that says so, with the way back. */
  const sendClosed = (
    request: FastifyRequest,
    reply: FastifyReply,
    session: LocalCheckoutSession | null,
  ) =>
    refuse(request, reply, {
      code: session ? 'CHECKOUT_CLOSED' : 'NOT_FOUND',
      message: closedCheckoutMessage(session),
      page: () => renderClosedCheckout(session, publicUrl),
    });

  app.get('/test-mode/checkout/:id', { schema: pageSchema }, async (request, reply) => {
    const { id } = request.params;
    const { session, price, email } = await load(id);
    if (!session || !price || session.status !== 'open') {
      return sendClosed(request, reply, session);
    }
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(renderCheckoutPage({ session, price, email }));
  });

  app.post('/test-mode/checkout/:id/pay', { schema: paySchema }, async (request, reply) => {
    const { id } = request.params;
    const { session, price, email } = await load(id);
    if (!session || !price || session.status !== 'open') {
      return sendClosed(request, reply, session);
    }
    const card = digits((request.body as Record<string, unknown> | undefined)?.card);
    if (card === digits(TEST_CARD_DECLINED) || card.length < 12) {
      const error = card.length < 12 ? CARD_MESSAGES.incomplete : CARD_MESSAGES.declined;
      return refuse(request, reply, {
        code: 'CARD_DECLINED',
        message: error,
        page: () => renderCheckoutPage({ session, price, email, error }),
      });
    }
    await localStripe.completeCheckout(id);
    return reply.redirect(session.success_url.replace('{CHECKOUT_SESSION_ID}', id), 303);
  });

  app.post('/test-mode/checkout/:id/cancel', { schema: cancelSchema }, async (request, reply) => {
    const { id } = request.params;
    const { session } = await load(id);
    if (!session) return sendClosed(request, reply, null);
    await localStripe.expireCheckout(id);
    return reply.redirect(session.cancel_url, 303);
  });
};
