import { defaultScheduler, notifyManager } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PENDING_CHECKOUT_STORAGE_KEY } from '@shared/client-config/payment';
import { SUBSCRIPTION_STATUS_QUERY_KEY } from '@client/lib/endpoints/query-keys';
import { buildSubscriptionStatus } from '@client/test/billing-factories';
import { GUEST_RESPONSE, signedIn } from '@client/test/factories';
import { fakeApi, type FakeReply, type FakeRoutes } from '@client/test/fake-api';
import { renderWithProviders } from '@client/test/render';
import { PaymentConfirmationBanner } from './payment-confirmation-banner';

const RETURN = '/dashboard?subscription=success&session_id=cs_test_1';
const PREMIUM = buildSubscriptionStatus({ status: 'active' });
const FREE = buildSubscriptionStatus();

const confirmed = (
  checkout: 'complete' | 'open' | 'expired',
  premium = checkout === 'complete',
) => ({
  body: { checkout, subscription: premium ? PREMIUM : FREE },
});

/** Answers each call with the next reply, repeating the last. */
function inTurn(...replies: (FakeReply | Error)[]) {
  let call = 0;
  return () => replies[Math.min(call++, replies.length - 1)]!;
}

async function settle() {
  await act(async () => {
    for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setImmediate(resolve));
  });
}

async function advance(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
  await settle();
}

function renderBanner(routes: FakeRoutes, { path = RETURN, me = signedIn() } = {}) {
  const api = fakeApi({ 'GET /api/auth/me': { body: me }, ...routes });
  const view = renderWithProviders(<PaymentConfirmationBanner />, { path, me });
  return { ...view, api };
}

beforeEach(() => {
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
  });
  // TanStack Query tells the screen of a read on a 0 ms timer, which the fake clock would hold
  // back (a millisecond on, when set while the clock ticks): here it comes as settle() runs.
  notifyManager.setScheduler((callback) => setImmediate(callback));
});

