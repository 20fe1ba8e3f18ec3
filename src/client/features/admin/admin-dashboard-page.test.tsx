import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_STATS_REFRESH_MS } from '@shared/admin/schemas';
import { buildAdminStats } from '@client/test/admin-factories';
import { renderAdminDashboard } from './testing/render-admin-dashboard';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the admin dashboard', () => {
  it('shows the totals, distribution, usage, 7-day chart and coaches', async () => {
    renderAdminDashboard();
    const totals = await screen.findByRole('list', { name: 'Platform totals' });
    expect(
      within(totals)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Total Users3', 'Coaches1', 'Total Recordings42', 'Premium Users1']);
    expect(screen.getByRole('img', { name: '2 basic (67%) and 1 premium (33%)' })).toBeVisible();
    const usage = screen.getByRole('region', { name: 'Usage' });
    expect(usage).toHaveTextContent('Recordings in the last 7 days16');

    const chart = screen.getByRole('region', { name: 'Recordings, Last 7 Days' });
    expect(within(chart).getAllByRole('row')).toHaveLength(8);
    expect(within(chart).getByRole('row', { name: 'Mar 13 6' })).toBeInTheDocument();

    const coaches = screen.getByRole('region', { name: 'Coaches Overview' });
    expect(within(coaches).getByRole('row', { name: /Maya Coach/ })).toHaveTextContent('active');
    expect(within(coaches).getByRole('row', { name: /Noor Invited/ })).toHaveTextContent('pending');
  });

  it('reads the stats again every 30 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { api } = renderAdminDashboard();
    await screen.findByRole('list', { name: 'Platform totals' });
    expect(api.callsTo('GET /api/admin/stats')).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(ADMIN_STATS_REFRESH_MS));
    expect(api.callsTo('GET /api/admin/stats')).toHaveLength(2);
  });

  it.each([
    { status: 403, body: { message: 'Admin access required' } },
    { status: 403, body: {} },
  ])(
    "shows 'Access Denied' with the user's address when the server refuses (%j)",
    async (reply) => {
      renderAdminDashboard({ routes: { 'GET /api/admin/stats': reply } });
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Access Denied' }),
      ).toBeInTheDocument();
      expect(screen.getByText('root@example.com')).toBeInTheDocument();
    },
  );

  it("goes home with 'Authentication Required' when the login has ended", async () => {
    const { currentPath } = renderAdminDashboard({
      routes: { 'GET /api/admin/stats': { status: 401, body: { message: 'Not signed in' } } },
    });
    expect(await screen.findByText('Authentication Required')).toBeInTheDocument();
    expect(currentPath()).toBe('/');
  });

  it("shows 'Failed to load admin stats' with a Retry that reads them again", async () => {
    const user = userEvent.setup();
    let fail = true;
    renderAdminDashboard({
      routes: {
        'GET /api/admin/stats': () =>
          fail
            ? { status: 500, body: { message: 'Database unavailable' } }
            : { body: buildAdminStats() },
      },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load admin stats');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('list', { name: 'Platform totals' })).toBeInTheDocument();
  });
});
