import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { E2E_ADMIN } from './e2e/support/accounts';
import { FACE_Y4M, SPEECH_WAV } from './e2e/support/media-fixtures';

/*
 * Browser tests drive Debian's chromium, never a downloaded browser
 * (architecture guide). The app under test runs on a fresh, throw-away
 * data folder so every run starts from an empty database.
 */

// Only the runner process starts the server; workers re-read this file and must not make folders.
const isRunner = !process.env.TEST_WORKER_INDEX;
/**
 * The OS picks the server's port (never a fixed one another program may hold). The config
 * is synchronous, so a child process finds a free port; the runner keeps it in its
 * environment, which the workers it starts inherit, so they reach the same server.
 */
function freePortSync() {
  const script =
    "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})";
  return Number(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }));
}
if (isRunner && !process.env.E2E_PORT) process.env.E2E_PORT = String(freePortSync());
const PORT = Number(process.env.E2E_PORT);
const baseURL = process.env.E2E_BASE_URL ?? `http://127.0.0.1:${PORT}`;
const dataDir = isRunner ? fs.mkdtempSync(path.join(os.tmpdir(), 'cadence-e2e-data-')) : '';
if (isRunner) {
  // The runner exits only after the web server has stopped, so the folder is free by then.
  process.on('exit', () => fs.rmSync(dataDir, { recursive: true, force: true }));
}

const CHROMIUM_ARGS = [
  // The fake microphone and camera play speech and a face made by the global set-up;
  // permissions are granted.
  '--use-fake-ui-for-media-stream',
  '--use-fake-device-for-media-stream',
  `--use-file-for-fake-audio-capture=${SPEECH_WAV}`,
  `--use-file-for-fake-video-capture=${FACE_Y4M}`,
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: 'e2e',
  globalSetup: './e2e/support/global-setup.ts',
  outputDir: 'test-results/artifacts',
  // Whole journeys (sign-up to sign-out, with screenshots at a phone's 3x scale) on a 2-core
  // machine; each step still has its own expect time-out.
  timeout: 90_000,
  // How long a page may take to show what a step expects before the step fails. Playwright's
  // 5 s default measured the machine, not the app: beside a second `npm test` (four browsers
  // and two servers on two cores) a reloaded page's first element took longer, and three
  // journeys failed at their first check after a reload. A page that never shows it still fails.
  expect: { timeout: 20_000 },
  fullyParallel: true,
  // Two at a time on two cores: a journey spends much of its time waiting (a recording made in
  // real time, an analysis on the server), and each makes its own people and data, so two never
  // share rows. The desktop journeys took 5.3 min with two, both cores 80 % busy.
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS },
    // Headless Chromium composites every frame of an infinite CSS animation (a spinner while
    // an analysis runs, a pulsing dot while recording) in software: that was a third of the
    // journeys' CPU. The app honours a person's reduced-motion setting (styles.css), so the
    // journeys run with it; smoke.spec checks the animations themselves (decision 151).
    reducedMotion: 'reduce',
  },
  projects: [
    {
      name: 'desktop',
      use: { browserName: 'chromium', viewport: { width: 1440, height: 900 } },
    },
    {
      name: 'phone',
      // Streaming, reload and discard behave the same at any width, and practice.spec already
      // records live (streamed) at this one; the three streaming journeys take ~2 min, which CI
      // spends twice.
      testIgnore: ['**/live-streaming.spec.ts'],
      // The same at any width, and a minute of CI each: the worker reading an uploaded
      // video's frames on the server, and a resumable upload carried over a reload (its
      // progress panel at this width is in the other resumable journey).
      grepInvert:
        /upload a video and get the body language|after a reload, the same file continues/,
      use: {
        browserName: 'chromium',
        viewport: { width: 375, height: 812 },
        deviceScaleFactor: 3,
        isMobile: true,
        hasTouch: true,
        userAgent:
          'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36',
      },
    },
  ],
  // With E2E_BASE_URL set, the tests run against a server someone else started.
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : {
        command: 'node --import tsx src/server/main.ts',
        url: `http://127.0.0.1:${PORT}/api/health`,
        env: {
          PORT: String(PORT),
          DATA_DIR: dataDir,
          // The journeys run on pocketsphinx, as they were measured: an empty cache, not the
          // machine's, where whisper tiny.en from PyPI may be (docs/testing.md).
          CADENCE_CACHE_DIR: path.join(dataDir, 'cache'),
          // Every journey comes from one address; per-account limits stay as in production.
          RATE_LIMIT_ADDRESS_SCALE: '100',
          // The admin journeys sign in as this admin, made at start from configuration.
          ADMIN_EMAIL: E2E_ADMIN.email,
          ADMIN_PASSWORD: E2E_ADMIN.password,
          // Emailed links (password reset) point back at the server under test.
          PUBLIC_URL: `http://127.0.0.1:${PORT}`,
        },
        reuseExistingServer: false,
        // Lets the server close its embedded database cleanly instead of being killed.
        gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
        timeout: 120_000,
        stdout: 'ignore',
        stderr: 'pipe',
      },
});
