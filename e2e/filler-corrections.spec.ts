import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  SCREENS_DIR,
  signUpAndSignIn,
  toast,
  useScreenshotWidth,
  watchForErrors,
} from './support/accounts';
import { FIXTURE_DIR } from './support/media-fixtures';

/*
 * Correctable fillers (product rules R11.9, R11.10) in a real Chromium: a person uploads a talk
 * with filled pauses and "like" as a discourse marker, marks a filler "Not a filler" and sees the
 * Filler Words figures scored again at once, undoes it, and finds what their dismissals of "like"
 * taught under Settings, where they remove one rule and clear the rest. The talk is spoken by
 * espeak-ng and analysed by the server's own engine, so every figure is the server's.
 */

const ANALYSIS_TIMEOUT = 90_000;
const SHOTS = SCREENS_DIR;
const FILLERS_WAV = path.join(FIXTURE_DIR, 'fillers.wav');
const SCRIPT =
  'So, um, today I want to talk about why practice matters. Uh, when we practise every day, ' +
  'um, we get better. Yesterday we, like, went to the market, and it was, like, really busy.';

/** The talk at 150 words a minute, 16 kHz mono, as the server's speech tests make theirs. */
function makeFillersWav() {
  if (fs.existsSync(FILLERS_WAV)) return;
  fs.mkdirSync(FIXTURE_DIR, { recursive: true });
  const raw = `${FILLERS_WAV}.raw.wav`;
  execFileSync('espeak-ng', ['-v', 'en-us', '-s', '150', '-w', raw, SCRIPT]);
  execFileSync('sox', [raw, '-r', '16000', '-c', '1', FILLERS_WAV]);
  fs.rmSync(raw, { force: true });
}

test.beforeAll(() => {
  makeFillersWav();
  fs.mkdirSync(SHOTS, { recursive: true });
});

test.beforeEach(async ({ page }, testInfo) => {
  test.setTimeout(240_000);
  await useScreenshotWidth(page, testInfo);
});

async function shot(target: Page | Locator, name: string) {
  const page = 'page' in target ? target.page() : target;
  const width = page.viewportSize()?.width ?? 0;
  // Let toasts and dialogs settle so the picture shows the resting state.
  await page.waitForTimeout(300);
  await target.screenshot({ path: `${SHOTS}/${name}-${width}.png` });
}

