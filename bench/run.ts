/**
 * `npm run bench`: prints figures, asserts nothing. Runs Cadence as `npm start` does, in a
 * child process on a fresh embedded data folder, and measures:
 * - cold start (empty folder: migrations and seed data) and warm start (existing folder),
 *   in wall time and in CPU time (user + system, from /proc), beside a bare Fastify
 *   hello-world started the same way in the same run, with the ratios (decision 190);
 * - requests per second and p99 latency with autocannon (50 connections, 10 s) for
 *   /api/health and /api/auth/me, which reads the login from the database, beside a bare
 *   Fastify hello-world run as its own process in the same run (HELLO_FASTIFY): the
 *   login read is printed as a share of it, on PGlite and, when DATABASE_URL is set, on a
 *   fresh database of that PostgreSQL server;
 * - the landing page's JavaScript and CSS, gzipped (bench/landing-bundle.ts);
 * - each main page's JavaScript, gzipped, by package, from a build of its own
 *   (bench/bundle-report.ts);
 * - the worker's body-language analysis of a 3-minute video (bench/video-analysis.ts);
 * - a 2.5 GB resumable upload: the web process's memory and the throughput (bench/tus-upload.ts);
 * - Lighthouse, mobile preset, on the landing page and the dashboard (bench/lighthouse.ts);
 * - the dashboard's requests at 10 and 5,000 sessions of one user (bench/history.ts).
 * `npm run bench -- tus video` runs only the sections named (server, landing, bundle, video,
 * tus, lighthouse, history).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import pg from 'pg';
import {
  type CadenceProcess,
  COMPILED_SERVER,
  SOURCE_SERVER,
  spawnCadence,
  waitForListening,
} from '../src/server/test/processes';
import { reportBundle } from './bundle-report';
import { reportHistory } from './history';
import { reportLandingBundle } from './landing-bundle';
import { reportLighthouse } from './lighthouse';
import { signedInCookie } from './sign-in';
import { reportTusUpload } from './tus-upload';
import { reportVideoAnalysis } from './video-analysis';

const CONNECTIONS = 50;
const DURATION_SECONDS = 10;

/**
 * The server as `npm start` runs it (compiled); `BENCH_SERVER=source` runs it from its
 * sources through tsx, as `npm run dev` and the tests do, to compare.
 */
const SERVER = process.env.BENCH_SERVER === 'source' ? SOURCE_SERVER : COMPILED_SERVER;
/** The yardstick: Fastify alone, one route, started by Node the same way as Cadence. */
const HELLO_FASTIFY = [
  '--input-type=module',
  '--eval',
  "import Fastify from 'fastify'; const app = Fastify();" +
    " app.get('/api/health', async () => ({ ok: true }));" +
    " const url = await app.listen({ port: 0, host: '127.0.0.1' });" +
    " console.log('listening on ' + url);" +
    " process.on('SIGTERM', () => app.close().then(() => process.exit(0)));",
];
const CLOCK_TICKS = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }));

/** CPU seconds (user + system) a process has used so far, its waited-for children's included. */
function cpuSeconds(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command's name, which may hold spaces, in parentheses: utime is the 14th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = [11, 12, 13, 14].reduce((sum, i) => sum + Number(fields[i]), 0);
  return ticks / CLOCK_TICKS;
}

interface Start {
  proc: CadenceProcess;
  port: number;
  ms: number;
  cpu: number;
}

async function timedStart(env: Record<string, string>, program: readonly string[]) {
  const started = performance.now();
  const proc = spawnCadence([], { DATABASE_URL: '', ...env }, program);
  const port = Number(new URL(await waitForListening(proc)).port);
  const ms = performance.now() - started;
  const cpu = cpuSeconds(proc.child.pid ?? 0);
  return { proc, port, ms, cpu } satisfies Start;
}

function reportStart(title: string, start: Start, hello?: Start) {
  console.log(
    `${title.padEnd(44)} ${(start.ms / 1000).toFixed(2).padStart(6)} s wall ` +
      `${start.cpu.toFixed(2).padStart(6)} s CPU` +
      (hello ? `   ${(start.cpu / hello.cpu).toFixed(1).padStart(4)}x the hello-world's CPU` : ''),
  );
}

