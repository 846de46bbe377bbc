/**
 * Issue 32 / decision 0062: the first screen comes in the right language with no message id, the language
 * runtime is preloaded by the page, /login's form (@mantine/form) says what is missing in sentences, and when no
 * language can load the page says so in both languages instead of showing ids. Screenshots of /login at phone and
 * desktop size go to e2e/screenshots/ (gitignored).
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { seriousViolations } from '../support/axe.js';
import { expect, test } from '../support/fixtures.js';
import { ROOT } from '../support/server.js';

const SHOTS = join(ROOT, 'e2e/screenshots');
mkdirSync(SHOTS, { recursive: true });

/** every message id of the app (the English catalog's keys) */
const MESSAGE_IDS = Object.keys(
  JSON.parse(readFileSync(join(ROOT, 'web/src/i18n/catalogs/en.json'), 'utf8')) as Record<string, string>,
);

/** the message ids the page shows as text (none, ever) */
async function idsOnScreen(page: Page): Promise<string[]> {
  const text = await page.locator('body').innerText();
  return MESSAGE_IDS.filter((id) => text.includes(id));
}

async function shots(page: Page, name: string): Promise<void> {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: join(SHOTS, `first-load-${name}-phone.png`), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: join(SHOTS, `first-load-${name}-desktop.png`), fullPage: true });
}

test('/login opens in the device’s language with no message id, and its form says what is missing', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('covey.locale', 'es'));
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  // the language runtime's chunk is preloaded by the page itself
  expect(await page.locator('link[rel="modulepreload"]').count()).toBeGreaterThan(0);
  expect(await idsOnScreen(page)).toEqual([]);

  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page.getByText('Escriba un correo electrónico válido.')).toBeVisible();
  await expect(page.getByText('Escriba su contraseña.')).toBeVisible();
  // typing clears the field's sentence (@mantine/form's field)
  await page.getByRole('textbox', { name: /Correo electrónico/ }).fill('someone@example.com');
  await expect(page.getByText('Escriba un correo electrónico válido.')).toBeHidden();
  expect(await seriousViolations(page)).toEqual([]);
  await shots(page, 'login-es');
});

test('/login in English: a wrong password is a sentence on the form, not a raw server text', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('textbox', { name: /Email/ }).fill('nobody@example.com');
  await page
    .getByLabel(/Password/)
    .first()
    .fill('not-the-password-1');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert').first()).toBeVisible();
  expect(await idsOnScreen(page)).toEqual([]);
  expect(await seriousViolations(page)).toEqual([]);
  await shots(page, 'login-en-error');
});

test('when no language can load, the page says so in both languages instead of showing message ids', async ({
  page,
}) => {
  await page.route(/\/assets\/(en|es)-[\w-]+\.js$/, (route) => route.abort());
  await page.goto('/login');
  await expect(page.getByText('Covey could not load. Check your internet connection, then')).toBeVisible();
  await expect(page.getByText('Covey no pudo cargarse.', { exact: false })).toBeVisible();
  await expect(page.getByRole('link', { name: 'reload the page' })).toBeVisible();
  expect(await idsOnScreen(page)).toEqual([]);
  expect(await seriousViolations(page)).toEqual([]);
  await shots(page, 'no-language');
});
