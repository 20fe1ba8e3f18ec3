import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@shared/product';
import { GUEST_RESPONSE, signedIn } from '@client/test/factories';
import { RECORDING_ID, buildRecording } from '@client/test/recording-factory';
import {
  adminRoutes,
  coachDashboardRoutes,
  dashboardRoutes,
  settingsRoutes,
} from '@client/test/screen-routes';
import { renderApp } from '@client/app/testing/render-app';

afterEach(() => {
  vi.unstubAllGlobals();
});

async function findHeading(name: string | RegExp) {
  return screen.findByRole('heading', { level: 1, name });
}

describe('unknown routes', () => {
  it("shows 'Page Not Found' with a link home", async () => {
    renderApp('/no-such-page', { me: GUEST_RESPONSE });
    await findHeading('Page Not Found');
    expect(screen.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
  });
});

describe('header logo', () => {
  it('points a guest to /', async () => {
    renderApp('/features', { me: GUEST_RESPONSE });
    await findHeading('Features');
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Cadence' })).toHaveAttribute('href', '/');
  });

  it('points a signed-in user to /dashboard', async () => {
    renderApp('/features', { me: signedIn() });
    await findHeading('Features');
    const banner = screen.getByRole('banner');
    await waitFor(() =>
      expect(within(banner).getByRole('link', { name: 'Cadence' })).toHaveAttribute(
        'href',
        '/dashboard',
      ),
    );
  });
});

describe('home and login', () => {
  it('shows the landing page to a guest', async () => {
    renderApp('/', { me: GUEST_RESPONSE });
    await findHeading('Start Your Journey Free');
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
  });

  it('sends a signed-in user to the page named by redirect', async () => {
    const { currentPath } = renderApp('/?redirect=/settings', {
      me: signedIn(),
      routes: settingsRoutes(),
    });
    await findHeading('Settings');
    expect(currentPath()).toBe('/settings');
  });

  it('ignores a redirect to another site', async () => {
    const { currentPath } = renderApp('/?redirect=//evil.example', {
      me: signedIn(),
      routes: dashboardRoutes(),
    });
    await findHeading(/^Welcome/);
    expect(currentPath()).toBe('/dashboard');
  });

  it('shows a loading state while the current user is being read', () => {
    renderApp('/', { me: new Promise<never>(() => {}) });
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });

  it.each(['/', '/login'])('sends a coach from %s to /coach-dashboard', async (path) => {
    const { currentPath } = renderApp(path, {
      me: signedIn({ userRole: 'coach' }),
      routes: coachDashboardRoutes(),
    });
    await findHeading('Coach Dashboard');
    expect(currentPath()).toBe('/coach-dashboard');
  });

  it('treats a coach previewing as premium (originalRole coach) as a coach', async () => {
    const me = signedIn({ userRole: 'user', originalRole: 'coach', isInSwitchedMode: true });
    const { currentPath } = renderApp('/', { me, routes: coachDashboardRoutes() });
    await findHeading('Coach Dashboard');
    expect(currentPath()).toBe('/coach-dashboard');
  });

  it.each([
    ['an admin', { isAdmin: true }],
    ['an admin who also coaches', { isAdmin: true, userRole: 'coach' as const }],
  ])('sends %s from / to /admin', async (_who, roles) => {
    const { currentPath } = renderApp('/', {
      me: signedIn(roles),
      routes: adminRoutes(),
    });
    await findHeading('Admin Dashboard');
    expect(currentPath()).toBe('/admin');
  });

  it('sends any other signed-in user to /dashboard', async () => {
    const { currentPath } = renderApp('/login', {
      me: signedIn({ userRole: 'client' }),
      routes: dashboardRoutes(),
    });
    await findHeading(/^Welcome/);
    expect(currentPath()).toBe('/dashboard');
  });
});

describe('dashboard', () => {
  it('tells a guest to log in, with a link home', async () => {
    const { currentPath } = renderApp('/dashboard', { me: GUEST_RESPONSE });
    expect(await screen.findByText('Please log in to view your dashboard.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to home' })).toHaveAttribute('href', '/');
    expect(currentPath()).toBe('/dashboard');
  });

  it.each(['/dashboard?subscription=success', '/dashboard?session_id=cs_test_123'])(
    'lets a guest back from payment stay on %s',
    async (path) => {
      const { currentPath } = renderApp(path, { me: GUEST_RESPONSE });
      await findHeading('Processing your subscription...');
      expect(currentPath()).toBe(path);
    },
  );

  it('shows the dashboard to a signed-in user', async () => {
    renderApp('/dashboard', { me: signedIn(), routes: dashboardRoutes() });
    await findHeading(/^Welcome/);
  });

  it('puts the forced password change over it when the account needs one', async () => {
    renderApp('/dashboard', {
      me: signedIn({ requiresPasswordChange: true }),
      routes: dashboardRoutes(),
    });
    expect(await screen.findByRole('dialog', { name: 'Change Your Password' })).toBeInTheDocument();
  });
});

