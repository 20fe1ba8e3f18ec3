import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  codeFrom,
  latestMail,
  loginTokenFrom,
  postJson,
  signUpAndVerify,
  uniqueEmail,
} from '../../test/auth-helpers';
import { signedInUser } from '../../test/recording-helpers';
import { startTestServer, type TestServer } from '../../test/test-server';
import { deleteUser, updateUser } from './user-repository';

/**
 * A web process keeps the logins it read for LOGIN_CACHE_MS (decision 192). Every change to a
 * login or its user takes effect in that process at once: each test reads the login first, so
 * it is in memory, makes the change, and reads again at once. The longest time the setting
 * allows, so no test passes only because the copy had already expired.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    env: { LOGIN_CACHE_MS: '5000', PUBLIC_URL: 'https://cadence.example' },
  });
});
afterAll(() => server?.close());

type Me = { user: Record<string, unknown> | null; sessionId: string | null };
const me = async (session: string) =>
  (await (await server.request('/api/auth/me', { session })).json()) as Me;
/** A read that needs a signed-in user (401 otherwise). */
const subscription = (session: string) => server.request('/api/subscription-status', { session });

/** Reads the login twice, so it is in the process's memory, and checks who it is. */
async function warm(session: string, email?: string) {
  for (let i = 0; i < 2; i += 1) {
    const current = await me(session);
    expect(current.user).not.toBeNull();
    if (email) expect(current.user?.email).toBe(email);
  }
  expect((await subscription(session)).status).toBe(200);
}

async function signInAgain(account: { email: string; password: string }) {
  const response = await postJson(server, '/api/auth/signin', {
    email: account.email,
    password: account.password,
  });
  expect(response.status).toBe(200);
  return loginTokenFrom(response);
}

describe('a login read from memory never outlives a change that ends it', () => {
  it('sign-out: the same cookie is refused at once', async () => {
    const account = await signUpAndVerify(server);
    await warm(account.session, account.email);
    const signedOut = await postJson(server, '/api/auth/signout', {}, account.session);
    expect(signedOut.status).toBe(200);
    expect((await subscription(account.session)).status).toBe(401);
    expect(await me(account.session)).toMatchObject({ user: null, sessionId: null });
  });

  it('password change: every other login is refused at once, this one goes on', async () => {
    const account = await signUpAndVerify(server);
    const other = await signInAgain(account);
    await warm(account.session);
    await warm(other);
    const changed = await server.request('/api/auth/password', {
      method: 'PATCH',
      session: account.session,
      json: {
        currentPassword: account.password,
        newPassword: 'battery-staple',
        confirmPassword: 'battery-staple',
      },
    });
    expect(changed.status).toBe(200);
    expect((await subscription(other)).status).toBe(401);
    expect((await me(other)).user).toBeNull();
    expect((await subscription(account.session)).status).toBe(200);
  });

  it('password reset: every login is refused at once', async () => {
    const account = await signUpAndVerify(server);
    await warm(account.session);
    expect((await postJson(server, '/api/auth/forgot-password', account)).status).toBe(200);
    const mail = await latestMail(server, account.email, (m) =>
      (m.text ?? '').includes('reset-password'),
    );
    const token = /reset-password\?token=([\w-]+)/.exec(mail.text ?? '')?.[1] ?? '';
    const reset = await postJson(server, '/api/auth/reset-password', {
      token: decodeURIComponent(token),
      password: 'brand-new-pass',
    });
    expect(reset.status).toBe(200);
    expect((await subscription(account.session)).status).toBe(401);
  });

  it('account deletion: the account’s other logins are refused at once', async () => {
    const account = await signUpAndVerify(server);
    const other = await signInAgain(account);
    await warm(other);
    const deleted = await server.request('/api/auth/account', {
      method: 'DELETE',
      session: account.session,
    });
    expect(deleted.status).toBe(200);
    expect((await subscription(other)).status).toBe(401);
    expect((await me(other)).user).toBeNull();
  });

  it('an account deleted by an operator is refused at once', async () => {
    const { user, session } = await signedInUser(server);
    await warm(session);
    await deleteUser(server.db, user.id);
    expect((await subscription(session)).status).toBe(401);
  });

  it('an account locked until its password is replaced is refused (403) at once', async () => {
    // The product has no suspension; this is the lock it has (decision 167), set as an
    // operator's tool would set any flag: through the repository.
    const { user, session } = await signedInUser(server);
    await warm(session);
    await updateUser(server.db, user.id, { requiresPasswordChange: true });
    const refused = await subscription(session);
    expect(refused.status).toBe(403);
    expect((await refused.json()).code).toBe('PASSWORD_CHANGE_REQUIRED');
  });
});

describe('a login read from memory shows a change to its user at once', () => {
  it('role: a coach switching to premium is a user on the next read', async () => {
    const { session } = await signedInUser(server, { userRole: 'coach' });
    await warm(session);
    const switched = await postJson(server, '/api/coach/switch-to-premium', {}, session);
    expect(switched.status).toBe(200);
    expect((await me(session)).user).toMatchObject({ userRole: 'user', isInSwitchedMode: true });
  });

  it('plan: a subscription written by billing shows on the next read', async () => {
    const { user, session } = await signedInUser(server);
    await warm(session);
    await updateUser(server.db, user.id, {
      subscriptionStatus: 'active',
      subscriptionPlan: 'yearly',
    });
    expect((await me(session)).user).toMatchObject({
      subscriptionStatus: 'active',
      subscriptionPlan: 'yearly',
    });
    expect(await (await subscription(session)).json()).toMatchObject({ status: 'active' });
  });

  it('email: a change confirmed inside a transaction shows on the next read', async () => {
    const account = await signUpAndVerify(server);
    await warm(account.session, account.email);
    const newEmail = uniqueEmail('moved');
    const asked = await server.request('/api/auth/profile', {
      method: 'PUT',
      session: account.session,
      json: { email: newEmail },
    });
    expect(asked.status).toBe(200);
    const code = codeFrom(await latestMail(server, newEmail));
    await warm(account.session, account.email);
    const confirmed = await postJson(
      server,
      '/api/auth/verify-email-change',
      { code },
      account.session,
    );
    expect(confirmed.status).toBe(200);
    expect((await me(account.session)).user?.email).toBe(newEmail);
  });

  it('settings: a saved preference shows on the next read', async () => {
    const { session } = await signUpAndVerify(server);
    await warm(session);
    const saved = await server.request('/api/auth/preferences', {
      method: 'PATCH',
      session,
      json: { deleteAudioAfterAnalysis: true },
    });
    expect(saved.status).toBe(200);
    expect((await me(session)).user?.deleteAudioAfterAnalysis).toBe(true);
  });
});
