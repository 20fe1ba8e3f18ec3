import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorMessage, latestMail, postJson, uniqueEmail } from '../../test/auth-helpers';
import { signedInUser } from '../../test/recording-helpers';
import { startTestServer, type TestServer } from '../../test/test-server';

describe('the development outbox', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  it('lists kept mails and shows each one, escaped', async () => {
    const email = uniqueEmail();
    await postJson(server, '/api/auth/signup', { name: '<b>Eve</b>', email, password: 'secret1' });
    const mail = await latestMail(server, email);

    const list = await server.request('/dev/outbox');
    expect(list.status).toBe(200);
    const html = await list.text();
    expect(html).toContain('Development outbox');
    expect(html).toContain(`/dev/outbox/${mail.id}`);

    const one = await (await server.request(`/dev/outbox/${mail.id}`)).text();
    expect(one).toContain(mail.subject ?? '');
    expect(one).toContain('Hi &lt;b&gt;Eve&lt;/b&gt;,');
    expect(one).not.toContain('<b>Eve</b>');
  });
});

describe('POST /api/dev/temporary-user', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  it('validates with the sign-up messages and refuses an existing email', async () => {
    const bad = await postJson(server, '/api/dev/temporary-user', { name: 'E', email: 'nope' });
    expect(bad.status).toBe(400);
    expect((await bad.json()).fields).toEqual({
      name: ['Name must be at least 2 characters'],
      email: ['Please enter a valid email address'],
    });
    const email = uniqueEmail();
    expect((await postJson(server, '/api/dev/temporary-user', { name: 'Eve', email })).status).toBe(
      200,
    );
    const again = await postJson(server, '/api/dev/temporary-user', { name: 'Eve', email });
    expect(again.status).toBe(409);
  });
});

describe('POST /api/dev/practice-history', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  it('needs a signed-in user', async () => {
    const response = await postJson(server, '/api/dev/practice-history', { sessions: [{}] });
    expect(response.status).toBe(401);
  });

  it('validates the sessions', async () => {
    const { session } = await signedInUser(server);
    const empty = await postJson(server, '/api/dev/practice-history', { sessions: [] }, session);
    expect(await errorMessage(empty, 400)).toBe('Add at least one session');
    const wrong = await postJson(
      server,
      '/api/dev/practice-history',
      { sessions: [{ clarityScore: 11 }] },
      session,
    );
    expect(wrong.status).toBe(400);
  });

  it("adds analysed sessions to the caller's progress, as if recorded", async () => {
    const { session } = await signedInUser(server);
    const sessions = Array.from({ length: 16 }, (_, index) => ({
      daysAgo: 16 - index,
      clarityScore: 8,
    }));
    const response = await postJson(server, '/api/dev/practice-history', { sessions }, session);
    expect(await response.json()).toEqual({ created: 16 });
    const overview = (await (
      await server.request('/api/mastery/overview', { session })
    ).json()) as {
      phase: string;
      totalRecordings: number;
      achievementTier: { title: string } | null;
    };
    expect(overview).toMatchObject({
      phase: 'confidence',
      totalRecordings: 16,
      achievementTier: { title: 'Rising Star' },
    });
    const recordings = (await (
      await server.request('/api/recordings?limit=100', { session })
    ).json()) as { items: unknown[] };
    expect(recordings.items).toHaveLength(16);
  });

  it('stores the fillers and words it is given, so crutch phrases are counted', async () => {
    const { session } = await signedInUser(server);
    const sessions = [
      { daysAgo: 2, duration: 60, detectedFillers: { um: 3 }, transcript: 'I think we ship' },
      { daysAgo: 1, duration: 60, detectedFillers: { um: 1 }, transcript: 'we ship today' },
    ];
    const response = await postJson(server, '/api/dev/practice-history', { sessions }, session);
    expect(await response.json()).toEqual({ created: 2 });
    const answer = (await (
      await server.request('/api/progress/crutch-phrases', { session })
    ).json()) as { phrases: Array<{ phrase: string; kind: string; total: number }> };
    expect(answer.phrases.map(({ phrase, kind, total }) => ({ phrase, kind, total }))).toEqual([
      { phrase: 'um', kind: 'filler', total: 4 },
      { phrase: 'i think', kind: 'hedge', total: 1 },
    ]);
  });
});

