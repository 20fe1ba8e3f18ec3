import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@shared/product';
import { signedIn } from '@client/test/factories';
import { fakeApi, type FakeRoutes } from '@client/test/fake-api';
import { renderWithProviders } from '@client/test/render';
import { DeleteAccountCard, isDeleteConfirmed } from './delete-account-card';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function renderCard(routes: FakeRoutes = {}) {
  const api = fakeApi(routes);
  const view = renderWithProviders(<DeleteAccountCard />, { path: '/settings', me: signedIn() });
  return { ...view, api };
}

async function openAndType(user: ReturnType<typeof userEvent.setup>, word: string) {
  await user.click(screen.getByRole('button', { name: 'Delete Account' }));
  const input = screen.getByLabelText(/Type delete to confirm/);
  await user.type(input, word);
}

describe('account deletion', () => {
  it("accepts 'delete' in any case, and nothing else", () => {
    expect(isDeleteConfirmed('delete')).toBe(true);
    expect(isDeleteConfirmed(' DeLeTe ')).toBe(true);
    expect(isDeleteConfirmed('delet')).toBe(false);
    expect(isDeleteConfirmed('')).toBe(false);
  });

  it("toasts 'Confirmation Required' and sends nothing without the word", async () => {
    const user = userEvent.setup();
    const { api } = renderCard();
    await openAndType(user, 'remove');
    await user.click(screen.getByRole('button', { name: 'Delete My Account' }));
    expect(await screen.findByText('Confirmation Required')).toBeInTheDocument();
    expect(
      screen.getByText("Please type 'delete' to confirm account deletion."),
    ).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it("deletes, toasts 'Account Deleted' and goes home after 2 s", async () => {
    window.localStorage.setItem(STORAGE_KEYS.user, '{"id":"u1"}');
    const user = userEvent.setup();
    const { api, currentPath } = renderCard({
      'DELETE /api/auth/account': { body: { message: 'Your account has been deleted.' } },
      'GET /api/auth/me': { body: { user: null, sessionId: null, isFirstTime: false } },
    });
    await openAndType(user, 'DELETE');
    vi.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Delete My Account' }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(api.callsTo('DELETE /api/auth/account')).toHaveLength(1);
    expect(screen.getByText('Account Deleted')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1_999));
    expect(currentPath()).toBe('/settings');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(currentPath()).toBe('/');
    expect(window.localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
  });

  it("toasts 'Deletion Failed' with the fallback", async () => {
    const user = userEvent.setup();
    const { currentPath } = renderCard({
      'DELETE /api/auth/account': new TypeError('Failed to fetch'),
    });
    await openAndType(user, 'delete');
    await user.click(screen.getByRole('button', { name: 'Delete My Account' }));
    expect(await screen.findByText('Deletion Failed')).toBeInTheDocument();
    expect(screen.getByText('Failed to delete account. Please try again.')).toBeInTheDocument();
    expect(currentPath()).toBe('/settings');
  });
});
