/**
 * Issue 29 (decision 0063) end to end: with mail set up, a member turns on two-step sign-in on /account, the
 * next sign-in asks for the code from the mail, and turning it off asks first and then signs in with the
 * password alone.
 */
import type { Page } from '@playwright/test';
import { expect, seedUser, test } from '../support/fixtures.js';
import type { MailCatcher } from '../support/mail-catcher.js';
import { startSpecMail, stopSpecMail } from '../support/spec-mail.js';
import { seriousViolations as axe } from '../support/axe.js';

let mail: MailCatcher;

test.beforeAll(async ({ server }) => void (mail = await startSpecMail(server)));

test.afterAll(({ server }) => stopSpecMail(server, mail));

async function signIn(page: Page, user: { email: string; password: string }): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(user.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('a member turns two-step sign-in on, signs in with the mailed code, and turns it off again', async ({ page, server, browser }) => {
  const member = await seedUser(server, { name: 'Tess Twostep' });
  await signIn(page, member);
  await expect(page).not.toHaveURL(/\/login/);

  await page.goto('/account');
  const toggle = page.getByRole('switch', { name: 'Two-step sign-in' });
  await expect(toggle).not.toBeChecked();
  await toggle.click({ force: true });
  await expect(page.getByRole('status').filter({ hasText: 'Two-step sign-in is on.' })).toBeVisible();
  await expect(toggle).toBeChecked();
  expect(await axe(page)).toEqual([]);

  // another device: the password, then the code from the mail
  const ctx = await browser.newContext();
  const other = await ctx.newPage();
  const before = mail.messages.length;
  await signIn(other, member);
  const code = await mail.codeFor(member.email, before);
  await other.getByRole('textbox', { name: '6-digit code' }).fill(code);
  await other.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(other).not.toHaveURL(/\/login/);

  // off again: asked first
  await other.goto('/account');
  const again = other.getByRole('switch', { name: 'Two-step sign-in' });
  await expect(again).toBeChecked();
  await again.click({ force: true });
  const dialog = other.getByRole('dialog', { name: 'Turn off two-step sign-in?' });
  await dialog.getByRole('button', { name: 'Turn it off' }).click();
  await expect(other.getByRole('status').filter({ hasText: 'Two-step sign-in is off.' })).toBeVisible();
  await ctx.close();

  // the password alone again
  const third = await browser.newContext();
  const last = await third.newPage();
  await signIn(last, member);
  await expect(last).not.toHaveURL(/\/login/);
  await expect(last.getByRole('textbox', { name: '6-digit code' })).toHaveCount(0);
  await third.close();
});
