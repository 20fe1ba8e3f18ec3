import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postJson } from '../test/auth-helpers';
import { startTestServer, type TestServer } from '../test/test-server';
import { RATE_LIMITED_MESSAGE } from './rate-limits';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { RATE_LIMIT_AUTH_MAX: '3' } });
});
afterAll(() => server?.close());

describe('auth rate limits', () => {
  it.each([
    ['/api/auth/signin', { email: 'a@example.com', password: 'x' }],
    ['/api/auth/signup', { name: 'Ra Te', email: 'rate@example.com', password: 'secret1' }],
    ['/api/auth/verify-email', { email: 'a@example.com', code: '123456' }],
    ['/api/auth/forgot-password', { email: 'a@example.com' }],
    ['/api/auth/reset-password', { token: 'abc', password: 'secret1' }],
    ['/api/auth/login-temp-password', { email: 'a@example.com', temporaryPassword: 'x' }],
  ])('answers %s with 429 after the limit', async (path, body) => {
    const statuses = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await postJson(server, path, body)).status);
    expect(statuses.slice(0, 3)).not.toContain(429);
    const limited = await postJson(server, path, body);
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({ message: RATE_LIMITED_MESSAGE, code: 'RATE_LIMITED' });
  });

  it('leaves other endpoints alone', async () => {
    for (let i = 0; i < 6; i += 1) {
      expect((await server.request('/api/auth/me')).status).toBe(200);
    }
    expect((await server.request('/api/goal-templates')).status).toBe(200);
  });
});
