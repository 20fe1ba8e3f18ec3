import { expect, test, type Page } from '@playwright/test';

/** Collects console errors and uncaught exceptions, so a page that "renders" while broken fails. */
function watchForErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

function screenPath(projectName: string, name: string): string {
  return `test-results/screens/${projectName}-${name}.png`;
}

test('the home page shows the hero to a guest', async ({ page }, testInfo) => {
  const errors = watchForErrors(page);
  await page.goto('/');

  await expect(
    page.getByRole('heading', { level: 1, name: 'Start Your Journey Free' }),
  ).toBeVisible();
  await expect(page).toHaveTitle('Cadence');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Cadence' })).toHaveAttribute(
    'href',
    '/',
  );
  await expect(page.getByRole('banner').getByRole('button', { name: 'Login' })).toBeVisible();

  await page.screenshot({ path: screenPath(testInfo.project.name, 'home'), fullPage: true });
  expect(errors).toEqual([]);
});

test('an unknown address shows Page Not Found', async ({ page }, testInfo) => {
  const errors = watchForErrors(page);
  await page.goto('/this-page-does-not-exist');

  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  await page.getByRole('link', { name: 'Go Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Start Your Journey Free' }),
  ).toBeVisible();

  await page.goto('/this-page-does-not-exist');
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  await page.screenshot({ path: screenPath(testInfo.project.name, '404'), fullPage: true });
  expect(errors).toEqual([]);
});

test('the navigation works by keyboard and on a phone', async ({ page, isMobile }) => {
  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Start Your Journey Free' }),
  ).toBeVisible();

  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();

  if (isMobile) {
    await expect(page.getByRole('navigation', { name: 'Main', exact: true })).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Pricing' })
      .click();
  } else {
    await page
      .getByRole('navigation', { name: 'Main', exact: true })
      .getByRole('link', { name: 'Pricing' })
      .click();
  }
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Pricing' })).toBeVisible();
});

test("Select Your Voice shows a guest 'Sign In' to /signin, which opens sign-in", async ({
  page,
}) => {
  const path = '/recordings/5b3c7a2e-1f4d-4c6b-9e8a-2d1f0c9b8a71/select-speaker';
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: 'Select Your Voice' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await page.getByRole('link', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(`/signin?redirect=${encodeURIComponent(path)}`);
  await expect(page.getByRole('dialog', { name: 'Welcome Back' })).toBeVisible();
});

test('protected screens send a guest home, to sign in first', async ({ page }) => {
  await page.goto('/recordings/abc');
  await expect(page).toHaveURL(/\/\?redirect=\/recordings\/abc$/);
  await expect(page.getByRole('dialog', { name: 'Welcome Back' })).toBeVisible();

  await page.goto('/dashboard?subscription=success');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Processing your subscription...' }),
  ).toBeVisible();
});

test('spinners turn for people who allow motion, and stand still for those who ask for less', async ({
  browser,
}, testInfo) => {
  // The other journeys run with reduced motion (playwright.config.ts); this one checks both.
  for (const [reducedMotion, turns] of [
    ['no-preference', true],
    ['reduce', false],
  ] as const) {
    const context = await browser.newContext({
      baseURL: testInfo.project.use.baseURL,
      reducedMotion,
    });
    const page = await context.newPage();
    await page.goto('/dashboard?subscription=success');
    const spinner = page.locator('.animate-spin').first();
    await expect(spinner).toBeVisible();
    await expect
      .poll(() =>
        spinner.evaluate((element) =>
          element.getAnimations().some((animation) => animation.playState === 'running'),
        ),
      )
      .toBe(turns);
    await context.close();
  }
});
