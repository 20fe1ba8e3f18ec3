import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const alias = {
  '@shared': fileURLToPath(new URL('./src/shared', import.meta.url)),
  '@server': fileURLToPath(new URL('./src/server', import.meta.url)),
  '@client': fileURLToPath(new URL('./src/client', import.meta.url)),
};

/** The server tests that touch a database (docs/testing.md). */
const DATABASE_TESTS = ['src/server/**/*.api.test.ts', 'src/server/**/*.process.test.ts'];

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
          // either database, so CI's PostgreSQL pass does not run it again.
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
          include: ['src/client/**/*.test.{ts,tsx}'],
          setupFiles: ['src/client/test/setup.ts'],
          // The first render of a lazily loaded screen can take seconds on a busy 2-core machine.
          testTimeout: 20_000,
        },
      },
    ],
  },
});
