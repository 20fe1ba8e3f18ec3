import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { healthResponseSchema } from '@shared/api/health';
import { APP_VERSION } from '../../lib/version';
import { startTestServer, type TestServer } from '../../test/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

describe('GET /api/health', () => {
  it('reports the database mode, the queue, the speech engine and the version', async () => {
    const response = await server.request('/api/health');
    expect(response.status).toBe(200);
    const body = healthResponseSchema.parse(await response.json());
    expect(body.status).toBe('ok');
    expect(body.version).toBe(APP_VERSION);
    expect(body.role).toBe('all');
    expect(body.database).toEqual({
      mode: process.env.DATABASE_URL ? 'postgres' : 'embedded',
      ok: true,
    });
    expect(body.queue).toEqual({ ok: true, name: 'pg-boss' });
    expect(body.speech.engine).toBe('pocketsphinx');
    expect(body.speech.capabilities).toContain('word-timestamps');
  });

  it('needs no session and creates none', async () => {
    const response = await server.request('/api/health');
    expect(response.headers.get('x-session-id')).toBeNull();
    expect(response.headers.get('set-cookie')).toBeNull();
  });
});

describe('POST /api/health/queue', () => {
  it('sends a job through pg-boss and returns the worker that completed it', async () => {
    const response = await server.request('/api/health/queue', { method: 'POST' });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.jobId).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.worker).toMatchObject({ pid: process.pid, role: 'all' });
  });
});