describe('coach dashboard', () => {
  it('sends a guest home', async () => {
    const { currentPath } = renderApp('/coach-dashboard', { me: GUEST_RESPONSE });
    await findHeading('Start Your Journey Free');
    expect(currentPath()).toBe('/');
  });

  it('sends a signed-in non-coach to /dashboard', async () => {
    const { currentPath } = renderApp('/coach-dashboard', {
      me: signedIn(),
      routes: dashboardRoutes(),
    });
    await findHeading(/^Welcome/);
    expect(currentPath()).toBe('/dashboard');
  });
});

describe('recordings', () => {
  it('sends a guest from /recordings home', async () => {
    const { currentPath } = renderApp('/recordings', { me: GUEST_RESPONSE });
    await findHeading('Start Your Journey Free');
    expect(currentPath()).toBe('/');
  });

  it('sends a guest from /recordings/{id} to /?redirect=/recordings/{id}, with sign-in open', async () => {
    const { currentPath } = renderApp('/recordings/rec-42', { me: GUEST_RESPONSE });
    expect(await screen.findByRole('dialog', { name: 'Welcome Back' })).toBeInTheDocument();
    expect(currentPath()).toBe('/?redirect=/recordings/rec-42');
  });
});

describe('Select Your Voice, signed out (product rules R2.11)', () => {
  const PAGE = `/recordings/${RECORDING_ID}/select-speaker`;
  const SIGN_IN = `/signin?redirect=${encodeURIComponent(PAGE)}`;

  it("shows the page with a 'Sign In' button to /signin, and reads no recording", async () => {
    const { currentPath, api } = renderApp(PAGE, { me: GUEST_RESPONSE });
    await findHeading('Select Your Voice');
    expect(
      screen.getByText('Please sign in to choose your voice in this recording.'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', SIGN_IN);
    expect(currentPath()).toBe(PAGE);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.callsTo(`GET /api/recordings/${RECORDING_ID}`)).toHaveLength(0);
  });

  it('opens sign-in at /signin, and comes back to the page after signing in', async () => {
    const user = userEvent.setup();
    let me = GUEST_RESPONSE;
    const { currentPath } = renderApp(PAGE, {
      me,
      routes: {
        'GET /api/auth/me': () => ({ body: me }),
        'POST /api/auth/signin': () => {
          me = signedIn();
          return { body: { user: me.user, message: 'Signed in' } };
        },
        [`GET /api/recordings/${RECORDING_ID}`]: {
          body: buildRecording({
            analysisStatus: 'awaiting_speaker',
            speakerUtterances: [
              { speaker: 'A', text: 'Welcome everyone.', start: 0, end: 2 },
              { speaker: 'B', text: 'Thanks for having me.', start: 2, end: 4 },
            ],
          }),
        },
      },
    });
    await user.click(await screen.findByRole('link', { name: 'Sign In' }));
    const dialog = await screen.findByRole('dialog', { name: 'Welcome Back' });
    expect(currentPath()).toBe(SIGN_IN);
    await user.type(within(dialog).getByLabelText('Email'), 'ada@example.com');
    await user.type(within(dialog).getByLabelText('Password'), 'secret1');
    await user.click(within(dialog).getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('radio', { name: 'Speaker A' })).toBeInTheDocument();
    expect(currentPath()).toBe(PAGE);
  });

  it('sends a signed-in visitor of /signin to the redirect', async () => {
    const { currentPath } = renderApp(SIGN_IN, {
      me: signedIn(),
      routes: {
        [`GET /api/recordings/${RECORDING_ID}`]: {
          body: buildRecording({ analysisStatus: 'awaiting_speaker' }),
        },
      },
    });
    await findHeading('Select Your Voice');
    expect(currentPath()).toBe(PAGE);
  });
});

describe('login expiry', () => {
  it('drops the stored user when the server reports no user', async () => {
    window.localStorage.setItem(STORAGE_KEYS.user, JSON.stringify({ id: 'old-user' }));
    renderApp('/', { me: GUEST_RESPONSE });
    await findHeading('Start Your Journey Free');
    expect(window.localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
  });

  it('keeps the stored user while the server still knows them', async () => {
    window.localStorage.setItem(STORAGE_KEYS.user, JSON.stringify({ id: 'u1' }));
    renderApp('/features', { me: signedIn() });
    await findHeading('Features');
    expect(window.localStorage.getItem(STORAGE_KEYS.user)).not.toBeNull();
  });
});
