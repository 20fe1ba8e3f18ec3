import {
  expect,
  request as playwrightRequest,
  test,
  type APIRequestContext,
  type Locator,
  type Page,
} from '@playwright/test';
import {
  E2E_ADMIN,
  newPerson,
  openSignIn,
  signInThroughDialog,
  toast,
  watchForErrors,
  newPersonPage,
  SCREENS_DIR,
  acceptInvitation,
} from './support/accounts';

/*
 * Crutch phrases across sessions (product rules R11.8): a client with eight analysed sessions sees
 * their most used fillers, hedges and repeated phrases on the dashboard, each with its rate now
 * against the first sessions and a sparkline; their coach sees the same card for them. The people
 * are made through the API (admin → coach → client) and the sessions through the development tools,
 * which store fillers and words and complete each session as an analysis does, so every figure is
 * the server's own count.
 */

const NEW_PASSWORD = 'my-own-password-1';
const SHOTS = SCREENS_DIR;

/** Eight two-minute sessions: "um" falls from 6 to 2 a session, "like" rises, a phrase appears. */
const UM = [6, 5, 6, 5, 6, 3, 2, 2];
const LIKE = [2, 2, 2, 2, 2, 3, 4, 4];
const SESSIONS = UM.map((um, index) => ({
  daysAgo: 8 - index,
  duration: 120,
  detectedFillers: { um, like: LIKE[index] ?? 0 },
  transcript:
    index >= 5
      ? 'to be honest the plan works and to be honest it ships so to be honest I think we win'
      : 'I think the plan works and I think it ships on time',
}));

async function apiAs(baseURL: string) {
  return playwrightRequest.newContext({ baseURL });
}

async function ok(response: Awaited<ReturnType<APIRequestContext['post']>>) {
  expect(response.ok(), await response.text()).toBe(true);
  return response;
}

async function signIn(page: Page, email: string) {
  await page.goto('/');
  await openSignIn(page);
  await signInThroughDialog(page, { email, password: NEW_PASSWORD });
  await expect(page.getByRole('dialog', { name: 'Welcome Back' })).toBeHidden();
  await expect(page.getByRole('button', { name: /^Account menu for/ })).toBeVisible();
}

async function shoot(page: Page, card: Locator, name: string) {
  const width = page.viewportSize()?.width ?? 0;
  // The sign-in toast would cover the card on a phone.
  await expect(toast(page, 'Welcome back!')).toBeHidden({ timeout: 15_000 });
  await card.scrollIntoViewIfNeeded();
  await page.waitForTimeout(250);
  await card.screenshot({ path: `${SHOTS}/${name}-${width}.png` });
  await page.screenshot({ path: `${SHOTS}/${name}-page-${width}.png` });
}

async function expectTheCard(card: Locator) {
  const um = card
    .getByRole('listitem')
    .filter({ has: card.page().getByRole('heading', { name: '“um”' }) });
  await expect(um).toContainText('Filler');
  await expect(um).toContainText('Improving');
  // The first 5 sessions: 28 in 10 minutes; the last 5: 18 in 10 minutes.
  await expect(um).toContainText('1.8 per minute now, down from 2.8');
  await expect(um).toContainText('35 in all');
  await expect(um.getByRole('img')).toHaveAccessibleName(
    'Per minute over the last 8 sessions: from 3.0 to 1.0, highest 3.0',
  );
  const like = card
    .getByRole('listitem')
    .filter({ has: card.page().getByRole('heading', { name: '“like”' }) });
  await expect(like).toContainText('Rising');
  await expect(like).toContainText('1.5 per minute now, up from 1.0');
  const repeat = card
    .getByRole('listitem')
    .filter({ has: card.page().getByRole('heading', { name: '“to be honest”' }) });
  await expect(repeat).toContainText('Repeated phrase');
  await expect(repeat).toContainText('New');
  const hedge = card
    .getByRole('listitem')
    .filter({ has: card.page().getByRole('heading', { name: '“i think”' }) });
  await expect(hedge).toContainText('Hedge');
  await expect(hedge).toContainText('Improving');
  await expect(card).toContainText('From 8 analysed sessions.');
}

test('a client sees their crutch phrases, and their coach sees the same card', async ({
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const baseURL = testInfo.project.use.baseURL as string;
  const coach = newPerson(testInfo, 'crutchcoach');
  const client = newPerson(testInfo, 'crutchclient');

  // The admin makes a coach, the coach a client, and the client practises eight times.
  const admin = await apiAs(baseURL);
  await ok(await admin.post('/api/auth/signin', { data: E2E_ADMIN }));
  await ok(
    await admin.post('/api/admin/create-coach', { data: { name: coach.name, email: coach.email } }),
  );
  const coachApi = await apiAs(baseURL);
  await acceptInvitation(coachApi, coach.email, NEW_PASSWORD, admin);
  await ok(
    await coachApi.post('/api/coach/create-client', {
      data: { name: client.name, email: client.email },
    }),
  );
  const clientApi = await apiAs(baseURL);
  await acceptInvitation(clientApi, client.email, NEW_PASSWORD, admin);
  await ok(await clientApi.post('/api/dev/practice-history', { data: { sessions: SESSIONS } }));

  // The client's dashboard.
  const clientPage = await newPersonPage(browser, testInfo);
  const clientErrors = watchForErrors(clientPage);
  await signIn(clientPage, client.email);
  await expect(clientPage).toHaveURL(/\/dashboard$/);
  const card = clientPage.getByRole('region', { name: 'Crutch Phrases' });
  await expectTheCard(card);
  await shoot(clientPage, card, 'crutch-phrases-client');
  expect(clientErrors).toEqual([]);

  // The coach opens the client.
  const coachPage = await newPersonPage(browser, testInfo);
  const coachErrors = watchForErrors(coachPage);
  await signIn(coachPage, coach.email);
  await coachPage.goto('/coach-dashboard');
  await expect(coachPage.getByRole('heading', { name: 'Coach Dashboard' })).toBeVisible();
  await coachPage.getByRole('button', { name: `View ${client.name}` }).click();
  await expect(coachPage.getByRole('heading', { level: 2, name: client.name })).toBeVisible();
  const coachCard = coachPage.getByRole('region', { name: 'Crutch Phrases' });
  await expectTheCard(coachCard);
  await shoot(coachPage, coachCard, 'crutch-phrases-coach');
  expect(coachErrors).toEqual([]);

  await Promise.all([admin.dispose(), coachApi.dispose(), clientApi.dispose()]);
});

test('a new user is told when their crutch phrases will appear', async ({ browser }, testInfo) => {
  const baseURL = testInfo.project.use.baseURL as string;
  const person = newPerson(testInfo, 'crutchnew');
  const admin = await apiAs(baseURL);
  await ok(await admin.post('/api/auth/signin', { data: E2E_ADMIN }));
  await ok(
    await admin.post('/api/admin/create-user', {
      data: { name: person.name, email: person.email },
    }),
  );
  const api = await apiAs(baseURL);
  await acceptInvitation(api, person.email, NEW_PASSWORD, admin);
  const page = await newPersonPage(browser, testInfo);
  await signIn(page, person.email);
  await expect(page).toHaveURL(/\/dashboard$/);
  const card = page.getByRole('region', { name: 'Crutch Phrases' });
  await expect(
    card.getByText('Your crutch phrases will appear after your first analysed session.'),
  ).toBeVisible();
  await shoot(page, card, 'crutch-phrases-empty');
  await Promise.all([admin.dispose(), api.dispose()]);
});
