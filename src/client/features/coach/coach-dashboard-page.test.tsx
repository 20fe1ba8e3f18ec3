import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildClientResult, buildCoachClient, OTHER_CLIENT_ID } from '@client/test/coach-factories';
import { renderCoachDashboard } from './testing/render-coach-dashboard';

afterEach(() => {
  vi.unstubAllGlobals();
});

function summaryValue(label: string) {
  const list = screen.getByRole('list', { name: 'Summary' });
  const heading = within(list).getByRole('heading', { name: label });
  return heading.nextElementSibling?.textContent;
}

describe('the coach dashboard', () => {
  it('welcomes the coach and sums up their clients', async () => {
    renderCoachDashboard({
      routes: {
        'GET /api/coach/clients': {
          body: [
            buildCoachClient({ totalSessions: 4 }),
            buildCoachClient({ id: OTHER_CLIENT_ID, name: 'New One', totalSessions: 0 }),
          ],
        },
        'GET /api/coach/client-results': {
          body: [
            buildClientResult({ totalRecordings: 4, averageClarity: 80 }),
            buildClientResult({
              clientId: OTHER_CLIENT_ID,
              totalRecordings: 0,
              averageClarity: 0,
            }),
          ],
        },
      },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Coach Dashboard' })).toBeInTheDocument();
    expect(screen.getByText(/Welcome back, Maya!/)).toBeInTheDocument();
    await waitFor(() => expect(summaryValue('Total Clients')).toBe('2'));
    expect(summaryValue('Active Clients')).toBe('1');
    expect(summaryValue('Total Sessions')).toBe('4');
    expect(summaryValue('Average Progress')).toBe('40%');
  });

  it('offers a retry when the clients fail to load', async () => {
    let fail = true;
    const user = userEvent.setup();
    renderCoachDashboard({
      routes: {
        'GET /api/coach/clients': () =>
          fail ? { status: 500, body: { message: 'boom' } } : { body: [buildCoachClient()] },
      },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load your clients.");
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('row', { name: /Grace Hopper/ })).toBeInTheDocument();
  });

  it('shows a card per client under Client Results', async () => {
    const user = userEvent.setup();
    renderCoachDashboard();
    await user.click(screen.getByRole('tab', { name: 'Client Results' }));
    const card = (await screen.findByRole('heading', { name: 'Grace Hopper' })).closest('li');
    if (!card) throw new Error('no card');
    const text = card.textContent ?? '';
    expect(text).toContain('Recordings3');
    expect(text).toContain('Avg. Clarity72%');
    expect(text).toContain('Avg. Confidence65%');
    expect(text).toContain('Recent WPM141');
    expect(text).toContain('Filler Words4.3');
  });
});
