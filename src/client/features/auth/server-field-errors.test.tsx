import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAuthDialog } from './auth-dialog-test-helpers';

/*
 * A refusal from the server that names fields (400 VALIDATION_FAILED with `fields`) is shown
 * under those fields, as the client's own checks are, not only in a toast.
 */

describe('fields the server refuses', () => {
  it('shows each message under its field, focuses it, and clears it once edited', async () => {
    const user = userEvent.setup();
    renderAuthDialog('signup', {
      'POST /api/auth/signup': {
        status: 400,
        body: {
          code: 'VALIDATION_FAILED',
          message: 'Please check the highlighted fields.',
          // As the server's error handler sends them: a list of messages per field.
          fields: { email: ['This email domain does not accept mail.'] },
        },
      },
    });
    await user.type(screen.getByLabelText('Full Name'), 'Ada Lovelace');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    const email = screen.getByLabelText('Email');
    expect(await screen.findByText('This email domain does not accept mail.')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(/This email domain does not accept mail\./);
    expect(email).toHaveFocus();

    await user.type(email, 'x');
    expect(screen.queryByText('This email domain does not accept mail.')).not.toBeInTheDocument();
    expect(email).not.toHaveAttribute('aria-invalid');
  });
});