describe('production mode', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      env: { NODE_ENV: 'production', MEDIA_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64') },
    });
  });
  afterAll(() => server?.close());

  it('serves no development tools', async () => {
    expect((await server.request('/api/dev/outbox')).status).toBe(404);
    const create = await postJson(server, '/api/dev/temporary-user', {
      name: 'Eve',
      email: uniqueEmail(),
    });
    expect(create.status).toBe(404);
    const history = await postJson(server, '/api/dev/practice-history', { sessions: [{}] });
    expect(history.status).toBe(404);
  });

  it('says so when a mail cannot be sent because no SMTP server is configured', async () => {
    const response = await postJson(server, '/api/auth/signup', {
      name: 'Eve',
      email: uniqueEmail(),
      password: 'secret1',
    });
    expect(response.status).toBe(503);
    expect((await response.json()).message).toBe(
      'We could not send the verification email. Please try again in a few minutes.',
    );
  });
});

describe('development helpers off loopback', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  it('do not exist for a client on another machine, and answer on this one', async () => {
    const routes = [
      { method: 'GET' as const, url: '/dev/outbox' },
      { method: 'GET' as const, url: '/api/dev/outbox' },
      { method: 'POST' as const, url: '/api/dev/temporary-user' },
      { method: 'POST' as const, url: '/api/dev/practice-history' },
      { method: 'GET' as const, url: '/test-mode/checkout/cs_test_unknown' },
      { method: 'POST' as const, url: '/test-mode/checkout/cs_test_unknown/pay' },
    ];
    for (const route of routes) {
      const remote = await server.app.inject({
        ...route,
        remoteAddress: '203.0.113.7',
        ...(route.method === 'POST' ? { payload: {} } : {}),
      });
      expect(remote.statusCode).toBe(404);
      expect(remote.json()).toMatchObject({ code: 'NOT_FOUND' });
      const local = await server.app.inject({
        ...route,
        remoteAddress: '127.0.0.1',
        ...(route.method === 'POST' ? { payload: {} } : {}),
      });
      if (!route.url.startsWith('/test-mode')) expect(local.statusCode).not.toBe(404);
      else expect(local.body).not.toBe(remote.body);
    }
  });

  it('do not exist for the internet behind a reverse proxy on this machine', async () => {
    const proxied = [
      { 'x-forwarded-for': '203.0.113.7' },
      { 'x-forwarded-for': '203.0.113.7, 127.0.0.1' },
      { 'x-real-ip': '198.51.100.2' },
      { forwarded: 'for=203.0.113.7;proto=https' },
      { forwarded: 'for="[2001:db8::1]:4711"' },
      { 'x-forwarded-host': 'cadence.example.com' },
    ];
    for (const headers of proxied) {
      const response = await server.app.inject({
        method: 'GET',
        url: '/api/dev/outbox',
        remoteAddress: '127.0.0.1',
        headers,
      });
      expect(response.statusCode, JSON.stringify(headers)).toBe(404);
    }
    // A proxy on this machine forwarding a browser on this machine is still local.
    const local = await server.app.inject({
      method: 'GET',
      url: '/api/dev/outbox',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': '127.0.0.1', forwarded: 'for=127.0.0.1' },
    });
    expect(local.statusCode).toBe(200);
  });

  it('do not answer a page that rebound its own domain to this machine (DNS rebinding)', async () => {
    for (const host of ['attacker.example', 'attacker.example:5000', '127.0.0.1.nip.io']) {
      const response = await server.app.inject({
        method: 'GET',
        url: '/api/dev/outbox',
        remoteAddress: '127.0.0.1',
        headers: { host },
      });
      expect(response.statusCode, host).toBe(404);
    }
    for (const host of ['localhost', '127.0.0.1:5000', '[::1]:8080', 'cadence.localhost']) {
      const response = await server.app.inject({
        method: 'GET',
        url: '/api/dev/outbox',
        remoteAddress: '127.0.0.1',
        headers: { host },
      });
      expect(response.statusCode, host).toBe(200);
    }
  });
});

describe.each([
  [
    'in production',
    { NODE_ENV: 'production', MEDIA_ENCRYPTION_KEY: Buffer.alloc(32).toString('base64') },
  ],
  ['on a network address, not enabled', { HOST: '0.0.0.0' }],
  ['turned off', { DEV_TOOLS: 'false' }],
])('development helpers %s', (_, env) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env });
  });
  afterAll(() => server?.close());

  it('do not exist, even for this machine', async () => {
    for (const url of ['/dev/outbox', '/api/dev/outbox', '/test-mode/checkout/cs_test_x']) {
      const response = await server.app.inject({ method: 'GET', url, remoteAddress: '127.0.0.1' });
      expect(response.statusCode).toBe(404);
    }
    const created = await server.app.inject({
      method: 'POST',
      url: '/api/dev/temporary-user',
      remoteAddress: '127.0.0.1',
      payload: { name: 'Eve Intruder', email: 'eve@example.com' },
    });
    expect(created.statusCode).toBe(404);
  });
});
