import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { LOGIN_COOKIE } from '../modules/auth/login-cookie';
import type { TestServer } from './test-server';

const ROOT = path.resolve(import.meta.dirname, '../../..');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface CadenceProcess {
  child: ChildProcess;
  output(): string;
  exited: Promise<number | null>;
  stop(): Promise<number | null>;
}

/** The server as `npm run dev` runs it: TypeScript through tsx, so tests need no build. */
export const SOURCE_SERVER = ['--import', 'tsx', 'src/server/main.ts'];
/** The server as `npm start` runs it: compiled by `npm run build` (decision 190). */
export const COMPILED_SERVER = ['dist/server/main.js'];

/**
 * Runs the server in its own process, from its sources unless `program` names other
 * arguments for Node (the compiled server, or the benchmark's bare Fastify).
 */
export function spawnCadence(
  args: string[],
  env: Record<string, string>,
  program: readonly string[] = SOURCE_SERVER,
): CadenceProcess {
  let output = '';
  const child = spawn(process.execPath, [...program, ...args], {
    cwd: ROOT,
    // PORT 0 (the OS picks) unless the test chose one: never the default 5000, which another
    // program may hold. A cache with nothing in it, so the machine's whisper model from PyPI
    // does not decide the engine (test-database.ts's testConfig does the same).
    env: {
      ...process.env,
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: '0',
      CADENCE_CACHE_DIR: path.join(os.tmpdir(), 'cadence-test-empty-cache'),
      ...env,
    },
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return {
    child,
    output: () => output,
    exited,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}

/** Polls `url` until it answers 200, or fails with what the process printed. */
export async function waitForHealthy(url: string, proc: CadenceProcess, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (proc.child.exitCode !== null) {
      throw new Error(`The process exited (${proc.child.exitCode}):\n${proc.output()}`);
    }
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not become healthy:\n${proc.output()}`);
}

/**
 * Waits until a web process listens and answers its health check, and gives its base URL.
 * The process picks its own port (PORT 0) and prints it: a port chosen here and handed over
 * could be taken by another test's server before the process binds it, and the health check
 * would then be answered by that server (the process itself having exited).
 */
export async function waitForListening(proc: CadenceProcess, timeoutMs = 90_000): Promise<string> {
  await waitForOutput(proc, LISTENING, timeoutMs);
  const base = LISTENING.exec(proc.output())?.[1] ?? '';
  await waitForHealthy(`${base}/api/health`, proc, timeoutMs);
  return base;
}

const LISTENING = /listening on (http:\/\/[^\s)]+)/;

/** Waits for a process that signals readiness only in its output (a worker has no HTTP). */
export async function waitForOutput(proc: CadenceProcess, pattern: RegExp, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (pattern.test(proc.output())) return;
    if (proc.child.exitCode !== null) {
      throw new Error(`The process exited (${proc.child.exitCode}):\n${proc.output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`Timed out waiting for ${pattern}:\n${proc.output()}`);
}

/**
 * Enough of the helpers' TestServer to call a spawned process over HTTP (sign up, upload,
 * poll): its `request`, on the port `port()` names when the call is made.
 */
export function processHttp(port: () => number): TestServer {
  return {
    request: (p: string, init: RequestInit & { json?: unknown; session?: string } = {}) => {
      const { json, session, ...rest } = init;
      const headers = new Headers(rest.headers);
      if (json !== undefined) headers.set('content-type', 'application/json');
      if (session) headers.append('cookie', `${LOGIN_COOKIE}=${session}`);
      return fetch(`http://127.0.0.1:${port()}${p}`, {
        ...rest,
        headers,
        ...(json !== undefined ? { body: JSON.stringify(json) } : {}),
      });
    },
  } as unknown as TestServer;
}
