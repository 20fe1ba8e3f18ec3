import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildCoachClient, CLIENT_ID, OTHER_CLIENT_ID } from '@client/test/coach-factories';
import { renderCoachDashboard } from './testing/render-coach-dashboard';

afterEach(() => {
  vi.unstubAllGlobals();
});

const QUESTION =
  "Are you sure you want to delete Grace Hopper's account? This action cannot be undone.";

describe('the client table', () => {
  it("lists each client with sessions, 'Active' or 'Needs Setup', and the date added", async () => {
    renderCoachDashboard({
      routes: {
        'GET /api/coach/clients': {
          body: [
            buildCoachClient(),
            buildCoachClient({
              id: OTHER_CLIENT_ID,
              name: 'Alan Turing',
              email: 'alan@example.com',
              totalSessions: 0,
              requiresPasswordChange: true,
            }),
          ],
        },
      },
    });
    const grace = await screen.findByRole('row', { name: /Grace Hopper/ });
    const cells = within(grace).getAllByRole('cell');
    const values = ['grace@example.com', '3', 'Active', 'March 1, 2026', 'View Delete'];
    expect(cells).toHaveLength(values.length);
    values.forEach((value, index) => expect(cells[index]).toHaveAccessibleName(value));
    const alan = screen.getByRole('row', { name: /Alan Turing/ });
    expect(within(alan).getByText('Needs Setup')).toBeInTheDocument();
  });

  it('shows an empty state whose button opens Add Client', async () => {
    const user = userEvent.setup();
    renderCoachDashboard({ routes: { 'GET /api/coach/clients': { body: [] } } });
    await screen.findByText('No clients yet');
    const buttons = screen.getAllByRole('button', { name: 'Add Client' });
    expect(buttons).toHaveLength(2);
    await user.click(buttons[1] as HTMLElement);
    expect(screen.getByRole('dialog', { name: 'Add New Client' })).toBeInTheDocument();
  });

  it('asks before deleting, and sends nothing when the coach says no', async () => {
    const user = userEvent.setup();
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const { api } = renderCoachDashboard();
    await user.click(await screen.findByRole('button', { name: 'Delete Grace Hopper' }));
    expect(confirm).toHaveBeenCalledWith(QUESTION);
    expect(api.callsTo(`DELETE /api/coach/clients/${CLIENT_ID}`)).toHaveLength(0);
  });

  it("deletes on confirmation, toasts 'Client Deleted' and reads both lists again", async () => {
    const user = userEvent.setup();
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    let deleted = false;
    const { api } = renderCoachDashboard({
      routes: {
        'GET /api/coach/clients': () => ({ body: deleted ? [] : [buildCoachClient()] }),
        [`DELETE /api/coach/clients/${CLIENT_ID}`]: () => {
          deleted = true;
          return { status: 204 };
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Grace Hopper' }));
    expect(await screen.findByText('Client Deleted')).toBeInTheDocument();
    expect(
      screen.getAllByText('The client account has been successfully removed.')[0],
    ).toBeInTheDocument();
    expect(await screen.findByText('No clients yet')).toBeInTheDocument();
    expect(api.callsTo('GET /api/coach/client-results')).toHaveLength(2);
  });

  it.each([
    [{ status: 404, body: { message: 'Client not found' } }, 'Client not found'],
    [{ status: 500, body: {} }, 'There was an error deleting the client account.'],
  ])("toasts 'Failed to Delete Client' with the reason (%j)", async (reply, description) => {
    const user = userEvent.setup();
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    renderCoachDashboard({ routes: { [`DELETE /api/coach/clients/${CLIENT_ID}`]: reply } });
    await user.click(await screen.findByRole('button', { name: 'Delete Grace Hopper' }));
    expect(await screen.findByText('Failed to Delete Client')).toBeInTheDocument();
    expect(screen.getByText(description)).toBeInTheDocument();
  });
});
