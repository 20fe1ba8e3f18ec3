import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '../lib/app-error';
import { startTestServer, type TestServer } from '../test/test-server';
import { errorResponses } from './error-responses';
import { takeUndeclaredErrors } from './undeclared-errors';

/*
 * The check behind every API test: a route that answers an error code it did not declare
 * (errorResponses in its schema) and that is not common to routes like it fails the test.
 */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    extend(app) {
      app.get(
        '/api/test/declared',
        { schema: { response: { 200: z.object({}), ...errorResponses('LIVE_SESSION_CLOSED') } } },
        async () => {
          throw new AppError('LIVE_SESSION_CLOSED', 'Closed', { liveSessionId: 'abc' });
        },
      );
      app.get('/api/test/undeclared', async () => {
        throw new AppError('PIECE_OUT_OF_ORDER', 'Out of order', { expected: 2 });
      });
      app.get('/api/test/crash', async () => {
        throw new Error('unexpected');
      });
      app.get('/api/test/validation-without-input', async () => {
        throw new AppError('VALIDATION_FAILED', 'Nothing to validate here');
      });
      app.post(
        '/api/test/validated',
        { schema: { body: z.object({ name: z.string() }) } },
        async () => ({ ok: true }),
      );
      app.get('/api/test/wrong-status', async (_request, reply) =>
        reply.status(400).send({ message: 'Missing', code: 'NOT_FOUND' }),
      );
      app.get('/api/test/unknown-code', async (_request, reply) =>
        reply.status(418).send({ message: 'Teapot', code: 'TEAPOT' }),
      );
    },
  });
});
afterAll(() => server?.close());

describe('declared error codes', () => {
  it('lets a declared code through, with its details', async () => {
    const response = await server.request('/api/test/declared');
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      message: 'Closed',
      code: 'LIVE_SESSION_CLOSED',
      liveSessionId: 'abc',
    });
  });

  it('lets the common codes through: INTERNAL anywhere, VALIDATION_FAILED where there is input', async () => {
    expect((await server.request('/api/test/crash')).status).toBe(500);
    const invalid = await server.request('/api/test/validated', { method: 'POST', json: {} });
    expect(invalid.status).toBe(400);
    expect((await invalid.json()).code).toBe('VALIDATION_FAILED');
  });

  it('fails the request of a test when a route answers a code it did not declare', async () => {
    await expect(server.request('/api/test/undeclared')).rejects.toThrow(
      'GET /api/test/undeclared (/api/test/undeclared) answered PIECE_OUT_OF_ORDER, which is not declared by the route',
    );
    await expect(server.request('/api/test/validation-without-input')).rejects.toThrow(
      /answered VALIDATION_FAILED, which is not declared/,
    );
  });

  it('fails on a code outside the catalogue, or with another status than the catalogue’s', async () => {
    await expect(server.request('/api/test/wrong-status')).rejects.toThrow(
      /answered NOT_FOUND, which was answered with status 400, but the catalogue says 404/,
    );
    await expect(server.request('/api/test/unknown-code')).rejects.toThrow(
      /answered TEAPOT, which is not in the catalogue/,
    );
  });

  it('keeps what reached the app without server.request, for close() to report', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/test/undeclared' });
    expect(response.statusCode).toBe(409);
    expect(takeUndeclaredErrors(server.app)).toMatchObject([
      { route: 'GET /api/test/undeclared', code: 'PIECE_OUT_OF_ORDER', status: 409 },
    ]);
  });

  it('does not check answers outside any route', async () => {
    expect((await server.request('/api/no-such-route')).status).toBe(404);
  });

  it('lists the declared codes in the OpenAPI document', async () => {
    const spec = await (await server.request('/api/docs/json')).json();
    const conflict = spec.paths['/api/test/declared'].get.responses['409'];
    expect(conflict.description).toContain('`LIVE_SESSION_CLOSED`: Live sessions:');
    expect(spec.info.description).toContain('any route may answer INTERNAL');
  });
});
