import { expect, test } from '@playwright/test';
import {
  screenshot,
  signUpAndSignIn,
  toast,
  useScreenshotWidth,
  watchForErrors,
} from './support/accounts';
import { axeViolations } from './support/axe';
import { DIALOGUE_WAV, SPEECH_WAV } from './support/media-fixtures';

/*
 * Practice journeys in a real Chromium: the fake microphone plays speech made by espeak-ng,
 * and the server analyses it with pocketsphinx, as it would a person's voice.
 */

const ANALYSIS_TIMEOUT = 90_000;

test.beforeEach(async ({ page }, testInfo) => {
  test.setTimeout(240_000);
  await useScreenshotWidth(page, testInfo);
});

test('record with a prompt, see the results, replay, open the history and delete', async ({
  page,
  request,
}, testInfo) => {
  const errors = watchForErrors(page);
  await signUpAndSignIn(page, request, testInfo, 'recorder');
  await page.goto('/record?prompt=Describe%20your%20ideal%20weekend');
  await expect(page.getByText('Describe your ideal weekend')).toBeVisible();
  await screenshot(page, testInfo, 'practice-setup');

  await page.getByRole('button', { name: 'Start Recording' }).click();
  await expect(page.getByRole('button', { name: 'Stop Recording' })).toBeVisible({
    timeout: 15_000,
  });
  await screenshot(page, testInfo, 'practice-recording');
  // Let the fake microphone speak for a while.
  await page.waitForTimeout(9_000);
  await page.getByRole('button', { name: 'Stop Recording' }).click();
  await expect(page.getByText('Analyzing Your Speech...')).toBeVisible();
  await screenshot(page, testInfo, 'practice-analyzing');

  await expect(page.getByRole('heading', { name: 'Practice Session Complete!' })).toBeVisible({
    timeout: ANALYSIS_TIMEOUT,
  });
  await expect(toast(page, 'Transcription Complete')).toBeVisible();
  await expect(page.getByText('Describe your ideal weekend').first()).toBeVisible();
  for (const skill of ['Pace', 'Filler Words', 'Clarity', 'Confidence']) {
    await expect(page.getByText(skill, { exact: true }).first()).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: 'How to Improve' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Replay Your Recording' })).toBeVisible();
  await screenshot(page, testInfo, 'practice-results');
  await page.screenshot({
    path: `test-results/screens/practice-results-full-${page.viewportSize()?.width}.png`,
    fullPage: true,
  });

  // Replay: the audio loads through the ranged media endpoint and plays.
  const play = page.getByRole('button', { name: 'Play', exact: true });
  await expect(play).toBeEnabled({ timeout: 15_000 });
  await play.click();
  await expect(page.getByRole('button', { name: 'Pause', exact: true })).toBeVisible();
  // It has its length (the recorder wrote none; the server gave it one, decision 185), and
  // the seek bar moves it there.
  await page.getByRole('button', { name: 'Pause', exact: true }).click();
  const audio = page.locator('audio');
  const length = await audio.evaluate((element: HTMLAudioElement) => element.duration);
  expect(Number.isFinite(length) && length > 3).toBe(true);
  const middle = Math.round(length / 2);
  await page.getByRole('slider', { name: 'Seek' }).fill(String(middle));
  await expect
    .poll(() => audio.evaluate((element: HTMLAudioElement) => element.currentTime))
    .toBeCloseTo(middle, 0);

  // History shows it; the detail page shows the same analysis.
  await page.goto('/recordings');
  await expect(page.getByRole('heading', { name: 'Your Recording History' })).toBeVisible();
  await expect(page.getByText('Describe your ideal weekend')).toBeVisible();
  // The card's link is its date; there is one card.
  const card = page.getByRole('main').getByRole('link', { name: /\d{4}/ });
  await expect(card).toBeVisible();
  await screenshot(page, testInfo, 'recordings-history');
  await card.click();
  await expect(page.getByRole('heading', { name: 'Recording Analysis' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Practice Session Complete!' })).toBeVisible();
  await screenshot(page, testInfo, 'recording-detail');

  await page.getByRole('button', { name: 'Delete Recording' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this recording?' });
  await expect(
    dialog.getByText('This will permanently delete this recording and all its analysis data.', {
      exact: false,
    }),
  ).toBeVisible();
  await screenshot(page, testInfo, 'recording-delete-dialog');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Recording deleted')).toBeVisible();
  await expect(page).toHaveURL(/\/recordings$/);
  await expect(page.getByText('No recordings yet')).toBeVisible();
  await screenshot(page, testInfo, 'recordings-empty');
  expect(errors).toEqual([]);
});

test('upload a file and get its analysis', async ({ page, request }, testInfo) => {
  const errors = watchForErrors(page);
  await signUpAndSignIn(page, request, testInfo, 'uploader');
  await page.goto('/record');
  await page.getByRole('button', { name: 'Skip (Free Practice)' }).click();
  await page.getByLabel('Recording file').setInputFiles(SPEECH_WAV);
  await expect(page.getByRole('heading', { name: 'Practice Session Complete!' })).toBeVisible({
    timeout: ANALYSIS_TIMEOUT,
  });
  await expect(page.getByRole('heading', { name: 'Replay Your Recording' })).toBeVisible();
  await screenshot(page, testInfo, 'upload-results');
  expect(errors).toEqual([]);
});

test('a two-person upload goes through speaker selection', async ({ page, request }, testInfo) => {
  const errors = watchForErrors(page);
  await signUpAndSignIn(page, request, testInfo, 'meeting');
  await page.goto('/record');
  await page.getByRole('button', { name: 'Skip (Free Practice)' }).click();
  await page.getByLabel('Recording file').setInputFiles(DIALOGUE_WAV);
  await expect(page).toHaveURL(/\/recordings\/[\w-]+\/select-speaker$/, {
    timeout: ANALYSIS_TIMEOUT,
  });
  await expect(page.getByRole('heading', { name: 'Select Your Voice' })).toBeVisible();
  const analyze = page.getByRole('button', { name: 'Analyze My Speech' });
  await expect(analyze).toBeDisabled();
  await screenshot(page, testInfo, 'select-speaker');
  // Each voice's quotes, with the words the engine doubted as "[unclear]".
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('radio').nth(1).click();
  await expect(analyze).toBeEnabled();
  await analyze.click();
  await expect(toast(page, 'Analysis Complete!')).toBeVisible({ timeout: ANALYSIS_TIMEOUT });
  await expect(page).toHaveURL(/\/recordings\/[\w-]+$/, { timeout: 10_000 });
  await expect(page.getByRole('heading', { name: 'Practice Session Complete!' })).toBeVisible();
  await screenshot(page, testInfo, 'select-speaker-results');
  // The other voice's words, greyed in the transcript.
  await expect(page.getByText('Loading recording...')).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
  expect(errors).toEqual([]);
});

test('guests are asked to sign in before recording', async ({ page }, testInfo) => {
  await page.goto('/record');
  await page.getByRole('button', { name: 'Skip (Free Practice)' }).click();
  await screenshot(page, testInfo, 'practice-guest');
  await page.getByRole('button', { name: 'Start Recording' }).click();
  await expect(toast(page, 'Login Required')).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: /Notifications/ })
      .getByText('Please sign in to record and analyze your speech.'),
  ).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Create Your Account' })).toBeVisible();
});
