/**
 * Issue #27 (decision 0066): the roster screen pages, searches and filters on the server. An employer admin
 * with 121 people on the roster sees a page of 50 with the count of everyone, moves to the next page, finds a
 * person by name, by a second word and by status, and sees the counts follow. axe (serious/critical) and
 * screenshots at 390×844 and 1280×800.
 */
import { adminClient, expect, loginAs, seedUser, test } from '../support/fixtures.js';
import type { MailCatcher } from '../support/mail-catcher.js';
import { startSpecMail, stopSpecMail } from '../support/spec-mail.js';
import { shootAndScan } from '../support/screens.js';

let mail: MailCatcher;

test.beforeAll(async ({ server }) => void (mail = await startSpecMail(server)));

test.afterAll(({ server }) => stopSpecMail(server, mail));

test('a large roster: pages of 50, search by words, status filter, counts', async ({ page, server }) => {
  test.setTimeout(300_000);
  const admin = await adminClient(server);
  const hr = await seedUser(server, { role: 'employer', name: 'Hana Resources' });
  const tag = Date.now().toString(36);
  const employer = await admin.collection('employers').create({ name: `Paging Foods ${tag}`, admins: [hr.id], status: 'active' });
  await admin.collection('users').update(hr.id, { employer: employer.id });
  const person = (first: string, last: string, status: string, id: string) =>
    admin.collection('members').create({ first_name: first, last_name: last, email: `${first}.${last}.${tag}@paging.test`.toLowerCase(), employer: employer.id, employee_id: id, status, relationship: 'self', source: 'hris' });
  for (let i = 0; i < 120; i += 10) await Promise.all(Array.from({ length: 10 }, (_, k) => person(`Pat${String(i + k).padStart(3, '0')}`, 'Lane', 'invited', `P-${i + k}`)));
  await person('Zoe', 'Findme', 'inactive', 'Z-1');

  await loginAs(page, server, hr, mail);
  await page.goto(`/employers/${employer.id}?tab=roster`);
  await expect(page.getByText('121 of 121 people')).toBeVisible();
  const pages = page.getByRole('navigation', { name: 'Roster pages' }).or(page.getByLabel('Roster pages'));
  await expect(pages.first()).toBeVisible();
  // name order: Findme before Lane; page 1 is Zoe Findme and the first 49 Lanes
  await expect(page.getByRole('link', { name: 'Zoe Findme' }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Pat049 Lane' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Page 2', exact: true }).click();
  await expect(page.getByRole('link', { name: 'Pat049 Lane' }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Zoe Findme' })).toHaveCount(0);

  // the search goes to the server, back on page 1
  await page.getByRole('textbox', { name: 'Search the roster' }).fill('pat07');
  await expect(page.getByText('10 of 121 people')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Pat070 Lane' }).first()).toBeVisible();
  await page.getByRole('textbox', { name: 'Search the roster' }).fill('zoe findme');
  await expect(page.getByText('1 of 121 people')).toBeVisible();
  await page.getByRole('textbox', { name: 'Search the roster' }).fill('nobody by this name');
  await expect(page.getByText('No one matches this search')).toBeVisible();
  await page.getByRole('textbox', { name: 'Search the roster' }).fill('');
  await expect(page.getByText('121 of 121 people')).toBeVisible();

  await page.getByRole('combobox', { name: 'Status', exact: true }).click();
  await page.getByRole('option', { name: 'Deactivated' }).click();
  await expect(page.getByText('1 of 121 people')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Zoe Findme' }).first()).toBeVisible();

  const problems: string[] = [];
  await shootAndScan(page, 'roster-paging', `/employers/${employer.id}?tab=roster`, 'roster', problems, {
    ready: async (p) => void (await expect(p.getByText('121 of 121 people')).toBeVisible()),
  });
  expect(problems).toEqual([]);
});
