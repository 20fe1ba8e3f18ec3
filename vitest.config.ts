import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const alias = {
  '@shared': fileURLToPath(new URL('./src/shared', import.meta.url)),
  '@server': fileURLToPath(new URL('./src/server', import.meta.url)),
  '@client': fileURLToPath(new URL('./src/client', import.meta.url)),
};

/** The server tests that touch a database (docs/testing.md). */
const DATABASE_TESTS = ['src/server/**/*.api.test.ts', 'src/server/**/*.process.test.ts'];

/** The test files under `dir` whose names match `name` and that replace modules (vi.mock). */
function mockingTests(dir: string, name: RegExp): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => name.test(file))
    .map((file) => path.posix.join(dir, file.split(path.sep).join('/')))
    .filter((file) => /\bvi\.(do)?mock\(/.test(fs.readFileSync(file, 'utf8')));
}

const CLIENT_TESTS = ['src/client/**/*.test.{ts,tsx}'];
/**
 * Tests that replace modules (vi.mock): each runs in a fresh module registry, so a mocked
 * module never reaches, or arrives from, another file.
 */
const CLIENT_TESTS_ISOLATED = mockingTests('src/client', /\.test\.tsx?$/);
const DATABASE_TESTS_ISOLATED = mockingTests('src/server', /\.(api|process)\.test\.ts$/);

export default defineConfig({
  resolve: { alias },
  test: {
    // Two cores here: API tests boot whole apps on real databases.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          // What never opens a database (speech, vision, shared rules, scripts): the same on
          // either database. CI's PostgreSQL pass runs it again all the same (docs/testing.md).
          name: 'server',
          environment: 'node',
          include: ['src/server/**/*.test.ts', 'src/shared/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: DATABASE_TESTS,
          pool: 'forks',
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          // Whole apps and processes on a database: PGlite, or PostgreSQL with DATABASE_URL.
          // Only these files may open one (eslint's test-database boundary).
          name: 'api',
          environment: 'node',
          include: DATABASE_TESTS,
          exclude: DATABASE_TESTS_ISOLATED,
          pool: 'forks',
          // One module registry per worker: the server's modules (Fastify, drizzle, PGlite,
          // onnxruntime...) load once per worker, not once per file (265 s of imports in a
          // run, 28 s shared). Each file still starts its own app, database and services
          // (test/test-server.ts); what modules keep between files is keyed by ids no other
          // file makes (docs/testing.md).
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          // The database tests that replace modules (vi.mock), each with modules of its own.
          name: 'api-isolated',
          environment: 'node',
          include: DATABASE_TESTS_ISOLATED,
          pool: 'forks',
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'client',
          environment: 'jsdom',
          include: CLIENT_TESTS,
          exclude: CLIENT_TESTS_ISOLATED,
          setupFiles: ['src/client/test/setup.ts'],
          // One page and one module registry per worker, as a browser tab keeps them: loading
          // React and the app once per worker instead of once per file took the client's tests
          // from 143 s to 51-64 s (shuffled orders too). The set-up file resets what a page
          // keeps between tests; a spy on a timer the fake clock replaces must not outlive it.
          isolate: false,
          // The first render of a lazily loaded screen can take seconds on a busy 2-core machine.
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          // Files that replace modules (vi.mock) need a module registry of their own.
          name: 'client-isolated',
          environment: 'jsdom',
          include: CLIENT_TESTS_ISOLATED,
          setupFiles: ['src/client/test/setup.ts'],
          testTimeout: 20_000,
        },
      },
    ],
  },
});
