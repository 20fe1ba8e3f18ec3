import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUserResponse } from '@shared/auth/user';
import { buildPlans, buildSubscriptionStatus } from '@client/test/billing-factories';
import { GUEST_RESPONSE, signedIn } from '@client/test/factories';
import { fakeApi, type FakeRoutes } from '@client/test/fake-api';
import { renderWithProviders } from '@client/test/render';
import { PricingPage } from './pricing-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

const SESSION_URL = 'https://checkout.stripe.com/c/pay/cs_test_1';

function renderPricing({
  me = signedIn(),
  routes = {},
  path = '/pricing',
}: { me?: CurrentUserResponse; routes?: FakeRoutes; path?: string } = {}) {
  const api = fakeApi({
    'GET /api/auth/me': { body: me },
    'GET /api/plans': { body: buildPlans() },
    'GET /api/subscription-status': { body: buildSubscriptionStatus() },
    ...routes,
  });
  const view = renderWithProviders(<PricingPage />, { path, me });
  return { ...view, api };
}

const card = (name: string) => screen.getByRole('region', { name });

describe('the plans', () => {
  it('prices every card from GET /api/plans, with the yearly saving computed', async () => {
    renderPricing({
      me: GUEST_RESPONSE,
      routes: { 'GET /api/plans': { body: buildPlans({ monthly: 1000, yearly: 9000 }) } },
    });
    const yearly = await screen.findByRole('region', { name: 'Yearly' });
    expect(yearly).toHaveTextContent('$90/year');
    expect(within(yearly).getByText('Best Value')).toBeInTheDocument();
    expect(within(yearly).getByText('Save 25%')).toBeInTheDocument();
    expect(within(yearly).getByText(/about \$7\.50\/month/)).toBeInTheDocument();
    expect(card('Monthly')).toHaveTextContent('$10/month');
    expect(within(card('Monthly')).queryByText(/Save/)).not.toBeInTheDocument();
    expect(card('Free')).toHaveTextContent('$0/month');
  });

  it('shows the default prices of product rules R9.6 and what each plan includes', async () => {
    renderPricing({ me: GUEST_RESPONSE });
    const yearly = await screen.findByRole('region', { name: 'Yearly' });
    expect(yearly).toHaveTextContent('$67/year');
    expect(within(yearly).getByText('Save 20%')).toBeInTheDocument();
    expect(within(yearly).getByText(/about \$5\.58\/month/)).toBeInTheDocument();
    expect(card('Monthly')).toHaveTextContent('$6.99/month');
    const free = within(card('Free'));
    expect(free.getByText('5 practice sessions per month')).toBeInTheDocument();
    expect(free.getByText('Full analysis of every session')).toBeInTheDocument();
    expect(free.getByText('No credit card needed')).toBeInTheDocument();
    for (const feature of [
      'Unlimited recordings',
      'Speaking goals',
      'Achievement badges',
      'Progress tracking',
      'Mastery phases',
      'Weekly challenges',
    ]) {
      expect(within(card('Monthly')).getByText(feature)).toBeInTheDocument();
      expect(within(yearly).getByText(feature)).toBeInTheDocument();
    }
    expect(screen.queryByText(/Test mode/)).not.toBeInTheDocument();
  });

  it('says so in test mode', async () => {
    renderPricing({
      me: GUEST_RESPONSE,
      routes: { 'GET /api/plans': { body: buildPlans({}, { testMode: true }) } },
    });
    expect(await screen.findByText(/no real card is charged/)).toHaveTextContent(
      'Test mode: no real card is charged.',
    );
  });

  it('disables the plan buttons when subscriptions are not available', async () => {
    renderPricing({ routes: { 'GET /api/plans': { body: buildPlans({}, { available: false }) } } });
    expect(
      await screen.findByText('Subscriptions are not available right now. Please try again later.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose Monthly' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Choose Yearly' })).toBeDisabled();
  });

  it('shows placeholders while the plans load', () => {
    renderPricing({ routes: { 'GET /api/plans': () => new Promise<never>(() => {}) } });
    expect(screen.getByRole('status')).toHaveTextContent('Loading plans…');
    expect(screen.queryByRole('region', { name: 'Monthly' })).not.toBeInTheDocument();
  });

  it('offers a retry when the plans fail to load', async () => {
    const user = userEvent.setup();
    let calls = 0;
    renderPricing({
      routes: {
        'GET /api/plans': () => {
          calls += 1;
          return calls === 1 ? { status: 500, body: 'down' } : { body: buildPlans() };
        },
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load the plans.");
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('region', { name: 'Yearly' })).toBeInTheDocument();
  });

  it('answers the questions: cancelling, the 7-day refund, sessions and coaches', async () => {
    const user = userEvent.setup();
    renderPricing({ me: GUEST_RESPONSE });
    await screen.findByRole('region', { name: 'Yearly' });
    const faq = screen.getByRole('region', { name: 'Frequently asked questions' });
    await user.click(within(faq).getByText('Can I cancel anytime?'));
    expect(within(faq).getByText(/keep Premium until the end of the period/)).toBeVisible();
    expect(within(faq).getByText(/within 7 days of paying/)).toBeInTheDocument();
    expect(within(faq).getByText(/includes 5 a month/)).toBeInTheDocument();
    expect(within(faq).getByText(/coach creates for their clients/)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Why upgrade?' })).toBeInTheDocument();
  });
});

describe('who is looking', () => {
  it("a subscriber sees 'You're All Set!' with the dashboard and settings", async () => {
    renderPricing({
      routes: {
        'GET /api/subscription-status': {
          body: buildSubscriptionStatus({ status: 'active', plan: 'yearly' }),
        },
      },
    });
    const allSet = await screen.findByRole('region', { name: "You're All Set!" });
    expect(allSet).toHaveTextContent('the Yearly plan');
    expect(within(allSet).getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(within(allSet).getByRole('link', { name: 'Manage in Settings' })).toHaveAttribute(
      'href',
      '/settings',
    );
    expect(within(card('Yearly')).getByText('Your current plan')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Choose/ })).not.toBeInTheDocument();
  });

  it.each([
    [{ userRole: 'coach' as const }, 'Your coach account includes every Premium feature'],
    [{ userRole: 'client' as const }, 'Your coach has given you Premium'],
    [
      { userRole: 'user' as const, originalRole: 'coach' as const, isInSwitchedMode: true },
      'Your coach account includes every Premium feature',
    ],
  ])('%j sees premium included instead of buy buttons', async (overrides, text) => {
    const { api } = renderPricing({ me: signedIn(overrides) });
    expect(await screen.findByRole('region', { name: 'Premium is included' })).toHaveTextContent(
      text,
    );
    await screen.findByRole('region', { name: 'Yearly' });
    expect(screen.getAllByText('Included with your account')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /Choose/ })).not.toBeInTheDocument();
    expect(api.callsTo('GET /api/subscription-status')).toHaveLength(0);
  });

  it('a signed-in free user gets the dashboard from the Free card', async () => {
    renderPricing();
    const free = await screen.findByRole('region', { name: 'Free' });
    expect(within(free).getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });
});

describe('choosing a plan', () => {
  it('starts checkout for a signed-in user, in a window', async () => {
    const user = userEvent.setup();
    const popup = { closed: false, close: vi.fn(), focus: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    const { api } = renderPricing({
      routes: {
        'POST /api/create-subscription': {
          body: { sessionUrl: SESSION_URL, sessionId: 'cs_test_1' },
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Choose Yearly' }));
    await waitFor(() =>
      expect(open).toHaveBeenCalledWith(SESSION_URL, expect.any(String), expect.any(String)),
    );
    expect(api.callsTo('POST /api/create-subscription')[0]?.body).toEqual({ plan: 'yearly' });
    expect(await screen.findByText(/Checkout is open in a new window/)).toBeInTheDocument();
  });

  it("offers 'Complete Payment' in this tab when the window is blocked", async () => {
    const user = userEvent.setup();
    vi.spyOn(window, 'open').mockReturnValue(null);
    const { currentPath } = renderPricing({
      routes: {
        'POST /api/create-subscription': {
          body: { sessionUrl: SESSION_URL, sessionId: 'cs_test_1' },
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Choose Monthly' }));
    expect(await screen.findByText('Popup Blocked')).toBeInTheDocument();
    const complete = screen.getByRole('button', { name: 'Complete Payment' });
    expect(complete).toHaveFocus();
    await user.click(complete);
    expect(currentPath()).toBe(`/checkout-redirect?url=${encodeURIComponent(SESSION_URL)}`);
  });

  it("toasts the server's reason when checkout cannot start", async () => {
    const user = userEvent.setup();
    renderPricing({
      routes: {
        'POST /api/create-subscription': {
          status: 409,
          body: { message: 'You already have an active subscription.' },
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Choose Monthly' }));
    expect(await screen.findByText('Subscription Error')).toBeInTheDocument();
    expect(screen.getByText('You already have an active subscription.')).toBeInTheDocument();
  });

  it('tells someone back from a cancelled checkout that nothing was paid', async () => {
    const user = userEvent.setup();
    renderPricing({ path: '/pricing?checkout=cancelled' });
    expect(await screen.findByText(/No payment was taken/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText(/No payment was taken/)).not.toBeInTheDocument();
  });

  it('starts the plan named in the address once, after signing in', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    const { api, currentPath } = renderPricing({
      path: '/pricing?plan=yearly',
      routes: {
        'POST /api/create-subscription': {
          body: { sessionUrl: SESSION_URL, sessionId: 'cs_test_1' },
        },
      },
    });
    expect(await screen.findByText('Popup Blocked')).toBeInTheDocument();
    expect(api.callsTo('POST /api/create-subscription').map((call) => call.body)).toEqual([
      { plan: 'yearly' },
    ]);
    expect(currentPath()).toBe('/pricing');
  });

  it('does not start a named plan for a subscriber', async () => {
    const { api, currentPath } = renderPricing({
      path: '/pricing?plan=yearly',
      routes: {
        'GET /api/subscription-status': { body: buildSubscriptionStatus({ status: 'active' }) },
      },
    });
    await screen.findByRole('region', { name: "You're All Set!" });
    await waitFor(() => expect(currentPath()).toBe('/pricing'));
    expect(api.callsTo('POST /api/create-subscription')).toHaveLength(0);
  });
});
