import { expect, test } from '@playwright/test';
import {
  codeFrom,
  createAccount,
  newPerson,
  openSignIn,
  resetLinkFrom,
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

test('sign up with an emailed code, pick a goal, sign out and sign in again', async ({
  page,
  request,
}, testInfo) => {
  const errors = watchForErrors(page);
  const person = newPerson(testInfo, 'signup');
  await page.goto('/');
  await page.getByRole('button', { name: 'Sign Up Free' }).click();

  const signup = page.getByRole('dialog', { name: 'Create Your Account' });
  await expect(signup).toBeVisible();
  await expect(signup.getByLabel('Password', { exact: true })).toHaveAttribute(
    'placeholder',
    'Minimum 6 characters',
  );
  await signup.getByLabel('Full Name').fill('A');
  await signup.getByLabel('Email').fill('not-an-email');
  await expect(signup.getByText('Name must be at least 2 characters')).toBeVisible();
  await expect(signup.getByText('Please enter a valid email address')).toBeVisible();
  await screenshot(page, testInfo, 'dialog-signup-errors');

  await signup.getByLabel('Full Name').fill(person.name);
  await signup.getByLabel('Email').fill(person.email);
  await signup.getByLabel('Password', { exact: true }).fill(person.password);
  await screenshot(page, testInfo, 'dialog-signup');
  await signup.getByRole('button', { name: 'Create Account' }).click();

  const verify = page.getByRole('dialog', { name: 'Verify Your Email' });
  await expect(verify).toBeVisible();
  await expect(toast(page, 'Check Your Email! 📧')).toBeVisible();
  await expect(verify.getByText(person.email)).toBeVisible();
  await expect(verify.getByText(/Code expires in (10:00|9:5\d)/)).toBeVisible();
  await expect(verify.getByRole('button', { name: /Resend code in/ })).toBeDisabled();
  const submit = verify.getByRole('button', { name: 'Verify Email' });
  await expect(submit).toBeDisabled();
  await screenshot(page, testInfo, 'verification-step');

  const mail = await waitForMail(request, person.email, (m) =>
    /verification code/i.test(m.subject),
  );
  const code = verify.getByLabel('Verification code');
  await code.fill(`${codeFrom(mail).slice(0, 3)}-ab`);
  await expect(code).toHaveValue(codeFrom(mail).slice(0, 3));
  await code.fill(codeFrom(mail));
  await submit.click();

  const goals = page.getByRole('dialog', { name: 'Choose Your Speaking Goal' });
  await expect(goals).toBeVisible();
  await expect(toast(page, 'Email verified!')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  const firstGoal = goals.getByRole('radio').first();
  await firstGoal.check();
  await screenshot(page, testInfo, 'goal-step');
  const goalTitle =
    (await goals.locator('label').first().locator('span.font-semibold').first().textContent()) ??
    '';
  await goals.getByRole('button', { name: 'Set This Goal' }).click();
  await expect(goals).toBeHidden();
  await expect(toast(page, 'Goal Selected!')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Test!' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Your Goal' }).getByRole('heading', { name: goalTitle }),
  ).toBeVisible();

  // The plan tag sits in the header; on a phone it is in the menu.
  const phone = testInfo.project.name === 'phone';
  if (phone) await page.getByRole('button', { name: 'Open menu' }).click();
  const header = phone ? page.locator('#mobile-nav') : page.getByRole('banner');
  await expect(header.getByText('Basic', { exact: true })).toBeVisible();
  if (phone) await page.getByRole('button', { name: 'Close menu' }).click();
  await page.getByRole('button', { name: `Account menu for ${person.name}` }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByText(person.email)).toBeVisible();
  await screenshot(page, testInfo, 'user-menu');
  await menu.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(toast(page, 'Signed out')).toBeVisible();

  await openSignIn(page);
  await signInThroughDialog(page, person);
  await expect(toast(page, 'Welcome back!')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('button', { name: `Account menu for ${person.name}` })).toBeVisible();
  expect(errors).toEqual([]);
});

