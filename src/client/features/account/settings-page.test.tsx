import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PublicUser } from '@shared/auth/user';
import { buildSubscriptionStatus } from '@client/test/billing-factories';
import { buildUser, GUEST_RESPONSE, signedIn } from '@client/test/factories';
import { fakeApi, type FakeRoutes } from '@client/test/fake-api';
import { renderWithProviders } from '@client/test/render';
import { SettingsPage } from './settings-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

const ACCOUNT_TYPES = [
  'Admin Account',
  'Coach Account',
  'Premium Client Account',
  'Premium Account',
  'Basic Account',
];

function renderSettings(overrides: Partial<PublicUser> = {}, routes: FakeRoutes = {}) {
  const me = signedIn(overrides);
  const api = fakeApi({
    'GET /api/auth/me': { body: me },
    // The subscription card reads the user's own status (subscription-card.test.tsx is about it).
    'GET /api/subscription-status': {
      body: buildSubscriptionStatus({ status: me.user?.subscriptionStatus }),
    },
    'GET /api/user/filler-exceptions': { body: [] },
    ...routes,
  });
  const view = renderWithProviders(<SettingsPage />, { path: '/settings', me });
  return { ...view, api };
}

describe('settings page', () => {
  it('asks a guest to log in', () => {
    fakeApi({});
    renderWithProviders(<SettingsPage />, { path: '/settings', me: GUEST_RESPONSE });
    expect(screen.getByText('Please log in to access settings.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute(
      'href',
      '/?login=true&redirect=/settings',
    );
  });

  it.each([
    [{ isAdmin: true }, 'Admin Account'],
    [{ isAdmin: true, subscriptionStatus: 'active' }, 'Admin Account'],
    [{ userRole: 'coach' }, 'Coach Account'],
    [{ userRole: 'user', originalRole: 'coach', isInSwitchedMode: true }, 'Coach Account'],
    [
      { userRole: 'client', coach: { name: 'Coach Carter', email: 'c@example.com' } },
      'Premium Client Account',
    ],
    [{ subscriptionStatus: 'active' }, 'Premium Account'],
    [{ subscriptionStatus: 'canceling' }, 'Premium Account'],
    [{ subscriptionStatus: 'expired' }, 'Basic Account'],
    [{}, 'Basic Account'],
  ] as const)('%j shows exactly one account badge: %s', (overrides, badge) => {
    renderSettings(overrides);
    expect(screen.getByText('Verified Account')).toBeInTheDocument();
    const shown = ACCOUNT_TYPES.filter((type) => screen.queryByText(type));
    expect(shown).toEqual([badge]);
  });

  it("shows 'Your Coach' to clients only", () => {
    const { unmount } = renderSettings({
      userRole: 'client',
      coach: { name: 'Coach Carter', email: 'carter@example.com' },
    });
    const card = screen.getByRole('heading', { name: 'Your Coach' }).closest('div')!.parentElement!;
    expect(within(card).getByText('Coach Carter')).toBeInTheDocument();
    expect(within(card).getByText('carter@example.com')).toBeInTheDocument();
    unmount();
    renderSettings();
    expect(screen.queryByRole('heading', { name: 'Your Coach' })).not.toBeInTheDocument();
  });

  it('states plainly what is kept and that nothing trains a model', () => {
    renderSettings();
    expect(
      screen.getByText(/keeps the audio or video file of each recording, encrypted/),
    ).toBeInTheDocument();
    expect(screen.getByText(/transcript and scores/)).toBeInTheDocument();
    expect(screen.getByText(/never used to train/)).toBeInTheDocument();
  });
});

describe('account information', () => {
  const updated = (user: Partial<PublicUser>, pendingEmail: string | null = null) => ({
    body: { user: buildUser(user), message: 'Profile updated', pendingEmail },
  });

  it("toasts 'No Changes' when nothing changed, and sends nothing", async () => {
    const user = userEvent.setup();
    const { api } = renderSettings();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.type(screen.getByLabelText('Name'), '   ');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('No Changes')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/auth/profile')).toHaveLength(0);
  });

  it('sends only the changed, trimmed name', async () => {
    const user = userEvent.setup();
    const { api } = renderSettings({}, { 'PUT /api/auth/profile': updated({ name: 'Ada King' }) });
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.clear(screen.getByLabelText('Name'));
    await user.type(screen.getByLabelText('Name'), '  Ada King ');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Profile Updated')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/auth/profile')[0]?.body).toEqual({ name: 'Ada King' });
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
  });

  it('validates the email on change', async () => {
    const user = userEvent.setup();
    renderSettings();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.type(screen.getByLabelText('Email'), '@@');
    expect(screen.getByText('Invalid email address')).toBeInTheDocument();
  });

  it('confirms a new email with the code sent to it', async () => {
    const user = userEvent.setup();
    const { api } = renderSettings(
      {},
      {
        'PUT /api/auth/profile': updated({}, 'new@example.com'),
        'POST /api/auth/verify-email-change': {
          body: { user: buildUser({ email: 'new@example.com' }), message: 'Email updated' },
        },
      },
    );
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'new@example.com');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(api.callsTo('PUT /api/auth/profile')[0]?.body).toEqual({ email: 'new@example.com' });
    // Nothing is "updated" before the code is entered.
    expect(await screen.findByText('Check Your New Email')).toBeInTheDocument();
    expect(
      screen.getByText('Enter the code we sent to new@example.com to change your email.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Profile Updated')).not.toBeInTheDocument();

    const form = await screen.findByRole('form', { name: 'Confirm your new email' });
    const confirm = within(form).getByRole('button', { name: 'Confirm Email' });
    expect(confirm).toBeDisabled();
    await user.type(within(form).getByLabelText('Verification code'), '12x3456');
    await user.click(confirm);
    expect(api.callsTo('POST /api/auth/verify-email-change')[0]?.body).toEqual({ code: '123456' });
    expect(await screen.findByText('Email updated')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Confirm your new email' })).not.toBeInTheDocument();
  });

  it("toasts 'Update Failed' with the server message or the fallback", async () => {
    const user = userEvent.setup();
    renderSettings({}, { 'PUT /api/auth/profile': { status: 500, body: 'oops' } });
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.type(screen.getByLabelText('Name'), ' Jr');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Update Failed')).toBeInTheDocument();
    expect(screen.getByText('Failed to update profile. Please try again.')).toBeInTheDocument();
  });

  it('turns on "Delete my audio after analysis" with its switch, and says what it means', async () => {
    const user = userEvent.setup();
    const after = signedIn({ deleteAudioAfterAnalysis: true });
    const { api } = renderSettings(
      {},
      {
        'PATCH /api/auth/preferences': {
          body: { user: after.user, message: 'Your audio and video will be deleted.' },
        },
      },
    );
    const toggle = screen.getByRole('switch', { name: 'Delete my audio after analysis' });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByText(/keeps the audio or video file of each recording/)).toBeInTheDocument();
    await user.click(toggle);
    expect(api.callsTo('PATCH /api/auth/preferences')[0]?.body).toEqual({
      deleteAudioAfterAnalysis: true,
    });
    expect(await screen.findByText('Privacy Setting Saved')).toBeInTheDocument();
  });

  it('turns off "Coaching emails" for a client (decision 146); a user without a coach has no such switch', async () => {
    const user = userEvent.setup();
    const client = { userRole: 'client' as const, isCoachManaged: true };
    const after = signedIn({ ...client, coachingEmails: false });
    const { api } = renderSettings(client, {
      'PATCH /api/auth/preferences': {
        body: { user: after.user, message: 'You will no longer get coaching emails.' },
      },
    });
    const toggle = screen.getByRole('switch', { name: 'Coaching emails' });
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByText(/your coach gives you a new assignment/)).toBeInTheDocument();
    await user.click(toggle);
    expect(api.callsTo('PATCH /api/auth/preferences')[0]?.body).toEqual({ coachingEmails: false });
    expect(await screen.findByText('Email Setting Saved')).toBeInTheDocument();
  });

  it('shows no "Coaching emails" switch to someone without a coach', () => {
    renderSettings();
    expect(screen.queryByRole('switch', { name: 'Coaching emails' })).not.toBeInTheDocument();
  });
});

