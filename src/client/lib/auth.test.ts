import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@shared/product';
import { GUEST_RESPONSE, buildUser, signedIn } from '@client/test/factories';
import { CURRENT_USER_QUERY_KEY, fetchCurrentUser, homePathFor } from './auth';

afterEach(() => {
  vi.unstubAllGlobals();
});

function serverAnswers(status: number, body: unknown) {
  const fetchMock = vi.fn<typeof fetch>(async () => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function readCurrentUser() {
  return new QueryClient().fetchQuery({
    queryKey: CURRENT_USER_QUERY_KEY,
    queryFn: fetchCurrentUser,
  });
}

describe('fetchCurrentUser', () => {
  it('reads GET /api/auth/me', async () => {
    const fetchMock = serverAnswers(200, signedIn());
    await expect(readCurrentUser()).resolves.toMatchObject({ user: { name: 'Ada Lovelace' } });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/auth/me');
  });

  it('treats a 401 as a guest', async () => {
    serverAnswers(401, { message: 'Not signed in' });
    await expect(readCurrentUser()).resolves.toEqual({
      user: null,
      sessionId: null,
      isFirstTime: false,
    });
  });

  it('removes a stored user the server no longer knows', async () => {
    window.localStorage.setItem(STORAGE_KEYS.user, JSON.stringify({ id: 'gone' }));
    serverAnswers(200, GUEST_RESPONSE);
    await readCurrentUser();
    expect(window.localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
  });

  it('rejects an answer that does not match the shared schema', async () => {
    serverAnswers(200, { user: { id: 'not-a-user' }, sessionId: null });
    await expect(readCurrentUser()).rejects.toThrow();
  });
});

describe('homePathFor', () => {
  it.each([
    [{ userRole: 'coach', originalRole: null }, '/coach-dashboard'],
    [{ userRole: 'user', originalRole: 'coach' }, '/coach-dashboard'],
    [{ userRole: 'client', originalRole: null }, '/dashboard'],
    [{ userRole: 'user', originalRole: null }, '/dashboard'],
    [{ userRole: 'user', originalRole: null, isAdmin: true }, '/admin'],
    [{ userRole: 'coach', originalRole: null, isAdmin: true }, '/admin'],
  ] as const)('sends %o to %s', (roles, home) => {
    expect(homePathFor(buildUser(roles))).toBe(home);
  });
});
