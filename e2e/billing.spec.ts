import { expect, test, type Page, type TestInfo } from '@playwright/test';
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
import { axeViolations } from './support/axe';

/*
 * Subscribing, cancelling and reactivating through the test-mode checkout: without
 * STRIPE_SECRET_KEY the app's own checkout page stands in for Stripe's and sends the same
 * signed webhook events, so every step here runs the real billing code.
 */

const isPhone = (testInfo: TestInfo) => testInfo.project.name === 'phone';

async function signedIn(page: Page, testInfo: TestInfo, label: string) {
  const person = newPerson(testInfo, label);
  await createAccount(page.request, person);
  // Verifying through the page's request context signed this browser in (the login cookie
  // is shared); start signed out, as someone who signed up on another device.
  await page.context().clearCookies();
  await page.goto('/');
  await openSignIn(page);
  await signInThroughDialog(page, person);
  await expect(page).toHaveURL(/\/dashboard/);
  return person;
}

/** The test-mode checkout: labelled, priced, then paid with Stripe's test card. */
async function payOnTestCheckout(checkout: Page, amount: string) {
  await expect(checkout.getByText('TEST MODE: no real card is charged.')).toBeVisible();
  await checkout.getByRole('button', { name: `Pay ${amount}` }).click();
}

async function expectPremium(page: Page, testInfo: TestInfo, plan: 'Monthly' | 'Yearly') {
  await expect(toast(page, 'Welcome to Premium!')).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/dashboard$/);
  await screenshot(page, testInfo, 'billing-dashboard-premium');
  expect(await axeViolations(page)).toEqual([]);
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Subscription' })).toBeVisible();
  await expect(page.getByText(`Premium ${plan}`)).toBeVisible();
  await expect(page.getByText('Next billing')).toBeVisible();
  await expect(page.getByText('Premium Account')).toBeVisible();
}

test.beforeEach(async ({ page }, testInfo) => {
  await useScreenshotWidth(page, testInfo);
});

