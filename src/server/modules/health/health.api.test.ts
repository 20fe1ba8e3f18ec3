import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES } from '@shared/admin/schemas';
import { healthResponseSchema } from '@shared/api/health';
import { APP_VERSION } from '../../lib/version';
import { errorMessage } from '../../test/auth-helpers';
import { signedInUser } from '../../test/recording-helpers';
import { startTestServer, type TestServer } from '../../test/test-server';

/** whisper.cpp's weightless test model (shared/models), beside the repository. */
const TEST_MODEL = fileURLToPath(
  new URL('../../../../../shared/models/for-tests-ggml-tiny.en.bin', import.meta.url),
);

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
    // No whisper model in the fresh data folder, and SPEECH_ENGINE unset: the offline default.
    expect(body.speech).toEqual({
      engine: 'pocketsphinx',
      model: null,
      label: 'Offline engine: approximate transcript',
      capabilities: ['offline', 'word-timestamps', 'word-confidence'],
    });
  });

  it('needs no login and creates none', async () => {
    const response = await server.request('/api/health');
    expect(response.headers.get('set-cookie')).toBeNull();
  });
});

describe.skipIf(!fs.existsSync(TEST_MODEL))('GET /api/health with SPEECH_ENGINE=whisper', () => {
  it('names whisper and the model its file holds', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cadence-health-whisper-'));
    const model = path.join(dir, 'ggml-tiny.en.bin');
    fs.copyFileSync(TEST_MODEL, model);
    const whisper = await startTestServer({
      env: { SPEECH_ENGINE: 'whisper', WHISPER_MODEL: model },
    });
    try {
      const body = healthResponseSchema.parse(await (await whisper.request('/api/health')).json());
      expect(body.speech).toMatchObject({
        engine: 'whisper',
        model: 'tiny.en',
        label: 'Whisper tiny.en (offline)',
      });
      expect(body.speech.capabilities).toContain('punctuation');
    } finally {
      await whisper.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('POST /api/health/queue', () => {
  const probe = (session?: string) =>
    server.request('/api/health/queue', { method: 'POST', ...(session ? { session } : {}) });

  it('sends a job through pg-boss and returns the worker that completed it, for an admin', async () => {
    const { session } = await signedInUser(server, { isAdmin: true });
    const response = await probe(session);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.jobId).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.worker).toMatchObject({ pid: process.pid, role: 'all' });
  });

  it('asks a guest to sign in', async () => {
    expect(await errorMessage(await probe(), 401)).toBe(ADMIN_MESSAGES.signIn);
  });

  it('refuses anyone but an admin', async () => {
    const { session } = await signedInUser(server);
    const response = await probe(session);
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({
      code: 'ADMIN_REQUIRED',
      message: ADMIN_MESSAGES.required,
    });
  });
});
