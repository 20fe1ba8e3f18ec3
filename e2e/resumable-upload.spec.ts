import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { RESUMABLE_UPLOAD_THRESHOLD_BYTES } from '../src/shared/recordings/limits';
import { ffmpeg } from '../src/server/speech/test/fixtures';
import { signUpAndSignIn, useScreenshotWidth, watchForErrors } from './support/accounts';
import { FIXTURE_DIR, SPEECH_WAV } from './support/media-fixtures';

/*
 * A file over RESUMABLE_UPLOAD_THRESHOLD_BYTES goes up through the tus endpoint (decision 143):
 * its progress, pause and resume, and the analysis that follows; and after a reload, the
 * offer to continue it. Uploads are slowed down in the browser, as on a phone's connection,
 * so there is an upload to watch and pause.
 */

/** 13 s of the speech fixture as 96 kHz stereo float WAV: about 9.5 MB, quick to analyse. */
const LARGE_WAV = path.join(FIXTURE_DIR, 'speech-96k-stereo.wav');
const MB = 1024 * 1024;
const ANALYSIS_TIMEOUT = 120_000;

test.beforeAll(() => {
  if (!fs.existsSync(LARGE_WAV)) {
    const format = ['-ar', '96000', '-ac', '2', '-c:a', 'pcm_f32le'];
    ffmpeg('-stream_loop', '-1', '-i', SPEECH_WAV, '-t', '13', ...format, LARGE_WAV);
  }
  expect(fs.statSync(LARGE_WAV).size).toBeGreaterThan(RESUMABLE_UPLOAD_THRESHOLD_BYTES);
});

test.beforeEach(async ({ page }, testInfo) => {
  test.setTimeout(240_000);
  await useScreenshotWidth(page, testInfo);
});

/** Screenshots go beside the run's other output (--output), at 1280 or 390 px. */
async function shoot(page: Page, testInfo: TestInfo, name: string) {
  await page.waitForTimeout(250);
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({
    path: path.join(testInfo.project.outputDir, 'screens', `${name}-${width}.png`),
  });
}

/** Chromium sends at most `bytesPerSecond` from now on. */
async function throttleUploads(page: Page, bytesPerSecond: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 20,
    downloadThroughput: -1,
    uploadThroughput: bytesPerSecond,
  });
}

async function openPractice(page: Page) {
  await page.goto('/practice');
  await page.getByRole('button', { name: 'Skip (Free Practice)' }).click();
}

test('a large file uploads with progress, pauses, resumes and is analysed', async ({
  page,
  request,
}, testInfo) => {
  const errors = watchForErrors(page);
  await signUpAndSignIn(page, request, testInfo, 'large-upload');
  await openPractice(page);
  await throttleUploads(page, 1 * MB);

  await page.getByLabel('Recording file').setInputFiles(LARGE_WAV);
  const bar = page.getByRole('progressbar', { name: 'Upload progress' });
  await expect(bar).toBeVisible();
  await expect(page.getByText('speech-96k-stereo.wav')).toBeVisible();
  // The speed and time left show once a second of sending has been measured.
  await expect(page.getByText(/\/s · \d+:\d\d left/)).toBeVisible({ timeout: 10_000 });
  await shoot(page, testInfo, 'tus-uploading');

  await page.getByRole('button', { name: 'Pause upload' }).click();
  await expect(page.getByText('Upload paused. What was sent is kept.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Resume upload' })).toBeFocused();
  const pausedAt = Number(await bar.getAttribute('aria-valuenow'));
  expect(pausedAt).toBeGreaterThan(0);
  expect(pausedAt).toBeLessThan(100);
  await page.waitForTimeout(1_500);
  await expect(bar).toHaveAttribute('aria-valuenow', String(pausedAt));
  await shoot(page, testInfo, 'tus-paused');

  await page.getByRole('button', { name: 'Resume upload' }).click();
  await expect(page.getByText(/\/s · \d+:\d\d left|Measuring speed/)).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Analysis progress' })).toBeVisible({
    timeout: 60_000,
  });
  await shoot(page, testInfo, 'tus-analysing');
  await expect(page.getByRole('heading', { name: 'Practice Session Complete!' })).toBeVisible({
    timeout: ANALYSIS_TIMEOUT,
  });
  await shoot(page, testInfo, 'tus-results');
  expect(errors).toEqual([]);
});

test('after a reload, the same file continues where it stopped, or is discarded', async ({
  page,
  request,
}, testInfo) => {
  await signUpAndSignIn(page, request, testInfo, 'reload-upload');
  await openPractice(page);
  await throttleUploads(page, 1 * MB);
  // The server gets the first 8 MB chunk; the next is held until the reload, so the page
  // always leaves an unfinished upload behind (on a busy machine the poll below once saw 85 %
  // only after the whole file had gone, and the resumed upload had nothing left to send).
  let heldChunk = false;
  await page.route('**/api/uploads/**', async (route) => {
    const sent = route.request();
    if (sent.method() === 'PATCH' && Number(sent.headers()['upload-offset']) > 0) {
      heldChunk = true;
      return; // never answered: the reload cancels it
    }
    await route.continue();
  });
  await page.getByLabel('Recording file').setInputFiles(LARGE_WAV);
  // The second chunk is sent only once the server has answered for the first (tus sends in
  // order), so the server holds the first 8 MB.
  await expect.poll(() => heldChunk, { timeout: 30_000 }).toBe(true);
  const bar = page.getByRole('progressbar', { name: 'Upload progress' });
  expect(Number(await bar.getAttribute('aria-valuenow'))).toBeGreaterThan(75);

  await page.reload();
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  const notice = page.getByRole('region', { name: 'Unfinished upload' });
  await expect(notice).toBeVisible();
  await expect(notice.getByText(/speech-96k-stereo\.wav \(\d[\d.]* MB\)/)).toBeVisible();
  await shoot(page, testInfo, 'tus-unfinished-notice');

  // Choosing the same file asks the server how much it has and sends only the rest.
  const patches: number[] = [];
  page.on('request', (sent) => {
    if (sent.method() === 'PATCH') patches.push(Number(sent.headers()['upload-offset']));
  });
  await page.getByRole('button', { name: 'Skip (Free Practice)' }).click();
  const chooser = page.waitForEvent('filechooser');
  await notice.getByRole('button', { name: 'Choose the file' }).click();
  await (await chooser).setFiles(LARGE_WAV);
  await expect(page.getByRole('heading', { name: 'Practice Session Complete!' })).toBeVisible({
    timeout: ANALYSIS_TIMEOUT,
  });
  expect(patches[0]).toBeGreaterThanOrEqual(8 * MB);

  // A second unfinished upload is discarded instead.
  await openPractice(page);
  await page.getByLabel('Recording file').setInputFiles(LARGE_WAV);
  await expect
    .poll(async () => Number(await bar.getAttribute('aria-valuenow')), { timeout: 30_000 })
    .toBeGreaterThan(0);
  await page.reload();
  await expect(notice).toBeVisible();
  const deleted = page.waitForResponse((answer) => answer.request().method() === 'DELETE');
  await notice.getByRole('button', { name: 'Discard' }).click();
  expect((await deleted).status()).toBe(204);
  await expect(notice).toBeHidden();
});
