/**
 * Issue 31 (web, area 4): the people screens, list screens and shared pieces in Spanish. A counselor and a
 * member whose accounts are in Spanish visit each route of the area at 390×844: a Spanish heading, `lang="es"`,
 * no sideways scroll, axe clean. Screenshots go to e2e/screenshots/ (gitignored).
 */
import { spanishVisit } from '../support/spanish-visit.js';
import { expect, loginAs, test } from '../support/fixtures.js';
import { seedPair } from '../support/seed-pair.js';

const visit = spanishVisit('spanish-area-4');

test('the people and list screens speak Spanish at 390 px, for a counselor and a member', async ({ page, browser, server }) => {
  test.setTimeout(240_000);
  const { admin, counselor, member, memberId } = await seedPair(server);
  await admin.collection('users').update(counselor.id, { language: 'es' });
  await admin.collection('users').update(member.id, { language: 'es' });

  await page.setViewportSize({ width: 390, height: 844 });
  await loginAs(page, server, counselor);
  await visit(page, '/members', 'Miembros', 'caseload');
  await expect(page.getByText('Registro completo')).toBeVisible();
  await visit(page, `/members/${memberId}`, 'Maya Member', 'member-360');
  await expect(page.getByRole('heading', { name: 'Perfil' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Cobertura' })).toBeVisible();
  await visit(page, '/circles', 'Círculos', 'circles-counselor');
  await visit(page, '/updates', 'Novedades', 'updates');
  await visit(page, '/comments', 'Comentarios', 'comments');
  await visit(page, '/messages', 'Mensajes', 'messages');
  await visit(page, '/suggestions', 'Sugerencias', 'suggestions');

  const context = await browser.newContext({ baseURL: server.url, viewport: { width: 390, height: 844 } });
  const other = await context.newPage();
  await loginAs(other, server, member);
  await visit(other, '/members', 'Mi hogar', 'household');
  await visit(other, '/invites', 'Invitaciones', 'invites');
  await visit(other, '/circles', 'Círculos', 'circles');
  await context.close();
});
