import { render } from '@testing-library/react';
import { memoryLocation } from 'wouter/memory-location';
import type { CurrentUserResponse } from '@shared/auth/user';
import { App } from '@client/app/app';
import { createQueryClient } from '@client/lib/query-client';
import { fakeApi, type FakeRoutes } from '@client/test/fake-api';

type RenderAppOptions = {
  /** What GET /api/auth/me answers; a never-settling promise keeps auth loading. */
  me: CurrentUserResponse | Promise<never>;
  /** Any other calls the screen under test makes. */
  routes?: FakeRoutes;
};

/**
 * Renders the whole app at `path` against a fake server. Returns the in-memory
 * location so tests can read redirects, and the fake server's record of calls.
 */
export function renderApp(path: string, { me, routes = {} }: RenderAppOptions) {
  const api = fakeApi({
    'GET /api/auth/me': async () => ({ body: await me }),
    ...routes,
  });
  const location = memoryLocation({ path, record: true });
  const view = render(<App queryClient={createQueryClient()} locationHook={location.hook} />);
  const currentPath = () => location.history?.at(-1);
  return { ...view, location, currentPath, fetchMock: api.fetchMock, api };
}
