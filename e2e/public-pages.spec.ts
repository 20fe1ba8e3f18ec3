import { expect, test } from '@playwright/test';
import {
  newPerson,
  screenshot,
  toast,
  useScreenshotWidth,
  watchForErrors,
} from './support/accounts';
import { axeViolations } from './support/axe';

/*
 * Every public page renders whole, with its own title, no script errors and no accessibility
 * violations of any impact (axe-core in the page), at 1280 and 390 px; accessibility.spec
 * holds the signed-in pages to the same.
 */

const PUBLIC_PAGES = [
  { path: '/', name: 'home' },
  { path: '/features', name: 'features' },
  { path: '/how-it-works', name: 'how-it-works' },
  { path: '/support', name: 'support' },
  { path: '/privacy', name: 'privacy' },
  { path: '/terms', name: 'terms' },
  { path: '/about', name: 'about' },
  { path: '/contact', name: 'contact' },
  { path: '/pricing', name: 'pricing' },
  // A guest's view of the recording screen: the 'Master Communication in 90 Days' variant.
  { path: '/record', name: 'practice-guest' },
];

test.beforeEach(async ({ page }, testInfo) => {
  await useScreenshotWidth(page, testInfo);
});

for (const { path, name } of PUBLIC_PAGES) {
  test(`${path} renders with its own title and passes axe`, async ({ page }, testInfo) => {
    const errors = watchForErrors(page);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page).toHaveTitle(/Cadence/);
    await screenshot(page, testInfo, `public-${name}`);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
}

test('the public pages have different titles', async ({ page }) => {
  const titles = new Set<string>();
  for (const { path } of PUBLIC_PAGES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    titles.add(await page.title());
  }
  expect(titles.size).toBe(PUBLIC_PAGES.length);
});

test('the contact form checks each field, then sends and resets', async ({ page }, testInfo) => {
  const errors = watchForErrors(page);
  await page.goto('/contact');
  await expect(page.getByText('Atlanta, GA')).toBeVisible();
  await page.getByRole('button', { name: /send/i }).click();
  await expect(page.getByText('Name must be at least 2 characters')).toBeVisible();
  await expect(page.getByText('Subject must be at least 3 characters')).toBeVisible();
  await expect(page.getByText('Message must be at least 10 characters')).toBeVisible();

  const person = newPerson(testInfo, 'contact');
  await page.getByLabel('Name', { exact: true }).fill(person.name);
  await page.getByLabel('Email', { exact: true }).fill(person.email);
  await page.getByLabel('Subject', { exact: true }).fill('A question about coaching');
  await page
    .getByLabel('Message', { exact: true })
    .fill('Can a coach see the recordings of their clients?');
  await page.getByRole('button', { name: /send/i }).click();
  await expect(toast(page, 'Message Sent!')).toBeVisible();
  await expect(page.getByLabel('Subject', { exact: true })).toHaveValue('');
  await screenshot(page, testInfo, 'public-contact-sent');
  expect(errors).toEqual([]);
});

/** The widths the public site is built for, narrowest phone to wide desktop. */
const WIDTHS = [360, 414, 768, 1024, 1440];

test('no public page scrolls sideways from 360 to 1440 px, and the narrowest passes axe', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'One project sets every width itself.');
  test.setTimeout(120_000);
  // Each page is loaded once at the narrowest width, then the window is widened: the layout
  // follows the width as it would for a person turning a tablet or widening a window, and
  // the journey loads 10 pages instead of 50.
  for (const { path } of PUBLIC_PAGES) {
    await page.setViewportSize({ width: WIDTHS[0]!, height: 800 });
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await axeViolations(page), path).toEqual([]);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      // Two frames: the resize is handled and the new layout painted.
      const overflow = await page.evaluate(
        () =>
          new Promise<number>((resolve) =>
            requestAnimationFrame(() =>
              requestAnimationFrame(() =>
                resolve(
                  document.documentElement.scrollWidth - document.documentElement.clientWidth,
                ),
              ),
            ),
          ),
      );
      expect(overflow, `${path} at ${width} px is wider than the screen`).toBeLessThanOrEqual(0);
    }
  }
});

test('the footer links reach every public page', async ({ page }) => {
  for (const { path } of PUBLIC_PAGES.filter((entry) => !['/', '/record'].includes(entry.path))) {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await footer.locator(`a[href="${path}"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
});

test('a keyboard alone can skip to the content and open and close sign-in', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main-content')).toBeFocused();

  const login = page.getByRole('button', { name: 'Login', exact: true });
  await login.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Email', { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(login).toBeFocused();
});

test("a guest's first visit downloads neither the signed-in app nor the sign-in dialog", async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const signedInChunks = scripts.filter((file) =>
    /\/assets\/(dashboard-page|practice-page|settings-page|admin-page|coach-dashboard-page|signed-in-header|results-view|auth-dialog)-/.test(
      file,
    ),
  );
  expect(signedInChunks).toEqual([]);
});

test('the pages’ calls to action open the right dialog', async ({ page }) => {
  const openers = [
    { path: '/', button: 'Sign Up Free', dialog: 'Create Your Account' },
    { path: '/record', button: 'Sign Up Free', dialog: 'Create Your Account' },
    { path: '/about', button: 'Sign Up Free', dialog: 'Create Your Account' },
    { path: '/terms', button: 'Sign In', dialog: 'Welcome Back' },
    { path: '/?login=true', button: null, dialog: 'Welcome Back' },
  ];
  for (const { path, button, dialog } of openers) {
    await page.goto(path);
    // A dialog opened by the address hides the page behind it from the accessibility tree.
    if (button) {
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.getByRole('button', { name: button }).first().click();
    }
    await expect(page.getByRole('dialog', { name: dialog })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
  }
});
