import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plansResponseSchema } from '@shared/billing/plans';
import {
  createSubscriptionResponseSchema,
  subscriptionStatusResponseSchema,
} from '@shared/billing/schemas';
import { postJson } from '../../test/auth-helpers';
import { signedInUser } from '../../test/recording-helpers';
import { startTestServer, type TestServer } from '../../test/test-server';
import { TEST_CARD_DECLINED, TEST_CARD_PAYS } from './checkout-page';

/*
 * No STRIPE_SECRET_KEY: the same SDK and webhook run against the local stand-in, and the
 * checkout page is the app's own, clearly labelled test mode.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

async function checkout(session: string) {
  const response = await postJson(server, '/api/create-subscription', { plan: 'monthly' }, session);
  expect(response.status).toBe(200);
  return createSubscriptionResponseSchema.parse(await response.json());
}

/** What a browser asks for when it navigates or posts a form. */
const asBrowser = { headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' } };

const form = (fields: Record<string, string>) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded', ...asBrowser.headers },
  body: new URLSearchParams(fields).toString(),
  redirect: 'manual' as const,
});

async function subscriptionOf(session: string) {
  const response = await server.request('/api/subscription-status', { session });
  return subscriptionStatusResponseSchema.parse(await response.json());
}

describe('test-mode checkout', () => {
  it('says so on the plans', async () => {
    const plans = plansResponseSchema.parse(await (await server.request('/api/plans')).json());
    expect(plans).toMatchObject({ testMode: true, available: true });
  });

  it('shows a labelled test checkout for the plan, at the app’s own address', async () => {
    const { user, session } = await signedInUser(server);
    const { sessionUrl, sessionId } = await checkout(session);
    expect(sessionUrl).toBe(`${server.running.config.publicUrl}/test-mode/checkout/${sessionId}`);
    const page = await server.request(`/test-mode/checkout/${sessionId}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('TEST MODE: no real card is charged.');
    expect(html).toContain('$6.99');
    expect(html).toContain(user.email);
  });

  it('a declined card is refused and nothing changes', async () => {
    const { session } = await signedInUser(server);
    const { sessionId } = await checkout(session);
    const response = await server.request(
      `/test-mode/checkout/${sessionId}/pay`,
      form({ card: TEST_CARD_DECLINED }),
    );
    expect(response.status).toBe(402);
    expect(await response.text()).toContain('Your card was declined.');
    expect((await subscriptionOf(session)).status).toBe('free');
  });

  it('paying sends the signed events to the webhook and returns to the dashboard', async () => {
    const { session } = await signedInUser(server);
    const { sessionId } = await checkout(session);
    const response = await server.request(
      `/test-mode/checkout/${sessionId}/pay`,
      form({ card: TEST_CARD_PAYS }),
    );
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(
      `${server.running.config.publicUrl}/dashboard?subscription=success&session_id=${sessionId}`,
    );
    expect(await subscriptionOf(session)).toMatchObject({ status: 'active', plan: 'monthly' });

    const again = await server.request(`/test-mode/checkout/${sessionId}`, asBrowser);
    expect(again.status).toBe(410);
    expect(await again.text()).toContain('This checkout is already paid.');

    const cancel = await server.request('/api/cancel-subscription', { method: 'POST', session });
    expect(cancel.status).toBe(200);
    expect((await subscriptionOf(session)).status).toBe('canceling');
    const reactivate = await server.request('/api/reactivate-subscription', {
      method: 'POST',
      session,
    });
    expect(reactivate.status).toBe(200);
    expect((await subscriptionOf(session)).status).toBe('active');
  });

  it('cancelling returns to pricing and the link stops working', async () => {
    const { session } = await signedInUser(server);
    const { sessionId } = await checkout(session);
    const response = await server.request(`/test-mode/checkout/${sessionId}/cancel`, form({}));
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toMatch(/\/pricing\?checkout=cancelled$/);
    expect((await server.request(`/test-mode/checkout/${sessionId}`)).status).toBe(410);
    expect((await subscriptionOf(session)).status).toBe('free');
  });

  it('an unknown checkout id is a 404 page', async () => {
    const response = await server.request('/test-mode/checkout/cs_test_nothing', asBrowser);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('This checkout link is not valid.');
  });

  it('answers clients that do not ask for a page with { message, code }', async () => {
    const unknown = await server.request('/test-mode/checkout/cs_test_nothing');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({
      message: 'This checkout link is not valid.',
      code: 'NOT_FOUND',
    });

    const { session } = await signedInUser(server);
    const { sessionId } = await checkout(session);
    const declined = await server.request(`/test-mode/checkout/${sessionId}/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ card: TEST_CARD_DECLINED }).toString(),
    });
    expect(declined.status).toBe(402);
    expect(await declined.json()).toEqual({
      message: 'Your card was declined.',
      code: 'CARD_DECLINED',
    });
    const refused = await server.request(`/test-mode/checkout/cs_%00x/pay`, form({}));
    expect(refused.status).toBe(400);
    expect((await refused.json()).code).toBe('VALIDATION_FAILED');

    await server.request(`/test-mode/checkout/${sessionId}/cancel`, form({}));
    const closed = await server.request(`/test-mode/checkout/${sessionId}`);
    expect(closed.status).toBe(410);
    expect(await closed.json()).toEqual({
      message: 'This checkout has expired.',
      code: 'CHECKOUT_CLOSED',
    });
  });
});
