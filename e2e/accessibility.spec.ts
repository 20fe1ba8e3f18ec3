import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import {
  acceptInvitation,
  createAccount,
  E2E_ADMIN,
  newPerson,
  newPersonPage,
  openSignIn,
  useScreenshotWidth,
} from './support/accounts';
import { analysedRecording } from './support/analysed';
import { axeViolations } from './support/axe';
import { SPEECH_WAV } from './support/media-fixtures';

/*
 * Every signed-in page, and the dialogs on the way in, passes axe-core with no violations at
 * all, of any impact, under the rules public-pages.spec runs (axe's defaults): a new user's
 * pages, a client's with a practice history and a recording, their coach's and the admin's.
 * Accounts and data are made through the API, so the time goes to the pages. The public pages
 * have their own spec; the voice choice of a two-voice upload is checked in practice.spec,
 * which makes one anyway.
 */

const OWN_PASSWORD = 'my-own-password-1';

async function post(api: APIRequestContext, path: string, data: unknown) {
  const response = await api.post(path, { data });
  expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
  return response.json() as Promise<unknown>;
}

/** An uploaded recording (under a minute, so analysed before the answer). */
async function upload(api: APIRequestContext, file: string, seconds: number) {
  const response = await api.post('/api/transcribe', {
    multipart: {
      duration: String(seconds),
      recordingMode: 'upload',
      speakingType: 'practice',
      audio: { name: path.basename(file), mimeType: 'audio/wav', buffer: fs.readFileSync(file) },
    },
    timeout: 120_000,
  });
  return analysedRecording(api, response);
}

/** Waits for whatever the page was loading to be drawn, then checks it. */
async function expectClean(page: Page, name: string) {
  await expect(page.getByRole('status').filter({ hasText: /Loading/ })).toHaveCount(0);
  await expect(page.getByText('Loading recording...')).toHaveCount(0);
  // Soft: one run reports every page's violations, not only the first page's.
  expect.soft(await axeViolations(page), name).toEqual([]);
}

/** Opens `path` and checks it once its h1 and `ready`, which only the loaded page shows, are. */
async function expectPageClean(page: Page, path: string, ready?: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  if (ready) await expect(page.getByText(ready).first()).toBeVisible();
  await expectClean(page, path);
}

/** Opens a dialog with `opener` and checks the dialog alone. */
async function expectDialogClean(page: Page, opener: Locator, name: string) {
  await opener.click();
  await expect(page.getByRole('dialog', { name })).toBeVisible();
  expect.soft(await axeViolations(page, '[role="dialog"]'), name).toEqual([]);
}

/** Strong sessions today: this week's challenges of sessions and scores are completed. */
const STRONG_WEEK = Array.from({ length: 3 }, () => ({
  daysAgo: 0,
  paceScore: 10,
  fillerScore: 10,
  clarityScore: 10,
  confidenceLevel: 10,
  duration: 600,
  transcript: 'Good morning everyone. Today I want to talk about how we practise speaking.',
}));

test.beforeEach(async ({ page }, testInfo) => {
  await useScreenshotWidth(page, testInfo);
});

test('the sign-in dialog passes axe, and Tab follows what the eye reads', async ({ page }) => {
  await page.goto('/');
  await openSignIn(page);
  const dialog = page.getByRole('dialog', { name: 'Welcome Back' });
  expect(await axeViolations(page)).toEqual([]);
  // 'Forgot your Password?' sits under the password field (decision 183).
  await dialog.getByLabel('Email', { exact: true }).focus();
  const order = [
    dialog.getByLabel('Password', { exact: true }),
    dialog.getByRole('button', { name: 'Show password' }),
    dialog.getByRole('button', { name: 'Forgot your Password?' }),
    dialog.getByRole('button', { name: 'Sign In', exact: true }),
  ];
  for (const control of order) {
    await page.keyboard.press('Tab');
    await expect(control).toBeFocused();
  }
});

test('a new user’s pages pass axe', async ({ page, request }, testInfo) => {
  test.setTimeout(120_000);
  const person = newPerson(testInfo, 'a11y-user');
  await createAccount(request, person);
  await post(page.request, '/api/auth/signin', { email: person.email, password: person.password });

  await expectPageClean(page, '/dashboard', 'No practice sessions yet');
  await expectPageClean(page, '/record');
  await expectPageClean(page, '/recordings');
  await expectPageClean(page, '/settings');
  await expectPageClean(page, '/pricing');
  await expectPageClean(page, '/admin', 'Access Denied');
  await expectPageClean(page, '/no-such-page', 'Page Not Found');
  await expectPageClean(page, '/reset-password');
  // Checkout's ways back: a cancelled checkout on pricing, and a link that was not followed.
  await expectPageClean(page, '/pricing?checkout=cancelled');
  await expectPageClean(
    page,
    '/checkout-redirect?url=https%3A%2F%2Fevil.example%2Fpay',
    'Checkout Link Not Followed',
  );
  // The account menu open, and on a phone the site's menu.
  await page.goto('/dashboard');
  await page.getByRole('button', { name: /^Account menu for/ }).click();
  // Radix hides the rest of the page from assistive technology while it is open: the menu
  // is what there is to check.
  await expect(page.getByRole('menu')).toBeVisible();
  expect.soft(await axeViolations(page, '[role="menu"]'), 'account menu').toEqual([]);
  await page.keyboard.press('Escape');
  if (testInfo.project.name === 'phone') {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('button', { name: 'Close menu' })).toBeVisible();
    await expectClean(page, 'site menu');
  }
});

