/**
 * Issue 31 (web): Covey in Spanish. A person signs up choosing Español, starts onboarding in Spanish, /account
 * shows Español, a reload keeps it, and signing in on a fresh browser (English) switches to Spanish from the
 * account. Every screen visited: `lang="es"`, axe clean, no sideways scroll at 390×844. Screenshots of the
 * Spanish screens at phone and desktop size go to e2e/screenshots/ (gitignored).
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { seriousViolations } from '../support/axe.js';
import { expect, test, uniqueEmail } from '../support/fixtures.js';
import { ROOT } from '../support/server.js';

const SHOTS = join(ROOT, 'e2e/screenshots');
mkdirSync(SHOTS, { recursive: true });

/** lang="es", axe clean, nothing wider than a 390 px phone; screenshots at phone and desktop size */
async function checkSpanish(page: Page, name: string): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  expect(await seriousViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `${name} scrolls sideways at 390 px`).toBeLessThanOrEqual(0);
  await page.screenshot({ path: join(SHOTS, `spanish-${name}-phone.png`), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: join(SHOTS, `spanish-${name}-desktop.png`), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
}

test('a member chooses Español at sign-up and keeps it on every device', async ({ page, browser, server }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 390, height: 844 });

  // sign-in screen: English from this browser, Spanish at one click (no reload), remembered on the device
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByRole('group', { name: 'Choose your language' }).getByRole('button', { name: 'Español' }).click();
  await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
  await checkSpanish(page, 'login');

  await page.getByRole('link', { name: 'Cree una cuenta' }).click();
  await expect(page.getByRole('heading', { name: 'Cree su cuenta' })).toBeVisible();
  await checkSpanish(page, 'signup');
  // the form's own sentences are Spanish too
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(page.getByText('Escriba su nombre.')).toBeVisible();

  const email = uniqueEmail('espanol');
  await page.getByLabel('Nombre').fill('Rosa Martínez');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByRole('textbox', { name: 'Contraseña', exact: true }).fill('Passw0rd-es');
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(page).toHaveURL(/\/onboard\/guide$/);
  await checkSpanish(page, 'onboard-guide');

  // the account says Español; a reload keeps Spanish
  await page.goto('/account');
  await expect(page.getByRole('heading', { name: 'Idioma y zona horaria' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Idioma' })).toHaveValue('Español');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Idioma y zona horaria' })).toBeVisible();
  await checkSpanish(page, 'account');

  // a fresh browser in English: signing in brings the account's Spanish
  const context = await browser.newContext({ baseURL: server.url, locale: 'en-US', viewport: { width: 390, height: 844 } });
  const other = await context.newPage();
  await other.goto('/login');
  await expect(other.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await other.getByLabel('Email').fill(email);
  await other.getByRole('textbox', { name: 'Password', exact: true }).fill('Passw0rd-es');
  await other.getByRole('button', { name: 'Sign in' }).click();
  await expect(other).toHaveURL(/\/onboard\/guide$/);
  await expect(other.locator('html')).toHaveAttribute('lang', 'es');
  await other.goto('/account');
  await expect(other.getByRole('heading', { name: 'Idioma y zona horaria' })).toBeVisible();
  await context.close();
});
