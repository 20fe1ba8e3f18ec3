import type { CurrentUserResponse } from '@shared/auth/user';
import { buildAdminStats } from '@client/test/admin-factories';
import { signedIn } from '@client/test/factories';
import { fakeApi, type FakeRoutes } from '@client/test/fake-api';
import { renderWithProviders } from '@client/test/render';
import { AdminDashboardPage } from '../admin-dashboard-page';

export const ADMIN = signedIn({ name: 'Root Admin', email: 'root@example.com', isAdmin: true });

/** The admin dashboard against the fake server, `routes` over a stats answer. */
export function renderAdminDashboard({
  routes = {},
  me = ADMIN,
}: { routes?: FakeRoutes; me?: CurrentUserResponse } = {}) {
  const api = fakeApi({
    'GET /api/auth/me': { body: me },
    'GET /api/admin/stats': { body: buildAdminStats() },
    ...routes,
  });
  const view = renderWithProviders(<AdminDashboardPage />, { path: '/admin', me });
  return { ...view, api };
}
