import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VERIFICATION_MAX_ATTEMPTS } from '@shared/auth/limits';
import { emailVerifications, users } from '../../db/schema';
import { codeFrom, latestMail, postJson, uniqueEmail } from '../../test/auth-helpers';
import { startTestServer, type TestServer } from '../../test/test-server';
import { VERIFICATION_MESSAGES } from './check-verification-code';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const NO_PENDING = 'No pending sign-up for this email. Please sign up again.';

async function pendingSignUp() {
  const email = uniqueEmail('race');
  const response = await postJson(server, '/api/auth/signup', {
    name: 'Rita Race',
    email,
    password: 'secret1',
  });
  expect(response.status).toBe(200);
  return { email, code: codeFrom(await latestMail(server, email)) };
}

/** `times` requests sent together; the answers' statuses and messages. */
async function together(times: number, send: () => Promise<Response>) {
  const responses = await Promise.all(Array.from({ length: times }, send));
  return Promise.all(
    responses.map(async (response) => ({
      status: response.status,
      message: ((await response.json()) as { message?: string }).message,
    })),
  );
}

describe('POST /api/auth/verify-email sent together', () => {
  it('spends a code once: one account, one success, the others find no pending sign-up', async () => {
    const { email, code } = await pendingSignUp();
    const answers = await together(6, () =>
      postJson(server, '/api/auth/verify-email', { email, code }),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status !== 200)).toEqual(
      Array.from({ length: 5 }, () => ({ status: 400, message: NO_PENDING })),
    );
    expect(await server.db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
  });

  it('counts wrong codes one by one: never more than the maximum, and the right code is then spent', async () => {
    const { email, code } = await pendingSignUp();
    const wrong = code === '000000' ? '111111' : '000000';
    const answers = await together(VERIFICATION_MAX_ATTEMPTS + 4, () =>
      postJson(server, '/api/auth/verify-email', { email, code: wrong }),
    );
    const messages = answers.map((answer) => answer.message).sort();
    const expected = [
      ...Array.from({ length: VERIFICATION_MAX_ATTEMPTS - 1 }, (_, index) =>
        VERIFICATION_MESSAGES.wrong(index + 1),
      ),
      VERIFICATION_MESSAGES.tooMany,
      ...Array.from({ length: 4 }, () => NO_PENDING),
    ].sort();
    expect(answers.every((answer) => answer.status === 400)).toBe(true);
    expect(messages).toEqual(expected);
    expect(
      await server.db.select().from(emailVerifications).where(eq(emailVerifications.email, email)),
    ).toEqual([]);
    const late = await postJson(server, '/api/auth/verify-email', { email, code });
    expect(late.status).toBe(400);
    expect(await server.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });
});