/** Fastify alone, started three times; the start with the median CPU time. */
async function helloWorldStart(): Promise<Start> {
  const starts: Start[] = [];
  for (let i = 0; i < 3; i += 1) {
    const start = await timedStart({}, HELLO_FASTIFY);
    await start.proc.stop();
    starts.push(start);
  }
  return starts.sort((a, b) => a.cpu - b.cpu)[1] as Start;
}

interface Load {
  requests: number;
  p99: number;
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
  return { requests: result.requests.average, p99: result.latency.p99 };
}

/** The login read as a share of the hello-world measured just before it, in the same run. */
function printRatio(measured: Load, helloWorld: Load) {
  const share = (100 * measured.requests) / helloWorld.requests;
  const p99 = measured.p99 / Math.max(helloWorld.p99, 1);
  console.log(
    `${'  /api/auth/me vs hello-world'.padEnd(34)} ${share.toFixed(1).padStart(7)} % of req/s   ` +
      `p99 ${p99.toFixed(1)}x hello-world's`,
  );
}

async function loadHelloWorld(): Promise<Load> {
  const proc = spawnCadence([], {}, HELLO_FASTIFY);
  try {
    const base = await waitForListening(proc);
    return await load('hello-world (bare Fastify)', `${base}/api/health`);
  } finally {
    await proc.stop();
  }
}

/** Hello-world, then the login read of the Cadence at `base`, and the share. */
async function loadLoginRead(base: string) {
  const helloWorld = await loadHelloWorld();
  const cookie = await signedInCookie(base);
  printRatio(
    await load('GET /api/auth/me (login read)', `${base}/api/auth/me`, { cookie }),
    helloWorld,
  );
}

/** The same on a fresh database of the PostgreSQL server DATABASE_URL names. */
async function reportPostgres(serverUrl: string) {
  const name = `cadence_bench_${randomBytes(6).toString('hex')}`;
  const admin = async (text: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(text);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cadence-bench-'));
  // The same program as the embedded runs, so the two read alike.
  const proc = spawnCadence([], { DATA_DIR: dataDir, DATABASE_URL: url.toString() }, SERVER);
  try {
    const base = await waitForListening(proc);
    console.log('\nPostgreSQL (fresh database, one web process)');
    await loadLoginRead(base);
  } finally {
    await proc.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
    await admin(`drop database if exists ${name} with (force)`);
  }
}

async function reportServer() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cadence-bench-'));
  // A cache of its own: the first start on this machine prepares the database template there.
  const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cadence-bench-cache-'));
  const secondDataDir = `${dataDir}-second`;
  try {
    console.log(`\nserver: ${SERVER.join(' ')}`);
    const hello = await helloWorldStart();
    reportStart('bare Fastify hello-world', hello);

    const env = { CADENCE_CACHE_DIR: cacheDir };
    const first = await timedStart({ ...env, DATA_DIR: dataDir }, SERVER);
    reportStart('cold start, first on this machine', first, hello);
    await first.proc.stop();

    const cold = await timedStart({ ...env, DATA_DIR: secondDataDir }, SERVER);
    reportStart('cold start, embedded (empty folder)', cold, hello);
    await cold.proc.stop();

    const warm = await timedStart({ ...env, DATA_DIR: dataDir }, SERVER);
    reportStart('warm start, embedded (existing data)', warm, hello);

    const base = `http://127.0.0.1:${warm.port}`;
    console.log(`\nautocannon: ${CONNECTIONS} connections, ${DURATION_SECONDS} s each`);
    console.log('\nembedded (PGlite)');
    await load('GET /api/health', `${base}/api/health`);
    await load('GET /api/auth/me (guest)', `${base}/api/auth/me`);
    await loadLoginRead(base);
    await warm.proc.stop();
  } finally {
    for (const dir of [dataDir, secondDataDir, cacheDir]) {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) await reportPostgres(serverUrl);
}

const SECTIONS: Record<string, () => unknown> = {
  server: reportServer,
  landing: reportLandingBundle,
  bundle: reportBundle,
  video: reportVideoAnalysis,
  tus: reportTusUpload,
  lighthouse: reportLighthouse,
  history: reportHistory,
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
