import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SIGN_IN_ACCOUNT_MAX_FAILURES,
  SIGN_IN_ADDRESS_MAX_FAILURES,
  SIGN_IN_WINDOW_MS,
  rateLimitedMessage,
} from '@shared/abuse/rate-limits';
import { hashSecret } from '../modules/auth/secrets';
import { uniqueEmail } from '../test/auth-helpers';
import { createUser } from '../test/factories';
import { createTestDatabase, type TestDatabaseTarget } from '../test/test-database';
import { startTestServer, type TestServer } from '../test/test-server';

/** Addresses come from X-Forwarded-For, so each test signs in from addresses of its own. */
const SCALE = 0.2;
const ENV = { TRUST_PROXY: 'true', RATE_LIMIT_ADDRESS_SCALE: String(SCALE) };
const ADDRESS_MAX = Math.round(SIGN_IN_ADDRESS_MAX_FAILURES * SCALE);
const PASSWORD = 'correct-horse';

let server: TestServer;
let passwordHash: string;
beforeAll(async () => {
  server = await startTestServer({ env: ENV });
  passwordHash = await hashSecret(PASSWORD);
});
afterAll(() => server?.close());

let lastAddress = 0;
const newAddress = () => `10.1.${Math.floor(++lastAddress / 250)}.${lastAddress % 250}`;

const person = (on: TestServer) => createUser(on.db, { email: uniqueEmail('rl'), passwordHash });

const signIn = (on: TestServer, address: string, email: string, password: string) =>
  on.request('/api/auth/signin', {
    method: 'POST',
    json: { email, password },
    headers: { 'x-forwarded-for': address },
  });

async function failSignIns(on: TestServer, address: string, email: string, times: number) {
  for (let i = 0; i < times; i += 1) {
    expect((await signIn(on, address, email, 'wrong-password')).status).toBe(401);
  }
}

/** A 429 as every limit answers it: the code, the wait in seconds and the message with it. */
async function expectLimited(response: Response, windowMs = SIGN_IN_WINDOW_MS) {
  expect(response.status).toBe(429);
  const wait = Number(response.headers.get('retry-after'));
  expect(wait).toBeGreaterThan(0);
  expect(wait).toBeLessThanOrEqual(windowMs / 1000);
  expect(await response.json()).toEqual({
    code: 'RATE_LIMITED',
    message: rateLimitedMessage(wait),
    retryAfterSeconds: wait,
  });
}

describe('sign-in lock-out per account', () => {
  it(`locks an account after ${SIGN_IN_ACCOUNT_MAX_FAILURES} wrong passwords, even for the right one`, async () => {
    const user = await person(server);
    const address = newAddress();
    await failSignIns(server, address, user.email, SIGN_IN_ACCOUNT_MAX_FAILURES);
    await expectLimited(await signIn(server, address, user.email, PASSWORD));
    // From anywhere: the lock is on the account, not on the address that guessed.
    await expectLimited(await signIn(server, newAddress(), user.email.toUpperCase(), PASSWORD));
    // The temporary-password login guesses at the same account, so it shares the lock.
    const temporary = await server.request('/api/auth/login-temp-password', {
      method: 'POST',
      json: { email: user.email, temporaryPassword: 'abcd-efgh-jkmn' },
      headers: { 'x-forwarded-for': newAddress() },
    });
    expect(temporary.status).toBe(429);
  });

  it('does not lock out another account signing in from the same address', async () => {
    const [locked, neighbour] = [await person(server), await person(server)];
    const address = newAddress();
    await failSignIns(server, address, locked.email, SIGN_IN_ACCOUNT_MAX_FAILURES);
    expect((await signIn(server, address, locked.email, PASSWORD)).status).toBe(429);
    expect((await signIn(server, address, neighbour.email, PASSWORD)).status).toBe(200);
  });

  it('counts only failures: a successful sign-in gives its attempt back', async () => {
    const user = await person(server);
    const address = newAddress();
    await failSignIns(server, address, user.email, SIGN_IN_ACCOUNT_MAX_FAILURES - 1);
    expect((await signIn(server, address, user.email, PASSWORD)).status).toBe(200);
    await failSignIns(server, address, user.email, 1);
    await expectLimited(await signIn(server, address, user.email, 'wrong-password'));
  });
});

describe('sign-in limit per address', () => {
  it('applies across accounts, and only to that address', async () => {
    const user = await person(server);
    const address = newAddress();
    for (let i = 0; i < ADDRESS_MAX; i += 1) {
      await failSignIns(server, address, uniqueEmail('spray'), 1);
    }
    await expectLimited(await signIn(server, address, user.email, PASSWORD));
    expect((await signIn(server, newAddress(), user.email, PASSWORD)).status).toBe(200);
  });
});

describe('counters in the database', () => {
  let target: TestDatabaseTarget;
  beforeAll(async () => {
    target = await createTestDatabase();
  });
  afterAll(() => target?.cleanup());

  it('keep an account locked across a restart', async () => {
    const first = await startTestServer({ env: ENV, database: target });
    const user = await person(first);
    try {
      await failSignIns(first, newAddress(), user.email, SIGN_IN_ACCOUNT_MAX_FAILURES);
    } finally {
      await first.close();
    }
    const second = await startTestServer({ env: ENV, database: target });
    try {
      await expectLimited(await signIn(second, newAddress(), user.email, PASSWORD));
    } finally {
      await second.close();
    }
  });

  // Several web processes share one PostgreSQL in scaled mode; the embedded one has one.
  it.skipIf(!process.env.DATABASE_URL)(
    'hold across two web processes on one database',
    async () => {
      const [a, b] = [
        await startTestServer({ env: ENV, database: target }),
        await startTestServer({ env: ENV, database: target }),
      ];
      try {
        const user = await person(a);
        const half = SIGN_IN_ACCOUNT_MAX_FAILURES / 2;
        await failSignIns(a, newAddress(), user.email, half);
        await failSignIns(b, newAddress(), user.email, SIGN_IN_ACCOUNT_MAX_FAILURES - half);
        await expectLimited(await signIn(a, newAddress(), user.email, PASSWORD));
        await expectLimited(await signIn(b, newAddress(), user.email, PASSWORD));
      } finally {
        await Promise.all([a.close(), b.close()]);
      }
    },
  );
});
