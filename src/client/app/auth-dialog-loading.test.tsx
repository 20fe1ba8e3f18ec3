import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { GUEST_RESPONSE, signedIn } from '@client/test/factories';
import { renderApp } from '@client/app/testing/render-app';

/** How many times the dialog's chunk was loaded: its module runs once, when first imported. */
const loads = vi.hoisted(() => ({ count: 0 }));
vi.mock('@client/features/auth/auth-dialog', async (importOriginal) => {
  loads.count += 1;
  return importOriginal();
});

/** A new page: the app's modules, the dialog's store and its chunk as on a first load. */
async function freshApp() {
  vi.resetModules();
  loads.count = 0;
  return {
    ...(await import('@client/app/testing/render-app')),
    ...(await import('@client/hooks/use-auth-dialog')),
  };
}

describe("the sign-in dialog's code (decision 194)", () => {
  it('loads when a guest points at Login, and the dialog then opens', async () => {
    const user = userEvent.setup();
    renderApp('/features', { me: GUEST_RESPONSE });
    const login = await screen.findByRole('button', { name: 'Login' });
    expect(loads.count).toBe(0);
    await user.hover(login);
    await waitFor(() => expect(loads.count).toBe(1));
    await user.click(login);
    expect(await screen.findByRole('dialog', { name: 'Welcome Back' })).toBeInTheDocument();
  });

  it('never loads for a signed-in person, even when something asks for it', async () => {
    const { renderApp, wantAuthDialog } = await freshApp();
    renderApp('/features', { me: signedIn({ name: 'Grace Hopper' }) });
    await screen.findByRole('button', { name: /^Account menu for Grace Hopper/ });
    await act(async () => wantAuthDialog());
    // A load would have started in the effect that just ran; give its import a turn.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(loads.count).toBe(0);
  });
});
