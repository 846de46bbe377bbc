/**
 * Issue 31 (web, area 5): the organisations screens in Spanish. An employer admin, a broker and the operator whose
 * language is Spanish visit each organisations route at 390×844: a Spanish heading, `lang="es"`, no sideways scroll,
 * axe clean. Screenshots go to e2e/screenshots/ (gitignored).
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { seriousViolations } from '../support/axe.js';
import { adminClient, expect, loginAs, seedUser, test, uniqueEmail } from '../support/fixtures.js';
import { operatorSession } from '../support/operator-session.js';
import { ROOT } from '../support/server.js';

const SHOTS = join(ROOT, 'e2e/screenshots');
mkdirSync(SHOTS, { recursive: true });

/** opens `path`, waits for `ready` (a Spanish heading or control), then checks language, width and axe */
async function visit(page: Page, path: string, ready: () => Promise<void>, name: string): Promise<void> {
  await page.goto(path);
  await ready();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.locator('[data-skeleton]')).toHaveCount(0);
  const width = await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0);
  expect(width, `${path} scrolls sideways at 390 px`).toBeLessThanOrEqual(390);
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: join(SHOTS, `spanish-organisations-${name}-phone.png`), fullPage: true });
}

const h1 = (page: Page, name: string) => () => expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();

