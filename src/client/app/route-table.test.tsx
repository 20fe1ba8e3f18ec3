import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FakeRoutes } from '@client/test/fake-api';
import { GUEST_RESPONSE, signedIn } from '@client/test/factories';
import { RECORDING_ID, buildRecording } from '@client/test/recording-factory';
import {
  adminRoutes,
  coachDashboardRoutes,
  dashboardRoutes,
  practiceRoutes,
  pricingRoutes,
  recordingsRoutes,
  settingsRoutes,
} from '@client/test/screen-routes';
import { renderApp } from '@client/app/testing/render-app';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('every route of the route table renders its screen', () => {
  it('/dashboard shows the dashboard, titled Dashboard', async () => {
    renderApp('/dashboard', { me: signedIn({ totalSessions: 12 }), routes: dashboardRoutes() });
    // The dashboard is a lazy chunk with many sections, all drawn from their answers: slow on a
    // loaded machine, so this waits as long as the set-up allows (test/setup.ts).
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome back, Ada!' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Dashboard | Cadence'));
  });

  const recording: FakeRoutes = {
    [`GET /api/recordings/${RECORDING_ID}`]: { body: buildRecording() },
  };
  const awaitingSpeaker: FakeRoutes = {
    [`GET /api/recordings/${RECORDING_ID}`]: {
      body: buildRecording({ analysisStatus: 'awaiting_speaker' }),
    },
  };

  it.each<[string, string, FakeRoutes]>([
    ['/privacy', 'Privacy Policy', {}],
    ['/terms', 'Terms of Service', {}],
    ['/contact', 'Contact Us', {}],
    ['/about', 'About Cadence', {}],
    ['/features', 'Features', {}],
    ['/how-it-works', 'How It Works', {}],
    ['/support', 'Support', {}],
    ['/reset-password?token=abc', 'Reset Password', {}],
    ['/settings', 'Settings', settingsRoutes()],
    ['/pricing', 'Pricing', pricingRoutes()],
    ['/practice', 'Practice', practiceRoutes()],
    ['/record', 'Practice', practiceRoutes()],
    ['/recordings', 'Your Recording History', recordingsRoutes()],
    [`/recordings/${RECORDING_ID}`, 'Recording Analysis', recording],
    [`/recordings/${RECORDING_ID}/select-speaker`, 'Select Your Voice', awaitingSpeaker],
  ])('%s shows "%s"', async (path, title, routes) => {
    renderApp(path, { me: signedIn(), routes });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`${title} | Cadence`));
  });

  it('/coach-dashboard shows the coach dashboard to a coach', async () => {
    renderApp('/coach-dashboard', {
      me: signedIn({ userRole: 'coach' }),
      routes: coachDashboardRoutes(),
    });
    await screen.findByRole('heading', { level: 1, name: 'Coach Dashboard' });
  });

  it('/admin shows the admin dashboard to an admin', async () => {
    renderApp('/admin', { me: signedIn({ isAdmin: true }), routes: adminRoutes() });
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
    const { currentPath } = renderApp('/checkout-redirect', {
      me: GUEST_RESPONSE,
      routes: pricingRoutes(),
    });
    await screen.findByRole('heading', { level: 1, name: 'Pricing' });
    await waitFor(() => expect(currentPath()).toBe('/pricing'));
  });

  it('public pages are open to guests', async () => {
    renderApp('/pricing', { me: GUEST_RESPONSE, routes: pricingRoutes() });
    await screen.findByRole('heading', { level: 1, name: 'Pricing' });
  });
});
