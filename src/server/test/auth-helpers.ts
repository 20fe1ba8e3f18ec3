import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { LOGIN_COOKIE } from '../modules/auth/login-cookie';
import type { TestServer } from './test-server';

export interface OutboxMail {
  id: string;
  to: string;
  subject: string | null;
  text: string | null;
  html: string | null;
  status: string;
}

/** The login token a response set in its HttpOnly cookie ('' when it set none). */
export function loginTokenFrom(response: Response): string {
  for (const cookie of response.headers.getSetCookie()) {
    const match = new RegExp(`^${LOGIN_COOKIE}=([^;]+)`).exec(cookie);
    if (match?.[1]) return match[1];
  }
  return '';
}

export const uniqueEmail = (label = 'user') => `${label}-${randomUUID().slice(0, 8)}@example.com`;

/** The newest mail to `to` in the dev outbox, read over HTTP as a person would. */
/**
 * The newest mail to `to` (that `matches`, when given). Mail sent after the answer (a reset
 * link) may arrive a moment later: it is waited for, up to 10 s.
 */
export async function latestMail(
  server: TestServer,
  to: string,
  matches: (mail: OutboxMail) => boolean = () => true,
): Promise<OutboxMail> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const response = await server.request(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
    const mail = ((await response.json()) as OutboxMail[]).find(matches);
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`No mail to ${to} in the outbox`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export const codeFrom = (mail: OutboxMail) => {
  const code = /\b(\d{6})\b/.exec(mail.text ?? '')?.[1];
  if (!code) throw new Error(`No 6-digit code in "${mail.subject}"`);
  return code;
};

export async function postJson(server: TestServer, path: string, json: unknown, session?: string) {
  return server.request(path, { method: 'POST', json, ...(session ? { session } : {}) });
}

/** Signs up and verifies through the API; returns the login's token (`session`) and the user. */
export async function signUpAndVerify(
  server: TestServer,
  input: { name?: string; email?: string; password?: string } = {},
) {
  const account = {
    name: input.name ?? 'Grace Hopper',
    email: input.email ?? uniqueEmail(),
    password: input.password ?? 'correct-horse',
  };
  expect((await postJson(server, '/api/auth/signup', account)).status).toBe(200);
  const code = codeFrom(await latestMail(server, account.email));
  const verified = await postJson(server, '/api/auth/verify-email', {
    email: account.email,
    code,
  });
  expect(verified.status).toBe(200);
  const session = loginTokenFrom(verified);
  const { user } = (await verified.json()) as { user: { id: string; email: string } };
  return { ...account, session, user };
}

/** The message of an error response, asserting its status. */
export async function errorMessage(response: Response, status: number) {
  expect(response.status).toBe(status);
  return ((await response.json()) as { message: string }).message;
}
