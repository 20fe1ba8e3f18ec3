import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuthMode } from '@client/hooks/use-auth-dialog';
import { fakeApi } from '@client/test/fake-api';
import { renderWithProviders } from '@client/test/render';
import { AuthDialog } from './auth-dialog';

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderDialog(initialMode: AuthMode) {
  fakeApi({});
  const onOpenChange = vi.fn();
  const view = renderWithProviders(
    <AuthDialog open initialMode={initialMode} onOpenChange={onOpenChange} />,
  );
  const rerender = (mode: AuthMode) =>
    view.rerender(<AuthDialog open initialMode={mode} onOpenChange={onOpenChange} />);
  return { ...view, onOpenChange, rerenderWith: rerender };
}

const dialog = (name: string) => screen.getByRole('dialog', { name });

describe('auth dialog modes', () => {
  it.each([
    ['signup', 'Create Your Account'],
    ['signin', 'Welcome Back'],
    ['forgot', 'Reset Password'],
    ['temp-login', 'Client Login'],
  ] as const)('opens in %s mode titled %s', (mode, title) => {
    renderDialog(mode);
    expect(dialog(title)).toBeInTheDocument();
  });

  it('goes signup <-> signin', async () => {
    const user = userEvent.setup();
    renderDialog('signup');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(dialog('Welcome Back')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(dialog('Create Your Account')).toBeInTheDocument();
  });

  it('goes signin -> forgot -> signin and signin -> temp-login -> signin', async () => {
    const user = userEvent.setup();
    renderDialog('signin');
    await user.click(screen.getByRole('button', { name: 'Forgot your Password?' }));
    expect(dialog('Reset Password')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to Sign In' }));
    await user.click(screen.getByRole('button', { name: 'Client Login' }));
    expect(dialog('Client Login')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to Regular Sign In' }));
    expect(dialog('Welcome Back')).toBeInTheDocument();
  });

  it("moves focus to the new mode's first field, never out of the dialog", async () => {
    const user = userEvent.setup();
    renderDialog('signin');
    await user.click(screen.getByRole('button', { name: 'Forgot your Password?' }));
    expect(within(dialog('Reset Password')).getByLabelText('Email')).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Back to Sign In' }));
    expect(within(dialog('Welcome Back')).getByLabelText('Email')).toHaveFocus();
  });

  it('offers no way from forgot or temp-login to sign-up directly', () => {
    renderDialog('forgot');
    expect(screen.queryByRole('button', { name: 'Sign up' })).not.toBeInTheDocument();
  });

  it('goes back to the mode the caller sets whenever it changes', async () => {
    const user = userEvent.setup();
    const { rerenderWith } = renderDialog('signin');
    await user.click(screen.getByRole('button', { name: 'Forgot your Password?' }));
    rerenderWith('signup');
    expect(dialog('Create Your Account')).toBeInTheDocument();
    rerenderWith('temp-login');
    expect(dialog('Client Login')).toBeInTheDocument();
  });

  it('closes from its close button', async () => {
    const user = userEvent.setup();
    const { onOpenChange } = renderDialog('signin');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});

describe('validation on change, with the shared schemas’ messages', () => {
  it('sign-up: name, email and password', async () => {
    const user = userEvent.setup();
    renderDialog('signup');
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('placeholder', 'Minimum 6 characters');

    await user.type(screen.getByLabelText('Full Name'), 'A');
    expect(screen.getByText('Name must be at least 2 characters')).toBeInTheDocument();
    expect(screen.getByLabelText('Full Name')).toHaveAttribute('aria-invalid', 'true');
    await user.type(screen.getByLabelText('Full Name'), 'da');
    expect(screen.queryByText('Name must be at least 2 characters')).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('Email'), 'ada@');
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    await user.type(password, '123');
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(password).toHaveAccessibleDescription('Password must be at least 6 characters');
  });

  it('sign-in: every message shows on submit, before anything is sent', async () => {
    const user = userEvent.setup();
    renderDialog('signin');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('forgot: the email message shows under the field', async () => {
    const user = userEvent.setup();
    renderDialog('forgot');
    await user.type(screen.getByLabelText('Email'), 'nope');
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
  });

  it('temp-login: temporary password required; new password optional but at least 6', async () => {
    const user = userEvent.setup();
    renderDialog('temp-login');
    await user.type(screen.getByLabelText('Temporary Password'), 'x');
    await user.clear(screen.getByLabelText('Temporary Password'));
    expect(screen.getByText('Temporary password is required')).toBeInTheDocument();
    const newPassword = screen.getByLabelText(/New Password/);
    await user.type(newPassword, 'abc');
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    await user.clear(newPassword);
    expect(screen.queryByText('Password must be at least 6 characters')).not.toBeInTheDocument();
  });

  it('temp-login: both passwords have a show/hide toggle', async () => {
    const user = userEvent.setup();
    renderDialog('temp-login');
    const toggles = within(dialog('Client Login')).getAllByRole('button', {
      name: 'Show password',
    });
    expect(toggles).toHaveLength(2);
    await user.click(toggles[1]!);
    expect(screen.getByLabelText(/New Password/)).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText('Temporary Password')).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(screen.getByLabelText(/New Password/)).toHaveAttribute('type', 'password');
  });
});
