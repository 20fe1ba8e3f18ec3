import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentUserResponseSchema } from '@shared/auth/user';
import { createSignedInSession, createUser } from '../../test/factories';
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
  it('gives a guest a session, in the x-session-id header and an httpOnly Lax cookie', async () => {
    const { response, body } = await me();
    expect(body.user).toBeNull();
    expect(body.isFirstTime).toBe(false);
    expect(body.sessionId).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(response.headers.get('x-session-id')).toBe(body.sessionId);
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toContain(`cadence_sid=${body.sessionId}`);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
  });

  it('accepts the session back from the header and from the cookie', async () => {
    const { body: first } = await me();
    const { body: viaHeader } = await me({ session: first.sessionId ?? '' });
    expect(viaHeader.sessionId).toBe(first.sessionId);
    const { body: viaCookie } = await me({
      headers: { cookie: `cadence_sid=${first.sessionId}` },
    });
    expect(viaCookie.sessionId).toBe(first.sessionId);
  });

  it('starts a new session for an unknown or malformed session id', async () => {
    const unknown = 'A'.repeat(43);
    const { body } = await me({ session: unknown });
    expect(body.sessionId).not.toBe(unknown);
    const { body: malformed } = await me({ session: "'; drop table sessions; --" });
    expect(malformed.sessionId).toMatch(/^[A-Za-z0-9_-]{43}$/);
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
    const token = await createSignedInSession(server.db, user.id);
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
    const token = await createSignedInSession(server.db, other.id);
    const { body: signedIn } = await me({ session: token, headers: { 'x-user-id': victim.id } });
    expect(signedIn.user?.id).toBe(other.id);
  });
});
