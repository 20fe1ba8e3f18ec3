import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DownloadError, downloadVerified } from '../src/server/lib/download-verified';
import { whisperModelUrl } from '../src/server/speech/engines/whisper-models';

const MODEL_BYTES = Buffer.from('lmgg a small stand-in for a whisper model '.repeat(2000));
const MODEL_SHA1 = createHash('sha1').update(MODEL_BYTES).digest('hex');

/** A local server: /model.bin, a redirect to it (as Hugging Face does), a 404, and a stall. */
let server: http.Server;
let baseUrl: string;
let requests = 0;
beforeAll(async () => {
  server = http.createServer((request, response) => {
    requests += 1;
    if (request.url === '/model.bin' || request.url?.endsWith('/ggml-tiny.en.bin')) {
      response.writeHead(200, { 'content-length': MODEL_BYTES.length });
      response.end(MODEL_BYTES);
    } else if (request.url === '/redirect') {
      response.writeHead(302, { location: '/model.bin' }).end();
    } else if (request.url === '/stall') {
      // Half the file, then silence.
      response.writeHead(200, { 'content-length': MODEL_BYTES.length });
      response.write(MODEL_BYTES.subarray(0, MODEL_BYTES.length / 2));
    } else if (request.url === '/no-answer') {
      // Connected, but no headers ever come.
    } else {
      response.writeHead(404).end('Entry not found');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cadence-download-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A port nobody listens on: connections are refused at once. */
async function closedPort(): Promise<number> {
  const probe = http.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

describe('downloadVerified', () => {
  it('saves a file whose sha1 matches, following redirects, and keeps no temporary file', async () => {
    const dir = tempDir();
    const destination = path.join(dir, 'models', 'ggml-tiny.en.bin');
    const progress: number[] = [];

    const result = await downloadVerified({
      url: `${baseUrl}/redirect`,
      sha1: MODEL_SHA1,
      destination,
      onProgress: (received) => progress.push(received),
    });

    expect(result).toEqual({ path: destination, bytes: MODEL_BYTES.length, alreadyPresent: false });
    expect(fs.readFileSync(destination).equals(MODEL_BYTES)).toBe(true);
    expect(fs.readdirSync(path.dirname(destination))).toEqual(['ggml-tiny.en.bin']);
    expect(progress.at(-1)).toBe(MODEL_BYTES.length);
  });

  it('deletes a file whose sha1 does not match, leaving nothing behind', async () => {
    const dir = tempDir();
    const destination = path.join(dir, 'ggml-base.en.bin');
    const attempt = downloadVerified({
      url: `${baseUrl}/model.bin`,
      sha1: '137c40403d78fd54d454da0f9bd998f78703390c',
      destination,
    });
    await expect(attempt).rejects.toThrow(DownloadError);
    await expect(attempt).rejects.toMatchObject({
      code: 'CHECKSUM_MISMATCH',
      message: expect.stringContaining(`sha1 ${MODEL_SHA1}, expected 137c4040`),
    });
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it('keeps a file that is already there with the right sha1, without downloading', async () => {
    const dir = tempDir();
    const destination = path.join(dir, 'ggml-tiny.en.bin');
    fs.writeFileSync(destination, MODEL_BYTES);
    const before = requests;
    const result = await downloadVerified({
      url: `${baseUrl}/model.bin`,
      sha1: MODEL_SHA1,
      destination,
    });
    expect(result.alreadyPresent).toBe(true);
    expect(requests).toBe(before);
  });

  it('replaces a damaged file only once the new one is verified', async () => {
    const dir = tempDir();
    const destination = path.join(dir, 'ggml-tiny.en.bin');
    fs.writeFileSync(destination, 'half a model');
    await downloadVerified({ url: `${baseUrl}/model.bin`, sha1: MODEL_SHA1, destination });
    expect(fs.readFileSync(destination).equals(MODEL_BYTES)).toBe(true);
  });

  it.each([
    ['an HTTP error', '/missing.bin', 'HTTP_STATUS', /HTTP 404/],
    ['a server that never answers', '/no-answer', 'UNREACHABLE', /no answer within 0.2 s/],
    ['a download that stalls', '/stall', 'STALLED', /nothing for 0.2 s/],
  ])('fails clearly on %s, leaving nothing behind', async (_label, route, code, message) => {
    const dir = tempDir();
    const attempt = downloadVerified({
      url: `${baseUrl}${route}`,
      sha1: MODEL_SHA1,
      destination: path.join(dir, 'models', 'ggml-tiny.en.bin'),
      connectTimeoutMs: 200,
      stallTimeoutMs: 200,
    });
    await expect(attempt).rejects.toMatchObject({ code, message: expect.stringMatching(message) });
    const models = path.join(dir, 'models');
    expect(fs.existsSync(models) ? fs.readdirSync(models) : []).toEqual([]);
  });

  it('fails at once when the connection is refused', async () => {
    const dir = tempDir();
    const port = await closedPort();
    const attempt = downloadVerified({
      url: `http://127.0.0.1:${port}/model.bin`,
      sha1: MODEL_SHA1,
      destination: path.join(dir, 'ggml-tiny.en.bin'),
    });
    await expect(attempt).rejects.toMatchObject({
      code: 'UNREACHABLE',
      message: expect.stringContaining(`127.0.0.1:${port}: ECONNREFUSED`),
    });
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it('stops when its signal aborts, leaving nothing behind', async () => {
    const dir = tempDir();
    const controller = new AbortController();
    const attempt = downloadVerified({
      url: `${baseUrl}/stall`,
      sha1: MODEL_SHA1,
      destination: path.join(dir, 'ggml-tiny.en.bin'),
      onProgress: () => controller.abort(new Error('interrupted')),
      signal: controller.signal,
    });
    await expect(attempt).rejects.toThrow('interrupted');
    expect(fs.readdirSync(dir)).toEqual([]);
  });
});

describe('npm run models:download', () => {
  const repoRoot = fileURLToPath(new URL('..', import.meta.url));
  const runScript = (args: string[], env: Record<string, string>) =>
    promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', path.join(repoRoot, 'scripts/download-model.ts'), ...args],
      { cwd: repoRoot, env: { ...process.env, ...env } },
    ).then(
      ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
      (error: { code: number; stdout: string; stderr: string }) => error,
    );

  it('names the Hugging Face address of each model', () => {
    expect(whisperModelUrl('base.en')).toBe(
      'https://huggingface.co/ggerganov/whisper.cpp/resolve/main/ggml-base.en.bin',
    );
  });

  it('exits 1 with advice when the server cannot be reached', async () => {
    const dir = tempDir();
    const port = await closedPort();
    const started = performance.now();
    const result = await runScript(['tiny.en', '--dir', dir], {
      HF_ENDPOINT: `http://127.0.0.1:${port}`,
    });
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain('Could not reach the download server');
    expect(result.stderr).toContain('sha1 is c78c86eb1a8faa21b369bcd33207cc90d64ae9df');
    expect(performance.now() - started).toBeLessThan(15_000);
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it('exits 1 and keeps nothing when the file is not the real model', async () => {
    const dir = tempDir();
    // The local server's stand-in has another sha1 than the real tiny.en.
    const result = await runScript(['tiny.en', '--dir', dir], { HF_ENDPOINT: baseUrl });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('is not the expected one');
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it('exits 2 with the usage for an unknown model', async () => {
    const result = await runScript(['large'], {});
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('Usage: npm run models:download');
  });
});