test('the organisations screens speak Spanish at 390 px, for an employer admin, a broker and the operator', async ({ page, browser, server }) => {
  test.setTimeout(300_000);
  const admin = await adminClient(server);
  const tag = Date.now().toString(36);
  const hr = await seedUser(server, { role: 'employer', name: 'Hilda Recursos' });
  const brokerUser = await seedUser(server, { role: 'broker', name: 'Beatriz Corredora' });
  const agency = await admin.collection('brokers').create({ name: `Seguros Norte ${tag}`, users: [brokerUser.id], owner: brokerUser.id, status: 'active', email: uniqueEmail('agencia') });
  const counselorUser = await seedUser(server, { role: 'counselor', name: 'Carmen Consejera' });
  const pool = await admin.collection('counselors').create({ user: counselorUser.id, display_name: `Carmen Consejera ${tag}`, active: true, accepting: true, capacity: 20, languages: ['en', 'es'] });
  const employer = await admin.collection('employers').create({
    name: `Alimentos Acme ${tag}`, broker: agency.id, admins: [hr.id], counselors: [pool.id], status: 'active',
    plan_year_start: '2027-01-01 00:00:00.000Z', open_enrollment_start: '2026-11-01 00:00:00.000Z', open_enrollment_end: '2026-12-15 00:00:00.000Z',
  });
  await admin.collection('members').create({
    first_name: 'Rosa María', last_name: 'Villalobos Hernández', email: `rosa.maria.villalobos-${tag}@example.com`,
    employee_id: 'ES-0042', employer: employer.id, status: 'invited',
  });
  await admin.collection('benefit_plans').create({
    employer: employer.id, name: 'Plan Bronce HSA con red de proveedores preferidos', type: 'medical', carrier: 'Aseguradora del Norte', plan_year: 2027,
    active: true, hsa_eligible: true,
    cost_sharing: { deductible_ind: 3000, deductible_fam: 6000, oop_max_ind: 6500, oop_max_fam: 13000, coinsurance: 20, copays: { pcp: 25, specialist: 50, urgent: 75, er: 300 } },
  });
  await admin.collection('users').update(hr.id, { employer: employer.id, language: 'es' });
  await admin.collection('users').update(brokerUser.id, { broker: agency.id, language: 'es' });

  await page.setViewportSize({ width: 390, height: 844 });
  await loginAs(page, server, hr);
  const tab = (name: string) => () => expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
  await visit(page, '/', () => expect(page.getByRole('link', { name: 'Invitar a empleados' })).toBeVisible(), 'employer-home');
  await visit(page, '/employers', async () => {
    await tab('Resumen')();
    await expect(page.getByRole('heading', { name: 'Perfil' })).toBeVisible();
  }, 'employer-overview');
  await visit(page, `/employers/${employer.id}?tab=roster`, async () => {
    await tab('Lista de empleados')();
    await expect(page.getByText('1 de 1 personas')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Enviar la invitación: Rosa María Villalobos Hernández' })).toBeVisible();
  }, 'employer-roster');
  await page.getByRole('button', { name: 'Importar una lista de empleados (CSV)' }).click();
  await expect(page.getByRole('button', { name: 'Subir un archivo CSV' })).toBeVisible();
  expect(await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0)).toBeLessThanOrEqual(390);
  await visit(page, `/employers/${employer.id}?tab=plans`, async () => {
    await tab('Planes')();
    await expect(page.getByRole('button', { name: 'Agregar un plan' })).toBeVisible();
    await expect(page.getByText('Deducible: $3,000 / $6,000')).toBeVisible();
  }, 'employer-plans');
  await visit(page, `/employers/${employer.id}?tab=counselors`, async () => {
    await tab('Consejeros')();
    await expect(page.getByText('Acepta miembros')).toBeVisible();
  }, 'employer-counselors');
  await visit(page, `/employers/${employer.id}?tab=metrics`, async () => {
    await tab('Métricas')();
    await expect(page.getByText(/^Primeras cifras el /)).toBeVisible();
  }, 'employer-metrics');
  await visit(page, `/employers/${employer.id}?tab=announcements`, async () => {
    await tab('Anuncios')();
    await expect(page.getByRole('button', { name: 'Nuevo anuncio' })).toBeVisible();
  }, 'employer-announcements');
  await visit(page, '/brokers', h1(page, 'Corredores de seguros'), 'brokers');
  await visit(page, `/brokers/${agency.id}`, () => expect(page.getByRole('heading', { name: 'Relación con el corredor de seguros' })).toBeVisible(), 'broker-for-employer');
  await visit(page, `/counselors/${pool.id}`, h1(page, `Carmen Consejera ${tag}`), 'counselor');
  // desktop: the roster as a table, with its column headers in Spanish
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/employers/${employer.id}?tab=roster`);
  await expect(page.getByRole('columnheader', { name: 'Número de empleado' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: join(SHOTS, 'spanish-organisations-employer-roster-desktop.png'), fullPage: true });

  const context = await browser.newContext({ baseURL: server.url, viewport: { width: 390, height: 844 } });
  const broker = await context.newPage();
  await loginAs(broker, server, brokerUser);
  await visit(broker, '/employers', h1(broker, 'Cartera de clientes'), 'broker-book');
  await broker.setViewportSize({ width: 1280, height: 800 });
  await broker.reload();
  await expect(broker.getByRole('columnheader', { name: 'Activos en 30 días' })).toBeVisible();
  expect(await seriousViolations(broker)).toEqual([]);
  await broker.screenshot({ path: join(SHOTS, 'spanish-organisations-broker-book-desktop.png'), fullPage: true });
  await broker.setViewportSize({ width: 390, height: 844 });
  await visit(broker, `/brokers/${agency.id}`, async () => {
    await expect(broker.getByRole('heading', { name: 'Perfil de la agencia' })).toBeVisible();
    await expect(broker.getByRole('button', { name: 'Invitar a un empleador' })).toBeVisible();
  }, 'broker-agency');
  await broker.getByRole('button', { name: 'Equipo' }).click();
  await expect(broker.getByText('1 persona en el equipo.')).toBeVisible();
  await context.close();

  const opContext = await browser.newContext({ baseURL: server.url, viewport: { width: 390, height: 844 } });
  const operator = await opContext.newPage();
  await operatorSession(operator, server);
  await operator.evaluate(() => window.localStorage.setItem('covey.locale', 'es'));
  await visit(operator, '/employers', h1(operator, 'Empleadores'), 'operator-employers');
  await expect(operator.getByRole('heading', { name: 'Agregar un empleador directo, una agencia de corredores o un consejero' })).toBeVisible();
  await visit(operator, '/brokers', h1(operator, 'Corredores de seguros'), 'operator-brokers');
  await opContext.close();
});
