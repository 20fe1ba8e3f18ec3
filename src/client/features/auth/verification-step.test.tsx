import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildUser } from '@client/test/factories';
import { fakeApi, type FakeRoutes } from '@client/test/fake-api';
import { renderWithProviders } from '@client/test/render';
import { VerificationStep } from './verification-step';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const VALUES = { name: 'Ada Lovelace', email: 'ada@example.com', password: 'secret1' };
const CODE_SENT = { body: { message: 'Verification code sent', email: VALUES.email } };

function renderStep(routes: FakeRoutes = {}) {
  const api = fakeApi(routes);
  const onVerified = vi.fn();
  const onStartOver = vi.fn();
  renderWithProviders(
    <VerificationStep
      values={VALUES}
      email={VALUES.email}
      onVerified={onVerified}
      onStartOver={onStartOver}
    />,
  );
  return { api, onVerified, onStartOver };
}

// The step renders its own DialogTitle, so it needs a dialog around it in the real app;
// here the title and description are plain text and that is enough.
vi.mock('@client/components/ui/dialog', () => ({
  DialogHeader: ({ children }: { children: React.ReactNode }) => <div>{children}</div>,
  DialogTitle: ({ children }: { children: React.ReactNode }) => <h2>{children}</h2>,
  DialogDescription: ({ children }: { children: React.ReactNode }) => <p>{children}</p>,
}));

const codeInput = () => screen.getByLabelText('Verification code');
const submit = () => screen.getByRole('button', { name: 'Verify Email' });

describe('email verification step', () => {
  it('keeps digits only, at most 6, and enables submit at 6', async () => {
    const user = userEvent.setup();
    renderStep();
    expect(submit()).toBeDisabled();
    await user.type(codeInput(), '12a-3 4');
    expect(codeInput()).toHaveValue('1234');
    expect(submit()).toBeDisabled();
    await user.type(codeInput(), '5678');
    expect(codeInput()).toHaveValue('123456');
    expect(submit()).toBeEnabled();
    fireEvent.change(codeInput(), { target: { value: '98 76 54 32' } });
    expect(codeInput()).toHaveValue('987654');
  });

  it('counts down 10 minutes and unlocks resend after 2', () => {
    vi.useFakeTimers();
    renderStep();
    expect(screen.getByText('Code expires in 10:00')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend code in 2:00' })).toBeDisabled();
    act(() => vi.advanceTimersByTime(61_000));
    expect(screen.getByText('Code expires in 8:59')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend code in 0:59' })).toBeDisabled();
    act(() => vi.advanceTimersByTime(59_000));
    expect(screen.getByRole('button', { name: 'Resend code' })).toBeEnabled();
    act(() => vi.advanceTimersByTime(8 * 60_000));
    expect(screen.getByText('This code has expired. Resend to get a new one.')).toBeInTheDocument();
  });

  it('resend re-submits the same sign-up values, toasts and restarts both timers', async () => {
    vi.useFakeTimers();
    const { api } = renderStep({ 'POST /api/auth/signup': CODE_SENT });
    act(() => vi.advanceTimersByTime(3 * 60_000));
    expect(screen.getByText('Code expires in 7:00')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Resend code' }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(api.callsTo('POST /api/auth/signup')[0]?.body).toEqual(VALUES);
    expect(screen.getByText('Code Resent! 📧')).toBeInTheDocument();
    expect(screen.getByText('Code expires in 10:00')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend code in 2:00' })).toBeDisabled();
  });

  it("toasts 'Resend failed' with the connection wording", async () => {
    vi.useFakeTimers();
    renderStep({ 'POST /api/auth/signup': { status: 400, body: { message: 'Nope.' } } });
    act(() => vi.advanceTimersByTime(2 * 60_000));
    fireEvent.click(screen.getByRole('button', { name: 'Resend code' }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByText('Resend failed')).toBeInTheDocument();
    expect(screen.getByText('Nope.')).toBeInTheDocument();
  });

  it('shows the server message when the code is wrong, or the fallback', async () => {
    const user = userEvent.setup();
    let first = true;
    const { api } = renderStep({
      'POST /api/auth/verify-email': () => {
        if (!first) return new TypeError('Failed to fetch');
        first = false;
        return { status: 400, body: { message: 'Invalid verification code. 4 attempts left.' } };
      },
    });
    await user.type(codeInput(), '111111');
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Invalid verification code. 4 attempts left.',
    );
    expect(api.callsTo('POST /api/auth/verify-email')[0]?.body).toEqual({
      email: VALUES.email,
      code: '111111',
    });
    await user.click(submit());
    expect(await screen.findByText('Please check your code and try again.')).toBeInTheDocument();
  });

  it("toasts 'Email verified!' and hands over the user", async () => {
    const user = userEvent.setup();
    const verified = buildUser();
    const { onVerified } = renderStep({
      'POST /api/auth/verify-email': { body: { user: verified, message: 'Email verified' } },
    });
    await user.type(codeInput(), '123456');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Email verified!')).toBeInTheDocument();
    expect(screen.getByText('Welcome! Your account is now active.')).toBeInTheDocument();
    expect(onVerified).toHaveBeenCalledWith(verified);
  });

  it("'Start over' returns to the form", async () => {
    const user = userEvent.setup();
    const { onStartOver } = renderStep();
    await user.click(screen.getByRole('button', { name: 'Start over' }));
    expect(onStartOver).toHaveBeenCalled();
  });
});
