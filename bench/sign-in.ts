/** Signs a throw-away user in through the development helper; the login is only a cookie. */
export async function signedInCookie(base: string): Promise<string> {
  const post = (route: string, json: unknown) =>
    fetch(`${base}${route}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(json),
    });
  const email = `bench-${Date.now()}@example.com`;
  const created = await post('/api/dev/temporary-user', { name: 'Bench Reader', email });
  const { temporaryPassword } = (await created.json()) as { temporaryPassword: string };
  const signedIn = await post('/api/auth/login-temp-password', { email, temporaryPassword });
  const cookie = signedIn.headers.getSetCookie().find((value) => value.startsWith('cadence_sid='));
  if (!cookie) throw new Error(`Signing in for the benchmark failed (${signedIn.status})`);
  return cookie.split(';')[0] ?? '';
}

/**
 * A signed-in person past the first sign-in: the temporary password changed, so pages show
 * what a returning person sees (not the "Change Your Password" dialog). The login cookie.
 */
export async function settledReaderCookie(base: string): Promise<string> {
  const post = (route: string, json: unknown, cookie?: string) =>
    fetch(`${base}${route}`, {
      method: route === '/api/auth/password' ? 'PATCH' : 'POST',
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body: JSON.stringify(json),
    });
  const email = `bench-reader-${Date.now()}@example.com`;
  const created = await post('/api/dev/temporary-user', { name: 'Bench Reader', email });
  const { temporaryPassword } = (await created.json()) as { temporaryPassword: string };
  const signedIn = await post('/api/auth/login-temp-password', { email, temporaryPassword });
  const cookie = signedIn.headers.getSetCookie().find((value) => value.startsWith('cadence_sid='));
  if (!cookie) throw new Error(`Signing in for the benchmark failed (${signedIn.status})`);
  const session = cookie.split(';')[0] ?? '';
  const password = 'bench-reader-password';
  const changed = await post(
    '/api/auth/password',
    { currentPassword: temporaryPassword, newPassword: password, confirmPassword: password },
    session,
  );
  if (!changed.ok) throw new Error(`Changing the bench password failed (${changed.status})`);
  const renewed = changed.headers.getSetCookie().find((value) => value.startsWith('cadence_sid='));
  return renewed ? (renewed.split(';')[0] ?? session) : session;
}
