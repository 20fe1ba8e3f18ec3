import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailLogs, emailVerifications } from '../../db/schema';
import {
  codeFrom,
  errorMessage,
  latestMail,
  postJson,
  loginTokenFrom,
  signUpAndVerify,
  uniqueEmail,
} from '../../test/auth-helpers';
import { startTestServer, type TestServer } from '../../test/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { PUBLIC_URL: 'https://cadence.example' } });
});
afterAll(() => server?.close());

const signup = (json: unknown) => postJson(server, '/api/auth/signup', json);
const verify = (json: unknown) => postJson(server, '/api/auth/verify-email', json);

describe('POST /api/auth/signup', () => {
  it('emails a 6-digit code and stores only its hash', async () => {
    const email = uniqueEmail();
    const response = await signup({
      name: '  Ada Lovelace ',
      email: email.toUpperCase(),
      password: 'secret1',
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: 'Verification code sent', email });

    const mail = await latestMail(server, email);
    const code = codeFrom(mail);
    expect(mail.subject).toBe(`Your Cadence verification code: ${code}`);
    expect(mail.html).toContain(code);
    expect(mail.text).toContain('Hi Ada,');
    expect(mail.status).toBe('outbox');

    const [row] = await server.db
      .select()
      .from(emailVerifications)
      .where(eq(emailVerifications.email, email));
    expect(row?.verificationCode).toMatch(/^\$argon2id\$/);
    expect(row?.verificationCode).not.toContain(code);
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row?.name).toBe('Ada Lovelace');
  });

  it.each([
    [
      { name: 'A', email: 'a@example.com', password: 'secret1' },
      'Name must be at least 2 characters',
    ],
    [
      { name: 'Ada', email: 'not-an-email', password: 'secret1' },
      'Please enter a valid email address',
    ],
    [
      { name: 'Ada', email: 'a@example.com', password: '12345' },
      'Password must be at least 6 characters',
    ],
  ])('rejects %j with the message of product rules R5.2', async (body, message) => {
    expect(await errorMessage(await signup(body), 400)).toBe(message);
  });

  it('answers an email that has an account as a new one, and mails its owner instead', async () => {
    const { email } = await signUpAndVerify(server);
    const fresh = uniqueEmail();
    const [known, unknown] = await Promise.all([
      signup({ name: 'Someone', email, password: 'secret1' }),
      signup({ name: 'Someone', email: fresh, password: 'secret1' }),
    ]);
    // Nothing in the answer tells the two apart, but the address.
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    const [knownBody, unknownBody] = [await known.json(), await unknown.json()];
    expect({ ...knownBody, email: fresh }).toEqual(unknownBody);
    // The owner is told to sign in, with no code that would make a second account.
    const mail = await latestMail(server, email, (m) => Boolean(m.subject?.includes('already')));
    expect(mail.subject).toBe('You already have a Cadence account');
    expect(mail.text).not.toMatch(/\b\d{6}\b/);
    const guessed = await verify({ email, code: '000000' });
    expect(guessed.status).toBeGreaterThanOrEqual(400);
  });

  it('re-sends a fresh code when repeated, and only the newest code works', async () => {
    const email = uniqueEmail();
    await signup({ name: 'Ada', email, password: 'secret1' });
    const first = codeFrom(await latestMail(server, email));
    await signup({ name: 'Ada', email, password: 'secret1' });
    const second = codeFrom(await latestMail(server, email));
    if (first !== second) {
      expect(await errorMessage(await verify({ email, code: first }), 400)).toMatch(
        /^Invalid verification code/,
      );
    }
    expect((await verify({ email, code: second })).status).toBe(200);
  });
});

describe('POST /api/auth/verify-email', () => {
  it('creates the account, signs in with a new login, and sends a welcome mail', async () => {
    const email = uniqueEmail();
    await signup({ name: 'Ada Lovelace', email, password: 'secret1' });
    const code = codeFrom(await latestMail(server, email));
    const response = await postJson(server, '/api/auth/verify-email', { email, code });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.user).toMatchObject({ email, name: 'Ada Lovelace', userRole: 'user' });
    const session = loginTokenFrom(response);
    expect(session).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(response.headers.get('x-session-id')).toBeNull();

    const me = await (await server.request('/api/auth/me', { session })).json();
    expect(me.user.email).toBe(email);
    const welcome = await latestMail(server, email);
    expect(welcome.subject).toBe('Welcome to Cadence');
    expect(welcome.html).toContain('https://cadence.example/record');
    const rows = await server.db
      .select()
      .from(emailLogs)
      .where(eq(emailLogs.recipientEmail, email));
    expect(rows.map((r) => r.emailType).sort()).toEqual(['verification', 'welcome']);
  });

  it('counts down wrong codes and locks the code after 5', async () => {
    const email = uniqueEmail();
    await signup({ name: 'Ada', email, password: 'secret1' });
    const code = codeFrom(await latestMail(server, email));
    const wrong = code === '000000' ? '111111' : '000000';
    const messages = [];
    for (let i = 0; i < 5; i += 1) {
      messages.push(await errorMessage(await verify({ email, code: wrong }), 400));
    }
    expect(messages).toEqual([
      'Invalid verification code. 4 attempts left.',
      'Invalid verification code. 3 attempts left.',
      'Invalid verification code. 2 attempts left.',
      'Invalid verification code. 1 attempt left.',
      'Too many incorrect attempts. Please request a new code.',
    ]);
    expect(await errorMessage(await verify({ email, code }), 400)).toMatch(/No pending sign-up/);
  });

  it('refuses an expired code', async () => {
    const email = uniqueEmail();
    await signup({ name: 'Ada', email, password: 'secret1' });
    const code = codeFrom(await latestMail(server, email));
    await server.db
      .update(emailVerifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailVerifications.email, email));
    expect(await errorMessage(await verify({ email, code }), 400)).toBe(
      'Verification code has expired. Please request a new code.',
    );
  });

  it('rejects a code that is not 6 digits, and an email with no pending sign-up', async () => {
    expect(await errorMessage(await verify({ email: uniqueEmail(), code: '12ab' }), 400)).toBe(
      'Enter the 6-digit code from your email',
    );
    expect(await errorMessage(await verify({ email: uniqueEmail(), code: '123456' }), 400)).toMatch(
      /No pending sign-up for this email/,
    );
  });
});
