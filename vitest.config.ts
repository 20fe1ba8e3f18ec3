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

const CLIENT_TESTS = ['src/client/**/*.test.{ts,tsx}'];
/**
 * Client tests that replace modules (vi.mock): each runs in a fresh module registry, so a
 * mocked module never reaches, or arrives from, another file.
 */
const CLIENT_TESTS_ISOLATED = fs
  .readdirSync('src/client', { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file))
  .map((file) => path.posix.join('src/client', file.split(path.sep).join('/')))
  .filter((file) => /\bvi\.(do)?mock\(/.test(fs.readFileSync(file, 'utf8')));

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