test('the admin’s page passes axe', async ({ page }, testInfo) => {
  await post(page.request, '/api/auth/signin', E2E_ADMIN);
  // A coach and a user, so neither table is empty.
  const coach = newPerson(testInfo, 'a11y-listed-coach');
  await post(page.request, '/api/admin/create-coach', { name: coach.name, email: coach.email });
  await expectPageClean(page, '/admin', coach.email);
});

test('a client’s pages and their coach’s pass axe', async ({ page, browser }, testInfo) => {
  test.skip(testInfo.project.name === 'phone', 'The pages are the same at both widths; CI time.');
  test.setTimeout(180_000);
  const admin = page.request;
  await post(admin, '/api/auth/signin', E2E_ADMIN);
  const coachPerson = newPerson(testInfo, 'a11y-coach');
  await post(admin, '/api/admin/create-coach', {
    name: coachPerson.name,
    email: coachPerson.email,
  });
  const coach = await newPersonPage(browser, testInfo);
  await acceptInvitation(coach.request, coachPerson.email, OWN_PASSWORD, admin);
  const clientPerson = { ...newPerson(testInfo, 'a11y-client'), name: 'Cody Client' };
  const { client: made } = (await post(coach.request, '/api/coach/create-client', {
    name: clientPerson.name,
    email: clientPerson.email,
  })) as { client: { id: string } };
  const client = await newPersonPage(browser, testInfo);
  await acceptInvitation(client.request, clientPerson.email, OWN_PASSWORD, admin);
  // Analysed on the server while the first pages are checked: pocketsphinx doubts many of
  // espeak's words, so its transcript and quotes show "[unclear]" and greyed words.
  const speech = upload(client.request, SPEECH_WAV, 21);
  await post(client.request, '/api/dev/practice-history', { sessions: STRONG_WEEK });
  const assignment = (await post(coach.request, '/api/coach/assignments', {
    title: 'Elevator pitch',
    prompt: 'Pitch your project in one minute',
    clientIds: [made.id],
  })) as { id: string };

  // The client's dashboard: completed challenges, a phase's requirements, a goal.
  await client.goto('/dashboard');
  await expect(client.getByText('Completed').first()).toBeVisible();
  await expectDialogClean(
    client,
    client.getByRole('button', { name: /^Phase 1/ }),
    'Phase 1: Foundation',
  );
  await client.keyboard.press('Escape');
  await expectDialogClean(
    client,
    client.getByRole('button', { name: 'Choose a goal' }).first(),
    'Choose Your Speaking Goal',
  );
  const goals = client.getByRole('dialog', { name: 'Choose Your Speaking Goal' });
  await goals.getByRole('radio').first().check();
  await goals.getByRole('button', { name: 'Set This Goal' }).click();
  await expect(
    client.getByRole('region', { name: 'Your Goal' }).getByRole('progressbar'),
  ).toBeVisible();
  await expectClean(client, '/dashboard');
  await expectPageClean(client, '/record');
  await expectPageClean(client, '/settings');

  // The coach's, while the recording is analysed.
  await expectPageClean(coach, '/coach-dashboard', clientPerson.name);
  for (const tab of ['Client Results', 'Assignments']) {
    await coach.getByRole('tab', { name: tab }).click();
    await expect(coach.getByRole('tabpanel', { name: tab })).toBeVisible();
    await expectClean(coach, tab);
  }
  await expectPageClean(coach, `/coach/assignments/${assignment.id}`, clientPerson.name);

  // The recording: its results, the client's history, and the coach's review.
  const recording = await speech;
  await expectPageClean(client, `/recordings/${recording.id}`, 'Replay Your Recording');
  await expectPageClean(client, '/recordings');
  await expectPageClean(coach, `/coach-dashboard?client=${made.id}`, clientPerson.email);
  await expectPageClean(
    coach,
    `/coach/clients/${made.id}/recordings/${recording.id}`,
    'No comments yet',
  );
});
