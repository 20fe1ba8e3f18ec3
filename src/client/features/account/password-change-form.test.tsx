import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CURRENT_USER_QUERY_KEY } from '@client/lib/auth';
import { signedIn } from '@client/test/factories';
import { fakeApi, type FakeRoutes } from '@client/test/fake-api';
import { renderWithProviders } from '@client/test/render';
import { PasswordChangeForm } from './password-change-form';

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderForm(routes: FakeRoutes = {}) {
  const api = fakeApi({ 'GET /api/auth/me': { body: signedIn() }, ...routes });
  const { queryClient } = renderWithProviders(
    <PasswordChangeForm currentLabel="Current Password" submitLabel="Change Password" />,
    { me: signedIn() },
  );
  return { ...api, queryClient };
}

type User = ReturnType<typeof userEvent.setup>;
async function fill(user: User, current: string, next: string, confirm: string) {
  if (current) await user.type(screen.getByLabelText('Current Password'), current);
  if (next) await user.type(screen.getByLabelText('New Password'), next);
  if (confirm) await user.type(screen.getByLabelText('Confirm New Password'), confirm);
}

const button = () => screen.getByRole('button', { name: 'Change Password' });

describe('change password', () => {
  it('is enabled only when all three fields are filled', async () => {
    const user = userEvent.setup();
    renderForm();
    expect(button()).toBeDisabled();
    await fill(user, 'old-secret', 'new-secret', '');
    expect(button()).toBeDisabled();
    await user.type(screen.getByLabelText('Confirm New Password'), 'n');
    expect(button()).toBeEnabled();
  });

  it("shows the schema's messages on change", async () => {
    const user = userEvent.setup();
    renderForm();
    await fill(user, '', 'abc', 'abd');
    expect(screen.getByText('New password must be at least 6 characters')).toBeInTheDocument();
  });

  it("toasts 'Password Mismatch' and sends nothing when the two differ", async () => {
    const user = userEvent.setup();
    const api = renderForm();
    await fill(user, 'old-secret', 'new-secret', 'new-secreT');
    await user.click(button());
    expect(await screen.findByText('Password Mismatch')).toBeInTheDocument();
    expect(screen.getByText('New password and confirmation do not match.')).toBeInTheDocument();
    expect(api.callsTo('PATCH /api/auth/password')).toHaveLength(0);
  });

  it("sends all three, toasts 'Password Changed', refreshes the user and clears the form", async () => {
    const user = userEvent.setup();
    const api = renderForm({
      'PATCH /api/auth/password': { body: { message: 'Password changed' } },
    });
    await fill(user, 'old-secret', 'new-secret', 'new-secret');
    await user.click(button());
    expect(await screen.findByText('Password Changed')).toBeInTheDocument();
    expect(api.callsTo('PATCH /api/auth/password')[0]?.body).toEqual({
      currentPassword: 'old-secret',
      newPassword: 'new-secret',
      confirmPassword: 'new-secret',
    });
    expect(api.queryClient.getQueryState(CURRENT_USER_QUERY_KEY)?.isInvalidated).toBe(true);
    expect(screen.getByLabelText('Current Password')).toHaveValue('');
  });

  it.each([
    [
      { status: 400, body: { message: 'Current password is incorrect' } },
      'Current password is incorrect',
    ],
    [{ status: 502, body: '<html>' }, 'Failed to change password. Please try again.'],
  ])("toasts 'Password Change Failed' (%j)", async (reply, description) => {
    const user = userEvent.setup();
    renderForm({ 'PATCH /api/auth/password': reply });
    await fill(user, 'old-secret', 'new-secret', 'new-secret');
    await user.click(button());
    expect(await screen.findByText('Password Change Failed')).toBeInTheDocument();
    expect(screen.getByText(description)).toBeInTheDocument();
  });
});
