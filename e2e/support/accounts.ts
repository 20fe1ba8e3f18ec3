import {
  expect,
  type APIRequestContext,
  type Browser,
  type Page,
  type TestInfo,
} from '@playwright/test';

/*
 * Helpers for the account journeys: unique people, the development outbox
 * (GET /api/dev/outbox?to=…, newest first) and screenshots at 1280 and 390 px.
 */

export type OutboxMail = {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  sentAt: string;
};

export const PASSWORD = 'practise-daily-1';

/** The admin the test server makes at start (ADMIN_EMAIL and ADMIN_PASSWORD). */
export const E2E_ADMIN = { email: 'admin@cadence.test', password: 'admin-e2e-password' };

let counter = 0;

/** A fresh person for each test, so tests can run in any order and in parallel. */
export function newPerson(testInfo: TestInfo, label: string) {
  counter += 1;
  const stamp = `${Date.now()}-${testInfo.workerIndex}-${counter}`;
  return {
    name: `Test ${label[0]?.toUpperCase()}${label.slice(1)}`,
    email: `${label}-${stamp}@example.com`,
    password: PASSWORD,
  };
}

/** Waits for a mail to `to` whose subject or text matches, and returns the newest such mail. */
export async function waitForMail(
  request: APIRequestContext,
  to: string,
  matches: (mail: OutboxMail) => boolean = () => true,
): Promise<OutboxMail> {
  let found: OutboxMail | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
        const mails = (await response.json()) as OutboxMail[];
        found = mails.find(matches);
        return Boolean(found);
      },
      { message: `a mail to ${to}`, timeout: 15_000 },
    )
    .toBe(true);
  return found as OutboxMail;
}

export function codeFrom(mail: OutboxMail): string {
  const code = /\b(\d{6})\b/.exec(`${mail.subject}\n${mail.text}`)?.[1];
  if (!code) throw new Error(`No 6-digit code in mail '${mail.subject}'`);
  return code;
}

/**
 * An invited person (a coach, a client) signs in once with their mailed temporary password
 * and chooses `newPassword`, through `api` (whose cookies then hold the login). The outbox is
 * read through `mailbox`, `api` itself unless given.
 */
export async function acceptInvitation(
  api: APIRequestContext,
  email: string,
  newPassword: string,
  mailbox: APIRequestContext = api,
): Promise<void> {
  const mail = await waitForMail(mailbox, email);
  const response = await api.post('/api/auth/login-temp-password', {
    data: { email, temporaryPassword: temporaryPasswordIn(mail), newPassword },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/** The temporary password in an invitation (a coach's, a client's or an admin-made user's). */
export function temporaryPasswordIn(mail: OutboxMail): string {
  const password = /Temporary password[^\w]*([\w-]{8,})/.exec(mail.text)?.[1];
  if (!password) throw new Error(`No temporary password in mail '${mail.subject}'`);
  return password;
}

export function resetLinkFrom(mail: OutboxMail): string {
  const link = /https?:\/\/\S+\/reset-password\?token=[\w.~%-]+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`No reset link in mail '${mail.subject}'`);
  return link;
}

/** Creates a verified account through the API (sign-up, then the emailed code). */
export async function createAccount(
  request: APIRequestContext,
  person: { name: string; email: string; password: string },
): Promise<void> {
  const signup = await request.post('/api/auth/signup', { data: person });
  expect(signup.ok(), await signup.text()).toBe(true);
  const mail = await waitForMail(request, person.email, (m) =>
    /verification code/i.test(m.subject),
  );
  const verify = await request.post('/api/auth/verify-email', {
    data: { email: person.email, code: codeFrom(mail) },
  });
  expect(verify.ok(), await verify.text()).toBe(true);
}

/** Where journeys put their screenshots, named `<name>-<width>.png`. */
export const SCREENS_DIR = 'test-results/screens';

const screenshotViewport = (testInfo: TestInfo) =>
  testInfo.project.name === 'phone' ? { width: 390, height: 844 } : { width: 1280, height: 860 };

/** The phone project is shot at 390 px, the desktop one at 1280 px. */
export async function useScreenshotWidth(page: Page, testInfo: TestInfo): Promise<void> {
  await page.setViewportSize(screenshotViewport(testInfo));
}

/**
 * A page in a browser context of its own (a second person in the same journey: a coach and
 * a client) at the project's screenshot width, as a phone on the phone project.
 */
export async function newPersonPage(browser: Browser, testInfo: TestInfo): Promise<Page> {
  const phone = testInfo.project.name === 'phone';
  const context = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    viewport: screenshotViewport(testInfo),
    ...(phone ? { isMobile: true, hasTouch: true } : {}),
  });
  return context.newPage();
}

/** The whole page from the top (else the sticky header is drawn where it was scrolled to). */
export async function fullPageScreenshot(page: Page, name: string): Promise<void> {
  const width = page.viewportSize()?.width ?? 0;
  await page.evaluate(() => window.scrollTo(0, 0));
  // Let dialog and toast animations settle so the picture shows the resting state.
  await page.waitForTimeout(250);
  await page.screenshot({
    path: `${SCREENS_DIR}/${name}-${width}.png`,
    fullPage: true,
    scale: 'css',
  });
}

export async function screenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const width = page.viewportSize()?.width ?? 0;
  // Let dialog and toast animations settle so the picture shows the resting state.
  await page.waitForTimeout(250);
  // One pixel a CSS pixel: a phone's 3x picture took nine times the encoding, to show the same.
  await page.screenshot({ path: `${SCREENS_DIR}/${name}-${width}.png`, scale: 'css' });
}

/** Collects console errors and uncaught exceptions; failed calls the test provokes are allowed. */
export function watchForErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    // The browser logs every non-OK response; tests that provoke them check the UI instead.
    if (message.text().startsWith('Failed to load resource')) return;
    errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

export async function openSignIn(page: Page): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('dialog', { name: 'Welcome Back' })).toBeVisible();
}

export async function signInThroughDialog(
  page: Page,
  person: { email: string; password: string },
): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Welcome Back' });
  await dialog.getByLabel('Email').fill(person.email);
  await dialog.getByLabel('Password', { exact: true }).fill(person.password);
  await dialog.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/** A new verified user, signed in through the header's dialog, on their dashboard. */
export async function signUpAndSignIn(
  page: Page,
  request: APIRequestContext,
  testInfo: TestInfo,
  label: string,
) {
  const person = newPerson(testInfo, label);
  await createAccount(request, person);
  await page.goto('/');
  await openSignIn(page);
  await signInThroughDialog(page, person);
  await expect(page).toHaveURL(/\/dashboard$/);
  return person;
}

export function toast(page: Page, title: string) {
  return page.getByRole('region', { name: /Notifications/ }).getByText(title, { exact: true });
}
