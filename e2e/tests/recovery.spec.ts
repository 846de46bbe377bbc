import { expect, loginAs, seedUser, test } from '../support/fixtures.js';
import type { MailCatcher } from '../support/mail-catcher.js';
import { startSpecMail, stopSpecMail } from '../support/spec-mail.js';

let mail: MailCatcher;

test.beforeAll(async ({ server }) => void (mail = await startSpecMail(server)));

test.afterAll(({ server }) => stopSpecMail(server, mail));

test('password reset: request a link, set a new password, sign in with it', async ({ page, server }) => {
  const user = await seedUser(server);
  await page.goto('/auth/reset');
  await page.getByRole('textbox', { name: 'Email' }).fill(user.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('Check your email')).toBeVisible();
  const token = await mail.tokenFor(user.email);

  await page.goto(`/auth/reset?token=${token}`);
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('Reset-pass-123');
  await page.getByRole('textbox', { name: 'Confirm new password' }).fill('Reset-pass-123');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByText('Password updated')).toBeVisible();
  await page.getByRole('link', { name: 'Sign in' }).click();
  await page.getByRole('textbox', { name: 'Email' }).fill(user.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Reset-pass-123');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('email verification: resend the link, confirm it, and the guard lets the user in', async ({ page, server }) => {
  const user = await seedUser(server, { verified: false });
  await loginAs(page, server, user);
  await page.goto('/plans');
  await expect(page).toHaveURL(/\/auth\/verify$/);
  await page.getByRole('button', { name: 'Resend email' }).click();
  await expect(page.getByText('A new link is on its way.')).toBeVisible();
  const token = await mail.tokenFor(user.email);

  await page.goto(`/auth/verify?token=${token}`);
  await expect(page.getByText('Email verified')).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/plans');
  await expect(page.getByRole('heading', { name: 'Plans', level: 1 })).toBeVisible();
});
