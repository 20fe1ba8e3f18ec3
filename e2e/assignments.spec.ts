import { expect, test } from '@playwright/test';
import {
  E2E_ADMIN,
  newPerson,
  toast,
  waitForMail,
  watchForErrors,
  newPersonPage,
  acceptInvitation,
  fullPageScreenshot,
} from './support/accounts';
import { SPEECH_WAV } from './support/media-fixtures';

/*
 * Assignments (product rules R11.1-R11.4): a coach sets an assignment for a client in the dialog;
 * the client sees it on the dashboard, opens it on the practice screen and uploads a recording for
 * it; the coach sees the submission with its figures. Accounts are made through the API, the
 * journey through the UI. Screenshots at 1280 (desktop) and 390 (phone) px.
 */

const NEW_PASSWORD = 'my-own-password-1';

test('a coach sets an assignment, the client submits for it, the coach sees the figures', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(300_000);
  const admin = page.request;
  const signIn = await admin.post('/api/auth/signin', { data: E2E_ADMIN });
  expect(signIn.ok()).toBe(true);
  const coach = newPerson(testInfo, 'coach');
  const made = await admin.post('/api/admin/create-coach', {
    data: { name: 'Carla Coach', email: coach.email },
  });
  expect(made.ok(), await made.text()).toBe(true);

  const coachPage = await newPersonPage(browser, testInfo);
  const errors = watchForErrors(coachPage);
  await acceptInvitation(coachPage.request, coach.email, NEW_PASSWORD, admin);
  const client = newPerson(testInfo, 'client');
  const created = await coachPage.request.post('/api/coach/create-client', {
    data: { name: 'Cody Client', email: client.email },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const clientPage = await newPersonPage(browser, testInfo);
  const clientErrors = watchForErrors(clientPage);
  await acceptInvitation(clientPage.request, client.email, NEW_PASSWORD, admin);

  // The coach sets the assignment in the dialog; the form checks it first.
  await coachPage.goto('/coach-dashboard');
  await expect(coachPage.getByRole('heading', { name: 'Coach Dashboard' })).toBeVisible();
  await coachPage.getByRole('tab', { name: 'Assignments' }).click();
  await expect(coachPage.getByText('No assignments yet')).toBeVisible();
  await coachPage.getByRole('button', { name: 'New Assignment' }).first().click();
  const dialog = coachPage.getByRole('dialog', { name: 'New Assignment' });
  await dialog.getByRole('button', { name: 'Create Assignment' }).click();
  await expect(dialog.getByText('Give the assignment a title')).toBeVisible();
  await expect(dialog.getByText('Choose at least one client')).toBeVisible();
  await dialog.getByLabel('Title').fill('Elevator pitch');
  await dialog.getByLabel('Prompt').fill('Pitch your project in one minute');
  await dialog.getByLabel('Instructions (optional)').fill('Stand up, and smile.');
  await dialog.getByLabel('Attempts').fill('2');
  await dialog.getByLabel('Cody Client').check();
  await fullPageScreenshot(coachPage, 'assignment-dialog');
  await dialog.getByRole('button', { name: 'Create Assignment' }).click();
  await expect(toast(coachPage, 'Assignment created')).toBeVisible();
  await expect(dialog).toBeHidden();
  const list = coachPage.getByRole('list', { name: 'Assignments' });
  await expect(list.getByText('Elevator pitch')).toBeVisible();
  await expect(list.getByText('Not started')).toBeVisible();
  await fullPageScreenshot(coachPage, 'assignment-list');

  // The client is emailed, sees it on the dashboard and opens it.
  await waitForMail(admin, client.email, (m) => /New assignment from Carla Coach/.test(m.subject));
  await clientPage.goto('/dashboard');
  const card = clientPage.getByRole('region', { name: 'Assignments from your coach' });
  await expect(card.getByText('Elevator pitch')).toBeVisible();
  await expect(card.getByText(/2 attempts left/)).toBeVisible();
  await fullPageScreenshot(clientPage, 'client-dashboard-assignment');
  await card.getByRole('link', { name: 'Start Elevator pitch' }).click();
  await expect(clientPage).toHaveURL(/\/practice\?assignment=/);
  await expect(clientPage.getByText('Assignment: Elevator pitch')).toBeVisible();
  await expect(clientPage.getByText('Stand up, and smile.')).toBeVisible();
  await fullPageScreenshot(clientPage, 'practice-assignment');
  await clientPage.getByLabel('Recording file').setInputFiles(SPEECH_WAV);
  await expect(clientPage.getByRole('heading', { name: 'Practice Session Complete!' })).toBeVisible(
    { timeout: 120_000 },
  );

  // The coach sees the submission with its figures.
  await coachPage.reload();
  await coachPage.getByRole('tab', { name: 'Assignments' }).click();
  await expect(coachPage.getByText('1 used · 1 left')).toBeVisible();
  await coachPage.getByRole('link', { name: 'View submissions' }).click();
  await expect(coachPage.getByRole('heading', { name: 'Elevator pitch' })).toBeVisible();
  const submissions = coachPage.getByRole('region', { name: 'Submissions of Cody Client' });
  await expect(submissions.getByText(/\d+ wpm/)).toBeVisible();
  await fullPageScreenshot(coachPage, 'assignment-detail');
  expect(errors).toEqual([]);
  expect(clientErrors).toEqual([]);
});
