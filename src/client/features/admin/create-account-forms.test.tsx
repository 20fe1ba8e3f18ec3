import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAdminDashboard } from './testing/render-admin-dashboard';

afterEach(() => {
  vi.unstubAllGlobals();
});

function created(name: string, email: string, userRole: 'coach' | 'user') {
  return {
    status: 201,
    body: {
      message: `Account created for ${name}.`,
      emailSent: true,
      user: {
        id: '6d1f8a4e-5b6d-4c3e-9a7b-1d2e3f4a5b01',
        name,
        email,
        userRole,
        subscriptionStatus: userRole === 'coach' ? 'free' : 'active',
      },
    },
  };
}

async function fill(form: HTMLElement, fields: Record<string, string>) {
  const user = userEvent.setup();
  for (const [label, value] of Object.entries(fields)) {
    await user.type(within(form).getByLabelText(label), value);
  }
  return user;
}

describe('Create Coach', () => {
  it("shows 'Coach name must be at least 2 characters' and sends nothing", async () => {
    const { api } = renderAdminDashboard();
    const form = screen.getByRole('form', { name: 'Create Coach' });
    const user = await fill(form, { 'Coach Name': 'M', 'Coach Email': 'maya' });
    await user.click(within(form).getByRole('button', { name: 'Create Coach' }));
    expect(within(form).getByText('Coach name must be at least 2 characters')).toBeVisible();
    expect(within(form).getByText('Please enter a valid email address')).toBeVisible();
    expect(api.callsTo('POST /api/admin/create-coach')).toHaveLength(0);
  });

  it('creates the coach, says so, clears the form and reads the stats again', async () => {
    const { api } = renderAdminDashboard({
      routes: {
        'POST /api/admin/create-coach': created('Maya Coach', 'maya@example.com', 'coach'),
      },
    });
    await screen.findByRole('list', { name: 'Platform totals' });
    const form = screen.getByRole('form', { name: 'Create Coach' });
    const user = await fill(form, {
      'Coach Name': 'Maya Coach',
      'Coach Email': 'maya@example.com',
    });
    await user.click(within(form).getByRole('button', { name: 'Create Coach' }));
    expect(await screen.findByText('Coach Created')).toBeInTheDocument();
    // The toast's live-region announcement may repeat the text for a moment.
    expect(
      screen.getAllByText(/Account created for Maya Coach\. Sign-in details were emailed/)[0],
    ).toBeInTheDocument();
    expect(api.callsTo('POST /api/admin/create-coach')[0]?.body).toEqual({
      name: 'Maya Coach',
      email: 'maya@example.com',
    });
    expect(within(form).getByLabelText('Coach Name')).toHaveValue('');
    await waitFor(() => expect(api.callsTo('GET /api/admin/stats')).toHaveLength(2), {
      timeout: 5_000,
    });
  });

  it.each([
    [
      { status: 409, body: { message: 'An account with this email already exists.' } },
      'An account with this email already exists.',
    ],
    [{ status: 500, body: {} }, 'Failed to create coach account. Please try again.'],
  ])("toasts 'Error Creating Coach' (%j)", async (reply, description) => {
    renderAdminDashboard({ routes: { 'POST /api/admin/create-coach': reply } });
    const form = screen.getByRole('form', { name: 'Create Coach' });
    const user = await fill(form, {
      'Coach Name': 'Maya Coach',
      'Coach Email': 'maya@example.com',
    });
    await user.click(within(form).getByRole('button', { name: 'Create Coach' }));
    expect(await screen.findByText('Error Creating Coach')).toBeInTheDocument();
    expect(screen.getByText(description)).toBeInTheDocument();
  });
});

describe('Create User', () => {
  it('sends the chosen user type, basic unless changed', async () => {
    const { api } = renderAdminDashboard({
      routes: { 'POST /api/admin/create-user': created('Pat Premium', 'pat@example.com', 'user') },
    });
    const form = screen.getByRole('form', { name: 'Create User' });
    expect(within(form).getByLabelText('User Type')).toHaveValue('basic');
    const user = await fill(form, { Name: 'Pat Premium', Email: 'pat@example.com' });
    await user.selectOptions(within(form).getByLabelText('User Type'), 'premium');
    await user.click(within(form).getByRole('button', { name: 'Create User' }));
    expect(await screen.findByText('User Created')).toBeInTheDocument();
    expect(api.callsTo('POST /api/admin/create-user')[0]?.body).toEqual({
      name: 'Pat Premium',
      email: 'pat@example.com',
      userType: 'premium',
    });
    expect(within(form).getByLabelText('User Type')).toHaveValue('basic');
  });

  it("shows the name rule and toasts 'Error Creating User' with the fallback", async () => {
    renderAdminDashboard({ routes: { 'POST /api/admin/create-user': { status: 500, body: {} } } });
    const form = screen.getByRole('form', { name: 'Create User' });
    let user = await fill(form, { Name: 'P' });
    expect(within(form).getByText('Name must be at least 2 characters')).toBeVisible();
    user = await fill(form, { Name: 'at', Email: 'pat@example.com' });
    await user.click(within(form).getByRole('button', { name: 'Create User' }));
    expect(await screen.findByText('Error Creating User')).toBeInTheDocument();
    expect(
      screen.getByText('Failed to create user account. Please try again.'),
    ).toBeInTheDocument();
  });
});
