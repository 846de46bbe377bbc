/**
 * Issue 26 item 9 (decision 0031) end to end: once mail is set up, a counselor signs in on /login with
 * the password and then a 6-digit code from the mail; a wrong code says so; a member needs no code.
 */
import { adminClient, expect, seedUser, test } from '../support/fixtures.js';
import { startMailCatcher, type MailCatcher } from '../support/mail-catcher.js';
import { seriousViolations as axe } from '../support/axe.js';

let mail: MailCatcher;

test.beforeAll(async ({ server }) => {
  mail = await startMailCatcher();
  await (await adminClient(server)).settings.update({
    meta: { appURL: server.url, senderAddress: 'no-reply@example.com', senderName: 'Covey' },
    smtp: { enabled: true, allowPrivateHost: true, host: '127.0.0.1', port: mail.port, tls: false, username: '', password: '' },
  });
});

test.afterAll(async ({ server }) => {
  // the server is shared with the worker's next spec files: mail goes back off as it started
  await (await adminClient(server)).settings.update({ smtp: { enabled: false } });
  await mail?.close();
});

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
