import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GUEST_RESPONSE } from '@client/test/factories';
import { fakeApi, type FakeRoutes } from '@client/test/fake-api';
import { renderWithProviders } from '@client/test/render';
import { ResetPasswordPage } from './reset-password-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderPage(path: string, routes: FakeRoutes = {}) {
  const api = fakeApi(routes);
  renderWithProviders(<ResetPasswordPage />, { path, me: GUEST_RESPONSE });
  return api;
}

async function reset(user: ReturnType<typeof userEvent.setup>, password = 'new-secret') {
  await user.type(screen.getByLabelText('New Password'), password);
  await user.click(screen.getByRole('button', { name: 'Reset Password' }));
}

describe('reset password page', () => {
  it("without a token shows 'Invalid Reset Link' with a way back to sign-in", () => {
    renderPage('/reset-password');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Invalid Reset Link' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/invalid or has expired/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Sign In' })).toHaveAttribute(
      'href',
      '/?login=true',
    );
  });

  it('asks for a new password with the hint, show/hide and the schema message', async () => {
    const user = userEvent.setup();
    renderPage('/reset-password?token=abc');
    expect(screen.getByText('Password must be at least 6 characters long.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('New Password'), 'abc');
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(screen.getByLabelText('New Password')).toHaveAttribute('type', 'text');
  });

  it("sends the token and password, then shows 'Password Reset Successfully!'", async () => {
    const user = userEvent.setup();
    const api = renderPage('/reset-password?token=tok-123', {
      'POST /api/auth/reset-password': { body: { message: 'Password reset successfully' } },
    });
    await reset(user);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Password Reset Successfully!' }),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /api/auth/reset-password')[0]?.body).toEqual({
      token: 'tok-123',
      password: 'new-secret',
    });
    expect(screen.getByRole('link', { name: 'Continue to Sign In' })).toHaveAttribute(
      'href',
      '/?login=true',
    );
  });

  it.each([
    [
      { status: 400, body: { message: 'This reset link is invalid or has expired.' } },
      'This reset link is invalid or has expired.',
    ],
    [new TypeError('Failed to fetch'), 'Failed to reset password'],
  ])('shows failures in an alert (%s)', async (reply, message) => {
    const user = userEvent.setup();
    renderPage('/reset-password?token=tok-123', { 'POST /api/auth/reset-password': reply });
    await reset(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });
});
