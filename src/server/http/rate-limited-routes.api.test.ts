import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CHANGE_PASSWORD_ACCOUNT_MAX_FAILURES,
  FORGOT_PASSWORD_ACCOUNT_MAX,
  RESET_PASSWORD_ADDRESS_MAX_FAILURES,
  SEND_CODE_ACCOUNT_MAX,
  UPLOAD_ACCOUNT_MAX,
  UPLOAD_ADDRESS_MAX,
  VERIFY_CODE_ACCOUNT_MAX_FAILURES,
} from '@shared/abuse/rate-limits';
import { uniqueEmail } from '../test/auth-helpers';
import { createUser, signInAs } from '../test/factories';
import { transcribeForm } from '../test/recording-helpers';
import { startTestServer, type TestServer } from '../test/test-server';
import { LOGIN_COOKIE } from '../modules/auth/login-cookie';

/** Per-address limits at 5% here, so they show in a few requests (uploads: 10). */
const SCALE = 0.05;
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    env: { TRUST_PROXY: 'true', RATE_LIMIT_ADDRESS_SCALE: String(SCALE) },
  });
});
afterAll(() => server?.close());

let lastAddress = 0;
const newAddress = () => `10.2.${Math.floor(++lastAddress / 250)}.${lastAddress % 250}`;

interface Call {
  method?: string;
  json?: unknown;
  body?: FormData;
  /** The token of the caller's login. */
  login?: string;
  address?: string;
  headers?: Record<string, string>;
}

const call = (path: string, { method = 'POST', login, address, headers, ...rest }: Call) =>
  server.request(path, {
    method,
    ...rest,
    headers: {
      ...headers,
      'x-forwarded-for': address ?? newAddress(),
      ...(login ? { cookie: `${LOGIN_COOKIE}=${login}` } : {}),
    },
  });

/** `allowed` calls are answered (whatever their status, never 429); the next one is refused. */
async function expectLimitAfter(allowed: number, send: (attempt: number) => Promise<Response>) {
  for (let attempt = 0; attempt < allowed; attempt += 1) {
    expect((await send(attempt)).status).not.toBe(429);
  }
  const refused = await send(allowed);
  expect(refused.status).toBe(429);
  expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(await refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
}

async function signedIn() {
  const user = await createUser(server.db);
  return { user, login: await signInAs(server.db, user.id) };
}

describe('limits per account, whatever the address', () => {
  it('sign-up codes (and their resend) per email', async () => {
    const json = { name: 'Ra Te', email: uniqueEmail('code'), password: 'secret1' };
    await expectLimitAfter(SEND_CODE_ACCOUNT_MAX, () => call('/api/auth/signup', { json }));
  });

  it('wrong sign-up codes per email', async () => {
    const json = { email: uniqueEmail('verify'), code: '000000' };
    await expectLimitAfter(VERIFY_CODE_ACCOUNT_MAX_FAILURES, () =>
      call('/api/auth/verify-email', { json }),
    );
  });

  it('reset mails per email', async () => {
    const json = { email: uniqueEmail('forgot') };
    await expectLimitAfter(FORGOT_PASSWORD_ACCOUNT_MAX, () =>
      call('/api/auth/forgot-password', { json }),
    );
  });

  it('wrong email-change codes per signed-in user', async () => {
    const { login } = await signedIn();
    await expectLimitAfter(VERIFY_CODE_ACCOUNT_MAX_FAILURES, () =>
      call('/api/auth/verify-email-change', { json: { code: '000000' }, login }),
    );
  });

  it('wrong current passwords per signed-in user', async () => {
    const { login } = await signedIn();
    const json = { currentPassword: 'not-it', newPassword: 'secret1', confirmPassword: 'secret1' };
    await expectLimitAfter(CHANGE_PASSWORD_ACCOUNT_MAX_FAILURES, () =>
      call('/api/auth/password', { method: 'PATCH', json, login }),
    );
  });

  it('uploads per signed-in user, and not another user', async () => {
    const { login } = await signedIn();
    await expectLimitAfter(UPLOAD_ACCOUNT_MAX, () =>
      call('/api/transcribe', { body: transcribeForm(null), login }),
    );
    const other = await signedIn();
    const response = await call('/api/transcribe', {
      body: transcribeForm(null),
      login: other.login,
    });
    expect(response.status).toBe(400);
  });

  it('resumable uploads opened per signed-in user, counted with the uploads', async () => {
    const { login } = await signedIn();
    const headers = { 'tus-resumable': '1.0.0', 'upload-length': '1000' };
    await expectLimitAfter(UPLOAD_ACCOUNT_MAX, () => call('/api/uploads', { login, headers }));
    // The same hour's multipart uploads draw on the same allowance.
    const other = await signedIn();
    await call('/api/transcribe', { body: transcribeForm(null), login: other.login });
    await expectLimitAfter(UPLOAD_ACCOUNT_MAX - 1, () =>
      call('/api/uploads', { login: other.login, headers }),
    );
  });
});

describe('limits per address, across accounts', () => {
  it('password resets per address (an unknown token names no account)', async () => {
    const address = newAddress();
    await expectLimitAfter(Math.round(RESET_PASSWORD_ADDRESS_MAX_FAILURES * SCALE), () =>
      call('/api/auth/reset-password', { json: { token: 'abc', password: 'secret1' }, address }),
    );
  });

  it('uploads per address, whoever uploads', async () => {
    const address = newAddress();
    await expectLimitAfter(Math.round(UPLOAD_ADDRESS_MAX * SCALE), async () => {
      const { login } = await signedIn();
      return call('/api/transcribe', { body: transcribeForm(null), login, address });
    });
  });
});

it('leaves unlimited endpoints alone', async () => {
  const address = newAddress();
  for (let i = 0; i < 12; i += 1) {
    const response = await call('/api/auth/me', { method: 'GET', address });
    expect(response.status).toBe(200);
  }
});
