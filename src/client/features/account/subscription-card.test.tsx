import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PublicUser } from '@shared/auth/user';
import type { SubscriptionStatusResponse } from '@shared/billing/schemas';
import { buildSubscriptionStatus } from '@client/test/billing-factories';
import { signedIn } from '@client/test/factories';
import { fakeApi, type FakeRoutes } from '@client/test/fake-api';
import { renderWithProviders } from '@client/test/render';
import { settingsRoutes } from '@client/test/screen-routes';
import { SettingsPage } from './settings-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

const ENDS_AT = '2026-04-14T12:00:00.000Z';
const ENDS_AT_TEXT = 'April 14, 2026';

function renderCard(
  status: Partial<SubscriptionStatusResponse> | null,
  { user = {}, routes = {} }: { user?: Partial<PublicUser>; routes?: FakeRoutes } = {},
) {
  const me = signedIn(user);
  const api = fakeApi({
    ...settingsRoutes(),
    'GET /api/auth/me': { body: me },
    'GET /api/subscription-status':
      status === null
        ? () => new Promise<never>(() => {})
        : { body: buildSubscriptionStatus(status) },
    ...routes,
  });
  const view = renderWithProviders(<SettingsPage />, { path: '/settings', me });
  return { ...view, api };
}

/** The card once the status has loaded (its rows are there). */
async function findCard() {
  await screen.findByText('Plan');
  return screen.getByRole('region', { name: 'Subscription' });
}

function rows(card: HTMLElement) {
  return within(card)
    .getAllByRole('term')
    .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
}

describe('the subscription card', () => {
  it("shows an active plan with its next billing date and 'Cancel Plan'", async () => {
    renderCard({ status: 'active', plan: 'yearly', endsAt: ENDS_AT });
    const card = await findCard();
    expect(rows(card)).toEqual([
      ['Plan', 'Premium Yearly'],
      ['Status', 'Active'],
      ['Next billing', ENDS_AT_TEXT],
    ]);
    expect(within(card).getByRole('button', { name: 'Cancel Plan' })).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Reactivate' })).not.toBeInTheDocument();
  });

  it("shows a cancelling plan's last day with 'Reactivate'", async () => {
    renderCard({ status: 'canceling', plan: 'monthly', endsAt: ENDS_AT });
    const card = await findCard();
    expect(rows(card)).toEqual([
      ['Plan', 'Premium Monthly'],
      ['Status', 'Canceling'],
      ['Access until', ENDS_AT_TEXT],
    ]);
    expect(within(card).getByText(/You keep Premium until April 14, 2026/)).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Reactivate' })).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Cancel Plan' })).not.toBeInTheDocument();
  });

  it.each([
    [
      { status: 'canceled' as const, plan: 'monthly' as const, endsAt: ENDS_AT },
      'Canceled',
      'See plans',
      /Your subscription has ended/,
    ],
    [
      { status: 'expired' as const, plan: 'monthly' as const, endsAt: ENDS_AT },
      'Expired',
      'See plans',
      /last payment didn't go through/,
    ],
    [{ status: 'free' as const }, 'Free', 'Upgrade', /free plan: 5 practice sessions a month/],
  ])('%j offers no cancel or reactivate, only the plans', async (status, label, link, text) => {
    renderCard(status);
    const card = await findCard();
    expect(rows(card).find(([term]) => term === 'Status')).toEqual(['Status', label]);
    expect(within(card).getByText(text)).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: link })).toHaveAttribute('href', '/pricing');
    expect(within(card).queryByRole('button', { name: 'Cancel Plan' })).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Reactivate' })).not.toBeInTheDocument();
  });

  it("labels a canceled plan's date 'Access until'", async () => {
    renderCard({ status: 'canceled', plan: 'monthly', endsAt: ENDS_AT });
    expect(rows(await findCard())).toContainEqual(['Access until', ENDS_AT_TEXT]);
  });

  it('is hidden when the server says the account cannot manage one', async () => {
    const { api } = renderCard({ status: 'active', canManage: false });
    await waitFor(() => expect(api.callsTo('GET /api/subscription-status')).toHaveLength(1));
    await screen.findByRole('heading', { name: 'Security' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('heading', { name: 'Subscription' })).not.toBeInTheDocument();
  });

  it.each([
    { userRole: 'coach' as const },
    { userRole: 'user' as const, originalRole: 'coach' as const, isInSwitchedMode: true },
    { userRole: 'client' as const },
  ])('is hidden for %j, without asking the server', async (user) => {
    const { api } = renderCard({ status: 'active' }, { user });
    await screen.findByRole('heading', { name: 'Security' });
    expect(screen.queryByRole('heading', { name: 'Subscription' })).not.toBeInTheDocument();
    expect(api.callsTo('GET /api/subscription-status')).toHaveLength(0);
  });

  it('shows a placeholder while loading, and a retry when loading fails', async () => {
    const user = userEvent.setup();
    const { unmount } = renderCard(null);
    const loading = await screen.findByRole('region', { name: 'Subscription' });
    expect(within(loading).getByRole('status')).toHaveTextContent('Loading your subscription…');
    unmount();
    let calls = 0;
    renderCard(
      {},
      {
        routes: {
          'GET /api/subscription-status': () => {
            calls += 1;
            return calls === 1
              ? { status: 500, body: 'down' }
              : { body: buildSubscriptionStatus({ status: 'free' }) };
          },
        },
      },
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "We couldn't load your subscription.",
    );
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('link', { name: 'Upgrade' })).toBeInTheDocument();
  });
});

