import {
  expect,
  test,
  type APIRequestContext,
  type Locator,
  type Page,
  type TestInfo,
} from '@playwright/test';
import {
  E2E_ADMIN,
  newPerson,
  openSignIn,
  signInThroughDialog,
  useScreenshotWidth,
  watchForErrors,
  acceptInvitation,
  fullPageScreenshot,
} from './support/accounts';

/*
 * How an admin and a coach get in: each lands on their own dashboard after signing in, finds
 * it again in the account menu, and on a phone reads every list as cards, with no sideways
 * scrolling and every button on screen. Accounts are made through the API; the sign-in is the
 * person's own, through the dialog.
 */

const OWN_PASSWORD = 'my-own-password-1';

type Person = ReturnType<typeof newPerson>;

/** A long address, so a card has to wrap it rather than push the page wider. */
function newLongPerson(testInfo: TestInfo, label: string): Person {
  const person = newPerson(testInfo, label);
  return { ...person, email: person.email.replace('@', '.with-a-long-address@') };
}

async function post(api: APIRequestContext, path: string, data: unknown) {
  const response = await api.post(path, { data });
  expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
  return response;
}

async function signIn(page: Page, person: { email: string; password: string }) {
  await page.goto('/');
  await openSignIn(page);
  await signInThroughDialog(page, person);
}

async function expectMenuDashboard(page: Page, path: string) {
  await page.getByRole('button', { name: /^Account menu for/ }).click();
  await expect(page.getByRole('menuitem', { name: 'Dashboard' })).toHaveAttribute('href', path);
  await page.keyboard.press('Escape');
}

/** The header's tag: beside the menu on wider screens, in the opened main menu on a phone. */
async function headerStatus(page: Page, testInfo: TestInfo): Promise<Locator> {
  if (testInfo.project.name !== 'phone') return page.getByRole('banner');
  await page.getByRole('button', { name: 'Open menu' }).click();
  return page.getByRole('navigation', { name: 'Main menu' });
}

/** Nothing on the page, and no list region in it, is wider than the screen. */
async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({
    page: document.scrollingElement?.scrollWidth ?? 0,
    screen: window.innerWidth,
    overflowing: [...document.querySelectorAll('main [role="region"][aria-label], main table')]
      .filter((element) => element.scrollWidth > element.clientWidth + 1)
      .map((element) => element.getAttribute('aria-label') ?? element.tagName),
  }));
  expect(widths.page, 'page width').toBeLessThanOrEqual(widths.screen);
  expect(widths.overflowing, 'lists wider than their box').toEqual([]);
}

/** One list up close, for reading its cards. */
async function listShot(page: Page, list: Locator, name: string) {
  const width = page.viewportSize()?.width ?? 0;
  await list.screenshot({ path: `test-results/screens/${name}-${width}.png`, scale: 'css' });
}

/** Every button in `scope`, scrolled to, is wholly on screen. */
async function expectButtonsOnScreen(scope: Locator) {
  const buttons = await scope.getByRole('button').all();
  expect(buttons.length).toBeGreaterThan(0);
  for (const button of buttons) {
    await button.scrollIntoViewIfNeeded();
    await expect(button).toBeInViewport({ ratio: 1 });
  }
}

test.beforeEach(async ({ page }, testInfo) => {
  await useScreenshotWidth(page, testInfo);
});

test('an admin lands on /admin, tagged Admin, and reads coaches and users without scrolling sideways', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const errors = watchForErrors(page);
  await signIn(page, E2E_ADMIN);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();

  const status = await headerStatus(page, testInfo);
  await expect(status.getByText('Admin', { exact: true })).toBeVisible();
  await expect(status.getByText(/^(Basic|Premium|No badge yet)$/)).toHaveCount(0);
  if (testInfo.project.name === 'phone')
    await page.getByRole('button', { name: 'Close menu' }).click();
  await expectMenuDashboard(page, '/admin');

  // A coach and two users to list, made by the signed-in admin (the page's own login).
  const coach = newLongPerson(testInfo, 'listed-coach');
  await post(page.request, '/api/admin/create-coach', { name: coach.name, email: coach.email });
  for (const userType of ['basic', 'premium']) {
    const person = newLongPerson(testInfo, `listed-${userType}`);
    await post(page.request, '/api/admin/create-user', { ...person, userType });
  }
  await page.reload();
  const coaches = page.getByRole('region', { name: 'Coaches', exact: true });
  await expect(coaches.getByRole('row').filter({ hasText: coach.email })).toBeVisible();
  await expect(coaches.getByText(coach.email)).toBeVisible();
  const users = page.getByRole('region', { name: 'Users', exact: true });
  await expect(users.getByRole('row').nth(1)).toBeVisible();
  await page.getByRole('button', { name: 'Show as table' }).click();
  await expectNoSidewaysScroll(page);
  await fullPageScreenshot(page, 'ways-in-admin');
  await listShot(page, coaches, 'ways-in-admin-coaches');
  await listShot(page, users, 'ways-in-admin-users');
  expect(errors).toEqual([]);
});