describe("words that aren't fillers (product rules R11.10)", () => {
  const RULE = {
    id: '5b3c7a2e-1f4d-4c6b-9e8a-2d1f0c9b8a71',
    word: 'like',
    previousWord: 'i',
    createdAt: '2026-03-14T09:30:00.000Z',
  };

  it('says when there are none', async () => {
    renderSettings();
    expect(await screen.findByText(/None yet/)).toBeInTheDocument();
  });

  it('shows each rule in words, removes one, and clears all after confirming', async () => {
    const user = userEvent.setup();
    const { api } = renderSettings(
      {},
      {
        'GET /api/user/filler-exceptions': { body: [RULE] },
        [`DELETE /api/user/filler-exceptions/${RULE.id}`]: { status: 204 },
        'DELETE /api/user/filler-exceptions': { status: 204 },
      },
    );
    expect(await screen.findByText('\u201clike\u201d after \u201cI\u201d')).toBeInTheDocument();
    await user.click(
      screen.getByRole('button', { name: 'Remove \u201clike\u201d after \u201cI\u201d' }),
    );
    expect(api.callsTo(`DELETE /api/user/filler-exceptions/${RULE.id}`)).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    const dialog = await screen.findByRole('dialog');
    expect(api.callsTo('DELETE /api/user/filler-exceptions')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Clear all' }));
    expect(api.callsTo('DELETE /api/user/filler-exceptions')).toHaveLength(1);
  });
});
