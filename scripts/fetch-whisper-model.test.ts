import { execFile } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { WHISPER_MODELS } from '../src/server/speech/engines/whisper-models';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const TEST_MODEL = path.resolve(repoRoot, '../shared/models/for-tests-ggml-tiny.en.bin');
// The tiny test model sits beside the project (../shared/models); a clone elsewhere has none.
describe.skipIf(!fs.existsSync(TEST_MODEL))('with the test model', () => {
  /** A model host that serves the weightless test model where base.en should be. */
  let server: http.Server;
  let endpoint: string;
  let requests = 0;
  beforeAll(async () => {
    const bytes = fs.readFileSync(TEST_MODEL);
    server = http.createServer((request, response) => {
      requests += 1;
      if (request.url?.endsWith('/ggml-base.en.bin')) {
        response.writeHead(200, { 'content-length': bytes.length }).end(bytes);
      } else {
        response.writeHead(404).end();
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  /** The step `npm start` runs, on a fresh data folder, with the given environment. */
  async function runStep(env: Record<string, string>) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cadence-fetch-step-'));
    dirs.push(dataDir);
    const { SPEECH_ENGINE: _ignored, WHISPER_MODEL: _too, ...inherited } = process.env;
    const result = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', path.join(repoRoot, 'scripts/fetch-whisper-model.ts')],
      { cwd: repoRoot, env: { ...inherited, DATA_DIR: dataDir, ...env } },
    ).then(
      ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
      (error: { code: number; stdout: string; stderr: string }) => error,
    );
    const models = path.join(dataDir, 'models');
    return { ...result, models: fs.existsSync(models) ? fs.readdirSync(models) : [] };
  }

  describe('the whisper model step of npm start', () => {
    it('keeps nothing when the host serves another file, says why, and lets the start go on', async () => {
      const result = await runStep({ HF_ENDPOINT: endpoint });
      expect(result.code).toBe(0);
      expect(result.stdout).toContain('[setup] fetching whisper base.en (142 MB');
      expect(result.stdout).toContain('is not the expected one');
      expect(result.stdout).toContain(`expected ${WHISPER_MODELS['base.en'].sha1}`);
      expect(result.stdout).toContain('Cadence uses the offline engine, pocketsphinx');
      expect(result.models).toEqual([]);
    });

    it('explains how to copy the model in by hand when the host cannot be reached', async () => {
      const closed = http.createServer();
      await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
      const { port } = closed.address() as AddressInfo;
      await new Promise((resolve) => closed.close(resolve));

      const result = await runStep({ HF_ENDPOINT: `http://127.0.0.1:${port}` });
      expect(result.code).toBe(0);
      expect(result.stdout).toContain('Could not reach the download server');
      expect(result.stdout).toContain(`sha1 is ${WHISPER_MODELS['base.en'].sha1}`);
      expect(result.stdout).toMatch(/put it at .*models\/ggml-base\.en\.bin/);
      expect(result.models).toEqual([]);
    });

    it('fetches nothing when SPEECH_ENGINE names an engine', async () => {
      const before = requests;
      const result = await runStep({ HF_ENDPOINT: endpoint, SPEECH_ENGINE: 'pocketsphinx' });
      expect(result).toMatchObject({ code: 0, stdout: '', models: [] });
      expect(requests).toBe(before);
    });

    it('leaves a bad configuration to the server, fetching nothing', async () => {
      const before = requests;
      const result = await runStep({ HF_ENDPOINT: endpoint, PORT: 'eighty' });
      expect(result).toMatchObject({ code: 0, stdout: '', models: [] });
      expect(requests).toBe(before);
    });
  });
});
