/**
 * Issue 31, area 1 in Spanish: a member whose account language is Spanish visits home, profile, the photo screen,
 * account, the notification centre and the onboarding steps of this area; a signed-out browser in Spanish opens the
 * reset and verify screens. Each route: a Spanish heading, `lang="es"`, axe clean, no sideways scroll at 390×844.
 * Screenshots go to e2e/screenshots/ (gitignored).
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { seriousViolations } from '../support/axe.js';
import { adminClient, expect, loginAs, seedUser, test } from '../support/fixtures.js';
import { ROOT } from '../support/server.js';

const SHOTS = join(ROOT, 'e2e/screenshots');
mkdirSync(SHOTS, { recursive: true });

async function checkRoute(page: Page, path: string, heading: string | RegExp, name: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  const width = await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0);
  const wide = await page.evaluate(() =>
    [...document.querySelectorAll('main *')]
      .filter((e) => e.getBoundingClientRect().right > 392)
      .slice(-3)
      .map((e) => `${e.tagName}.${e.className}: ${(e.textContent ?? '').slice(0, 60)}`),
  );
  expect(width, `${path} scrolls sideways at 390 px: ${wide.join(' | ')}`).toBeLessThanOrEqual(390);
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: join(SHOTS, `spanish-area-1-${name}-phone.png`), fullPage: true });
}

test('a Spanish-speaking member reads home, profile, account and onboarding in Spanish at 390×844', async ({ page, server }) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const admin = await adminClient(server);
  const user = await seedUser(server, { name: 'Rosa Martínez' });
  await admin.collection('users').update(user.id, { language: 'es' });
  await loginAs(page, server, user);

  await checkRoute(page, '/', 'Le damos la bienvenida, Rosa', 'home');
  await expect(page.getByRole('heading', { name: 'Su consejero' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Notificaciones' })).toBeVisible();
  await page.getByRole('button', { name: /^Notificaciones/ }).click();
  await expect(page.getByRole('dialog', { name: 'Notificaciones' })).toBeVisible();
  await page.getByRole('button', { name: 'Cerrar las notificaciones' }).click();

  await checkRoute(page, '/profile', 'Perfil', 'profile');
  await expect(page.getByRole('heading', { name: 'Sus datos' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Zona horaria' })).toBeVisible();
  await checkRoute(page, `/avatar/new/${user.id}`, 'Foto del perfil', 'avatar');
  await checkRoute(page, '/account', 'Cuenta', 'account');
  await expect(page.getByRole('heading', { name: 'Inicio de sesión en dos pasos y dispositivos' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Acuerdos firmados' })).toBeVisible();

  // onboarding: the agreements and the needs steps
  const member = await admin.collection('members').getFirstListItem(admin.filter('user = {:u}', { u: user.id }));
  await admin.collection('members').update(member.id, { onboarding_step: 'information' });
  await checkRoute(page, '/onboard/information', 'Cuéntenos sobre sus necesidades', 'onboard-information');
  await checkRoute(page, '/onboard/agreement', /Revise y firme|Actualizamos nuestros acuerdos/, 'onboard-agreement');
  await expect(page.getByRole('heading', { name: 'Aviso de privacidad' })).toBeVisible();
});

test('a signed-out browser in Spanish opens the reset and verify screens in Spanish', async ({ browser, server }) => {
  const context = await browser.newContext({ baseURL: server.url, locale: 'es-US', viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await checkRoute(page, '/auth/reset', 'Restablezca su contraseña', 'reset');
  await checkRoute(page, '/auth/reset?token=abc', 'Elija una contraseña nueva', 'reset-confirm');
  await checkRoute(page, '/auth/verify', 'Revise su correo electrónico', 'verify');
  await context.close();
});
