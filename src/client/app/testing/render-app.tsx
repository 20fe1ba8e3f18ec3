import { render } from '@testing-library/react';
import { vi } from 'vitest';
import { memoryLocation } from 'wouter/memory-location';
import type { CurrentUserResponse } from '@shared/auth/user';
import { App } from '@client/app/app';
import { createQueryClient } from '@client/lib/query-client';

type RenderAppOptions = {
  /** What GET /api/auth/me answers; a never-settling promise keeps auth loading. */
  me: CurrentUserResponse | Promise<never>;
};

/**
 * Renders the whole app at `path` against a fake server that only knows
 * /api/auth/me. Returns the in-memory location so tests can read redirects.
 */
export function renderApp(path: string, { me }: RenderAppOptions) {
  const fetchMock = vi.fn<typeof fetch>(async (input) => {
    if (String(input) === '/api/auth/me') {
      const body = await me;
      return new Response(JSON.stringify(body), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }
    return new Response('Not found', { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  const location = memoryLocation({ path, record: true });
  const view = render(<App queryClient={createQueryClient()} locationHook={location.hook} />);
  const currentPath = () => location.history.at(-1);
  return { ...view, location, currentPath, fetchMock };
}
