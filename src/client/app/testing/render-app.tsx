import { render } from '@testing-library/react';
import { memoryLocation } from 'wouter/memory-location';
import type { CurrentUserResponse } from '@shared/auth/user';
import { App } from '@client/app/app';
import { createQueryClient } from '@client/lib/query-client';
import { fakeApi, type FakeRoutes } from '@client/test/fake-api';
import { shellRoutes, withDashboardSummary } from '@client/test/screen-routes';
import { NO_COMMENTS_ROUTE } from '@client/test/recording-factory';

type RenderAppOptions = {
  /** What GET /api/auth/me answers; a never-settling promise keeps auth loading. */
  me: CurrentUserResponse | Promise<never>;
  /**
   * What the screen under test reads (e.g. `dashboardRoutes()` from test/screen-routes) and any
   * other call it makes. The shell's own reads are answered already.
   */
  routes?: FakeRoutes;
};

/**
 * Renders the whole app at `path` against a fake server that answers the current user and
 * the shell's reads (the header's badge), `routes` over them. Returns the in-memory location
 * so tests can read redirects, and the fake server's record of calls.
 */
export function renderApp(path: string, { me, routes = {} }: RenderAppOptions) {
  const api = fakeApi(
    withDashboardSummary({
      'GET /api/auth/me': async () => ({ body: await me }),
      ...shellRoutes(),
      ...NO_COMMENTS_ROUTE,
      ...routes,
    }),
  );
  const location = memoryLocation({ path, record: true });
  const view = render(<App queryClient={createQueryClient()} locationHook={location.hook} />);
  const currentPath = () => location.history?.at(-1);
  return { ...view, location, currentPath, fetchMock: api.fetchMock, api };
}
