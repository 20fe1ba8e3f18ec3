import { expect, test } from '@playwright/test';
import {
  codeFrom,
  createAccount,
  newPerson,
  openSignIn,
  screenshot,
  signInThroughDialog,
  toast,
  useScreenshotWidth,
  waitForMail,
  watchForErrors,
} from './support/accounts';

test.beforeEach(async ({ page }, testInfo) => {
  await useScreenshotWidth(page, testInfo);
});

test('edit the profile, confirm a new email, change the password and delete the account', async ({
  page,
  request,
}, testInfo) => {
  const errors = watchForErrors(page);
  const person = newPerson(testInfo, 'settings');
  await createAccount(request, person);

  await page.goto('/');
  await openSignIn(page);
  await signInThroughDialog(page, person);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('button', { name: `Account menu for ${person.name}` }).click();
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(page.getByText('Verified Account')).toBeVisible();
  await expect(page.getByText('Basic Account')).toBeVisible();
  await screenshot(page, testInfo, 'settings');
  await page.screenshot({
    path: `test-results/screens/settings-full-${page.viewportSize()?.width}.png`,
    fullPage: true,
  });

  // Name.
  await page.getByRole('button', { name: 'Edit' }).click();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'No Changes')).toBeVisible();
  const newName = `${person.name} Renamed`;
  await page.getByLabel('Name').fill(newName);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Profile Updated')).toBeVisible();
  await expect(page.getByRole('button', { name: `Account menu for ${newName}` })).toBeVisible();

  // Email, confirmed with the code sent to the new address.
  const newEmail = `moved-${person.email}`;
  await page.getByRole('button', { name: 'Edit' }).click();
  await page.getByLabel('Email').fill(newEmail);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  const confirm = page.getByRole('form', { name: 'Confirm your new email' });
  await expect(confirm).toBeVisible();
  await screenshot(page, testInfo, 'settings-email-code');
  const mail = await waitForMail(request, newEmail, (m) => /\b\d{6}\b/.test(m.subject + m.text));
  await confirm.getByLabel('Verification code').fill(codeFrom(mail));
  await confirm.getByRole('button', { name: 'Confirm Email' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText(newEmail, { exact: true })).toBeVisible();

  // Password.
  const security = page.getByRole('form', { name: 'Change password' });
  const change = security.getByRole('button', { name: 'Change Password' });
  await expect(change).toBeDisabled();
  await security.getByLabel('Current Password').fill(person.password);
  await security.getByLabel('New Password', { exact: true }).fill('new-password-1');
  await security.getByLabel('Confirm New Password').fill('new-password-2');
  await change.click();
  await expect(toast(page, 'Password Mismatch')).toBeVisible();
  await security.getByLabel('Confirm New Password').fill('new-password-1');
  await change.click();
  await expect(toast(page, 'Password Changed')).toBeVisible();
  await expect(security.getByLabel('Current Password')).toHaveValue('');

  // Deletion.
  await page.getByRole('button', { name: 'Delete Account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await dialog.getByLabel(/Type delete to confirm/).fill('remove');
  await screenshot(page, testInfo, 'settings-delete-dialog');
  await dialog.getByRole('button', { name: 'Delete My Account' }).click();
  await expect(toast(page, 'Confirmation Required')).toBeVisible();
  await dialog.getByLabel(/Type delete to confirm/).fill('DELETE');
  await dialog.getByRole('button', { name: 'Delete My Account' }).click();
  await expect(toast(page, 'Account Deleted')).toBeVisible();
  await expect(page).toHaveURL(/\/$/, { timeout: 5_000 });
  await expect(page.getByRole('banner').getByRole('button', { name: 'Login' })).toBeVisible();

  await openSignIn(page);
  await signInThroughDialog(page, { email: newEmail, password: 'new-password-1' });
  await expect(toast(page, 'Sign in failed')).toBeVisible();
  expect(errors).toEqual([]);
});

test('a client signs in with a temporary password and must choose a new one', async ({
  page,
  request,
}, testInfo) => {
  const errors = watchForErrors(page);
  const person = newPerson(testInfo, 'client');
  const created = await request.post('/api/dev/temporary-user', {
    data: { name: person.name, email: person.email },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { temporaryPassword } = (await created.json()) as { temporaryPassword: string };

  await page.goto('/');
  await openSignIn(page);
  await page.getByRole('dialog').getByRole('button', { name: 'Client Login' }).click();
  const client = page.getByRole('dialog', { name: 'Client Login' });
  await client.getByLabel('Email').fill(person.email);
  await client.getByLabel('Temporary Password').fill('wrong-temporary');
  await client.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(toast(page, 'Login failed')).toBeVisible();
  await expect(
    toast(page, 'Invalid temporary password. Please check and try again.'),
  ).toBeVisible();

  await client.getByLabel('Temporary Password').fill(temporaryPassword);
  await client.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const forced = page.getByRole('dialog', { name: 'Change Your Password' });
  await expect(forced).toBeVisible();
  await expect(forced.getByRole('button', { name: 'Close' })).toHaveCount(0);
  await screenshot(page, testInfo, 'forced-password-change');

  await page.keyboard.press('Escape');
  await page.mouse.click(5, 5);
  await expect(forced).toBeVisible();

  await forced.getByLabel('Temporary Password').fill(temporaryPassword);
  await forced.getByLabel('New Password', { exact: true }).fill('my-own-password');
  await forced.getByLabel('Confirm New Password').fill('my-own-password');
  await forced.getByRole('button', { name: 'Change Password' }).click();
  await expect(toast(page, 'Password Changed')).toBeVisible();
  await expect(forced).toBeHidden();

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Change Your Password' })).toHaveCount(0);
  expect(errors).toEqual([]);
});
