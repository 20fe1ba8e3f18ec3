import { expect, test, type Page, type Request } from '@playwright/test';
import { PRACTICE_MESSAGES } from '../src/shared/recordings/messages';
import {
  screenshot,
  signUpAndSignIn,
  toast,
  useScreenshotWidth,
  watchForErrors,
} from './support/accounts';

/*
 * Live recordings stream to the server while they are made (product rules R4.37): the fake
 * microphone speaks, its pieces go up every 5 s, and Stop only finishes the last seconds. A reload
 * in the middle leaves the recording unfinished on the server, for the person to finish or discard
 * when they come back.
 */

const ANALYSIS_TIMEOUT = 90_000;

test.beforeEach(async ({ page }, testInfo) => {
  test.setTimeout(240_000);
  await useScreenshotWidth(page, testInfo);
});

/** Every live-session and transcribe call the page makes, by method and path. */
function watchCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request: Request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/live-sessions') || pathname === '/api/transcribe') {
      calls.push(`${request.method()} ${pathname}`);
    }
  });
  return calls;
}

const piecesSent = (calls: string[]) => calls.filter((call) => /^PUT .*\/pieces\/\d+$/.test(call));

async function startRecording(page: Page) {
  await page.goto('/record');
  await page.getByRole('button', { name: 'Skip (Free Practice)' }).click();
  await page.getByRole('button', { name: 'Start Recording' }).click();
  await expect(page.getByRole('button', { name: 'Stop Recording' })).toBeVisible({
    timeout: 15_000,
  });
}

const unfinishedCard = (page: Page) =>
  page.getByRole('region', { name: PRACTICE_MESSAGES.unfinishedTitle });

test('a live recording streams while it is made, and Stop brings the results', async ({
  page,
  request,
}, testInfo) => {
  const errors = watchForErrors(page);
  const calls = watchCalls(page);
  await signUpAndSignIn(page, request, testInfo, 'streamer');
  await startRecording(page);
  expect(calls).toContain('POST /api/live-sessions');

  await page.waitForTimeout(20_000);
  // Pieces went up while the person spoke, not after Stop.
  expect(piecesSent(calls).length).toBeGreaterThanOrEqual(3);
  await page.getByRole('button', { name: 'Stop Recording' }).click();
  const stoppedAt = Date.now();

  await expect(page.getByRole('heading', { name: 'Practice Session Complete!' })).toBeVisible({
    timeout: ANALYSIS_TIMEOUT,
  });
  testInfo.annotations.push({
    type: 'stop to results',
    description: `${((Date.now() - stoppedAt) / 1000).toFixed(1)} s`,
  });
  await expect(toast(page, 'Transcription Complete')).toBeVisible();
  expect(calls.filter((call) => call.endsWith('/finish'))).toHaveLength(1);
  expect(calls).not.toContain('POST /api/transcribe');
  // The pieces were sent in order, each once.
  const numbers = piecesSent(calls).map((call) => Number(call.split('/').at(-1)));
  expect(numbers).toEqual(numbers.map((_, index) => index));
  await screenshot(page, testInfo, 'live-streaming-results');
  expect(errors).toEqual([]);
});

test('a recording interrupted by a reload is offered unfinished, and finishes into results', async ({
  page,
  request,
}, testInfo) => {
  const errors = watchForErrors(page);
  await signUpAndSignIn(page, request, testInfo, 'reloader');
  await startRecording(page);
  await page.waitForTimeout(15_000);
  await page.reload();

  const card = unfinishedCard(page);
  await expect(card).toBeVisible({ timeout: 15_000 });
  await expect(card).toContainText(
    /Your last recording stopped before it was analyzed\. 0:1\d of it reached Cadence\./,
  );
  await page.getByRole('button', { name: 'Skip (Free Practice)' }).click();
  await expect(page.getByRole('button', { name: 'Start Recording' })).toBeDisabled();
  await expect(page.getByText(PRACTICE_MESSAGES.liveSessionOpen)).toBeVisible();

  // How it looks, at a desktop's width and a small phone's.
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 860 });
    await card.scrollIntoViewIfNeeded();
    await page.waitForTimeout(250);
    await card.screenshot({
      path: `/tmp/live-unfinished-card-${width}-${testInfo.project.name}.png`,
    });
    const box = await card.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true);
  }
  await useScreenshotWidth(page, testInfo);
  await screenshot(page, testInfo, 'live-unfinished-card');

  // Keyboard: the finish button is reached and pressed without a mouse.
  await card.getByRole('button', { name: PRACTICE_MESSAGES.unfinishedFinish }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Practice Session Complete!' })).toBeVisible({
    timeout: ANALYSIS_TIMEOUT,
  });
  await expect(unfinishedCard(page)).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('an unfinished recording can be discarded', async ({ page, request }, testInfo) => {
  const errors = watchForErrors(page);
  await signUpAndSignIn(page, request, testInfo, 'discarder');
  await startRecording(page);
  await page.waitForTimeout(8_000);
  await page.reload();

  const card = unfinishedCard(page);
  await expect(card).toBeVisible({ timeout: 15_000 });
  await card.getByRole('button', { name: PRACTICE_MESSAGES.unfinishedDiscard }).click();
  await expect(toast(page, PRACTICE_MESSAGES.unfinishedDiscarded)).toBeVisible();
  await expect(card).toHaveCount(0);
  await page.getByRole('button', { name: 'Skip (Free Practice)' }).click();
  await expect(page.getByRole('button', { name: 'Start Recording' })).toBeEnabled();

  // Gone on the server too: a reload offers nothing.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Skip (Free Practice)' })).toBeVisible();
  await expect(unfinishedCard(page)).toHaveCount(0);
  expect(errors).toEqual([]);
});
