import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  errorMessage,
  postJson,
  loginTokenFrom,
  signUpAndVerify,
  uniqueEmail,
} from '../../test/auth-helpers';
import { startTestServer, type TestServer } from '../../test/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const BAD_CREDENTIALS = "We couldn't find an account with that email and password combination.";
const me = async (session: string) =>
  (await server.request('/api/auth/me', { session })).json() as Promise<{
    user: { email: string } | null;
    sessionId: string;
  }>;

describe('POST /api/auth/signin', () => {
  it('signs in case-insensitively and regenerates the login id', async () => {
    const account = await signUpAndVerify(server);
    const earlier = account.session;
    const response = await postJson(
      server,
      '/api/auth/signin',
      { email: account.email.toUpperCase(), password: account.password },
      earlier,
    );
    expect(response.status).toBe(200);
    expect((await response.json()).user.email).toBe(account.email);
    const session = loginTokenFrom(response);
    expect(session).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(session).not.toBe(earlier);
    expect((await me(session)).user?.email).toBe(account.email);
    // The login the request came with is gone: a planted id cannot ride the new sign-in.
    expect((await me(earlier)).user).toBeNull();
  });

  it('answers a wrong password and an unknown email with the same message', async () => {
    const account = await signUpAndVerify(server);
    const wrong = await postJson(server, '/api/auth/signin', {
      email: account.email,
      password: 'not-it',
    });
    expect(await errorMessage(wrong, 401)).toBe(BAD_CREDENTIALS);
    const unknown = await postJson(server, '/api/auth/signin', {
      email: uniqueEmail(),
      password: 'whatever',
    });
    expect(await errorMessage(unknown, 401)).toBe(BAD_CREDENTIALS);
  });

  it.each([
    [{ email: 'nope', password: 'x' }, 'Please enter a valid email address'],
    [{ email: 'a@example.com', password: '' }, 'Password is required'],
  ])('rejects %j with the message of product rules R5.3', async (body, message) => {
    expect(await errorMessage(await postJson(server, '/api/auth/signin', body), 400)).toBe(message);
  });
});

describe('POST /api/auth/signout', () => {
  it('ends the login and clears the cookie', async () => {
    const account = await signUpAndVerify(server);
    const response = await server.request('/api/auth/signout', {
      method: 'POST',
      headers: { cookie: `cadence_sid=${account.session}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('set-cookie')).toMatch(/cadence_sid=;/);
    expect((await me(account.session)).user).toBeNull();
  });

  it('is harmless without a login', async () => {
    expect((await postJson(server, '/api/auth/signout', {})).status).toBe(200);
  });
});
