import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { connectionLost } from '@client/test/fake-api';
import { renderAuthDialog as renderDialog, signedInReply } from './auth-dialog-test-helpers';

afterEach(() => {
  vi.unstubAllGlobals();
});

type User = ReturnType<typeof userEvent.setup>;

describe('client login', () => {
  async function tempLogin(user: User, newPassword = '') {
    await user.type(screen.getByLabelText('Email'), 'cli@example.com');
    await user.type(screen.getByLabelText('Temporary Password'), 'Temp-1234');
    if (newPassword) await user.type(screen.getByLabelText(/New Password/), newPassword);
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
  }

  it('leaves out a blank new password and goes to the dashboard', async () => {
    const user = userEvent.setup();
    const { api, currentPath } = renderDialog('temp-login', {
      'POST /api/auth/login-temp-password': signedInReply({ requiresPasswordChange: true }),
    });
    await tempLogin(user);
    expect(await screen.findByText('Welcome!')).toBeInTheDocument();
    expect(api.callsTo('POST /api/auth/login-temp-password')[0]?.body).toEqual({
      email: 'cli@example.com',
      temporaryPassword: 'Temp-1234',
    });
    await waitFor(() => expect(currentPath()).toBe('/dashboard'));
  });

  it.each([
    [
      'TEMPORARY_PASSWORD_EXPIRED',
      'Your temporary password has expired. Please contact your coach for a new one.',
    ],
    ['TEMPORARY_PASSWORD_INVALID', 'Invalid temporary password. Please check and try again.'],
    ['UNAUTHENTICATED', 'Something else went wrong'],
  ])("words %s as '%s'", async (code, shown) => {
    const user = userEvent.setup();
    renderDialog('temp-login', {
      'POST /api/auth/login-temp-password': {
        status: 401,
        body: { code, message: 'Something else went wrong' },
      },
    });
    await tempLogin(user, 'my-new-password');
    expect(await screen.findByText('Login failed')).toBeInTheDocument();
    expect(screen.getByText(shown)).toBeInTheDocument();
  });
});

describe('forgot password', () => {
  async function send(user: User) {
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Email' }));
  }

  it("shows 'Check Your Email', and 'Resend Email' returns to the form", async () => {
    const user = userEvent.setup();
    renderDialog('forgot', {
      'POST /api/auth/forgot-password': {
        body: { message: 'If an account exists, a link is on its way.' },
      },
    });
    await send(user);
    expect(await screen.findByRole('dialog', { name: 'Check Your Email' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Resend Email' }));
    expect(screen.getByRole('dialog', { name: 'Reset Password' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
  });

  it('shows failures inline: the server message, or the fallback', async () => {
    const user = userEvent.setup();
    const { unmount } = renderDialog('forgot', {
      'POST /api/auth/forgot-password': { status: 429, body: { message: 'Too many attempts.' } },
    });
    await send(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts.');
    unmount();

    renderDialog('forgot', { 'POST /api/auth/forgot-password': connectionLost() });
    await send(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to send reset email');
  });
});
