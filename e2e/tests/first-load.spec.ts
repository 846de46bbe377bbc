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
import { expect, test, uniqueEmail } from '../support/fixtures.js';
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

test('signed out, only the first part of the catalog loads; signing up brings the rest, with no message missing (decision 0064)', async ({
  page,
}) => {
  test.setTimeout(180_000);
  // the language chunks the page fetched (es-*.js / en-*.js: the catalog parts, and dayjs's Spanish), by size:
  // a first part is ~13 KB, the rest ~120 KB (uncompressed)
  const catalogs: number[] = [];
  page.on('response', (response) => {
    if (/\/assets\/(en|es)-[\w-]+\.js$/.test(response.url())) void response.body().then((body) => catalogs.push(body.length));
  });
  const REST = 50_000;
  const missing: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('not in the loaded catalog parts')) missing.push(message.text());
  });
  await page.addInitScript(() => localStorage.setItem('covey.locale', 'es'));
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Elija su idioma' })).toBeVisible();
  await page.getByRole('link', { name: 'Cree una cuenta' }).click();
  await expect(page.getByRole('heading', { name: 'Cree su cuenta' })).toBeVisible();
  await page.goto('/auth/reset');
  await expect(page.getByRole('heading', { name: 'Restablezca su contraseña' })).toBeVisible();
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
  expect(catalogs.length).toBeGreaterThan(0);
  expect(catalogs.filter((size) => size > REST)).toEqual([]);
  expect(await idsOnScreen(page)).toEqual([]);

  // switching language on a signed-out screen loads English's first part only
  await page.goto('/login');
  await page.getByRole('group', { name: 'Elija su idioma' }).getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await page.getByRole('group', { name: 'Choose your language' }).getByRole('button', { name: 'Español' }).click();
  await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
  expect(catalogs.filter((size) => size > REST)).toEqual([]);

  // a new account: the signed-in screens wait for the rest of the catalog
  await page.getByRole('link', { name: 'Cree una cuenta' }).click();
  await page.getByLabel('Nombre').fill('Rosa Parte');
  await page.getByLabel('Correo electrónico').fill(uniqueEmail('parts'));
  await page.getByRole('textbox', { name: 'Contraseña', exact: true }).fill('Passw0rd-es');
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(page).toHaveURL(/\/onboard\/guide$/);
  await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();
  await expect.poll(() => catalogs.filter((size) => size > REST).length).toBeGreaterThan(0);
  expect(await idsOnScreen(page)).toEqual([]);
  expect(missing).toEqual([]);
});
