import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildCoachClient } from '@client/test/coach-factories';
import { renderCoachDashboard } from './testing/render-coach-dashboard';

afterEach(() => {
  vi.unstubAllGlobals();
});

const CREATED = {
  client: buildCoachClient({ name: 'Linus Pauling', email: 'linus@example.com' }),
  message: 'Client account created for Linus Pauling.',
  emailSent: true,
};

async function openDialog() {
  const user = userEvent.setup();
  await user.click(screen.getAllByRole('button', { name: 'Add Client' })[0] as HTMLElement);
  const dialog = screen.getByRole('dialog', { name: 'Add New Client' });
  return { user, dialog };
}

describe('Add Client', () => {
  it("shows the shared schema's messages and sends nothing while invalid", async () => {
    const { api } = renderCoachDashboard();
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByLabelText('Client Name'), 'L');
    await user.type(within(dialog).getByLabelText('Email'), 'not-an-email');
    expect(within(dialog).getByText('Client name must be at least 2 characters')).toBeVisible();
    expect(within(dialog).getByText('Please enter a valid email address')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Create Client' }));
    expect(api.callsTo('POST /api/coach/create-client')).toHaveLength(0);
  });

  it('creates the client, toasts, closes, refreshes both lists and starts empty next time', async () => {
    const { api } = renderCoachDashboard({
      routes: { 'POST /api/coach/create-client': { status: 201, body: CREATED } },
    });
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByLabelText('Client Name'), '  Linus Pauling ');
    await user.type(within(dialog).getByLabelText('Email'), 'Linus@Example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Create Client' }));

    expect(await screen.findByText('Client Created Successfully!')).toBeInTheDocument();
    // The whole description: a part of it would also match radix's live-region copy of the
    // toast ('Notifications <title> <description>'), there from the next frame for a second.
    expect(
      screen.getByText(
        'Your client can log in with their email and temporary password, and will be prompted to change it.',
      ),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /api/coach/create-client')[0]?.body).toEqual({
      name: 'Linus Pauling',
      email: 'linus@example.com',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(api.callsTo('GET /api/coach/clients')).toHaveLength(2));
    expect(api.callsTo('GET /api/coach/client-results')).toHaveLength(2);

    const again = await openDialog();
    expect(within(again.dialog).getByLabelText('Client Name')).toHaveValue('');
    expect(within(again.dialog).getByLabelText('Email')).toHaveValue('');
  });

  it.each([
    [
      { status: 409, body: { message: 'An account with this email already exists.' } },
      'An account with this email already exists.',
    ],
    [{ status: 500, body: {} }, 'There was an error creating the client account.'],
  ])("toasts 'Failed to Create Client' and keeps the dialog (%j)", async (reply, description) => {
    renderCoachDashboard({ routes: { 'POST /api/coach/create-client': reply } });
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByLabelText('Client Name'), 'Linus Pauling');
    await user.type(within(dialog).getByLabelText('Email'), 'linus@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Create Client' }));
    expect(await screen.findByText('Failed to Create Client')).toBeInTheDocument();
    expect(screen.getByText(description)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Client Name')).toHaveValue('Linus Pauling');
  });
});
