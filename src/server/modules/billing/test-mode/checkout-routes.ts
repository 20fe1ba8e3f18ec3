import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { BillingSettings } from '../billing-context';
import { parseFormBody } from '../local-stripe/form-body';
import type { LocalCheckoutSession, LocalPrice, LocalStripe } from '../local-stripe/local-stripe';
import { findLocalObject } from '../local-stripe/local-stripe-store';
import { renderCheckoutPage, renderClosedCheckout, TEST_CARD_DECLINED } from './checkout-page';

const paramsSchema = z.object({ id: z.string().min(1).max(200) });
const digits = (value: unknown) => (typeof value === 'string' ? value.replace(/\D/g, '') : '');

/**
 * Test mode's hosted checkout (no STRIPE_SECRET_KEY, never in production): the page a buyer
 * sees instead of Stripe's. Paying or cancelling changes the local stand-in, which sends the
 * app the same signed webhook events Stripe would, then returns to the app's URLs.
 */
export const testModeCheckoutRoutes: FastifyPluginAsync<{
  localStripe: LocalStripe;
  settings: BillingSettings;
}> = async (app, { localStripe, settings }) => {
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

  /** A paid, expired or unknown session: a page that says so, with the way back. */
  const sendClosed = (reply: FastifyReply, session: LocalCheckoutSession | null) =>
    reply
      .status(session ? 410 : 404)
      .type('text/html; charset=utf-8')
      .send(renderClosedCheckout(session, settings.publicUrl));

  app.get('/test-mode/checkout/:id', async (request, reply) => {
    const { id } = paramsSchema.parse(request.params);
    const { session, price, email } = await load(id);
    if (!session || !price || session.status !== 'open') return sendClosed(reply, session);
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(renderCheckoutPage({ session, price, email }));
  });

  app.post('/test-mode/checkout/:id/pay', async (request, reply) => {
    const { id } = paramsSchema.parse(request.params);
    const { session, price, email } = await load(id);
    if (!session || !price || session.status !== 'open') return sendClosed(reply, session);
    const card = digits((request.body as Record<string, unknown> | undefined)?.card);
    if (card === digits(TEST_CARD_DECLINED) || card.length < 12) {
      return reply
        .status(402)
        .type('text/html; charset=utf-8')
        .send(
          renderCheckoutPage({
            session,
            price,
            email,
            error: card.length < 12 ? 'Your card number is incomplete.' : 'Your card was declined.',
          }),
        );
    }
    await localStripe.completeCheckout(id);
    return reply.redirect(session.success_url.replace('{CHECKOUT_SESSION_ID}', id), 303);
  });

  app.post('/test-mode/checkout/:id/cancel', async (request, reply) => {
    const { id } = paramsSchema.parse(request.params);
    const { session } = await load(id);
    if (!session) return sendClosed(reply, null);
    await localStripe.expireCheckout(id);
    return reply.redirect(session.cancel_url, 303);
  });
};
