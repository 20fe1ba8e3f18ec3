import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSubscriptionResponseSchema } from '@shared/billing/schemas';
import { localStripeObjects, users } from '../../db/schema';
import { postJson } from '../../test/auth-helpers';
import {
  FAKE_STRIPE_KEY,
  FAKE_WEBHOOK_SECRET,
  startFakeStripe,
  type FakeStripe,
} from '../../test/fake-stripe';
import { signedInUser } from '../../test/recording-helpers';
import { startTestServer, type TestServer } from '../../test/test-server';

let fake: FakeStripe;
let server: TestServer;
beforeAll(async () => {
  fake = await startFakeStripe();
  server = await startTestServer({
    env: {
      STRIPE_SECRET_KEY: FAKE_STRIPE_KEY,
      STRIPE_WEBHOOK_SECRET: FAKE_WEBHOOK_SECRET,
      STRIPE_API_URL: fake.url,
    },
  });
  fake.useDatabase(server.db);
});
afterAll(async () => {
  await server?.close();
  await fake?.close();
});

describe('POST /api/create-subscription sent together', () => {
  it('makes one Stripe customer for the user, and every checkout names the stored one', async () => {
    const { user, session } = await signedInUser(server);
    const responses = await Promise.all(
      Array.from({ length: 5 }, () =>
        postJson(server, '/api/create-subscription', { plan: 'monthly' }, session),
      ),
    );
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 200, 200]);
    const checkouts = await Promise.all(
      responses.map(async (response) =>
        createSubscriptionResponseSchema.parse(await response.json()),
      ),
    );

    const [row] = await server.db.select().from(users).where(eq(users.id, user.id));
    const customers = await server.db
      .select({ id: localStripeObjects.id })
      .from(localStripeObjects)
      .where(
        sql`${localStripeObjects.objectType} = 'customer' and ${localStripeObjects.data} -> 'metadata' ->> 'userId' = ${user.id}`,
      );
    expect(customers.map((customer) => customer.id)).toEqual([row?.stripeCustomerId]);
    for (const checkout of checkouts) {
      const stored = await fake.sdk.checkout.sessions.retrieve(checkout.sessionId);
      expect(stored.customer).toBe(row?.stripeCustomerId);
    }
  });
});
