import { vi } from 'vitest';
import type { AuthMode } from '@client/hooks/use-auth-dialog';
import { buildUser, GUEST_RESPONSE } from '@client/test/factories';
import { fakeApi, type FakeRoutes } from '@client/test/fake-api';
import { renderWithProviders } from '@client/test/render';
import { AuthDialog } from './auth-dialog';

/** The open dialog in a mode, for a guest, against a fake server. */
export function renderAuthDialog(mode: AuthMode, routes: FakeRoutes, path = '/') {
  const api = fakeApi({ 'GET /api/auth/me': { body: GUEST_RESPONSE }, ...routes });
  const onOpenChange = vi.fn();
  const view = renderWithProviders(
    <AuthDialog open initialMode={mode} onOpenChange={onOpenChange} />,
    { path, me: GUEST_RESPONSE },
  );
  return { ...view, api, onOpenChange };
}

/** The answer of a successful sign-in, sign-up or verification. */
export function signedInReply(overrides: Parameters<typeof buildUser>[0] = {}) {
  return { body: { user: buildUser(overrides), message: 'Signed in' } };
}