test('the pricing page shows the three plans and the test-mode note', async ({
  page,
}, testInfo) => {
  const errors = watchForErrors(page);
  await page.goto('/pricing');
  for (const name of ['Free', 'Monthly', 'Yearly']) {
    await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();
  }
  await expect(page.getByText('Best Value')).toBeVisible();
  await expect(page.getByText('$6.99')).toBeVisible();
  await expect(page.getByText('Save 20%')).toBeVisible();
  await expect(page.getByText(/test mode/i).first()).toBeVisible();
  await screenshot(page, testInfo, 'billing-pricing');

  // A guest choosing a plan is asked to sign in first.
  await page.getByRole('button', { name: 'Choose Yearly' }).click();
  await expect(page.getByRole('dialog', { name: 'Welcome Back' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('a user subscribes through checkout, cancels and reactivates', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const errors = watchForErrors(page);
  await signedIn(page, testInfo, 'subscribe');
  await page.goto('/pricing');
  await expect(page.getByRole('heading', { name: 'Monthly', exact: true })).toBeVisible();

  if (isPhone(testInfo)) {
    // Phones leave for checkout in the same tab after half a second.
    await page.getByRole('button', { name: 'Choose Monthly' }).click();
    await page.waitForURL(/\/test-mode\/checkout\//);
    await screenshot(page, testInfo, 'billing-test-checkout');
    await payOnTestCheckout(page, '$6.99');
  } else {
    // Desktops pay in a popup, which the pricing page watches every second.
    const popupOpened = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Choose Monthly' }).click();
    const popup = await popupOpened;
    await popup.waitForLoadState();
    await screenshot(popup, testInfo, 'billing-test-checkout');
    expect(await axeViolations(popup)).toEqual([]);
    await payOnTestCheckout(popup, '$6.99');
    await expect(page.getByText('Verifying Payment').first()).toBeVisible({ timeout: 10_000 });
    await expect.poll(() => popup.isClosed(), { timeout: 10_000 }).toBe(true);
  }
  await expectPremium(page, testInfo, 'Monthly');

  await page.getByRole('button', { name: 'Cancel Plan' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel your plan?' });
  await expect(dialog).toBeVisible();
  await screenshot(page, testInfo, 'billing-cancel-dialog');
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Cancel Plan' }).click();
  await expect(toast(page, 'Subscription Cancelled')).toBeVisible();
  await expect(page.getByText('Access until')).toBeVisible();
  await expect(page.getByText('Premium Account')).toBeVisible();
  await screenshot(page, testInfo, 'billing-settings-canceling');

  await page.getByRole('button', { name: 'Reactivate' }).click();
  await expect(toast(page, 'Subscription Reactivated')).toBeVisible();
  await expect(page.getByText('Next billing')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel Plan' })).toBeVisible();

  await page.goto('/pricing');
  await expect(page.getByText("You're All Set!")).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  expect(errors).toEqual([]);
});

test("a checkout on another origin, as Stripe's is, is followed in its popup to the end", async ({
  page,
  context,
}, testInfo) => {
  test.skip(isPhone(testInfo), 'phones check out in the same tab');
  test.setTimeout(120_000);
  const errors = watchForErrors(page);
  await signedIn(page, testInfo, 'cross-origin');
  const app = new URL(page.url()).origin;
  // Stripe's checkout is another site. The app's test checkout is served there by a proxy, with
  // no cross-origin-opener header of its own, and the session's address names that site.
  const checkoutSite = 'http://checkout.stripe-elsewhere.test';
  await context.route(`${checkoutSite}/**`, async (route) => {
    // The checkout's own form posts to its own site, which answers it (as Stripe's does).
    const headers: Record<string, string> = { ...route.request().headers(), origin: app };
    delete headers.referer;
    const response = await route.fetch({
      url: route.request().url().replace(checkoutSite, app),
      headers,
      // The browser follows the redirect back to Cadence itself.
      maxRedirects: 0,
    });
    // Stripe's site sends its own headers, not Cadence's: no opener policy, and a form policy
    // that lets the payment return to Cadence.
    const answered = { ...response.headers() };
    delete answered['cross-origin-opener-policy'];
    delete answered['content-security-policy'];
    await route.fulfill({ response, headers: answered });
  });
  await page.route('**/api/create-subscription', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { sessionUrl: string };
    await route.fulfill({
      response,
      json: { ...body, sessionUrl: body.sessionUrl.replace(app, checkoutSite) },
    });
  });
  await page.goto('/pricing');
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Choose Monthly' }).click();
  const popup = await popupOpened;
  await popup.waitForLoadState();
  expect(new URL(popup.url()).origin).toBe(checkoutSite);
  // The page still sees its window: no "Popup Blocked" while checkout is open.
  await page.waitForTimeout(2_500);
  await expect(toast(page, 'Popup Blocked')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Complete Payment' })).toHaveCount(0);
  await payOnTestCheckout(popup, '$6.99');
  await expect.poll(() => popup.isClosed(), { timeout: 15_000 }).toBe(true);
  await expectPremium(page, testInfo, 'Monthly');
  expect(errors).toEqual([]);
});

test('a blocked popup offers Complete Payment, which checks out in the same tab', async ({
  page,
}, testInfo) => {
  test.skip(isPhone(testInfo), 'phones never open a popup');
  test.setTimeout(120_000);
  await signedIn(page, testInfo, 'blocked');
  // The browser refuses the window, as a popup blocker does.
  await page.evaluate(() => {
    window.open = () => null;
  });
  await page.goto('/pricing');
  await page.evaluate(() => {
    window.open = () => null;
  });
  await page.getByRole('button', { name: 'Choose Yearly' }).click();
  await expect(toast(page, 'Popup Blocked')).toBeVisible();
  const complete = page
    .getByRole('link', { name: 'Complete Payment' })
    .or(page.getByRole('button', { name: 'Complete Payment' }));
  await expect(complete).toBeVisible();
  await screenshot(page, testInfo, 'billing-popup-blocked');
  await complete.click();
  await page.waitForURL(/\/test-mode\/checkout\//);
  await payOnTestCheckout(page, '$67');
  await expectPremium(page, testInfo, 'Yearly');
});

test('the checkout redirect refuses an address that is not a checkout', async ({ page }) => {
  await page.goto('/checkout-redirect?url=https%3A%2F%2Fevil.example%2Fpay');
  await expect(page.getByRole('heading', { name: 'Checkout Link Not Followed' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText(
    'This link is not a Cadence checkout address, so it was not followed.',
  );
  await expect(page.getByRole('link', { name: 'Back to Pricing' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to Home' })).toBeVisible();
  await page.waitForTimeout(3_500);
  await expect(page).toHaveURL(/\/checkout-redirect\?url=/);
  await page.getByRole('link', { name: 'Back to Pricing' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  await page.goto('/checkout-redirect');
  await expect(page).toHaveURL(/\/pricing$/);
});
