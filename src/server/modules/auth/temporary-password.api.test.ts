import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_CHANGE_REQUIRED_MESSAGE } from '@shared/auth/schemas';
import { users } from '../../db/schema';
import {
  errorMessage,
  latestMail,
  postJson,
  loginTokenFrom,
  uniqueEmail,
} from '../../test/auth-helpers';
import { startTestServer, type TestServer } from '../../test/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

/** A user with an emailed temporary password, as coach and admin creation make them. */
async function invitedUser() {
  const email = uniqueEmail('client');
  const response = await postJson(server, '/api/dev/temporary-user', {
    name: 'Cleo Client',
    email,
  });
  expect(response.status).toBe(200);
  const { temporaryPassword } = (await response.json()) as { temporaryPassword: string };
  return { email, temporaryPassword };
}

const tempLogin = (json: unknown) => postJson(server, '/api/auth/login-temp-password', json);

/** The forced change, proving the person with the temporary password. */
const changeFromTemporary = (session: string, temporaryPassword: string) =>
  server.request('/api/auth/password', {
    method: 'PATCH',
    session,
    json: {
      currentPassword: temporaryPassword,
      newPassword: 'my-own-pass',
      confirmPassword: 'my-own-pass',
    },
  });

describe('temporary passwords', () => {
  it('are emailed, stored hashed, and expire', async () => {
    const { email, temporaryPassword } = await invitedUser();
    const mail = await latestMail(server, email);
    expect(mail.subject).toBe('Your Cadence account is ready');
    expect(mail.text).toContain(temporaryPassword);
    const [row] = await server.db.select().from(users).where(eq(users.email, email));
    expect(row?.temporaryPasswordHash).toMatch(/^\$argon2id\$/);
    expect(row?.temporaryPasswordExpiry?.getTime()).toBeGreaterThan(Date.now());
    expect(row?.requiresPasswordChange).toBe(true);
  });
});

describe('POST /api/auth/login-temp-password', () => {
  it('signs in without a new password and keeps the forced password change', async () => {
    const { email, temporaryPassword } = await invitedUser();
    const response = await tempLogin({ email, temporaryPassword, newPassword: '   ' });
    expect(response.status).toBe(200);
    expect((await response.json()).user.requiresPasswordChange).toBe(true);
    const session = loginTokenFrom(response);

    // The forced change proves identity with the temporary password.
    const change = await changeFromTemporary(session, temporaryPassword);
    expect(change.status).toBe(200);
    const me = await (await server.request('/api/auth/me', { session })).json();
    expect(me.user.requiresPasswordChange).toBe(false);
    // The temporary password is retired.
    expect(await errorMessage(await tempLogin({ email, temporaryPassword }), 401)).toBe(
      'Invalid temporary password',
    );
  });

  it('signs in once, and until the change the server refuses all but the change itself', async () => {
    const { email, temporaryPassword } = await invitedUser();
    const first = await tempLogin({ email, temporaryPassword });
    expect(first.status).toBe(200);
    const session = loginTokenFrom(first);

    // Used: it signs nobody in again, even twice at once.
    const again = await Promise.all([
      tempLogin({ email, temporaryPassword }),
      tempLogin({ email, temporaryPassword, newPassword: 'stolen-pass' }),
    ]);
    expect(again.map((response) => response.status)).toEqual([401, 401]);

    // The session it gave reads who it is, and nothing else.
    expect((await server.request('/api/auth/me', { session })).status).toBe(200);
    for (const path of ['/api/recordings', '/api/goals', '/api/user/practice-limit']) {
      const refused = await server.request(path, { session });
      expect(refused.status).toBe(403);
      expect(await refused.json()).toMatchObject({
        code: 'PASSWORD_CHANGE_REQUIRED',
        message: PASSWORD_CHANGE_REQUIRED_MESSAGE,
      });
    }
    const change = await changeFromTemporary(session, temporaryPassword);
    expect(change.status).toBe(200);
    expect((await server.request('/api/recordings', { session })).status).toBe(200);
  });

  it('sets the new password at once when one is given', async () => {
    const { email, temporaryPassword } = await invitedUser();
    const response = await tempLogin({ email, temporaryPassword, newPassword: 'my-own-pass' });
    expect((await response.json()).user.requiresPasswordChange).toBe(false);
    const signin = await postJson(server, '/api/auth/signin', { email, password: 'my-own-pass' });
    expect(signin.status).toBe(200);
  });

  it('refuses a wrong, unknown or expired temporary password', async () => {
    const { email, temporaryPassword } = await invitedUser();
    expect(await errorMessage(await tempLogin({ email, temporaryPassword: 'nope' }), 401)).toBe(
      'Invalid temporary password',
    );
    expect(
      await errorMessage(await tempLogin({ email: uniqueEmail(), temporaryPassword }), 401),
    ).toBe('Invalid temporary password');
    await server.db
      .update(users)
      .set({ temporaryPasswordExpiry: new Date(Date.now() - 1000) })
      .where(eq(users.email, email));
    expect(await errorMessage(await tempLogin({ email, temporaryPassword }), 401)).toBe(
      'Your temporary password has expired',
    );
  });

  it.each([
    [{ email: 'x', temporaryPassword: 'a' }, 'Please enter a valid email address'],
    [{ email: 'a@example.com', temporaryPassword: '' }, 'Temporary password is required'],
    [
      { email: 'a@example.com', temporaryPassword: 'a', newPassword: '123' },
      'Password must be at least 6 characters',
    ],
  ])('rejects %j with the message of product rules R5.12', async (body, message) => {
    expect(await errorMessage(await tempLogin(body), 400)).toBe(message);
  });
});
