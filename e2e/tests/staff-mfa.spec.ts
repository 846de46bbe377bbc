/**
 * Issue 26 item 9 (decision 0031) end to end: once mail is set up, a counselor signs in on /login with
 * the password and then a 6-digit code from the mail; a wrong code says so; a member needs no code.
 */
import { expect, seedUser, test } from '../support/fixtures.js';
import type { MailCatcher } from '../support/mail-catcher.js';
import { startSpecMail, stopSpecMail } from '../support/spec-mail.js';
import { seriousViolations as axe } from '../support/axe.js';

let mail: MailCatcher;

test.beforeAll(async ({ server }) => void (mail = await startSpecMail(server)));

test.afterAll(({ server }) => stopSpecMail(server, mail));

test('staff: password, then the code from the mail; members: the password alone', async ({ page, server, browser }) => {
  const counselor = await seedUser(server, { role: 'counselor', name: 'Chris Counselor' });
  await page.goto('/login');
  await page.getByLabel('Email').fill(counselor.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(counselor.password);
  const before = mail.messages.length;
  await page.getByRole('button', { name: 'Sign in' }).click();
  const masked = `${counselor.email.slice(0, 1)}…${counselor.email.slice(counselor.email.indexOf('@'))}`;
  await expect(page.getByText(`We sent a 6-digit code to ${masked}. Enter it to finish signing in.`)).toBeVisible();
  expect(await axe(page)).toEqual([]);
  const code = await mail.codeFor(counselor.email, before);
  expect(code).toMatch(/^\d{6}$/);

  const field = page.getByRole('textbox', { name: '6-digit code' });
  await field.fill(code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(page.getByText('That code is not correct or has expired. Ask for a new one.')).toBeVisible();
  await field.fill(code);
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(page).not.toHaveURL(/\/login/);

  const member = await seedUser(server, { name: 'Max Member' });
  const ctx = await browser.newContext();
  const other = await ctx.newPage();
  await other.goto('/login');
  await other.getByLabel('Email').fill(member.email);
  await other.getByRole('textbox', { name: 'Password', exact: true }).fill(member.password);
  await other.getByRole('button', { name: 'Sign in' }).click();
  await expect(other).not.toHaveURL(/\/login/);
  await expect(other.getByRole('textbox', { name: '6-digit code' })).toHaveCount(0);
  await ctx.close();
});
