import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sha1OfFile } from '../../lib/download-verified';
import { chooseSpeechEngine } from '../choose-engine';
import {
  autoWhisperModelPath,
  fetchAutoWhisperModel,
  findVerifiedWhisperModel,
  type ExpectedWhisperModel,
} from './auto-whisper-model';
import { WHISPER_MODELS } from './whisper-models';

/** whisper.cpp's weightless test model (shared/models), served here in place of base.en. */
const TEST_MODEL = fileURLToPath(
  new URL('../../../../../shared/models/for-tests-ggml-tiny.en.bin', import.meta.url),
);
const MODEL_PATH = '/ggerganov/whisper.cpp/resolve/main/ggml-base.en.bin';

// The tiny test model sits beside the project (../shared/models); a clone elsewhere has none.
describe.skipIf(!fs.existsSync(TEST_MODEL))('the automatic whisper model', () => {
  let modelBytes: Buffer;
  /** The test model under base.en's name, with its own sha1, as a test-only expectation. */
  let servedModel: ExpectedWhisperModel;

  /**
   * A local model host. Under `/` it serves the file as Hugging Face does; under `/stall` it
   * sends the headers and half the file, then nothing; under `/silent` it accepts the
   * connection and never answers.
   */
  let server: http.Server;
  let endpoint: string;
  let requests = 0;
  beforeAll(async () => {
    modelBytes = fs.readFileSync(TEST_MODEL);
    servedModel = { name: 'base.en', sha1: await sha1OfFile(TEST_MODEL) };
    server = http.createServer((request, response) => {
      requests += 1;
      if (request.url === MODEL_PATH) {
        response.writeHead(200, { 'content-length': modelBytes.length });
        response.end(modelBytes);
      } else if (request.url === `/stall${MODEL_PATH}`) {
        response.writeHead(200, { 'content-length': modelBytes.length });
        response.write(modelBytes.subarray(0, modelBytes.length / 2));
      } else if (request.url !== `/silent${MODEL_PATH}`) {
        response.writeHead(404).end('Entry not found');
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
  const dataDir = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cadence-auto-model-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  /** Everything in the data folder's models/, hidden partial files included. */
  const modelsIn = (dir: string) => {
    const models = path.join(dir, 'models');
    return fs.existsSync(models) ? fs.readdirSync(models) : [];
  };

  /** The engine the server would pick on this data folder, with SPEECH_ENGINE unset. */
  const engineFor = (dir: string, model?: ExpectedWhisperModel) =>
    chooseSpeechEngine(
      // An empty cache: tiny.en from PyPI, if this machine has it, is not looked at.
      {
        SPEECH_ENGINE: undefined,
        WHISPER_MODEL: undefined,
        dataDir: dir,
        cacheDir: path.join(dir, 'cache'),
      },
      model ? { model } : {},
    );

  describe('fetchAutoWhisperModel', () => {
    it('saves a verified model in the data folder, which the server then uses', async () => {
      const dir = dataDir();
      const progress: number[] = [];

      const outcome = await fetchAutoWhisperModel({
        dataDir: dir,
        endpoint,
        model: servedModel,
        onProgress: (received) => progress.push(received),
      });

      const file = path.join(dir, 'models', 'ggml-base.en.bin');
      expect(outcome).toEqual({ status: 'ready', path: file, name: 'base.en', downloaded: true });
      expect(fs.readFileSync(file).equals(modelBytes)).toBe(true);
      expect(modelsIn(dir)).toEqual(['ggml-base.en.bin']);
      expect(progress.at(-1)).toBe(modelBytes.length);
      expect(await engineFor(dir, servedModel)).toMatchObject({
        engine: 'whisper',
        whisperModel: file,
        source: 'automatic',
      });

      // The next start finds it verified and downloads nothing.
      const before = requests;
      const again = await fetchAutoWhisperModel({ dataDir: dir, endpoint, model: servedModel });
      expect(again).toMatchObject({ status: 'ready', downloaded: false });
      expect(requests).toBe(before);
    });

    it('keeps nothing when the file is not the expected model, and falls back', async () => {
      const dir = dataDir();
      // The real base.en's sha1: the test model served is not it.
      const outcome = await fetchAutoWhisperModel({ dataDir: dir, endpoint });

      expect(outcome).toMatchObject({
        status: 'unavailable',
        code: 'CHECKSUM_MISMATCH',
        message: expect.stringContaining(`expected ${WHISPER_MODELS['base.en'].sha1}`),
      });
      expect(modelsIn(dir)).toEqual([]);
      expect(await engineFor(dir)).toMatchObject({ engine: 'pocketsphinx' });
    });

    it('gives up on a host that refuses connections, and falls back', async () => {
      const dir = dataDir();
      const closed = http.createServer();
      await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
      const { port } = closed.address() as AddressInfo;
      await new Promise((resolve) => closed.close(resolve));

      const outcome = await fetchAutoWhisperModel({
        dataDir: dir,
        endpoint: `http://127.0.0.1:${port}`,
        model: servedModel,
      });

      expect(outcome).toMatchObject({ status: 'unavailable', code: 'UNREACHABLE' });
      expect(modelsIn(dir)).toEqual([]);
      expect(await engineFor(dir, servedModel)).toMatchObject({ engine: 'pocketsphinx' });
    });

    it('gives up on a host that accepts and never answers, within its own limit', async () => {
      const dir = dataDir();
      // The default limit (5 s), not a shortened one: the test's time-out is the bound.
      const outcome = await fetchAutoWhisperModel({
        dataDir: dir,
        endpoint: `${endpoint}/silent`,
        model: servedModel,
      });

      expect(outcome).toMatchObject({
        status: 'unavailable',
        code: 'UNREACHABLE',
        message: expect.stringContaining('no answer within 5 s'),
      });
      expect(modelsIn(dir)).toEqual([]);
    }, 15_000);

    it('abandons a download that stalls, keeping no partial file, and falls back', async () => {
      const dir = dataDir();
      const outcome = await fetchAutoWhisperModel({
        dataDir: dir,
        endpoint: `${endpoint}/stall`,
        model: servedModel,
        stallTimeoutMs: 300,
      });

      expect(outcome).toMatchObject({ status: 'unavailable', code: 'STALLED' });
      expect(modelsIn(dir)).toEqual([]);
      expect(await engineFor(dir, servedModel)).toMatchObject({ engine: 'pocketsphinx' });
    });

    it('says so when the data folder cannot hold the model', async () => {
      const dir = dataDir();
      // A file where the models folder should be.
      fs.writeFileSync(path.join(dir, 'models'), 'not a folder');
      const outcome = await fetchAutoWhisperModel({ dataDir: dir, endpoint, model: servedModel });
      expect(outcome).toMatchObject({
        status: 'unavailable',
        code: 'NOT_SAVED',
        message: expect.stringContaining(`could not be saved in ${dir}`),
      });
    });
  });

  describe('findVerifiedWhisperModel', () => {
    it('takes only the exact file: not a partial copy, not a missing one', async () => {
      const dir = dataDir();
      const file = autoWhisperModelPath(dir);
      expect(await findVerifiedWhisperModel(file, servedModel)).toBeNull();

      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, modelBytes.subarray(0, 1000));
      expect(await findVerifiedWhisperModel(file, servedModel)).toBeNull();

      fs.writeFileSync(file, modelBytes);
      expect(await findVerifiedWhisperModel(file, servedModel)).toEqual({
        path: file,
        name: 'base.en',
      });
      // The same file is not base.en for the server's real check.
      expect(await findVerifiedWhisperModel(file)).toBeNull();
    });
  });
});
