import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GUEST_RESPONSE, signedIn } from '@client/test/factories';
import { renderApp } from '@client/app/testing/render-app';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('every route of the route table renders its screen', () => {
  it('/dashboard shows the dashboard, titled Dashboard', async () => {
    renderApp('/dashboard', { me: signedIn() });
    // The dashboard is a lazy chunk with many queries: slow on a loaded machine.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome, Ada!' }, { timeout: 5_000 }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Dashboard | Cadence'));
  });

  it.each([
    ['/privacy', 'Privacy Policy'],
    ['/terms', 'Terms of Service'],
    ['/contact', 'Contact Us'],
    ['/about', 'About Cadence'],
    ['/features', 'Features'],
    ['/how-it-works', 'How It Works'],
    ['/support', 'Support'],
    ['/reset-password?token=abc', 'Reset Password'],
    ['/settings', 'Settings'],
    ['/pricing', 'Pricing'],
    ['/practice', 'Practice'],
    ['/record', 'Practice'],
    ['/recordings', 'Your Recording History'],
    ['/recordings/r1', 'Recording Analysis'],
    ['/recordings/r1/select-speaker', 'Select Your Voice'],
  ])('%s shows "%s"', async (path, title) => {
    renderApp(path, { me: signedIn() });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`${title} | Cadence`));
  });

  it('/coach-dashboard shows the coach dashboard to a coach', async () => {
    renderApp('/coach-dashboard', { me: signedIn({ userRole: 'coach' }) });
    await screen.findByRole('heading', { level: 1, name: 'Coach Dashboard' });
  });

  it('/admin shows the admin dashboard to an admin', async () => {
    renderApp('/admin', { me: signedIn({ isAdmin: true }) });
    await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' });
  });
});

describe('screens with their own sign-in rules', () => {
  it('settings asks a guest to log in, without leaving the page', async () => {
    const { currentPath } = renderApp('/settings', { me: GUEST_RESPONSE });
    await screen.findByText('Please log in to access settings.');
    expect(currentPath()).toBe('/settings');
  });

  it("admin sends a guest home with 'Authentication Required'", async () => {
    const { currentPath } = renderApp('/admin', { me: GUEST_RESPONSE });
    await screen.findByRole('heading', { level: 1, name: 'Start Your Journey Free' });
    expect(currentPath()).toBe('/');
    expect(await screen.findByText('Authentication Required')).toBeInTheDocument();
  });

  it("admin shows 'Access Denied' with the address of a signed-in non-admin", async () => {
    renderApp('/admin', { me: signedIn({ email: 'sam@example.com' }) });
    await screen.findByRole('heading', { level: 1, name: 'Access Denied' });
    expect(screen.getByText('sam@example.com')).toBeInTheDocument();
  });

  it('checkout redirect refuses a url that is not checkout', async () => {
    renderApp('/checkout-redirect?url=https%3A%2F%2Fcheckout.example', { me: GUEST_RESPONSE });
    await screen.findByRole('heading', { level: 1, name: 'Checkout Link Not Followed' });
    expect(
      screen.getByText('This link is not a Cadence checkout address, so it was not followed.'),
    ).toBeInTheDocument();
  });

  it('checkout redirect without a url goes to pricing', async () => {
    const { currentPath } = renderApp('/checkout-redirect', { me: GUEST_RESPONSE });
    await screen.findByRole('heading', { level: 1, name: 'Pricing' });
    await waitFor(() => expect(currentPath()).toBe('/pricing'));
  });

  it('public pages are open to guests', async () => {
    renderApp('/pricing', { me: GUEST_RESPONSE });
    await screen.findByRole('heading', { level: 1, name: 'Pricing' });
  });
});
