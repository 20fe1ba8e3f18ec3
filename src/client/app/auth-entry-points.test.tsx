import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@shared/product';
import { GUEST_RESPONSE, signedIn } from '@client/test/factories';
import { pricingRoutes, recordingsRoutes } from '@client/test/screen-routes';
import { renderApp } from '@client/app/testing/render-app';

afterEach(() => {
  vi.unstubAllGlobals();
});

const signinDialog = () => screen.findByRole('dialog', { name: 'Welcome Back' });

describe('home page query handling', () => {
  it("opens sign-in for 'signin=true', toasts a payment success, and resets the URL", async () => {
    const { currentPath } = renderApp('/?signin=true&subscription=success', {
      me: GUEST_RESPONSE,
    });
    expect(await signinDialog()).toBeInTheDocument();
    // The toasts' host loads after the first paint (decision 176), and then shows the toast.
    expect(await screen.findByText('Payment Successful!')).toBeInTheDocument();
    expect(
      screen.getByText('Please sign in to activate your premium features.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(currentPath()).toBe('/'));
  });

  it("opens sign-in for 'login=true' and keeps a redirect", async () => {
    const { currentPath } = renderApp('/?login=true&redirect=/settings', { me: GUEST_RESPONSE });
    expect(await signinDialog()).toBeInTheDocument();
    expect(screen.queryByText('Payment Successful!')).not.toBeInTheDocument();
    await waitFor(() => expect(currentPath()).toBe('/?redirect=%2Fsettings'));
  });

  it.each(['/login', '/signin'])('opens sign-in at %s', async (path) => {
    const { currentPath } = renderApp(path, { me: GUEST_RESPONSE });
    expect(await signinDialog()).toBeInTheDocument();
    expect(currentPath()).toBe(path);
  });

  it('leaves a plain visit alone', async () => {
    renderApp('/', { me: GUEST_RESPONSE });
    await screen.findByRole('heading', { level: 1, name: 'Start Your Journey Free' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('ways into the dialog', () => {
  it("the header's Login opens sign-in where the visitor is", async () => {
    const user = userEvent.setup();
    const { currentPath } = renderApp('/pricing', { me: GUEST_RESPONSE, routes: pricingRoutes() });
    await user.click(await screen.findByRole('button', { name: 'Login' }));
    expect(await signinDialog()).toBeInTheDocument();
    expect(currentPath()).toBe('/pricing');
  });

  it('the hero call to action opens sign-up', async () => {
    const user = userEvent.setup();
    renderApp('/', { me: GUEST_RESPONSE });
    await user.click(await screen.findByRole('button', { name: 'Sign Up Free' }));
    expect(await screen.findByRole('dialog', { name: 'Create Your Account' })).toBeInTheDocument();
  });

  it('each opening starts from an empty form', async () => {
    const user = userEvent.setup();
    renderApp('/', { me: GUEST_RESPONSE });
    await user.click(await screen.findByRole('button', { name: 'Login' }));
    // The dialog's code loads on first use; a test run first in its file waits for it.
    await user.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByLabelText('Email')).toHaveValue('');
  });
});

describe('user menu', () => {
  it('shows initials, name, email and the items of product rules R2.31', async () => {
    const user = userEvent.setup();
    renderApp('/features', {
      me: signedIn({ name: 'ada byron lovelace', email: 'ada@example.com' }),
    });
    const trigger = await screen.findByRole('button', {
      name: 'Account menu for ada byron lovelace, AB',
    });
    expect(trigger).toHaveTextContent('AB');
    expect(within(screen.getByRole('banner')).getByText('Basic')).toBeInTheDocument();
    await user.click(trigger);
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('ada@example.com')).toBeInTheDocument();
    const items = within(menu)
      .getAllByRole('menuitem')
      .map((item) => [item.textContent, item.getAttribute('href')]);
    expect(items).toEqual([
      ['Dashboard', '/dashboard'],
      ['History', '/recordings'],
      ['Settings', '/settings'],
      ['Logout', null],
    ]);
  });

  it('works from the keyboard', async () => {
    const user = userEvent.setup();
    const { currentPath } = renderApp('/features', { me: signedIn(), routes: recordingsRoutes() });
    (await screen.findByRole('button', { name: /Account menu/ })).focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('menu');
    // Opening from the keyboard focuses the first item, Dashboard.
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(currentPath()).toBe('/recordings'));
  });

  it.each([
    [{ subscriptionStatus: 'active' as const }, 'Premium'],
    [{ subscriptionStatus: 'canceling' as const }, 'Premium'],
    [{ userRole: 'client' as const }, 'Premium'],
    [{ userRole: 'coach' as const }, 'Premium'],
    [{ subscriptionStatus: 'canceled' as const }, 'Basic'],
  ])('tags %j as %s', async (overrides, tag) => {
    renderApp('/features', { me: signedIn(overrides) });
    const banner = screen.getByRole('banner');
    expect(await within(banner).findByText(tag, { exact: true })).toBeInTheDocument();
  });

  it('signs out: drops the stored user and the cache, goes home, toasts', async () => {
    const user = userEvent.setup();
    window.localStorage.setItem(STORAGE_KEYS.user, JSON.stringify({ id: 'u1' }));
    let signedOut = false;
    const { currentPath, api } = renderApp('/features', {
      me: signedIn(),
      routes: {
        'GET /api/auth/me': () => ({ body: signedOut ? GUEST_RESPONSE : signedIn() }),
        'POST /api/auth/signout': () => {
          signedOut = true;
          return { body: { message: 'Signed out' } };
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: /Account menu/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    expect(await screen.findByText('Signed out')).toBeInTheDocument();
    expect(currentPath()).toBe('/');
    expect(window.localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(api.callsTo('POST /api/auth/signout')).toHaveLength(1);
  });

  it("toasts 'Sign out failed' when the server refuses", async () => {
    const user = userEvent.setup();
    const { currentPath } = renderApp('/features', {
      me: signedIn(),
      routes: { 'POST /api/auth/signout': { status: 500, body: { message: 'Internal' } } },
    });
    await user.click(await screen.findByRole('button', { name: /Account menu/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    expect(await screen.findByText('Sign out failed')).toBeInTheDocument();
    expect(currentPath()).toBe('/features');
  });
});
