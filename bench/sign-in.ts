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
