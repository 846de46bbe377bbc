/**
 * Issue 31, area 2 (chat, appointments, plans): a member whose account is in Spanish visits every route of chat,
 * appointments, plans and tasks at 390×844: a Spanish heading on each, `lang="es"`, no sideways scroll, axe clean. Screenshots
 * (phone and desktop) go to e2e/screenshots/spanish-area2-*.png (gitignored).
 */
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { seriousViolations } from '../support/axe.js';
import { expect, loginAs, test } from '../support/fixtures.js';
import { SHOTS } from '../support/screens.js';
import { seedPair } from '../support/seed-pair.js';

const iso = (ms: number) => new Date(ms).toISOString().replace('T', ' ');
const DAY = 24 * 3600_000;

/** lang="es", axe clean, nothing wider than a 390 px phone; a screenshot at phone and desktop size */
async function checkSpanish(page: Page, name: string, problems: string[]): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  const width = await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0);
  expect(width, `${name} scrolls sideways at 390 px`).toBeLessThanOrEqual(390);
  problems.push(...(await seriousViolations(page)).map((p) => `${name}: ${p}`));
  await page.screenshot({ path: join(SHOTS, `spanish-area2-${name}-phone.png`), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: join(SHOTS, `spanish-area2-${name}-desktop.png`), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
}

test('chat, appointments, plans and tasks in Spanish at 390×844', async ({ page, server }) => {
  test.setTimeout(300_000);
  const { admin, member, memberId, counselorId } = await seedPair(server);
  await admin.collection('users').update(member.id, { language: 'es', timezone: 'America/New_York' });
  const start = Date.now() + 3 * DAY;
  const appointment = await admin.collection('appointments').create({
    member: memberId,
    counselor: counselorId,
    booked_by: member.id,
    kind: 'counselor_call',
    status: 'confirmed',
    start: iso(start),
    end: iso(start + 30 * 60_000),
    timezone: 'America/New_York',
  });
  const plan = await admin.collection('plans').create({
    member: memberId,
    title: 'Preparar la cirugía',
    goal: 'Llegar a la cirugía sin sorpresas de costos.',
    category: 'procedure',
    status: 'proposed',
  });
  const task = await admin.collection('tasks').create({
    member: memberId,
    plan: plan.id,
    title: 'Pedir la autorización previa',
    status: 'todo',
    priority: 'high',
    category: 'call',
    due: iso(Date.now() + 5 * DAY),
  });
  const problems: string[] = [];
  await page.setViewportSize({ width: 390, height: 844 });
  await loginAs(page, server, member);

  await page.goto('/chat');
  await expect(page.getByRole('heading', { name: 'Chat', level: 1 })).toBeVisible();
  await expect(page.getByText('Sus conversaciones.')).toBeVisible();
  await checkSpanish(page, 'chat', problems);

  await page.getByRole('button', { name: 'Escribirle a mi consejero' }).click();
  await expect(page).toHaveURL(/\/chat\/\w+$/);
  await expect(page.getByRole('textbox', { name: 'Mensaje' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Todas las conversaciones' })).toBeVisible();
  await checkSpanish(page, 'chat-thread', problems);

  await page.goto('/appointments');
  await expect(page.getByRole('heading', { name: 'Citas', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Próximas' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Llamada con Chris Counselor' })).toBeVisible();
  await checkSpanish(page, 'appointments', problems);

  await page.goto(`/appointments/${appointment.id}`);
  await expect(page.getByRole('heading', { name: 'Cita', level: 1 })).toBeVisible();
  await expect(page.getByText('Cuándo')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancelar la cita' })).toBeVisible();
  await checkSpanish(page, 'appointment', problems);

  await page.goto('/appointments/new');
  await expect(page.getByRole('heading', { name: 'Reservar una cita', level: 1 })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Fechas' })).toBeVisible();
  await checkSpanish(page, 'appointments-new', problems);
  await page.getByRole('button', { name: 'Ayúdenme a reservar un médico' }).click();
  await expect(page.getByRole('combobox', { name: 'Especialidad' })).toBeVisible();
  await checkSpanish(page, 'appointments-doctor', problems);

  await page.goto('/plans');
  await expect(page.getByRole('heading', { name: 'Planes', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Esperando su respuesta' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Revisar y aceptar Preparar la cirugía' })).toBeVisible();
  await checkSpanish(page, 'plans', problems);

  await page.goto(`/plans/${plan.id}`);
  await expect(page.getByRole('heading', { name: 'Preparar la cirugía', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Aceptar el plan' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Por hacer (1)' })).toBeVisible();
  await checkSpanish(page, 'plan', problems);

  await page.goto('/tasks');
  await expect(page.getByRole('heading', { name: 'Tareas', level: 1 })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Marcar “Pedir la autorización previa” como hecha' })).toBeVisible();
  await checkSpanish(page, 'tasks', problems);

  await page.goto(`/tasks/${task.id}`);
  await expect(page.getByRole('heading', { name: 'Pedir la autorización previa', level: 1 })).toBeVisible();
  await expect(page.getByText('Prioridad')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Marcar como hecha' })).toBeVisible();
  await checkSpanish(page, 'task', problems);

  expect(problems).toEqual([]);
});
