import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@shared/product';
import { connectionLost } from '@client/test/fake-api';
import { renderAuthDialog, signedInReply } from './auth-dialog-test-helpers';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const renderDialog = renderAuthDialog;

type User = ReturnType<typeof userEvent.setup>;

async function fillSignIn(user: User, email = 'ada@example.com', password = 'secret1') {
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
}

async function signIn(user: User, email?: string, password?: string) {
  await fillSignIn(user, email, password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

/** Typing runs on real timers; the retry waits are then measured on fake ones. */
function submitWithFakeTimers(button: string) {
  vi.useFakeTimers();
  fireEvent.click(screen.getByRole('button', { name: button }));
}

async function fillSignUp(user: User) {
  await user.type(screen.getByLabelText('Full Name'), 'Ada Lovelace');
  await user.type(screen.getByLabelText('Email'), 'ada@example.com');
  await user.type(screen.getByLabelText('Password'), 'secret1');
}

async function signUp(user: User) {
  await fillSignUp(user);
  await user.click(screen.getByRole('button', { name: 'Create Account' }));
}

describe('sign-in', () => {
  it('stores the user, clears the daily recording and then goes to /dashboard', async () => {
    window.localStorage.setItem(STORAGE_KEYS.dailyRecording, '{"id":"r1"}');
    const user = userEvent.setup();
    const { currentPath, onOpenChange } = renderDialog('signin', {
      'POST /api/auth/signin': signedInReply(),
    });
    await signIn(user);
    expect(await screen.findByText('Welcome back!')).toBeInTheDocument();
    expect(screen.getByText("You've signed in successfully.")).toBeInTheDocument();
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.user) ?? '{}')).toMatchObject({
      email: 'ada@example.com',
    });
    expect(window.localStorage.getItem(STORAGE_KEYS.dailyRecording)).toBeNull();
    // The move waits 100 ms for the toast; how long exactly is not asserted, since a loaded
    // machine can take longer than that between two lines of this test.
    await waitFor(() => expect(currentPath()).toBe('/dashboard'));
  });

  it('sends a coach to /coach-dashboard, and anyone to a redirect parameter first', async () => {
    const user = userEvent.setup();
    const coach = renderDialog('signin', {
      'POST /api/auth/signin': signedInReply({ originalRole: 'coach' }),
    });
    await signIn(user);
    await waitFor(() => expect(coach.currentPath()).toBe('/coach-dashboard'));
    coach.unmount();

    const redirected = renderDialog(
      'signin',
      { 'POST /api/auth/signin': signedInReply() },
      '/?redirect=/recordings/r1',
    );
    await signIn(user);
    await waitFor(() => expect(redirected.currentPath()).toBe('/recordings/r1'));
  });

  it('sends an admin to /admin', async () => {
    const user = userEvent.setup();
    const admin = renderDialog('signin', {
      'POST /api/auth/signin': signedInReply({ isAdmin: true }),
    });
    await signIn(user);
    await waitFor(() => expect(admin.currentPath()).toBe('/admin'));
  });

  it("words INVALID_CREDENTIALS as 'We couldn't find an account' (product rules R8.4)", async () => {
    const user = userEvent.setup();
    renderDialog('signin', {
      'POST /api/auth/signin': {
        status: 401,
        body: { code: 'INVALID_CREDENTIALS', message: 'Wrong email or password.' },
      },
    });
    await signIn(user);
    expect(await screen.findByText('Sign in failed')).toBeInTheDocument();
    expect(
      screen.getByText(
        "We couldn't find an account with that email and password combination. Please double-check your credentials and try again.",
      ),
    ).toBeInTheDocument();
  });

  it('shows the server message otherwise (rate limit)', async () => {
    const user = userEvent.setup();
    const message = 'Too many attempts. Please wait a few minutes and try again.';
    renderDialog('signin', {
      'POST /api/auth/signin': { status: 429, body: { message, code: 'RATE_LIMITED' } },
    });
    await signIn(user);
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('retries a lost connection after 1 s and 2 s, then succeeds', async () => {
    const user = userEvent.setup();
    let attempts = 0;
    const { api } = renderDialog('signin', {
      'POST /api/auth/signin': () => (++attempts < 3 ? connectionLost() : signedInReply()),
    });
    await fillSignIn(user);
    submitWithFakeTimers('Sign In');
    await act(() => vi.advanceTimersByTimeAsync(0));
    const calls = () => api.callsTo('POST /api/auth/signin').length;
    expect(calls()).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(999));
    expect(calls()).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(calls()).toBe(2);
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(calls()).toBe(3);
    expect(screen.getByText('Welcome back!')).toBeInTheDocument();
  });
});

