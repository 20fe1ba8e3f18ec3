import type { PublicUser } from '@shared/auth/user';
import { buildClientResult, buildCoachClient } from '@client/test/coach-factories';
import { signedIn } from '@client/test/factories';
import { fakeApi, type FakeRoutes } from '@client/test/fake-api';
import { renderWithProviders } from '@client/test/render';
import { CoachDashboardPage } from '../coach-dashboard-page';

export const COACH: Partial<PublicUser> = {
  name: 'Maya Coach',
  email: 'maya@example.com',
  userRole: 'coach',
};

/** What the coach dashboard reads: one active client with three sessions. */
export function coachRoutes(): FakeRoutes {
  return {
    'GET /api/coach/clients': { body: [buildCoachClient()] },
    'GET /api/coach/client-results': { body: [buildClientResult()] },
  };
}

/** The coach dashboard against the fake server, `routes` over the defaults. */
export function renderCoachDashboard({ routes = {} }: { routes?: FakeRoutes } = {}) {
  const me = signedIn(COACH);
  const api = fakeApi({ 'GET /api/auth/me': { body: me }, ...coachRoutes(), ...routes });
  const view = renderWithProviders(<CoachDashboardPage />, { path: '/coach-dashboard', me });
  return { ...view, api };
}
