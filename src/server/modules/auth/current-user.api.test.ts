import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentUserResponseSchema } from '@shared/auth/user';
import { sessions } from '../../db/schema';
import { createUser, signInAs } from '../../test/factories';
import { startTestServer, type TestServer } from '../../test/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const me = async (init: Parameters<TestServer['request']>[1] = {}) => {
  const response = await server.request('/api/auth/me', init);
  expect(response.status).toBe(200);
  const raw = await response.text();
  return { response, raw, body: currentUserResponseSchema.parse(JSON.parse(raw)) };
};

describe('GET /api/auth/me', () => {
  it('gives a guest no login: no row, no cookie, no token anywhere', async () => {
    const before = await server.db.select({ sid: sessions.sid }).from(sessions);
    const { response, body } = await me();
    expect(body).toEqual({ user: null, sessionId: null, isFirstTime: false });
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(response.headers.get('x-session-id')).toBeNull();
    const after = await server.db.select({ sid: sessions.sid }).from(sessions);
    expect(after).toHaveLength(before.length);
  });

  it('reads the login from the HttpOnly cookie only, never from the x-session-id header', async () => {
    const user = await createUser(server.db);
    const token = await signInAs(server.db, user.id);
    const viaCookie = await me({ session: token });
    expect(viaCookie.body.user?.id).toBe(user.id);
    // The body names the login by its public id, never by the token a script could reuse.
    expect(viaCookie.body.sessionId).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(viaCookie.raw).not.toContain(token);
    const cookie = viaCookie.response.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(viaCookie.response.headers.get('x-session-id')).toBeNull();
    const viaHeader = await me({ headers: { 'x-session-id': token } });
    expect(viaHeader.body.user).toBeNull();
  });

  it('leaves the cookie alone on pages and assets, which never read the login', async () => {
    const user = await createUser(server.db);
    const token = await signInAs(server.db, user.id);
    for (const path of ['/dashboard', '/assets/app.js', '/']) {
      const response = await server.request(path, { session: token });
      expect(response.headers.get('set-cookie')).toBeNull();
    }
    expect((await me({ session: token })).body.user?.id).toBe(user.id);
  });

  it('treats an unknown or malformed login cookie as a guest and clears it', async () => {
    const { body, response } = await me({ session: 'A'.repeat(43) });
    expect(body.user).toBeNull();
    expect(response.headers.get('set-cookie') ?? '').toMatch(/cadence_sid=;/);
    const { body: malformed } = await me({ session: "'; drop table sessions; --" });
    expect(malformed.user).toBeNull();
  });

  it('returns the signed-in user without secrets, with isFirstTime', async () => {
    const coach = await createUser(server.db, { name: 'Coach Carter', userRole: 'coach' });
    const user = await createUser(server.db, {
      name: 'Ada Speaker',
      userRole: 'client',
      coachId: coach.id,
      isCoachManaged: true,
      passwordHash: 'not-a-real-hash',
    });
    const token = await signInAs(server.db, user.id);
    const { raw, body } = await me({ session: token });
    expect(body.user).toMatchObject({
      id: user.id,
      name: 'Ada Speaker',
      userRole: 'client',
      coach: { name: 'Coach Carter', email: coach.email },
      subscriptionStatus: 'free',
    });
    expect(body.isFirstTime).toBe(true);
    expect(raw).not.toContain('not-a-real-hash');
    expect(raw).not.toContain('passwordHash');
  });

  it('never takes identity from x-user-id', async () => {
    const victim = await createUser(server.db);
    const { body } = await me({ headers: { 'x-user-id': victim.id } });
    expect(body.user).toBeNull();
    const other = await createUser(server.db);
    const token = await signInAs(server.db, other.id);
    const { body: signedIn } = await me({ session: token, headers: { 'x-user-id': victim.id } });
    expect(signedIn.user?.id).toBe(other.id);
  });
});