describe('sign-up', () => {
  it('retries a lost connection 3 times (1 s, 2 s, 4 s), then explains', async () => {
    const user = userEvent.setup();
    const { api } = renderDialog('signup', { 'POST /api/auth/signup': connectionLost() });
    await fillSignUp(user);
    submitWithFakeTimers('Create Account');
    await act(() => vi.advanceTimersByTimeAsync(0));
    const calls = () => api.callsTo('POST /api/auth/signup').length;
    expect(calls()).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(calls()).toBe(2);
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(calls()).toBe(3);
    await act(() => vi.advanceTimersByTimeAsync(3_999));
    expect(calls()).toBe(3);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(calls()).toBe(4);
    // No fourth retry; the toast (open for 5 s) says what happened.
    await act(() => vi.advanceTimersByTimeAsync(4_500));
    expect(calls()).toBe(4);
    expect(screen.getByText('Sign up failed')).toBeInTheDocument();
    expect(
      screen.getByText(
        "Connection issue detected. We're automatically retrying. Please check your internet connection.",
      ),
    ).toBeInTheDocument();
  });

  it('never retries ACCOUNT_EXISTS, and suggests signing in', async () => {
    const user = userEvent.setup();
    const { api } = renderDialog('signup', {
      'POST /api/auth/signup': {
        status: 409,
        body: { code: 'ACCOUNT_EXISTS', message: 'Taken' },
      },
    });
    await signUp(user);
    expect(await screen.findByText('Sign up failed')).toBeInTheDocument();
    expect(
      screen.getByText(
        'An account with this email already exists. Try signing in instead or use a different email.',
      ),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /api/auth/signup')).toHaveLength(1);
  });

  it('moves to the verification step with the email kept', async () => {
    const user = userEvent.setup();
    const { api } = renderDialog('signup', {
      'POST /api/auth/signup': {
        body: { message: 'Verification code sent', email: 'ada@example.com' },
      },
    });
    await signUp(user);
    expect(await screen.findByRole('dialog', { name: 'Verify Your Email' })).toBeInTheDocument();
    expect(screen.getByText('Check Your Email! 📧')).toBeInTheDocument();
    expect(
      screen.getByText('We sent you a verification code to complete signup.'),
    ).toBeInTheDocument();
    expect(screen.getAllByText('ada@example.com').length).toBeGreaterThan(0);
    expect(api.callsTo('POST /api/auth/signup')[0]?.body).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      password: 'secret1',
    });
  });

  it("keeps what was typed when 'Start over' leaves the code step", async () => {
    const user = userEvent.setup();
    renderDialog('signup', {
      'POST /api/auth/signup': {
        body: { message: 'Verification code sent', email: 'ada@example.com' },
      },
    });
    await signUp(user);
    await screen.findByRole('dialog', { name: 'Verify Your Email' });
    await user.click(screen.getByRole('button', { name: 'Start over' }));
    expect(await screen.findByLabelText('Full Name')).toHaveValue('Ada Lovelace');
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
    expect(screen.getByLabelText('Password')).toHaveValue('secret1');
  });

  it('treats an unexpected answer as the verification step, and only logs it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const user = userEvent.setup();
    renderDialog('signup', { 'POST /api/auth/signup': { body: { ok: true } } });
    await signUp(user);
    expect(await screen.findByRole('dialog', { name: 'Verify Your Email' })).toBeInTheDocument();
    expect(warn).toHaveBeenCalled();
  });

  it('goes straight to the goal step when the answer carries a user', async () => {
    const user = userEvent.setup();
    renderDialog('signup', {
      'POST /api/auth/signup': signedInReply(),
      'GET /api/goal-templates': { body: [] },
    });
    await signUp(user);
    expect(
      await screen.findByRole('dialog', { name: 'Choose Your Speaking Goal' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Welcome! 🎉')).toBeInTheDocument();
    expect(screen.getByText("Let's set up your speaking goal to get started.")).toBeInTheDocument();
  });
});
