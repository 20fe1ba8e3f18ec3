import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildActivityRow, buildAdminStats } from '@client/test/admin-factories';
import { renderAdminDashboard } from './testing/render-admin-dashboard';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the user activity table', () => {
  it('shows the first 20 of all users, says how many there are, and the average', async () => {
    const userActivity = Array.from({ length: 23 }, (_, index) => buildActivityRow(index));
    renderAdminDashboard({
      routes: { 'GET /api/admin/stats': { body: buildAdminStats({ userActivity }) } },
    });
    const panel = await screen.findByRole('region', { name: 'User Activity' });
    const table = within(panel).getByRole('table');
    // A header row and 20 users.
    expect(within(table).getAllByRole('row')).toHaveLength(21);
    expect(within(table).getByRole('row', { name: /User 20\b/ })).toBeInTheDocument();
    expect(within(table).queryByRole('row', { name: /User 21\b/ })).not.toBeInTheDocument();
    expect(within(panel).getByText('Showing 20 of 23 users')).toBeInTheDocument();
    // 12 + 11 + … + 1 = 78 recordings over 23 users.
    expect(within(panel).getByText('Average recordings per user: 3.4')).toBeInTheDocument();
  });

  it('tags each user by the premium rule the server applied, not by what they pay', async () => {
    const userActivity = [
      buildActivityRow(0, { name: 'Pat Paying', subscriptionStatus: 'active', premium: true }),
      buildActivityRow(1, { name: 'Cleo Client', subscriptionStatus: 'free', premium: true }),
      buildActivityRow(2, { name: 'Bo Basic', subscriptionStatus: 'free', premium: false }),
    ];
    renderAdminDashboard({
      routes: { 'GET /api/admin/stats': { body: buildAdminStats({ userActivity }) } },
    });
    const panel = await screen.findByRole('region', { name: 'User Activity' });
    const plan = (name: RegExp) => within(panel).getByRole('row', { name });
    expect(plan(/Pat Paying/)).toHaveTextContent('Premium');
    expect(plan(/Cleo Client/)).toHaveTextContent('Premium');
    expect(plan(/Bo Basic/)).toHaveTextContent('Basic');
    expect(plan(/Bo Basic/)).not.toHaveTextContent('Premium');
  });

  it('colours each count by band: over 10, over 5, over 0, none', async () => {
    const userActivity = [11, 6, 1, 0].map((recordingCount, index) =>
      buildActivityRow(index, { recordingCount }),
    );
    renderAdminDashboard({
      routes: { 'GET /api/admin/stats': { body: buildAdminStats({ userActivity }) } },
    });
    const panel = await screen.findByRole('region', { name: 'User Activity' });
    const bands = within(panel)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.querySelector('[data-band]')?.getAttribute('data-band'));
    expect(bands).toEqual(['high', 'medium', 'low', 'none']);
    expect(within(panel).getByRole('row', { name: /User 4\b/ })).toHaveTextContent('No recordings');
  });
});
