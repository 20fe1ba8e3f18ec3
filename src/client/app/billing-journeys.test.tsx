import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildPlans, buildSubscriptionStatus } from '@client/test/billing-factories';
import { buildUser, GUEST_RESPONSE, signedIn } from '@client/test/factories';
import type { FakeRoutes } from '@client/test/fake-api';
import { dashboardRoutes } from '@client/test/screen-routes';
import { renderApp } from '@client/app/testing/render-app';

afterEach(() => {
  vi.unstubAllGlobals();
});

const SESSION_URL = 'https://checkout.stripe.com/c/pay/cs_test_1';

/** A guest whose sign-in succeeds: GET /api/auth/me answers as a guest until then. */
function signInRoutes(): FakeRoutes {
  let signedInYet = false;
  return {
    'GET /api/auth/me': () => ({ body: signedInYet ? signedIn() : GUEST_RESPONSE }),
    'POST /api/auth/signin': () => {
      signedInYet = true;
      return { body: { user: buildUser(), message: 'Signed in' } };
    },
  };
}

async function signInThroughTheDialog() {
  const user = userEvent.setup();
  const dialog = await screen.findByRole('dialog', { name: 'Welcome Back' });
  await user.type(within(dialog).getByLabelText('Email'), 'ada@example.com');
  await user.type(within(dialog).getByLabelText('Password'), 'secret1');
  await user.click(within(dialog).getByRole('button', { name: 'Sign In' }));
}

describe('a guest on the pricing page', () => {
  it('opens sign-up from the Free card', async () => {
    const user = userEvent.setup();
    renderApp('/pricing', {
      me: GUEST_RESPONSE,
      routes: { 'GET /api/plans': { body: buildPlans() } },
    });
    const free = await screen.findByRole('region', { name: 'Free' });
    await user.click(within(free).getByRole('button', { name: 'Get Started Free' }));
    expect(await screen.findByRole('dialog', { name: 'Create Your Account' })).toBeInTheDocument();
  });

  it('signs in first when choosing a plan, then that checkout starts', async () => {
    const user = userEvent.setup();
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { api, currentPath } = renderApp('/pricing', {
      me: GUEST_RESPONSE,
      routes: {
        ...signInRoutes(),
        'GET /api/plans': { body: buildPlans() },
        'GET /api/subscription-status': { body: buildSubscriptionStatus() },
        'POST /api/create-subscription': {
          body: { sessionUrl: SESSION_URL, sessionId: 'cs_test_1' },
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Choose Yearly' }));
    expect(await screen.findByRole('dialog', { name: 'Welcome Back' })).toBeInTheDocument();
    expect(api.callsTo('POST /api/create-subscription')).toHaveLength(0);
    expect(currentPath()).toBe('/pricing?redirect=%2Fpricing%3Fplan%3Dyearly');

    await signInThroughTheDialog();
    expect(await screen.findByText('Popup Blocked', {}, { timeout: 3_000 })).toBeInTheDocument();
    expect(api.callsTo('POST /api/create-subscription').map((call) => call.body)).toEqual([
      { plan: 'yearly' },
    ]);
    expect(open).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(currentPath()).toBe('/pricing'));
  });
});

describe('back from checkout', () => {
  it('a guest is asked to sign in, and comes back to confirm the payment', async () => {
    const user = userEvent.setup();
    const { api, currentPath } = renderApp('/dashboard?subscription=success&session_id=cs_test_1', {
      me: GUEST_RESPONSE,
      routes: {
        ...dashboardRoutes(),
        ...signInRoutes(),
        'POST /api/subscription/confirm': {
          body: {
            checkout: 'complete',
            subscription: buildSubscriptionStatus({ status: 'active' }),
          },
        },
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Processing your subscription...' });
    await user.click(screen.getByRole('link', { name: 'Sign In to Activate Premium' }));
    expect(await screen.findByText('Payment Successful!')).toBeInTheDocument();
    expect(
      screen.getByText('Please sign in to activate your premium features.'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(currentPath()).toBe(
        '/?redirect=%2Fdashboard%3Fsubscription%3Dsuccess%26session_id%3Dcs_test_1',
      ),
    );

    await signInThroughTheDialog();
    expect(
      await screen.findByText('Welcome to Premium!', {}, { timeout: 3_000 }),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /api/subscription/confirm')[0]?.body).toEqual({
      sessionId: 'cs_test_1',
    });
    await waitFor(() => expect(currentPath()).toBe('/dashboard'));
  });
});