test('the dialog moves between its four modes', async ({ page }, testInfo) => {
  const errors = watchForErrors(page);
  await page.goto('/?login=true');
  const signin = page.getByRole('dialog', { name: 'Welcome Back' });
  await expect(signin).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await signin.getByLabel('Email').fill('nobody@example');
  await signin.getByLabel('Email').fill('');
  await signin.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(signin.getByText('Please enter a valid email address')).toBeVisible();
  await expect(signin.getByText('Password is required')).toBeVisible();
  await screenshot(page, testInfo, 'dialog-signin');

  await signin.getByRole('button', { name: 'Forgot your Password?' }).click();
  const forgot = page.getByRole('dialog', { name: 'Reset Password' });
  await expect(forgot).toBeVisible();
  await screenshot(page, testInfo, 'dialog-forgot');
  await forgot.getByRole('button', { name: 'Back to Sign In' }).click();

  await page
    .getByRole('dialog', { name: 'Welcome Back' })
    .getByRole('button', { name: 'Client Login' })
    .click();
  const client = page.getByRole('dialog', { name: 'Client Login' });
  await expect(client).toBeVisible();
  await client.getByLabel('Temporary Password').fill('abc');
  await client.getByRole('button', { name: 'Show password' }).first().click();
  await expect(client.getByLabel('Temporary Password')).toHaveAttribute('type', 'text');
  await client.getByLabel(/New Password/).fill('abc');
  await expect(client.getByText('Password must be at least 6 characters')).toBeVisible();
  await screenshot(page, testInfo, 'dialog-temp-login');
  await client.getByRole('button', { name: 'Back to Regular Sign In' }).click();

  await page
    .getByRole('dialog', { name: 'Welcome Back' })
    .getByRole('button', { name: 'Sign up' })
    .click();
  await expect(page.getByRole('dialog', { name: 'Create Your Account' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  expect(errors).toEqual([]);
});

test('forgot password, reset it from the emailed link, then sign in with the new one', async ({
  page,
  request,
}, testInfo) => {
  const errors = watchForErrors(page);
  const person = newPerson(testInfo, 'reset');
  await createAccount(request, person);

  await page.goto('/reset-password');
  await expect(page.getByRole('heading', { level: 1, name: 'Invalid Reset Link' })).toBeVisible();
  await expect(page.getByText(/invalid or has expired/)).toBeVisible();
  await screenshot(page, testInfo, 'reset-invalid');
  await page.getByRole('link', { name: 'Back to Sign In' }).click();
  const signin = page.getByRole('dialog', { name: 'Welcome Back' });
  await expect(signin).toBeVisible();

  await signin.getByRole('button', { name: 'Forgot your Password?' }).click();
  const forgot = page.getByRole('dialog', { name: 'Reset Password' });
  await forgot.getByLabel('Email').fill(person.email);
  await forgot.getByRole('button', { name: 'Send Reset Email' }).click();
  const sent = page.getByRole('dialog', { name: 'Check Your Email' });
  await expect(sent).toBeVisible();
  await expect(sent.getByRole('button', { name: 'Resend Email' })).toBeVisible();
  await screenshot(page, testInfo, 'dialog-forgot-sent');

  const mail = await waitForMail(request, person.email, (m) =>
    m.text.includes('/reset-password?token='),
  );
  await page.goto(resetLinkFrom(mail));
  await expect(page.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeVisible();
  await expect(page.getByText('Password must be at least 6 characters long.')).toBeVisible();
  const newPassword = 'a-brand-new-secret';
  await page.getByLabel('New Password').fill(newPassword);
  await screenshot(page, testInfo, 'reset-form');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Password Reset Successfully!' }),
  ).toBeVisible();
  await screenshot(page, testInfo, 'reset-success');

  await page.getByRole('link', { name: 'Continue to Sign In' }).click();
  await expect(page.getByRole('dialog', { name: 'Welcome Back' })).toBeVisible();
  await signInThroughDialog(page, { email: person.email, password: person.password });
  await expect(toast(page, 'Sign in failed')).toBeVisible();
  await signInThroughDialog(page, { email: person.email, password: newPassword });
  await expect(page).toHaveURL(/\/dashboard$/);

  // The link works once.
  await page.goto(resetLinkFrom(mail));
  await page.getByLabel('New Password').fill('yet-another-secret');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(
    page.getByRole('alert').getByText('This reset link is invalid or has expired.'),
  ).toBeVisible();
  expect(errors).toEqual([]);
});
