import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTE_LIST } from '@shared/api/contract';
import { startTestServer, type TestServer } from '../test/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { DEV_TOOLS: 'true' } });
});
afterAll(() => server?.close());

/** '/api/recordings/{id}' (OpenAPI) as '/api/recordings/:id' (Fastify, the contract). */
const fastifyPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

describe('the API contract and the server', () => {
  it('serves every route of the contract, with its method', () => {
    const missing = ROUTE_LIST.filter(
      (route) => !server.app.hasRoute({ method: route.method, url: route.path }),
    ).map((route) => `${route.method} ${route.path}`);
    expect(missing).toEqual([]);
  });

  it('documents no API route the contract leaves out', async () => {
    const spec = (await (await server.request('/api/docs/json')).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    const inContract = new Set(ROUTE_LIST.map((route) => `${route.method} ${route.path}`));
    // The local Stripe's checkout pages (test mode) stand in for Stripe's site: not our API.
    const documented = Object.entries(spec.paths)
      .filter(([path]) => path.startsWith('/api/'))
      .flatMap(([path, operations]) =>
        Object.keys(operations).map((method) => `${method.toUpperCase()} ${fastifyPath(path)}`),
      );
    expect(documented.length).toBeGreaterThan(50);
    expect(documented.filter((route) => !inContract.has(route))).toEqual([]);
  });
});
