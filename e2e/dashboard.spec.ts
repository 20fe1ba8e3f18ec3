import { expect, test, type Page } from '@playwright/test';
import {
  createAccount,
  newPerson,
  openSignIn,
  screenshot,
  signInThroughDialog,
  toast,
  useScreenshotWidth,
  watchForErrors,
} from './support/accounts';

/*
 * The dashboard of a user with a practice history. The history is added through the
 * development tools (POST /api/dev/practice-history), which store analysed sessions with
 * chosen scores and complete them as a real analysis does, so every number on the page comes
 * from the server's own progress rules.
 */

/** 16 daily sessions: the first 8 weaker (clarity 6, pace 5, 4% fillers), the last 8 stronger. */
const HISTORY = Array.from({ length: 16 }, (_, index) => ({
  daysAgo: 16 - index,
  clarityScore: index < 8 ? 6 : 8,
  paceScore: index < 8 ? 5 : 7,
  confidenceLevel: 7,
  fillerScore: 7,
  fillerPercentage: index < 8 ? 4 : 2.5,
  paceWpm: 140,
}));

async function addHistory(page: Page, sessions: unknown[]) {
  // The page's request context carries the browser's HttpOnly login cookie.
  const response = await page.request.post('/api/dev/practice-history', { data: { sessions } });
  expect(response.ok(), await response.text()).toBe(true);
}

test.beforeEach(async ({ page }, testInfo) => {
  await useScreenshotWidth(page, testInfo);
});

test('a guest is asked to log in', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page.getByText('Please log in to view your dashboard.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to home' })).toHaveAttribute('href', '/');
});

test('a user with a practice history sees it on the dashboard, opens the phases and chooses a goal', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const errors = watchForErrors(page);
  const person = newPerson(testInfo, 'dash');
  await createAccount(request, person);
  await page.goto('/');
  await openSignIn(page);
  await signInThroughDialog(page, person);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Welcome, Test!' })).toBeVisible();
  await expect(page.getByText('No practice sessions yet')).toBeVisible();

  await addHistory(page, HISTORY);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Welcome back, Test!' })).toBeVisible();
  await expect(page.getByText('Total sessions: 16')).toBeVisible();
  // The header keeps the badge and plan at every width; on a phone the badge is its icon,
  // named for screen readers. Down to 360 px nothing in it leaves the screen.
  const banner = page.getByRole('banner');
  await expect(banner.getByText('Basic', { exact: true })).toBeVisible();
  await expect(banner.getByTitle('Achievement badge: Rising Star')).toBeVisible();
  const size = page.viewportSize();
  for (const width of [360, 390]) {
    if (!size || width > size.width) continue;
    await page.setViewportSize({ width, height: size.height });
    for (const control of [
      banner.getByText('Basic', { exact: true }),
      banner.getByTitle('Achievement badge: Rising Star'),
      banner.getByRole('button', { name: /^Account menu for/ }),
      banner.getByRole('button', { name: 'Open menu' }),
    ]) {
      await expect(control).toBeInViewport({ ratio: 1 });
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
  }
  if (size) await page.setViewportSize(size);
  await expect(page.getByText('Day 17 of 90')).toBeVisible();

  // Core metrics: clarity averages 7 and is rising (latest 5 at 8 against 7.2 before: +11%).
  const clarity = page
    .getByRole('region', { name: 'Core Metrics' })
    .locator('li, article, div')
    .filter({ hasText: /^Clarity/ })
    .first();
  await expect(clarity).toContainText('7/10');
  await expect(clarity).toContainText('Up 11%');

  // The free limit: 16 sessions this month is past 5.
  await expect(page.getByText('Monthly Practice: 16 / 5 used')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Practice Now' })).toBeDisabled();

  // Phases: 15 sessions completed Foundation; Confidence is current.
  const phases = page.getByRole('region', { name: 'Continuous Skill Mastery' });
  await expect(phases.getByRole('button', { name: /^Phase 1/ })).toHaveAttribute(
    'data-status',
    'completed',
  );
  await expect(phases.getByRole('button', { name: /^Phase 2/ })).toHaveAttribute(
    'data-status',
    'current',
  );
  await expect(phases.getByRole('button', { name: /^Phase 4/ })).toHaveAttribute(
    'data-status',
    'locked',
  );
  await screenshot(page, testInfo, 'dashboard');

  await phases.getByRole('button', { name: /^Phase 1/ }).click();
  let dialog = page.getByRole('dialog', { name: 'Phase 1: Foundation' });
  await expect(dialog.getByText('Phase Completed!')).toBeVisible();
  await page.keyboard.press('Escape');

  await phases.getByRole('button', { name: /^Phase 2/ }).click();
  dialog = page.getByRole('dialog', { name: 'Phase 2: Confidence' });
  // Fillers average 3.25% against at most 3%: 92% of the way, almost there.
  await expect(dialog.getByText('Almost there!')).toBeVisible();
  await expect(dialog.getByText('Complete', { exact: true }).first()).toBeVisible();
  await expect(dialog.getByText('In Progress', { exact: true }).first()).toBeVisible();
  await screenshot(page, testInfo, 'dashboard-phase');
  await dialog.getByRole('tab', { name: 'Progress' }).click();
  await expect(dialog.getByText('What to Focus On Next')).toBeVisible();
  await page.keyboard.press('Escape');

  await phases.getByRole('button', { name: /^Phase 4/ }).click();
  await expect(
    page.getByRole('dialog', { name: 'Phase 4: Mastery' }).getByText('Phase Locked'),
  ).toBeVisible();
  await page.keyboard.press('Escape');

  // Badges: 16 sessions is Rising Star, in the journey and the header.
  await expect(page.getByRole('banner').getByTitle('Achievement badge: Rising Star')).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Achievement Journey' }).getByText('Rising Star').first(),
  ).toBeVisible();

  // A goal: the baseline comes from the latest 5 sessions (clarity 8).
  await page.getByRole('button', { name: 'Choose a goal' }).first().click();
  dialog = page.getByRole('dialog', { name: 'Choose Your Speaking Goal' });
  await dialog.getByRole('radio', { name: /Speak With Crystal Clarity/ }).check();
  await dialog.getByRole('button', { name: 'Set This Goal' }).click();
  await expect(toast(page, 'Goal Selected!')).toBeVisible();
  const goal = page.getByRole('region', { name: 'Your Goal' });
  await expect(goal.getByRole('heading', { name: 'Speak With Crystal Clarity' })).toBeVisible();

  // One more session at clarity 10 moves the goal (the server counts it; no client call).
  await addHistory(page, [{ clarityScore: 10 }]);
  await page.reload();
  await expect(page.getByText('Total sessions: 17')).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Your Goal' }).getByRole('progressbar'),
  ).not.toHaveAttribute('aria-valuenow', '0');
  await screenshot(page, testInfo, 'dashboard-goal');
  expect(errors).toEqual([]);
});