test('a coach lands on the coach dashboard and reaches every client, action and session without scrolling sideways', async ({
  page,
  browser,
  playwright,
}, testInfo) => {
  test.setTimeout(180_000);
  const errors = watchForErrors(page);
  const baseURL = testInfo.project.use.baseURL;
  const admin = await playwright.request.newContext({ baseURL });
  const coachApi = await playwright.request.newContext({ baseURL });
  const clientApi = await playwright.request.newContext({ baseURL });

  // The admin invites a coach, who chooses a password and invites three clients.
  await post(admin, '/api/auth/signin', E2E_ADMIN);
  const coach = { ...newLongPerson(testInfo, 'coach'), password: OWN_PASSWORD };
  await post(admin, '/api/admin/create-coach', { name: coach.name, email: coach.email });
  await acceptInvitation(coachApi, coach.email, OWN_PASSWORD);
  const clients = [0, 1, 2].map((index) => newLongPerson(testInfo, `client${index}`));
  for (const client of clients) {
    await post(coachApi, '/api/coach/create-client', { name: client.name, email: client.email });
  }
  // The first client practises three times.
  const practising = clients[0] as Person;
  await acceptInvitation(clientApi, practising.email, OWN_PASSWORD);
  await post(clientApi, '/api/dev/practice-history', {
    sessions: [{ daysAgo: 2 }, { daysAgo: 1, clarityScore: 8 }, { daysAgo: 0, paceWpm: 150 }],
  });

  await signIn(page, coach);
  await expect(page).toHaveURL(/\/coach-dashboard$/);
  await expect(page.getByRole('heading', { name: 'Coach Dashboard' })).toBeVisible();
  await expectMenuDashboard(page, '/coach-dashboard');

  const table = page.getByRole('region', { name: 'Clients' });
  for (const client of clients) {
    await expect(table.getByRole('row', { name: new RegExp(client.name) })).toBeVisible();
    await expect(table.getByText(client.email)).toBeVisible();
  }
  await expectNoSidewaysScroll(page);
  await expectButtonsOnScreen(table);
  await fullPageScreenshot(page, 'ways-in-coach-clients');
  await listShot(page, table, 'ways-in-coach-client-list');

  await page.getByRole('tab', { name: 'Client Results' }).click();
  await expect(page.getByRole('tabpanel').getByText(practising.name).first()).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectButtonsOnScreen(page.getByRole('tabpanel'));
  await fullPageScreenshot(page, 'ways-in-coach-results');
  await page.getByRole('tab', { name: 'Client Management' }).click();

  // The practising client's sessions, as the coach sees them.
  await table.getByRole('button', { name: `View ${practising.name}` }).click();
  await expect(page.getByRole('heading', { name: 'Session History' })).toBeVisible();
  const detail = page.getByRole('region', { name: practising.name });
  await expect(detail.getByText('Clarity', { exact: true })).toHaveCount(3);
  await expectNoSidewaysScroll(page);
  await fullPageScreenshot(page, 'ways-in-coach-client-sessions');
  await listShot(page, detail, 'ways-in-coach-client-detail');

  // The client's own history.
  const clientContext = await browser.newContext({
    baseURL,
    viewport: page.viewportSize(),
    storageState: await clientApi.storageState(),
  });
  const clientPage = await clientContext.newPage();
  await clientPage.goto('/recordings');
  await expect(
    clientPage.getByRole('list', { name: 'Recordings' }).getByRole('listitem'),
  ).toHaveCount(3, { timeout: 15_000 });
  await expectNoSidewaysScroll(clientPage);
  await expectButtonsOnScreen(clientPage.getByRole('list', { name: 'Recordings' }));
  await fullPageScreenshot(clientPage, 'ways-in-client-recordings');
  await listShot(
    clientPage,
    clientPage.getByRole('list', { name: 'Recordings' }),
    'ways-in-client-recording-list',
  );
  await clientContext.close();
  await Promise.all([admin.dispose(), coachApi.dispose(), clientApi.dispose()]);
  expect(errors).toEqual([]);
});
