import type { PublicUser } from '@shared/auth/user';
import { signedIn } from '@client/test/factories';
import { fakeApi, type FakeRoutes } from '@client/test/fake-api';
import { renderWithProviders } from '@client/test/render';
import { coachDashboardRoutes } from '@client/test/screen-routes';
import { CoachDashboardPage } from '../coach-dashboard-page';

export const COACH: Partial<PublicUser> = {
  name: 'Maya Coach',
  email: 'maya@example.com',
  userRole: 'coach',
};

/** The coach dashboard against the fake server, `routes` over the defaults. */
export function renderCoachDashboard({
  routes = {},
  path = '/coach-dashboard',
}: { routes?: FakeRoutes; path?: string } = {}) {
  const me = signedIn(COACH);
  const api = fakeApi({ 'GET /api/auth/me': { body: me }, ...coachDashboardRoutes(), ...routes });
  const view = renderWithProviders(<CoachDashboardPage />, { path, me });
  return { ...view, api };
}
