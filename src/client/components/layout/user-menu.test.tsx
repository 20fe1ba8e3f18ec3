import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PublicUser } from '@shared/auth/user';
import { CURRENT_USER_QUERY_KEY } from '@client/lib/auth';
import { buildUser, signedIn } from '@client/test/factories';
import { fakeApi, type FakeRoutes } from '@client/test/fake-api';
import { renderWithProviders } from '@client/test/render';
import { UserMenu } from './user-menu';

afterEach(() => {
  vi.unstubAllGlobals();
});

const COACH: Partial<PublicUser> = { name: 'Maya Coach', userRole: 'coach' };
const SWITCHED: Partial<PublicUser> = {
  name: 'Maya Coach',
  userRole: 'user',
  originalRole: 'coach',
  isInSwitchedMode: true,
  subscriptionStatus: 'active',
};

const ADMIN: Partial<PublicUser> = { name: 'Root Admin', isAdmin: true };

function renderMenu(user: Partial<PublicUser>, routes: FakeRoutes = {}, path = '/coach-dashboard') {
  const me = signedIn(user);
  const api = fakeApi({ 'GET /api/auth/me': { body: me }, ...routes });
  const view = renderWithProviders(<UserMenu user={me.user as PublicUser} />, { me, path });
  return { ...view, api };
}

async function openMenu() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: /Account menu/ }));
  return user;
}

describe('the user menu', () => {
  it('has no switch item for users who are not coaches', async () => {
    renderMenu({});
    await openMenu();
    expect(screen.getByRole('menuitem', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(screen.queryByRole('menuitem', { name: /Premium User|Coach Mode/ })).toBeNull();
  });

  it("offers a coach 'Experience as Premium User', with the Dashboard at /coach-dashboard", async () => {
    renderMenu(COACH);
    await openMenu();
    expect(screen.getByRole('menuitem', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      '/coach-dashboard',
    );
    expect(screen.getByRole('menuitem', { name: 'Experience as Premium User' })).toBeVisible();
  });

  it.each([
    ['a user', {}, ['Dashboard', '/dashboard']],
    ['a client', { userRole: 'client' }, ['Dashboard', '/dashboard']],
    ['a coach', COACH, ['Dashboard', '/coach-dashboard']],
    ['a coach previewing premium', SWITCHED, ['Dashboard', '/coach-dashboard']],
    ['an admin', ADMIN, ['Dashboard', '/admin']],
    [
      'an admin who also coaches',
      { ...ADMIN, userRole: 'coach' },
      ['Dashboard', '/admin', 'Coach Dashboard', '/coach-dashboard'],
    ],
  ] as const)('gives %s the way to their dashboards', async (_who, account, links) => {
    renderMenu(account as Partial<PublicUser>);
    await openMenu();
    const dashboards = screen
      .getAllByRole('menuitem')
      .filter((item) => /Dashboard/.test(item.textContent ?? ''))
      .flatMap((item) => [item.textContent, item.getAttribute('href')]);
    expect(dashboards).toEqual(links);
    expect(screen.getByRole('menuitem', { name: 'History' })).toHaveAttribute(
      'href',
      '/recordings',
    );
    expect(screen.getByRole('menuitem', { name: 'Settings' })).toHaveAttribute('href', '/settings');
  });

  it("switches to premium: the new user, 'Switched to Premium Mode', then /dashboard", async () => {
    const switchedUser = buildUser(SWITCHED);
    const { api, queryClient, currentPath } = renderMenu(COACH, {
      'POST /api/coach/switch-to-premium': {
        body: {
          message: 'You are now experiencing Cadence as a premium user.',
          user: switchedUser,
        },
      },
    });
    const user = await openMenu();
    await user.click(screen.getByRole('menuitem', { name: 'Experience as Premium User' }));
    expect(await screen.findByText('Switched to Premium Mode')).toBeInTheDocument();
    expect(
      screen.getByText('You are now experiencing Cadence as a premium user.'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /api/coach/switch-to-premium')).toHaveLength(1);
    expect(currentPath()).toBe('/dashboard');
    expect(queryClient.getQueryData(CURRENT_USER_QUERY_KEY)).toMatchObject({
      user: { isInSwitchedMode: true },
    });
    // Marked for a fresh read, which the header's useAuth then makes.
    expect(queryClient.getQueryState(CURRENT_USER_QUERY_KEY)?.isInvalidated).toBe(true);
  });

  it("offers 'Back to Coach Mode' while switched, and goes back to /coach-dashboard", async () => {
    const { currentPath } = renderMenu(
      SWITCHED,
      {
        'POST /api/coach/switch-back': {
          body: { message: 'You are back in coach mode.', user: buildUser(COACH) },
        },
      },
      '/dashboard',
    );
    const user = await openMenu();
    expect(screen.getByRole('menuitem', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      '/coach-dashboard',
    );
    await user.click(screen.getByRole('menuitem', { name: 'Back to Coach Mode' }));
    expect(await screen.findByText('Switched Back to Coach')).toBeInTheDocument();
    expect(currentPath()).toBe('/coach-dashboard');
  });

  it.each([
    [
      COACH,
      'Experience as Premium User',
      'POST /api/coach/switch-to-premium',
      'Failed to switch to premium mode.',
    ],
    [
      SWITCHED,
      'Back to Coach Mode',
      'POST /api/coach/switch-back',
      'Failed to switch back to coach mode.',
    ],
  ])("toasts 'Switch Failed' with a fallback (%#)", async (account, item, route, fallback) => {
    const { currentPath } = renderMenu(
      account,
      { [route]: { status: 500, body: {} } },
      '/settings',
    );
    const user = await openMenu();
    await user.click(screen.getByRole('menuitem', { name: item }));
    expect(await screen.findByText('Switch Failed')).toBeInTheDocument();
    expect(screen.getByText(fallback)).toBeInTheDocument();
    expect(currentPath()).toBe('/settings');
  });

  it("toasts the server's reason when it gives one", async () => {
    renderMenu(COACH, {
      'POST /api/coach/switch-to-premium': {
        status: 409,
        body: { message: 'You are already in premium mode.' },
      },
    });
    const user = await openMenu();
    await user.click(screen.getByRole('menuitem', { name: 'Experience as Premium User' }));
    expect(await screen.findByText('Switch Failed')).toBeInTheDocument();
    expect(screen.getByText('You are already in premium mode.')).toBeInTheDocument();
  });
});
