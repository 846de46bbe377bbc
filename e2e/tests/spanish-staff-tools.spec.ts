/**
 * Issue 31 (web, area 6): the demo tour and the staff tools in Spanish. A demo visitor whose account is in
 * Spanish takes the tour, and an operator (a `_superusers` session; the device's choice of language, as
 * operators have no account language) visits the operations and developer routes at 390×844: a Spanish
 * heading, `lang="es"`, no sideways scroll, axe clean. Screenshots go to e2e/screenshots/ (gitignored).
 */
import { join } from 'node:path';
import { seriousViolations } from '../support/axe.js';
import { spanishVisit } from '../support/spanish-visit.js';
import { adminClient, expect, loginAs, seedUser, test } from '../support/fixtures.js';
import { operatorSession } from '../support/operator-session.js';
import { ROOT } from '../support/server.js';

const visit = spanishVisit('spanish-staff-tools');
const SHOTS = join(ROOT, 'e2e/screenshots');

test('the demo tour speaks Spanish at 390 px', async ({ page, server }) => {
  test.setTimeout(240_000);
  const admin = await adminClient(server);
  const visitor = await seedUser(server, { role: 'demo', name: 'Visitante Demo Seis' });
  await admin.collection('users').update(visitor.id, { language: 'es' });

  await page.setViewportSize({ width: 390, height: 844 });
  await loginAs(page, server, visitor);
  await visit(page, '/demo', 'Buenos días, Alex', 'demo-dashboard');
  await expect(page.getByText('2 de 6 tareas hechas')).toBeVisible();
  await visit(page, '/demo/plan', 'Prepararse para la cirugía de rodilla', 'demo-plan');
  await page.getByRole('button', { name: 'Guardar el avance' }).click();
  await expect(page.getByText('Modo de demostración: no se guardó nada')).toBeVisible();
  await visit(page, '/demo/agent', 'Jordan Lee', 'demo-agent');
  await visit(page, '/demo/assistant', 'Asistente', 'demo-assistant');
  await page.getByRole('button', { name: '¿Mi plan cubre la atención de urgencia?' }).click();
  await expect(page.getByText(/^Fuente: Resumen de Beneficios y Cobertura/)).toBeVisible();
  await visit(page, '/demo/report', 'Revisión de la factura de la sala de emergencias', 'demo-report');
  await visit(page, '/demo/schedule', 'Programar una llamada', 'demo-schedule');
  await page.getByText('9:30 a.m.').click();
  await page.getByRole('button', { name: 'Programar', exact: true }).click();
  await expect(page.getByText('El jueves a las 9:30 a.m. con Jordan Lee.', { exact: false })).toBeVisible();
  await visit(page, '/demo/appointments', 'Citas', 'demo-appointments');
  await visit(page, '/demo/notifications', 'Notificaciones', 'demo-notifications');
  await expect(page.getByText('2 sin leer')).toBeVisible();
  await visit(page, '/demo/account', 'Cuenta', 'demo-account');
});

test('an operator sees the operations and developer screens in Spanish at 390 px', async ({ page, server }) => {
  test.setTimeout(240_000);
  const admin = await adminClient(server);
  const person = await seedUser(server, { role: 'member', name: 'Rosa Seisdedos' });
  const row = await admin.collection('members').getFirstListItem(admin.filter('user = {:u}', { u: person.id }));
  await admin.collection('members').update(row.id, { first_name: 'Rosa', last_name: 'Seisdedos', employee_id: 'E-60631' });

  await page.setViewportSize({ width: 390, height: 844 });
  await operatorSession(page, server);
  await page.evaluate(() => window.localStorage.setItem('covey.locale', 'es'));
  await page.goto('/');
  await expect(page.getByRole('list', { name: 'Asuntos pendientes' })).toBeVisible();
  await visit(page, '/', 'Operaciones', 'ops-home');
  await expect(page.getByRole('heading', { name: 'Necesita un operador ahora', level: 2 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Capacidad de los consejeros', level: 2 })).toBeVisible();
  await visit(page, '/members?q=E-60631', 'Buscar a cualquier persona', 'ops-people');
  await expect(page.getByText('1 persona encontrada')).toBeVisible();
  await visit(page, `/members/${row.id}`, 'Rosa Seisdedos', 'ops-person');
  await expect(page.getByRole('heading', { name: 'Vista de soporte', level: 2 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Suspender la cuenta' })).toBeVisible();
  await visit(page, '/apikeys', 'Claves de API', 'apikeys');
  await expect(page.getByRole('heading', { name: 'Sincronice su lista de empleados', level: 2 })).toBeVisible();
  await page.getByRole('button', { name: 'Crear una clave de API' }).click();
  await expect(page.getByRole('dialog', { name: 'Crear una clave de API' })).toBeVisible();
  await expect(page.getByRole('radio', { name: '30 días' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: join(SHOTS, 'spanish-staff-tools-apikey-create-phone.png'), fullPage: true });
  await page.keyboard.press('Escape');
  await visit(page, '/account', 'Cuenta', 'account-app-review');
  await expect(page.getByRole('heading', { name: 'Revisión de aplicaciones', level: 2 })).toBeVisible();
});
