import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import {
  E2E_ADMIN,
  newPerson,
  toast,
  watchForErrors,
  newPersonPage,
  acceptInvitation,
  fullPageScreenshot,
} from './support/accounts';
import { analysedRecording } from './support/analysed';
import { SPEECH_WAV } from './support/media-fixtures';

/*
 * Timestamped comments (product rules R11.6, R11.7): a coach reviews a client's recording and
 * comments at 0:04; the client sees the marker on the replay's timeline, reaches it by keyboard,
 * and the replay jumps there; the client replies. The accounts and the recording are made through
 * the API, the journey itself in the browser: a coach and a client, two browser contexts.
 */

const NEW_PASSWORD = 'my-own-password-1';

/** Signs the page's context in with an emailed temporary password, choosing its own. */
async function firstSignIn(page: Page, email: string) {
  await acceptInvitation(page.request, email, NEW_PASSWORD);
  const signIn = await page.request.post('/api/auth/signin', {
    data: { email, password: NEW_PASSWORD },
  });
  expect(signIn.ok(), await signIn.text()).toBe(true);
}

test('a coach comments at a moment of a client recording; the client jumps there and replies', async ({
  browser,
}, testInfo) => {
  test.setTimeout(240_000);

  // The people: an admin makes the coach, the coach makes the client.
  const admin = await newPersonPage(browser, testInfo);
  expect((await admin.request.post('/api/auth/signin', { data: E2E_ADMIN })).ok()).toBe(true);
  const coachPerson = { ...newPerson(testInfo, 'coach'), name: 'Carla Coach' };
  const made = await admin.request.post('/api/admin/create-coach', {
    data: { name: coachPerson.name, email: coachPerson.email },
  });
  expect(made.ok(), await made.text()).toBe(true);
  const coach = await newPersonPage(browser, testInfo);
  await firstSignIn(coach, coachPerson.email);
  const clientPerson = { ...newPerson(testInfo, 'client'), name: 'Cody Client' };
  const created = await coach.request.post('/api/coach/create-client', {
    data: { name: clientPerson.name, email: clientPerson.email },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const client = await newPersonPage(browser, testInfo);
  await firstSignIn(client, clientPerson.email);

  // The client's recording (a 12-second speech clip).
  const upload = await client.request.post('/api/transcribe', {
    multipart: {
      duration: '12',
      recordingMode: 'upload',
      speakingType: 'practice',
      audio: { name: 'speech.wav', mimeType: 'audio/wav', buffer: fs.readFileSync(SPEECH_WAV) },
    },
    timeout: 120_000,
  });
  const recording = await analysedRecording(client.request, upload);

  // The coach opens the client's session from the dashboard and comments at 0:04.5.
  const coachErrors = watchForErrors(coach);
  await coach.goto('/coach-dashboard');
  await coach.getByRole('button', { name: `View ${clientPerson.name}` }).click();
  await coach
    .getByRole('link', { name: /Review and comment/ })
    .first()
    .click();
  await expect(coach).toHaveURL(new RegExp(`/coach/clients/.+/recordings/${recording.id}$`));
  await expect(coach.getByRole('heading', { name: 'Cody Client’s recording' })).toBeVisible();
  await expect(coach.getByText('No comments yet')).toBeVisible();
  await expect(coach.getByRole('button', { name: 'Delete Recording' })).toHaveCount(0);
  const form = coach.getByRole('form', { name: 'Add a comment' });
  await form.getByLabel('Time').fill('0:04.5');
  await form.getByLabel('Comment').fill("Slow down on 'ask not'. <b>not bold</b>");
  await form.getByRole('button', { name: 'Add comment at 0:04' }).click();
  await expect(toast(coach, 'Comment added')).toBeVisible();
  await expect(coach.getByRole('button', { name: 'Comment at 0:04 by You' })).toBeVisible();
  // Plain text: the markup is shown as typed, never rendered.
  await expect(
    coach.getByRole('list', { name: 'Comments in time order' }).getByText(/<b>not bold<\/b>/),
  ).toBeVisible();
  await fullPageScreenshot(coach, 'coach-review');
  expect(coachErrors).toEqual([]);

  // The client sees the marker, reaches it by keyboard from the player, and the replay jumps.
  const clientErrors = watchForErrors(client);
  await client.goto(`/recordings/${recording.id}`);
  const marker = client.getByRole('button', { name: 'Comment at 0:04 by Carla Coach' });
  await expect(marker).toBeVisible({ timeout: 30_000 });
  await expect(client.getByText('Loading recording...')).toBeHidden({ timeout: 30_000 });
  await client.getByRole('slider', { name: 'Volume' }).focus();
  await client.keyboard.press('Tab');
  await expect(marker).toBeFocused();
  await client.keyboard.press('Enter');
  await expect
    .poll(() => client.locator('audio').evaluate((audio: HTMLAudioElement) => audio.currentTime))
    .toBeGreaterThanOrEqual(4.4);
  const position = await client
    .locator('audio')
    .evaluate((audio: HTMLAudioElement) => audio.currentTime);
  expect(position).toBeLessThan(8);
  // Beside the transcript at its time, too.
  await expect(
    client.getByRole('region', { name: 'Transcript' }).getByText(/Slow down on 'ask not'/),
  ).toBeVisible();
  await fullPageScreenshot(client, 'client-replay');

  // The client replies.
  await client.getByRole('button', { name: 'Reply to Carla Coach at 0:04' }).click();
  const reply = client.getByRole('form', { name: 'Reply to Carla Coach' });
  await reply.getByLabel('Reply to Carla Coach').fill('Thanks, I will pause there.');
  await reply.getByRole('button', { name: 'Reply' }).click();
  await expect(toast(client, 'Reply added')).toBeVisible();
  await expect(
    client
      .getByRole('list', { name: 'Replies to Carla Coach' })
      .getByText('Thanks, I will pause there.'),
  ).toBeVisible();
  await fullPageScreenshot(client, 'client-reply');
  expect(clientErrors).toEqual([]);

  // The coach sees the reply, then deletes the comment: its reply goes with it.
  await coach.reload();
  await expect(coach.getByText('Thanks, I will pause there.')).toBeVisible();
  await fullPageScreenshot(coach, 'coach-thread');
  await coach.getByRole('button', { name: 'Delete your comment at 0:04' }).click();
  const confirm = coach.getByRole('dialog', { name: 'Delete this comment?' });
  await expect(confirm).toContainText('with the reply to it');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(coach, 'Comment and replies deleted')).toBeVisible();
  await expect(coach.getByText('No comments yet')).toBeVisible();
  await expect(coach.getByText('Thanks, I will pause there.')).toHaveCount(0);
  await expect(coach.getByRole('button', { name: /^Comment at/ })).toHaveCount(0);

  // Back to the client's detail, not the dashboard's list.
  await coach.getByRole('link', { name: 'Back to Cody Client' }).click();
  await expect(coach).toHaveURL(/\/coach-dashboard\?client=/);
  await expect(coach.getByRole('heading', { level: 2, name: clientPerson.name })).toBeVisible();
  await fullPageScreenshot(coach, 'coach-client-detail');
  expect(coachErrors).toEqual([]);
});
