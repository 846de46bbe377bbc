/**
 * Issue 31, the generic editor in Spanish: a counselor whose account language is Spanish edits their profile
 * and starts a task. Spanish titles, labels, help and checks; `lang="es"`; axe clean; a read-only field a
 * link tries to change is refused in Spanish and nothing is written. Screenshots at phone and desktop size
 * go to e2e/screenshots/ (gitignored).
 */
import { seriousViolations } from '../support/axe.js';
import { adminClient, expect, loginAs, seedUser, test } from '../support/fixtures.js';
import { shootAndScan } from '../support/screens.js';

test('the generic editor speaks Spanish', async ({ page, server }) => {
  test.setTimeout(300_000);
  const admin = await adminClient(server);
  const user = await seedUser(server, { role: 'counselor', name: 'Carla Consejera' });
  await admin.collection('users').update(user.id, { language: 'es' });
  const row = await admin
    .collection('counselors')
    .create({ user: user.id, display_name: 'Carla', active: true, capacity: 10, timezone: 'America/Chicago' });
  await loginAs(page, server, user);
  const problems: string[] = [];

  const path = `/edit/counselors/${row.id}`;
  await shootAndScan(page, 'spanish-editor', path, 'profile', problems);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { name: 'Editar el perfil de consejero' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Capacidad' })).toBeDisabled();
  await expect(page.getByText('Por ejemplo, America/Chicago.')).toBeVisible();

  await page.goto(`${path}?capacity=99`);
  await page.getByRole('button', { name: 'Guardar los cambios' }).click();
  await expect(page.getByText('No puede cambiar el campo «capacidad».')).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'No se guardó nada.' })).toBeVisible();
  expect((await admin.collection('counselors').getOne(row.id))['capacity']).toBe(10);

  await shootAndScan(page, 'spanish-editor', '/edit/posts', 'new-post', problems);
  await expect(page.getByRole('heading', { name: 'Nueva publicación' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Crear la publicación' })).toBeVisible();
  problems.push(...(await seriousViolations(page)));
  expect(problems).toEqual([]);
});
