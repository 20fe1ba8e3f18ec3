import { expect, test, type Browser, type Page, type TestInfo } from '@playwright/test';
import {
  createAccount,
  E2E_ADMIN,
  newPerson,
  openSignIn,
  screenshot,
  signInThroughDialog,
  temporaryPasswordIn,
  toast,
  useScreenshotWidth,
  waitForMail,
  watchForErrors,
} from './support/accounts';
import { SPEECH_WAV } from './support/media-fixtures';

/*
 * An admin creates a coach; the coach signs in with the emailed temporary password, replaces
 * it and creates a client; the client signs in and practises; the coach sees the client's
 * results and previews the product as a premium user. Three people, three browser contexts.
 */

const NEW_PASSWORD = 'my-own-password-1';

async function newPage(browser: Browser, testInfo: TestInfo) {
  const context = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    ...(testInfo.project.name === 'phone'
      ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }
      : { viewport: { width: 1280, height: 860 } }),
  });
  return context.newPage();
}

/** Client Login with the emailed password, then the forced change on the first screen. */
async function firstLogin(page: Page, email: string, temporaryPassword: string) {
  await page.goto('/');
  await openSignIn(page);
  await page.getByRole('dialog').getByRole('button', { name: 'Client Login' }).click();
  const dialog = page.getByRole('dialog', { name: 'Client Login' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Temporary Password').fill(temporaryPassword);
  await dialog.getByRole('button', { name: 'Sign In', exact: true }).click();
  const forced = page.getByRole('dialog', { name: 'Change Your Password' });
  await expect(forced).toBeVisible({ timeout: 15_000 });
  await forced.getByLabel('Temporary Password').fill(temporaryPassword);
  await forced.getByLabel('New Password', { exact: true }).fill(NEW_PASSWORD);
  await forced.getByLabel('Confirm New Password').fill(NEW_PASSWORD);
  await forced.getByRole('button', { name: 'Change Password' }).click();
  await expect(toast(page, 'Password Changed')).toBeVisible();
  await expect(forced).toBeHidden();
}

async function openUserMenu(page: Page) {
  await page.getByRole('button', { name: /^Account menu for/ }).click();
}

test.beforeEach(async ({ page }, testInfo) => {
  await useScreenshotWidth(page, testInfo);
});

test('admin creates a coach, the coach a client, the client practises, the coach sees it', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(240_000);
  const errors = watchForErrors(page);

  // The admin.
  await page.goto('/');
  await openSignIn(page);
  await signInThroughDialog(page, E2E_ADMIN);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  await screenshot(page, testInfo, 'admin-dashboard');
  const coach = newPerson(testInfo, 'coach');
  const coachForm = page.getByRole('form', { name: 'Create Coach' });
  await coachForm.getByLabel('Coach Name').fill(coach.name);
  await coachForm.getByLabel('Coach Email').fill(coach.email);
  await coachForm.getByRole('button', { name: 'Create Coach' }).click();
  await expect(toast(page, 'Coach Created')).toBeVisible();
  const overview = page
    .getByRole('region', { name: 'Coaches Overview' })
    .or(page.getByRole('main'));
  await expect(overview.getByText(coach.email).first()).toBeVisible();

  // The coach: first login, new password, then a client.
  const coachPage = await newPage(browser, testInfo);
  const coachMail = await waitForMail(page.request, coach.email);
  await firstLogin(coachPage, coach.email, temporaryPasswordIn(coachMail));
  await coachPage.goto('/coach-dashboard');
  await expect(coachPage.getByRole('heading', { name: 'Coach Dashboard' })).toBeVisible();
  await expect(coachPage.getByText('No clients yet')).toBeVisible();
  await screenshot(coachPage, testInfo, 'coach-dashboard-empty');
  const client = newPerson(testInfo, 'client');
  await coachPage.getByRole('button', { name: 'Add Client' }).first().click();
  const addClient = coachPage.getByRole('dialog', { name: 'Add New Client' });
  await addClient.getByLabel('Client Name').fill(client.name);
  await addClient.getByLabel('Email').fill(client.email);
  await addClient.getByRole('button', { name: 'Create Client' }).click();
  await expect(toast(coachPage, 'Client Created Successfully!')).toBeVisible();
  await expect(addClient).toBeHidden();
  await expect(coachPage.getByText('Needs Setup')).toBeVisible();

  // The client: first login, then an uploaded practice session.
  const clientPage = await newPage(browser, testInfo);
  const clientMail = await waitForMail(page.request, client.email);
  await firstLogin(clientPage, client.email, temporaryPasswordIn(clientMail));
  await clientPage.goto('/record');
  await clientPage.getByRole('button', { name: 'Skip (Free Practice)' }).click();
  await clientPage.getByLabel('Recording file').setInputFiles(SPEECH_WAV);
  await expect(clientPage.getByRole('heading', { name: 'Practice Session Complete!' })).toBeVisible(
    { timeout: 90_000 },
  );

  // The coach sees the client active, their results and the session.
  await coachPage.reload();
  await expect(coachPage.getByText('Active', { exact: true }).first()).toBeVisible();
  await screenshot(coachPage, testInfo, 'coach-dashboard-clients');
  await coachPage.getByRole('tab', { name: 'Client Results' }).click();
  await expect(coachPage.getByText(client.name).first()).toBeVisible();
  await screenshot(coachPage, testInfo, 'coach-dashboard-results');
  await coachPage.getByRole('tab', { name: 'Client Management' }).click();
  await coachPage.getByRole('button', { name: `View ${client.name}` }).click();
  await expect(coachPage.getByText(client.email)).toBeVisible();
  await expect(coachPage.getByRole('button', { name: 'Back to clients' })).toBeVisible();
  await screenshot(coachPage, testInfo, 'coach-client-detail');
  await coachPage.getByRole('button', { name: 'Back to clients' }).click();
  await expect(coachPage.getByRole('tab', { name: 'Client Management' })).toBeVisible();

  // Premium preview and back.
  await openUserMenu(coachPage);
  await coachPage.getByRole('menuitem', { name: 'Experience as Premium User' }).click();
  await expect(toast(coachPage, 'Switched to Premium Mode')).toBeVisible();
  await expect(coachPage).toHaveURL(/\/dashboard$/);
  await openUserMenu(coachPage);
  await coachPage.getByRole('menuitem', { name: 'Back to Coach Mode' }).click();
  await expect(toast(coachPage, 'Switched Back to Coach')).toBeVisible();
  await expect(coachPage).toHaveURL(/\/coach-dashboard$/);

  // The admin sees the new coach with one client.
  await page.reload();
  await expect(page.getByText(client.name).first()).toBeVisible();
  expect(errors).toEqual([]);
});

test('a user who is not an admin sees Access Denied with their address', async ({
  page,
  request,
}, testInfo) => {
  const person = newPerson(testInfo, 'notadmin');
  await createAccount(request, person);
  await page.goto('/');
  await openSignIn(page);
  await signInThroughDialog(page, person);
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto('/admin');
  await expect(page.getByText('Access Denied')).toBeVisible();
  await expect(page.getByText(person.email)).toBeVisible();
  await screenshot(page, testInfo, 'admin-access-denied');
});
