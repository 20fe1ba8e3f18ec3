import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CROSS_SITE_MESSAGE } from '@shared/abuse/cross-site';
import { contactMessages, users } from '../db/schema';
import { uniqueEmail } from '../test/auth-helpers';
import { createUser, signInAs } from '../test/factories';
import { startTestServer, type TestServer } from '../test/test-server';
import { LOGIN_COOKIE } from '../modules/auth/login-cookie';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const EVIL = 'https://evil.example';

async function signedInCookie(on: TestServer) {
  const user = await createUser(on.db);
  return { user, cookie: `${LOGIN_COOKIE}=${await signInAs(on.db, user.id)}` };
}

const contactBody = () => ({
  name: 'Robin Reader',
  email: uniqueEmail('csrf'),
  subject: 'Question about plans',
  message: 'Can my team of five share one coach account?',
});

const postContact = (on: TestServer, body: object, headers: Record<string, string>) =>
  on.request('/api/contact', { method: 'POST', json: body, headers });

const storedContacts = (on: TestServer, email: string) =>
  on.db.select().from(contactMessages).where(eq(contactMessages.email, email));

async function expectRefused(response: Response) {
  expect(response.status).toBe(403);
  expect(await response.json()).toEqual({
    code: 'CROSS_SITE_REQUEST',
    message: CROSS_SITE_MESSAGE,
  });
}

describe('state-changing requests from another site', () => {
  it.each([
    ['an Origin of another site', { origin: EVIL, 'sec-fetch-site': 'cross-site' }],
    ['an Origin of another site, without Sec-Fetch-Site', { origin: EVIL }],
    ['Sec-Fetch-Site cross-site, without Origin', { 'sec-fetch-site': 'cross-site' }],
    [
      'a sibling subdomain (same-site)',
      { origin: 'http://x.localhost', 'sec-fetch-site': 'same-site' },
    ],
    ['the opaque origin of a sandboxed frame', { origin: 'null' }],
    [
      'the opaque origin of a sandboxed frame on another site',
      { origin: 'null', 'sec-fetch-site': 'cross-site' },
    ],
  ])('are refused with %s, with the cookie, and change nothing', async (_label, headers) => {
    const { cookie } = await signedInCookie(server);
    const body = contactBody();
    await expectRefused(await postContact(server, body, { ...headers, cookie }));
    expect(await storedContacts(server, body.email)).toEqual([]);
  });

  it('cannot change a signed-in user’s settings (PATCH)', async () => {
    const { user, cookie } = await signedInCookie(server);
    const response = await server.request('/api/auth/preferences', {
      method: 'PATCH',
      json: { deleteAudioAfterAnalysis: !user.deleteAudioAfterAnalysis },
      headers: { cookie, origin: EVIL },
    });
    await expectRefused(response);
    const [after] = await server.db.select().from(users).where(eq(users.id, user.id));
    expect(after?.deleteAudioAfterAnalysis).toBe(user.deleteAudioAfterAnalysis);
  });

  it('cannot sign a visitor in to an account of the attacker’s', async () => {
    const response = await server.request('/api/auth/signin', {
      method: 'POST',
      json: { email: 'attacker@example.com', password: 'whatever' },
      headers: { origin: EVIL, 'sec-fetch-site': 'cross-site' },
    });
    await expectRefused(response);
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it('cannot sign the visitor out: the refusal leaves the login cookie alone', async () => {
    const { user, cookie } = await signedInCookie(server);
    const refused = await server.request('/api/auth/signout', {
      method: 'POST',
      headers: { cookie, origin: EVIL, 'sec-fetch-site': 'cross-site' },
    });
    await expectRefused(refused);
    expect(refused.headers.getSetCookie()).toEqual([]);
    const me = await server.request('/api/auth/me', { headers: { cookie } });
    expect((await me.json()).user?.id).toBe(user.id);
  });

  it('may still read (GET is not refused)', async () => {
    const { cookie } = await signedInCookie(server);
    const response = await server.request('/api/auth/me', {
      headers: { cookie, origin: EVIL, 'sec-fetch-site': 'cross-site' },
    });
    expect(response.status).toBe(200);
  });

  it('leaves the Stripe webhook to its signature', async () => {
    const response = await server.request('/api/stripe/webhook', {
      method: 'POST',
      json: { id: 'evt_1' },
      headers: { origin: EVIL, 'sec-fetch-site': 'cross-site' },
    });
    expect(response.status).not.toBe(403);
  });
});

describe('state-changing requests Cadence itself sends', () => {
  it('pass from the same origin', async () => {
    const { cookie } = await signedInCookie(server);
    const body = contactBody();
    const headers = { cookie, origin: server.url, 'sec-fetch-site': 'same-origin' };
    expect((await postContact(server, body, headers)).status).toBe(200);
    expect(await storedContacts(server, body.email)).toHaveLength(1);
  });

  it('pass from a same-origin form under Referrer-Policy: no-referrer (Origin: null)', async () => {
    const { cookie } = await signedInCookie(server);
    const body = contactBody();
    const headers = { cookie, origin: 'null', 'sec-fetch-site': 'same-origin' };
    expect((await postContact(server, body, headers)).status).toBe(200);
    expect(await storedContacts(server, body.email)).toHaveLength(1);
  });

  it('pass without Origin or Sec-Fetch-Site (curl, servers)', async () => {
    const { cookie } = await signedInCookie(server);
    const body = contactBody();
    expect((await postContact(server, body, { cookie })).status).toBe(200);
    expect(await storedContacts(server, body.email)).toHaveLength(1);
  });
});

describe('behind a proxy', () => {
  let proxied: TestServer;
  beforeAll(async () => {
    proxied = await startTestServer({
      env: { TRUST_PROXY: 'true', PUBLIC_URL: 'https://app.cadence.test' },
    });
  });
  afterAll(() => proxied?.close());

  it('accepts the configured public URL as the origin', async () => {
    const body = contactBody();
    const headers = { origin: 'https://app.cadence.test', 'sec-fetch-site': 'same-origin' };
    expect((await postContact(proxied, body, headers)).status).toBe(200);
  });

  it('accepts the host and protocol the proxy forwarded', async () => {
    const headers = {
      origin: 'https://other-name.cadence.test',
      'x-forwarded-host': 'other-name.cadence.test',
      'x-forwarded-proto': 'https',
    };
    expect((await postContact(proxied, contactBody(), headers)).status).toBe(200);
  });

  it('ignores forwarded headers when the proxy is not trusted', async () => {
    const headers = {
      origin: 'https://other-name.cadence.test',
      'x-forwarded-host': 'other-name.cadence.test',
    };
    await expectRefused(await postContact(server, contactBody(), headers));
  });
});