afterEach(() => {
  notifyManager.setScheduler(defaultScheduler);
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the payment return on the dashboard', () => {
  it('confirms the checkout, welcomes the new subscriber and cleans the address', async () => {
    window.localStorage.setItem(PENDING_CHECKOUT_STORAGE_KEY, '{"sessionId":"cs_test_1"}');
    const { api, currentPath, queryClient } = renderBanner({
      'POST /api/subscription/confirm': confirmed('complete'),
    });
    expect(screen.getByRole('status')).toHaveTextContent('Processing your subscription...');
    await settle();
    expect(api.callsTo('POST /api/subscription/confirm')[0]?.body).toEqual({
      sessionId: 'cs_test_1',
    });
    expect(screen.getAllByText('Welcome to Premium!')[0]).toBeInTheDocument();
    expect(screen.getAllByText('Unlimited practice is unlocked.')[0]).toBeInTheDocument();
    expect(currentPath()).toBe('/dashboard');
    expect(screen.queryByText('Processing your subscription...')).not.toBeInTheDocument();
    expect(queryClient.getQueryData(SUBSCRIPTION_STATUS_QUERY_KEY)).toEqual(PREMIUM);
    expect(window.localStorage.getItem(PENDING_CHECKOUT_STORAGE_KEY)).toBeNull();
  });

  it('asks again every 2 s while the checkout is still open', async () => {
    const { api, currentPath } = renderBanner({
      'POST /api/subscription/confirm': inTurn(
        confirmed('open'),
        { status: 502, body: 'Bad gateway' },
        confirmed('complete', false),
        confirmed('complete'),
      ),
    });
    await settle();
    const calls = () => api.callsTo('POST /api/subscription/confirm').length;
    expect(calls()).toBe(1);
    await advance(1_999);
    expect(calls()).toBe(1);
    await advance(1);
    expect(calls()).toBe(2);
    await advance(4_000);
    expect(calls()).toBe(4);
    expect(screen.getAllByText('Welcome to Premium!')[0]).toBeInTheDocument();
    expect(currentPath()).toBe('/dashboard');
  });

  it('says what to do when the payment is not confirmed within 30 s, and can check again', async () => {
    const { api, currentPath } = renderBanner({
      'POST /api/subscription/confirm': inTurn(confirmed('open')),
    });
    await settle();
    await advance(30_000);
    const calls = api.callsTo('POST /api/subscription/confirm').length;
    expect(calls).toBeGreaterThanOrEqual(14);
    expect(calls).toBeLessThanOrEqual(16);
    expect(screen.getByRole('alert')).toHaveTextContent("We couldn't confirm your payment yet.");
    expect(screen.getByRole('alert')).toHaveTextContent(/take a minute/);
    expect(screen.getByRole('link', { name: 'Contact Support' })).toHaveAttribute(
      'href',
      '/contact',
    );
    await advance(10_000);
    expect(api.callsTo('POST /api/subscription/confirm')).toHaveLength(calls);
    // Still in the address, so a refresh tries again too.
    expect(currentPath()).toBe(RETURN);

    await act(() => screen.getByRole('button', { name: 'Check Again' }).click());
    await settle();
    expect(api.callsTo('POST /api/subscription/confirm')).toHaveLength(calls + 1);
    expect(screen.getByRole('status')).toHaveTextContent('Processing your subscription...');
  });

  it('says so when the checkout ended unpaid', async () => {
    renderBanner({ 'POST /api/subscription/confirm': confirmed('expired') });
    await settle();
    expect(screen.getByRole('alert')).toHaveTextContent('This checkout ended without a payment.');
    expect(screen.getByRole('link', { name: 'See Plans' })).toHaveAttribute('href', '/pricing');
  });

  it("shows the server's reason when it refuses, without asking again", async () => {
    const { api, currentPath } = renderBanner({
      'POST /api/subscription/confirm': {
        status: 404,
        body: { message: 'That checkout session was not found.' },
      },
    });
    await settle();
    expect(screen.getByRole('alert')).toHaveTextContent('That checkout session was not found.');
    await advance(10_000);
    expect(api.callsTo('POST /api/subscription/confirm')).toHaveLength(1);
    await act(() => screen.getByRole('button', { name: 'Dismiss' }).click());
    expect(currentPath()).toBe('/dashboard');
  });

  it('retries only what the one rule retries: a lost connection, not a 500', async () => {
    const lost = renderBanner({
      'POST /api/subscription/confirm': inTurn(
        new TypeError('Failed to fetch'),
        new TypeError('Failed to fetch'),
        confirmed('complete'),
      ),
    });
    await settle();
    await advance(3_000);
    expect(lost.api.callsTo('POST /api/subscription/confirm')).toHaveLength(3);
    expect(screen.getAllByText('Welcome to Premium!')[0]).toBeInTheDocument();
    lost.unmount();

    const failed = renderBanner({
      'POST /api/subscription/confirm': { status: 500, body: { message: 'Something broke.' } },
    });
    await settle();
    expect(screen.getByRole('alert')).toHaveTextContent('Something broke.');
    await advance(10_000);
    expect(failed.api.callsTo('POST /api/subscription/confirm')).toHaveLength(1);
  });

  it('without a session id, waits for the status to show premium', async () => {
    const { api, currentPath } = renderBanner(
      { 'GET /api/subscription-status': inTurn({ body: FREE }, { body: PREMIUM }) },
      { path: '/dashboard?subscription=success' },
    );
    await settle();
    expect(screen.getByRole('status')).toHaveTextContent('Processing your subscription...');
    await advance(2_000);
    expect(api.callsTo('GET /api/subscription-status')).toHaveLength(2);
    expect(screen.getAllByText('Welcome to Premium!')[0]).toBeInTheDocument();
    expect(currentPath()).toBe('/dashboard');
  });

  it('shows nothing on a plain visit, or to a guest', async () => {
    const plain = renderBanner({}, { path: '/dashboard' });
    await settle();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(plain.api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
    plain.unmount();
    const guest = renderBanner({}, { me: GUEST_RESPONSE });
    await settle();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(guest.api.callsTo('POST /api/subscription/confirm')).toHaveLength(0);
  });
});
