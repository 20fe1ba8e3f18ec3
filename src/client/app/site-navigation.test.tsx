import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GUEST_RESPONSE, signedIn } from '@client/test/factories';
import { pricingRoutes } from '@client/test/screen-routes';
import { renderApp } from '@client/app/testing/render-app';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('site header', () => {
  it('links to the public pages and offers Login to a guest', async () => {
    renderApp('/features', { me: GUEST_RESPONSE });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const hrefs = within(nav)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(['/features', '/how-it-works', '/pricing', '/about']);
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Features' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it("offers a coach the coach dashboard from the user menu instead of 'Login'", async () => {
    const user = userEvent.setup();
    renderApp('/pricing', {
      me: signedIn({ userRole: 'coach', name: 'Grace Hopper' }),
      routes: pricingRoutes(),
    });
    await user.click(await screen.findByRole('button', { name: /^Account menu for Grace Hopper/ }));
    expect(await screen.findByRole('menuitem', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      '/coach-dashboard',
    );
    expect(screen.queryByRole('button', { name: 'Login' })).not.toBeInTheDocument();
  });

  it('opens and closes the phone menu from its button and with Escape', async () => {
    const user = userEvent.setup();
    renderApp('/features', { me: GUEST_RESPONSE });
    const button = screen.getByRole('button', { name: 'Open menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await user.click(button);
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAccessibleName('Close menu');

    within(menu).getByRole('link', { name: 'Pricing' }).focus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('closes the phone menu after following one of its links', async () => {
    const user = userEvent.setup();
    const { currentPath } = renderApp('/features', { me: GUEST_RESPONSE });
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    await user.click(within(menu).getByRole('link', { name: 'About' }));
    expect(currentPath()).toBe('/about');
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
  });

  it('starts with a skip link to the main content', async () => {
    const user = userEvent.setup();
    renderApp('/features', { me: GUEST_RESPONSE });
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveFocus();
    expect(skip).toHaveAttribute('href', '#main-content');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
  });
});
