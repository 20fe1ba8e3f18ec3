import { vi } from 'vitest';

/*
 * A fake server for component tests: routes keyed 'METHOD /path' answer with
 * JSON, a status, or a thrown error (a lost connection). A '*' in a key stands for one
 * path segment ('PUT /api/live-sessions/s1/pieces/*'). Every call is kept, so a test can
 * read what the screen sent.
 */

export type FakeReply = { status?: number; body?: unknown; headers?: Record<string, string> };
export type FakeCall = {
  method: string;
  path: string;
  body: unknown;
  /** The body as sent when it is not JSON (a Blob, say). */
  raw?: unknown;
  headers?: Headers;
};
type FakeHandler = (call: FakeCall) => FakeReply | Error | Promise<FakeReply | Error>;
export type FakeRoutes = Record<string, FakeReply | Error | FakeHandler>;

/** The error a browser throws when the request never reaches the server. */
export function connectionLost(): TypeError {
  return new TypeError('Failed to fetch');
}

function segmentPattern(key: string): RegExp {
  const escaped = key.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]+');
  return new RegExp(`^${escaped}$`);
}

const unhandled: string[] = [];

/**
 * The requests no fake route answered since the last call, cleared. The test set-up fails a
 * test that made any, so a screen calling an endpoint its test did not expect is caught.
 */
export function takeUnhandledRequests(): string[] {
  return unhandled.splice(0);
}

function findRoute(routes: FakeRoutes, key: string) {
  if (routes[key] !== undefined) return routes[key];
  const wildcard = Object.keys(routes).find(
    (candidate) => candidate.includes('*') && segmentPattern(candidate).test(key),
  );
  return wildcard === undefined ? undefined : routes[wildcard];
}

export function fakeApi(routes: FakeRoutes) {
  const calls: FakeCall[] = [];
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const path = String(input);
    const method = init?.method ?? 'GET';
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const call: FakeCall = {
      method,
      path,
      body,
      raw: typeof init?.body === 'string' ? undefined : init?.body,
      headers: new Headers(init?.headers),
    };
    calls.push(call);
    const route = findRoute(routes, `${method} ${path}`);
    if (route === undefined) {
      // As MSW's onUnhandledRequest 'error': a request no test expected fails the test.
      unhandled.push(`${method} ${path}`);
      return Response.json({ message: `No fake route for ${method} ${path}` }, { status: 404 });
    }
    const reply = typeof route === 'function' ? await route(call) : route;
    if (reply instanceof Error) throw reply;
    // A 204 has no body; Response refuses to build one with a body.
    if (reply.status === 204)
      return new Response(null, { status: 204, headers: reply.headers ?? {} });
    return Response.json(reply.body ?? {}, {
      status: reply.status ?? 200,
      headers: reply.headers ?? {},
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    fetchMock,
    /** The calls made to one route, e.g. 'POST /api/auth/signin'. */
    callsTo: (key: string) => calls.filter((call) => `${call.method} ${call.path}` === key),
  };
}
