/**
 * Issue 31, area 3 in Spanish: a member whose account language is Spanish visits every route of reports,
 * circles, files, coverages and the feed at 390×844. Each route: a Spanish heading, `lang="es"`, no sideways
 * scroll, axe clean; screenshots at phone and desktop size go to e2e/screenshots/ (gitignored).
 */
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { seriousViolations } from '../support/axe.js';
import { adminClient, expect, loginAs, seedUser, test } from '../support/fixtures.js';
import { cardPng } from '../support/png.js';
import { SHOTS } from '../support/screens.js';

/** the route's Spanish heading, lang="es", loading done, axe clean, nothing wider than 390 px; two screenshots */
async function checkRoute(page: Page, path: string, heading: string | RegExp, name: string, problems: string[]) {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(path);
  await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  const width = await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0);
  expect(width, `${name} scrolls sideways at 390 px`).toBeLessThanOrEqual(390);
  problems.push(...(await seriousViolations(page)).map((p) => `${name}: ${p}`));
  await page.screenshot({ path: join(SHOTS, `spanish-area3-${name}-phone.png`), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: join(SHOTS, `spanish-area3-${name}-desktop.png`), fullPage: true });
}

test('reports, circles, files and coverages speak Spanish at phone size', async ({ page, server }) => {
  test.setTimeout(480_000);
  const user = await seedUser(server, { name: 'Rosa Martínez' });
  const admin = await adminClient(server);
  await admin.collection('users').update(user.id, { language: 'es' });
  const member = await admin.collection('members').getFirstListItem(admin.filter('user = {:u}', { u: user.id }));
  await admin.collection('members').update(member.id, { first_name: 'Rosa', last_name: 'Martínez' });
  const report = await admin.collection('reports').create({
    member: member.id,
    title: 'Factura de la sala de emergencias',
    kind: 'bill_review',
    status: 'submitted',
    priority: 'urgent',
  });
  const circle = await admin.collection('circles').create({ owner: user.id, member: member.id, name: 'Familia Martínez' });
  const file = new FormData();
  for (const [k, v] of Object.entries({ member: member.id, owner: user.id, title: 'Carta de autorización previa', kind: 'letter' }))
    file.append(k, v);
  file.append('file', new Blob([new Uint8Array(cardPng(320, 200, [38, 122, 61]))], { type: 'image/png' }), 'carta.png');
  const stored = await admin.collection('files').create(file);
  const coverage = await admin.collection('coverages').create({
    member: member.id,
    type: 'dental',
    carrier: 'Delta Dental',
    plan_name: 'PPO Plus Premier',
    member_id: 'DD-12345',
    status: 'active',
    primary: true,
    relationship: 'self',
  });
  await loginAs(page, server, user);
  const problems: string[] = [];

  await checkRoute(page, '/reports', 'Reportes', 'reports', problems);
  await expect(page.getByText('Ahorros hasta la fecha')).toBeVisible();
  await expect(page.getByText('Enviado', { exact: true })).toBeVisible();
  await checkRoute(page, '/reports/new', 'Nuevo reporte', 'reports-new', problems);
  await expect(page.getByRole('radio', { name: 'Una factura parece incorrecta' })).toBeVisible();
  await checkRoute(page, `/reports/${report.id}`, 'Detalles', 'report', problems);
  await expect(page.getByRole('button', { name: 'Retirar el reporte' })).toBeVisible();

  await checkRoute(page, '/circles', 'Círculos', 'circles', problems);
  await expect(page.getByRole('heading', { name: 'Sus círculos' })).toBeVisible();
  await checkRoute(page, `/circles/${circle.id}`, 'Personas', 'circle', problems);
  await checkRoute(page, `/circles/${circle.id}/invite`, 'Invitar al círculo', 'circle-invite', problems);
  await expect(page.getByRole('checkbox', { name: 'Facturas y reclamos' })).toBeVisible();

  await checkRoute(page, '/files', 'Archivos', 'files', problems);
  await expect(page.getByRole('heading', { name: /^Carta/ })).toBeVisible();
  await checkRoute(page, `/files/${stored.id}`, 'Carta de autorización previa', 'file', problems);
  await expect(page.getByRole('heading', { name: 'Comentarios' })).toBeVisible();
  await checkRoute(page, '/files/new', 'Subir un archivo', 'files-new', problems);

  await checkRoute(page, '/coverages/new', 'Agregar una cobertura', 'coverages-new', problems);
  await expect(page.getByRole('textbox', { name: 'Compañía de seguros' })).toBeVisible();
  await checkRoute(page, `/coverages/edit/${coverage.id}`, 'Cobertura', 'coverage', problems);
  await expect(page.getByText('Gastado hasta ahora en este año del plan')).toBeVisible();

  await checkRoute(page, '/feed', 'Noticias', 'feed', problems);
  expect(problems).toEqual([]);
});
