import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signedIn } from '@client/test/factories';
import { fakeApi } from '@client/test/fake-api';
import { renderWithProviders } from '@client/test/render';
import { ForcedPasswordChangeDialog } from './forced-password-change-dialog';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('forced password change', () => {
  it('does not show when no change is required', () => {
    fakeApi({});
    renderWithProviders(<ForcedPasswordChangeDialog />, { me: signedIn() });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('cannot be dismissed: no close button, Escape and outside clicks do nothing', async () => {
    const user = userEvent.setup();
    fakeApi({});
    renderWithProviders(
      <>
        <button type="button">Behind</button>
        <ForcedPasswordChangeDialog />
      </>,
      { me: signedIn({ requiresPasswordChange: true }) },
    );
    const dialog = screen.getByRole('dialog', { name: 'Change Your Password' });
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(dialog).toBeInTheDocument();
    fireEvent.pointerDown(document.body);
    fireEvent.mouseDown(document.body);
    expect(screen.getByRole('dialog', { name: 'Change Your Password' })).toBeInTheDocument();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('goes away once the password has changed and the user is read again', async () => {
    const user = userEvent.setup();
    let changed = false;
    const api = fakeApi({
      'GET /api/auth/me': () => ({
        body: signedIn({ requiresPasswordChange: !changed }),
      }),
      'PATCH /api/auth/password': () => {
        changed = true;
        return { body: { message: 'Password changed' } };
      },
    });
    renderWithProviders(<ForcedPasswordChangeDialog />, {
      me: signedIn({ requiresPasswordChange: true }),
    });
    await user.type(screen.getByLabelText('Temporary Password'), 'Temp-1234');
    await user.type(screen.getByLabelText('New Password'), 'my-own-password');
    await user.type(screen.getByLabelText('Confirm New Password'), 'my-own-password');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('Password Changed')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('PATCH /api/auth/password')[0]?.body).toMatchObject({
      currentPassword: 'Temp-1234',
    });
  });

  it("stays, with 'Password Change Failed', when the change is refused", async () => {
    const user = userEvent.setup();
    fakeApi({
      'PATCH /api/auth/password': {
        status: 400,
        body: { message: 'Current password is incorrect' },
      },
    });
    renderWithProviders(<ForcedPasswordChangeDialog />, {
      me: signedIn({ requiresPasswordChange: true }),
    });
    await user.type(screen.getByLabelText('Temporary Password'), 'wrong');
    await user.type(screen.getByLabelText('New Password'), 'my-own-password');
    await user.type(screen.getByLabelText('Confirm New Password'), 'my-own-password');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('Password Change Failed')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Change Your Password' })).toBeInTheDocument();
  });
});