describe('cancelling and reactivating', () => {
  const cancelled = buildSubscriptionStatus({
    status: 'canceling',
    plan: 'monthly',
    endsAt: ENDS_AT,
  });

  it('asks first, explaining premium stays until the date, then cancels', async () => {
    const user = userEvent.setup();
    let current = buildSubscriptionStatus({ status: 'active', plan: 'monthly', endsAt: ENDS_AT });
    const { api } = renderCard(
      {},
      {
        routes: {
          'GET /api/subscription-status': () => ({ body: current }),
          'POST /api/cancel-subscription': () => {
            current = cancelled;
            return {
              body: {
                message: 'Your subscription is cancelled. You keep premium until April 14, 2026.',
                subscription: cancelled,
              },
            };
          },
        },
      },
    );
    await user.click(within(await findCard()).getByRole('button', { name: 'Cancel Plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel your plan?' });
    expect(dialog).toHaveTextContent('You keep Premium until April 14, 2026');
    await user.click(within(dialog).getByRole('button', { name: 'Keep My Plan' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.callsTo('POST /api/cancel-subscription')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Cancel Plan' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel Plan' }),
    );
    expect(await screen.findByText('Subscription Cancelled')).toBeInTheDocument();
    expect(
      screen.getAllByText(
        'Your subscription is cancelled. You keep premium until April 14, 2026.',
      )[0],
    ).toBeInTheDocument();
    expect(api.callsTo('POST /api/cancel-subscription')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('button', { name: 'Reactivate' })).toBeInTheDocument();
  });

  it.each([
    [{ status: 500, body: 'oops' }, 'Failed to cancel subscription. Please try again.'],
    [
      { status: 409, body: { message: 'You have no active subscription to cancel.' } },
      'You have no active subscription to cancel.',
    ],
  ])(
    "toasts 'Cancellation Failed' with the server's message or the fallback",
    async (reply, text) => {
      const user = userEvent.setup();
      renderCard(
        { status: 'active', endsAt: ENDS_AT },
        { routes: { 'POST /api/cancel-subscription': reply } },
      );
      await user.click(within(await findCard()).getByRole('button', { name: 'Cancel Plan' }));
      await user.click(
        within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel Plan' }),
      );
      expect(await screen.findByText('Cancellation Failed')).toBeInTheDocument();
      expect(screen.getByText(text)).toBeInTheDocument();
    },
  );

  it("reactivates with 'Subscription Reactivated'", async () => {
    const user = userEvent.setup();
    let current = cancelled;
    const { api } = renderCard(
      {},
      {
        routes: {
          'GET /api/subscription-status': () => ({ body: current }),
          'POST /api/reactivate-subscription': () => {
            current = buildSubscriptionStatus({ status: 'active', endsAt: ENDS_AT });
            return {
              body: { message: 'Your subscription is active again.', subscription: current },
            };
          },
        },
      },
    );
    await user.click(within(await findCard()).getByRole('button', { name: 'Reactivate' }));
    expect(await screen.findByText('Subscription Reactivated')).toBeInTheDocument();
    expect(screen.getByText('Your subscription is active again.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/reactivate-subscription')).toHaveLength(1);
    expect(await screen.findByRole('button', { name: 'Cancel Plan' })).toBeInTheDocument();
  });

  it("toasts 'Reactivation Failed' with the fallback", async () => {
    const user = userEvent.setup();
    renderCard(
      { status: 'canceling', endsAt: ENDS_AT },
      { routes: { 'POST /api/reactivate-subscription': { status: 502, body: 'Bad gateway' } } },
    );
    await user.click(within(await findCard()).getByRole('button', { name: 'Reactivate' }));
    expect(await screen.findByText('Reactivation Failed')).toBeInTheDocument();
    expect(
      screen.getAllByText('Failed to reactivate subscription. Please try again.')[0],
    ).toBeInTheDocument();
  });
});
