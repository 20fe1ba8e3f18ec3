import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONTACT_ACCOUNT_MAX,
  CONTACT_ADDRESS_MAX,
  rateLimitedMessage,
} from '@shared/abuse/rate-limits';
import { CONTACT_MESSAGES } from '@shared/contact/schemas';
import { contactMessages } from '../../db/schema';
import { errorMessage, latestMail, uniqueEmail } from '../../test/auth-helpers';
import { signedInUser } from '../../test/recording-helpers';
import { startTestServer, type TestServer } from '../../test/test-server';

const SUPPORT = 'help@cadence.test';
/** Three messages an hour per address in this file, so the limit shows in a few requests. */
const SCALE = 3 / CONTACT_ADDRESS_MAX;
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    // Addresses come from X-Forwarded-For, so each test writes from its own.
    env: { SUPPORT_EMAIL: SUPPORT, RATE_LIMIT_ADDRESS_SCALE: String(SCALE), TRUST_PROXY: 'true' },
  });
});
afterAll(() => server?.close());

const valid = () => ({
  name: 'Robin Reader',
  email: uniqueEmail('robin'),
  subject: 'Question about plans',
  message: 'Can my team of five share one coach account?',
});

/** Each test writes from its own address, as the limit counts per address. */
let address = 0;
const send = (json: unknown, session?: string) => {
  address += 1;
  return server.request('/api/contact', {
    method: 'POST',
    json,
    headers: { 'x-forwarded-for': `10.0.0.${address}` },
    ...(session ? { session } : {}),
  });
};

describe('POST /api/contact', () => {
  it.each([
    [{ name: 'R' }, CONTACT_MESSAGES.name],
    [{ email: 'robin' }, CONTACT_MESSAGES.email],
    [{ subject: 'Hi' }, CONTACT_MESSAGES.subject],
    [{ message: 'Too short' }, CONTACT_MESSAGES.message],
  ])('refuses %o with the message of rule R5.14, and stores nothing', async (change, message) => {
    const body = { ...valid(), ...change };
    expect(await errorMessage(await send(body), 400)).toBe(message);
    const rows = await server.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, body.email));
    expect(rows).toEqual([]);
  });

  it('stores a guest’s message and emails it to support', async () => {
    const body = valid();
    const response = await send(body);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: CONTACT_MESSAGES.received });
    const [row] = await server.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, body.email));
    expect(row).toMatchObject({ name: body.name, subject: body.subject, userId: null });
    const mail = await latestMail(server, SUPPORT);
    expect(mail.subject).toBe(`[Contact] ${body.subject}`);
    expect(mail.text).toContain(body.message);
    expect(mail.text).toContain(body.email);
  });

  it('links a signed-in sender’s message to their account', async () => {
    const { user, session } = await signedInUser(server);
    const body = { ...valid(), email: user.email };
    expect((await send(body, session)).status).toBe(200);
    const [row] = await server.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, user.email));
    expect(row?.userId).toBe(user.id);
  });

  it('is rate-limited per address', async () => {
    const statuses = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      const response = await server.request('/api/contact', {
        method: 'POST',
        json: valid(),
        headers: { 'x-forwarded-for': '10.9.9.9' },
      });
      statuses.push(response.status);
      if (response.status === 429) {
        const wait = Number(response.headers.get('retry-after'));
        expect(wait).toBeGreaterThan(0);
        expect((await response.json()).message).toBe(rateLimitedMessage(wait));
      }
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    // Another address is not held back.
    expect((await send(valid())).status).toBe(200);
  });

  it('is rate-limited per signed-in account, from any address', async () => {
    const { user, session } = await signedInUser(server);
    const body = { ...valid(), email: user.email };
    for (let attempt = 0; attempt < CONTACT_ACCOUNT_MAX; attempt += 1) {
      expect((await send(body, session)).status).toBe(200);
    }
    expect((await send(body, session)).status).toBe(429);
    expect((await send(valid())).status).toBe(200);
  });
});