/** The Filler Words score card's figures: its score, count and share of the words. */
async function fillerFigures(page: Page) {
  const card = page
    .getByRole('list', { name: 'Scores' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Filler Words' }) });
  const text = (await card.textContent()) ?? '';
  const count = /(\d+) filler words?/.exec(text)?.[1];
  const score = /(\d+(?:\.\d+)?)\/10/.exec(text)?.[1];
  const share = /\(([\d.]+)% of your words\)/.exec(text)?.[1];
  expect(count, text).toBeDefined();
  return { count: Number(count), score: Number(score), share: Number(share), text };
}

test('mark a filler "Not a filler", undo it, and manage what it taught in Settings', async ({
  page,
  request,
}, testInfo) => {
  const errors = watchForErrors(page);
  await signUpAndSignIn(page, request, testInfo, 'fillers');
  await page.goto('/record');
  await page.getByRole('button', { name: 'Skip (Free Practice)' }).click();
  await page.getByLabel('Recording file').setInputFiles(FILLERS_WAV);
  await expect(page.getByRole('heading', { name: 'Practice Session Complete!' })).toBeVisible({
    timeout: ANALYSIS_TIMEOUT,
  });

  const card = page.getByRole('region', { name: 'Detected fillers' });
  await expect(card).toBeVisible();
  const rows = card.getByRole('listitem');
  const before = await fillerFigures(page);
  // Every counted filler is listed, each with its button.
  await expect(rows).toHaveCount(before.count);
  expect(before.count).toBeGreaterThanOrEqual(3);
  await card.scrollIntoViewIfNeeded();
  await shot(card, 'results-card-before');

  // The first filler (a filled pause at the start) is not a filler: one fewer at once.
  const first = card.getByRole('button', { name: /^Mark “.+” at 0:00 as not a filler$/ });
  const firstName = (await first.getAttribute('aria-label')) ?? '';
  const word = /“(.+)”/.exec(firstName)?.[1] ?? '';
  await first.click();
  await expect(
    card.getByRole('button', { name: `Restore “${word}” at 0:00 as a filler` }),
  ).toBeVisible();
  await expect(toast(page, 'Marked as not a filler')).toBeVisible();
  await expect.poll(async () => (await fillerFigures(page)).count).toBe(before.count - 1);
  const after = await fillerFigures(page);
  expect(after.share).toBeLessThan(before.share);
  expect(after.score).toBeGreaterThanOrEqual(before.score);
  // The toast names the score the server gave.
  await expect(
    page
      .getByRole('region', { name: /Notifications/ })
      .getByText(new RegExp(`no longer counts\\. Filler Words: ${after.score}/10\\.`)),
  ).toBeVisible();
  await expect(card.locator('s').first()).toHaveText(`“${word}”`);
  await shot(card, 'results-card-after');
  await shot(page, 'results-after-toast');

  // Undo from the toast: the filler counts again and the figures are as analysed.
  await page
    .getByRole('region', { name: /Notifications/ })
    .getByRole('button', { name: 'Undo' })
    .click();
  await expect(toast(page, 'Filler restored')).toBeVisible();
  await expect(
    card.getByRole('button', { name: `Mark “${word}” at 0:00 as not a filler` }),
  ).toBeVisible();
  const undone = await fillerFigures(page);
  expect(undone).toEqual(before);

  // "like" after a word is a discourse marker: dismissing it, from the keyboard, teaches a rule.
  const likes = card.getByRole('button', { name: /^Mark “like” at \d+:\d\d as not a filler$/ });
  await expect(likes).toHaveCount(2);
  const firstLike = likes.first();
  const likeName = (await firstLike.getAttribute('aria-label')) ?? '';
  const likeAt = /at (\d+:\d\d)/.exec(likeName)?.[1] ?? '';
  await firstLike.focus();
  await page.keyboard.press('Enter');
  const restoreLike = card.getByRole('button', { name: `Restore “like” at ${likeAt} as a filler` });
  await expect(restoreLike).toBeVisible();
  // Focus stays on the row, so the next key press can restore it.
  await expect(restoreLike).toBeFocused();
  await shot(card, 'results-card-keyboard-focus');
  await expect.poll(async () => (await fillerFigures(page)).count).toBe(before.count - 1);
  // The second "like" too: two rules.
  await likes.first().click();
  await expect(card.getByRole('button', { name: /^Restore “like”/ })).toHaveCount(2);
  await expect.poll(async () => (await fillerFigures(page)).count).toBe(before.count - 2);
  await shot(card, 'results-card-likes-dismissed');

  await page.goto('/settings');
  const settings = page.getByRole('region', { name: "Words that aren't fillers for you" });
  const ruleList = settings.getByRole('list', { name: "Words that aren't fillers for you" });
  await expect(ruleList.getByRole('listitem')).toHaveCount(2);
  await expect(ruleList.getByRole('listitem').first()).toHaveText(/^“like” after “.+”Remove$/);
  await settings.scrollIntoViewIfNeeded();
  await shot(settings, 'settings-card');

  // Remove one rule, then clear the rest after a confirmation.
  const ruleText = (await ruleList.getByRole('listitem').first().textContent()) ?? '';
  const rule = ruleText.replace(/Remove$/, '');
  await settings.getByRole('button', { name: `Remove ${rule}` }).click();
  await expect(ruleList.getByRole('listitem')).toHaveCount(1);
  await expect(settings.getByText(rule, { exact: true })).toBeHidden();
  await settings.getByRole('button', { name: 'Clear all' }).click();
  const dialog = page.getByRole('dialog', { name: 'Clear all your words?' });
  await expect(dialog).toBeVisible();
  await shot(page, 'settings-clear-dialog');
  await dialog.getByRole('button', { name: 'Clear all' }).click();
  await expect(dialog).toBeHidden();
  await expect(settings.getByText(/^None yet\./)).toBeVisible();
  await shot(settings, 'settings-card-empty');
  expect(errors).toEqual([]);
});
