import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import {
  newPerson,
  screenshot,
  toast,
  useScreenshotWidth,
  watchForErrors,
} from './support/accounts';

/*
 * Every public page renders whole, with its own title, no script errors and no serious or
 * critical accessibility violations (axe-core in the page), at 1280 and 390 px.
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
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter(
      (violation) => violation.impact === 'serious' || violation.impact === 'critical',
    );
    expect(
      serious.map((violation) => `${violation.id}: ${violation.nodes[0]?.target.join(' ')}`),
    ).toEqual([]);
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
