/**
 * Issue 30 (product.md §4 Operators): /login signs in operator accounts (`_superusers`) too: with the password
 * alone while mail is off, with the password and a 6-digit code by mail once it is set up. The operator's
 * session lives on like a person's (reload, sign-out); a wrong password reads the same sentence; a member's
 * sign-in is unchanged.
 */
import type { Page } from '@playwright/test';
import { adminClient, expect, seedUser, test, uniqueEmail } from '../support/fixtures.js';
import type { RunningServer } from '../support/server.js';
import type { MailCatcher } from '../support/mail-catcher.js';
import { startSpecMail, stopSpecMail } from '../support/spec-mail.js';
import { seriousViolations as axe } from '../support/axe.js';

const WRONG = 'The email or password is not correct. Try again, or reset your password.';

async function createOperator(server: RunningServer): Promise<{ email: string; password: string }> {
  const email = uniqueEmail('operator');
  const password = 'Operator-Passw0rd';
  await (await adminClient(server)).collection('_superusers').create({ email, password, passwordConfirm: password });
  return { email, password };
}

async function passwordStep(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

async function isOperatorSession(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const raw = window.localStorage.getItem('covey.auth');
    const record = raw ? (JSON.parse(raw) as { record?: { collectionName?: string } }).record : undefined;
    return record?.collectionName === '_superusers';
  });
}

test.describe('without mail', () => {
  test('an operator signs in with the password, reloads, signs out; a wrong password says the sentence', async ({ page, server }) => {
    const operator = await createOperator(server);

    await passwordStep(page, operator.email, 'not-the-password');
    await expect(page.getByText(WRONG)).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);

    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(operator.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await isOperatorSession(page)).toBe(true);
    expect(await axe(page)).toEqual([]);

    await page.reload();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await isOperatorSession(page)).toBe(true);

    await page.goto('/account');
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/');
    await expect(page).toHaveURL(/\/login/);
  });

  test("a member's sign-in is unchanged", async ({ page, server }) => {
    const member = await seedUser(server, { name: 'Max Member' });
    await passwordStep(page, member.email, 'wrong-Passw0rd');
    await expect(page.getByText(WRONG)).toBeVisible();
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(member.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).not.toHaveURL(/\/login/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await isOperatorSession(page)).toBe(false);
  });
});

test.describe('with mail', () => {
  let mail: MailCatcher;
  test.beforeAll(async ({ server }) => void (mail = await startSpecMail(server)));
  test.afterAll(({ server }) => stopSpecMail(server, mail));

  test('an operator signs in with the password and the code from the mail', async ({ page, server }) => {
    const operator = await createOperator(server);
    const before = mail.messages.length;
    await passwordStep(page, operator.email, operator.password);
    const masked = `${operator.email.slice(0, 1)}…${operator.email.slice(operator.email.indexOf('@'))}`;
    await expect(page.getByText(`We sent a 6-digit code to ${masked}. Enter it to finish signing in.`)).toBeVisible();
    const code = await mail.codeFor(operator.email, before);
    await page.getByRole('textbox', { name: '6-digit code' }).fill(code);
    await page.getByRole('button', { name: 'Verify and sign in' }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(await isOperatorSession(page)).toBe(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await isOperatorSession(page)).toBe(true);
  });
});
