import type { ReactElement } from 'react';
import type { CurrentUserResponse } from '@shared/auth/user';
import { signedIn } from '@client/test/factories';
import { fakeApi, type FakeRoutes } from '@client/test/fake-api';
import { renderWithProviders } from '@client/test/render';
import { dashboardRoutes, withDashboardSummary } from '@client/test/screen-routes';

/** Renders a dashboard screen or section against the fake server, `routes` over the defaults. */
export function renderDashboard(
  ui: ReactElement,
  { routes = {}, me = signedIn() }: { routes?: FakeRoutes; me?: CurrentUserResponse } = {},
) {
  const api = fakeApi(withDashboardSummary({ ...dashboardRoutes(), ...routes }));
  const view = renderWithProviders(ui, { path: '/dashboard', me });
  return { ...view, api };
}
