/**
 * `npm run bench`: prints figures, asserts nothing. Runs Cadence as `npm start` does, in a
 * child process on a fresh embedded data folder, and measures:
 * - cold start (empty folder: migrations and seed data) and warm start (existing folder);
 * - requests per second and p99 latency with autocannon (50 connections, 10 s) for
 *   /api/health and /api/auth/me, which reads the login from the database;
 * - the landing page's JavaScript and CSS, gzipped (bench/landing-bundle.ts);
 * - the worker's body-language analysis of a 3-minute video (bench/video-analysis.ts);
 * - a 2.5 GB resumable upload: the web process's memory and the throughput (bench/tus-upload.ts).
 * `npm run bench -- tus video` runs only the sections named (server, landing, video, tus).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { spawnCadence, waitForListening } from '../src/server/test/processes';
import { reportLandingBundle } from './landing-bundle';
import { signedInCookie } from './sign-in';
import { reportTusUpload } from './tus-upload';
import { reportVideoAnalysis } from './video-analysis';

const CONNECTIONS = 50;
const DURATION_SECONDS = 10;

async function timedStart(dataDir: string) {
  const started = performance.now();
  const proc = spawnCadence([], { DATA_DIR: dataDir, DATABASE_URL: '' });
  const port = Number(new URL(await waitForListening(proc)).port);
  return { proc, port, ms: performance.now() - started };
}

async function load(title: string, url: string, headers: Record<string, string> = {}) {
  const result = await autocannon({
    url,
    headers,
    connections: CONNECTIONS,
    duration: DURATION_SECONDS,
  });
  const errors = result.errors + result.non2xx;
  console.log(
    `${title.padEnd(34)} ${result.requests.average.toFixed(0).padStart(7)} req/s   ` +
      `p50 ${String(result.latency.p50).padStart(4)} ms   p99 ${String(result.latency.p99).padStart(4)} ms` +
      (errors ? `   (${errors} errors or non-2xx)` : ''),
  );
}

async function reportServer() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cadence-bench-'));
  try {
    const cold = await timedStart(dataDir);
    console.log(`cold start, embedded (empty folder)  ${(cold.ms / 1000).toFixed(2)} s`);
    await cold.proc.stop();

    const warm = await timedStart(dataDir);
    console.log(`warm start, embedded (existing data) ${(warm.ms / 1000).toFixed(2)} s`);

    const base = `http://127.0.0.1:${warm.port}`;
    const cookie = await signedInCookie(base);
    console.log(`\nautocannon: ${CONNECTIONS} connections, ${DURATION_SECONDS} s each`);
    await load('GET /api/health', `${base}/api/health`);
    await load('GET /api/auth/me (guest)', `${base}/api/auth/me`);
    await load('GET /api/auth/me (login read)', `${base}/api/auth/me`, { cookie });
    await warm.proc.stop();
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const SECTIONS: Record<string, () => unknown> = {
  server: reportServer,
  landing: reportLandingBundle,
  video: reportVideoAnalysis,
  tus: reportTusUpload,
};

async function main() {
  const named = process.argv.slice(2);
  const unknown = named.filter((name) => !(name in SECTIONS));
  if (unknown.length > 0) {
    throw new Error(
      `Unknown section ${unknown.join(', ')}: choose from ${Object.keys(SECTIONS).join(', ')}`,
    );
  }
  console.log(`Cadence benchmarks (${os.cpus().length} cores, Node ${process.versions.node})`);
  for (const [name, report] of Object.entries(SECTIONS)) {
    if (named.length === 0 || named.includes(name)) await report();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
