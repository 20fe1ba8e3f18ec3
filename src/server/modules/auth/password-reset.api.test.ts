import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailLogs, users } from '../../db/schema';
import {
  errorMessage,
  latestMail,
  postJson,
  signUpAndVerify,
  uniqueEmail,
} from '../../test/auth-helpers';
import { startTestServer, type TestServer } from '../../test/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { PUBLIC_URL: 'https://cadence.example' } });
});
afterAll(() => server?.close());

const SAME_ANSWER = 'If an account exists for that email, we sent a link to reset the password.';
const INVALID_LINK = 'This reset link is invalid or has expired.';

async function requestReset(email: string) {
  const response = await postJson(server, '/api/auth/forgot-password', { email });
  expect(response.status).toBe(200);
  expect((await response.json()).message).toBe(SAME_ANSWER);
  const mail = await latestMail(server, email, (m) => (m.text ?? '').includes('reset-password'));
  const link = /https:\/\/cadence\.example\/reset-password\?token=([\w-]+)/.exec(mail.text ?? '');
  if (!link?.[1]) throw new Error('No reset link in the mail');
  return { mail, token: decodeURIComponent(link[1]) };
}

describe('POST /api/auth/forgot-password', () => {
  it('answers the same for an unknown email and sends nothing', async () => {
    const email = uniqueEmail();
    const response = await postJson(server, '/api/auth/forgot-password', { email });
    expect(response.status).toBe(200);
    expect((await response.json()).message).toBe(SAME_ANSWER);
    const sent = await server.db
      .select()
      .from(emailLogs)
      .where(eq(emailLogs.recipientEmail, email));
    expect(sent).toHaveLength(0);
  });

  it('emails a reset link and stores only the token hash', async () => {
    const account = await signUpAndVerify(server);
    const { mail, token } = await requestReset(account.email);
    expect(mail.subject).toBe('Reset your Cadence password');
    expect(mail.html).toContain('https://cadence.example/reset-password?token=');
    const [row] = await server.db.select().from(users).where(eq(users.email, account.email));
    expect(row?.resetToken).toBeTruthy();
    expect(row?.resetToken).not.toBe(token);
  });

  it('rejects an invalid email with the schema message', async () => {
    const response = await postJson(server, '/api/auth/forgot-password', { email: 'x' });
    expect(await errorMessage(response, 400)).toBe('Please enter a valid email address');
  });
});

describe('POST /api/auth/reset-password', () => {
  it('sets the new password once, ends old logins, and refuses the link again', async () => {
    const account = await signUpAndVerify(server);
    const { token } = await requestReset(account.email);
    const reset = await postJson(server, '/api/auth/reset-password', {
      token,
      password: 'brand-new-pass',
    });
    expect(reset.status).toBe(200);
    expect((await reset.json()).message).toBe('Password reset successfully');

    const me = await (await server.request('/api/auth/me', { session: account.session })).json();
    expect(me.user).toBeNull();
    const signin = await postJson(server, '/api/auth/signin', {
      email: account.email,
      password: 'brand-new-pass',
    });
    expect(signin.status).toBe(200);

    const again = await postJson(server, '/api/auth/reset-password', {
      token,
      password: 'another1',
    });
    expect(await errorMessage(again, 400)).toBe(INVALID_LINK);
  });

  it('refuses an expired link and an unknown token', async () => {
    const account = await signUpAndVerify(server);
    const { token } = await requestReset(account.email);
    await server.db
      .update(users)
      .set({ resetTokenExpiry: new Date(Date.now() - 1000) })
      .where(eq(users.email, account.email));
    const expired = await postJson(server, '/api/auth/reset-password', {
      token,
      password: 'brand-new-pass',
    });
    expect(await errorMessage(expired, 400)).toBe(INVALID_LINK);
    const unknown = await postJson(server, '/api/auth/reset-password', {
      token: 'made-up-token',
      password: 'brand-new-pass',
    });
    expect(await errorMessage(unknown, 400)).toBe(INVALID_LINK);
  });

  it.each([
    [{ token: '', password: 'secret1' }, 'Reset token is required'],
    [{ token: 'abc', password: '123' }, 'Password must be at least 6 characters'],
  ])('rejects %j with the message of product rules R5.5', async (body, message) => {
    expect(await errorMessage(await postJson(server, '/api/auth/reset-password', body), 400)).toBe(
      message,
    );
  });
});
