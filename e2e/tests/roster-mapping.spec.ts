/**
 * Issue 30 leftovers: an employer admin imports a roster whose headers are not all recognised by matching
 * the columns by hand (`Given Name,Surname,E-mail Address,Staff No`: the staff number chosen as the
 * employee ID); staff screens speak to the role that sees them (a counselor's and an operator's chat,
 * files, reports, circles, updates and comments); the operations home says how to set mail up and
 * offers a backup. axe (serious/critical) and screenshots (e2e/screenshots/) at 390×844 and 1280×800.
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { adminClient, expect, loginAs, seedUser, test, uniqueEmail } from '../support/fixtures.js';
import { seriousViolations as axe } from '../support/axe.js';
import { operatorSession } from '../support/operator-session.js';

const SHOTS = join(fileURLToPath(new URL('../..', import.meta.url)), 'e2e/screenshots');
const SIZES = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

async function shootAndScan(page: Page, name: string, problems: string[]) {
  for (const size of SIZES) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    await page.screenshot({ path: join(SHOTS, `staffwords-${name}-${size.name}.png`), fullPage: true });
    problems.push(...(await axe(page)).map((p) => `${name} ${size.name}: ${p}`));
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}


test('an employer admin matches unrecognised columns by hand and imports the roster', async ({ page, server }) => {
  test.setTimeout(300_000);
  const admin = await adminClient(server);
  const hr = await seedUser(server, { role: 'employer', name: 'Hana Resources' });
  const employer = await admin.collection('employers').create({ name: `Mapped Foods ${Date.now().toString(36)}`, admins: [hr.id], status: 'active' });
  await admin.collection('users').update(hr.id, { employer: employer.id });
  const ana = uniqueEmail('ana');
  const bo = uniqueEmail('bo');
  const file = {
    name: 'hr-export.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`Given Name,Surname,E-mail Address,Staff No\nAna,Lee,${ana},S-101\nBo,Chen,${bo},S-102\n`, 'utf8'),
  };

  await loginAs(page, server, hr);
  await page.goto(`/employers/${employer.id}?tab=roster`);
  await expect(page.getByRole('heading', { level: 1, name: employer['name'] as string })).toBeVisible();
  await page.getByRole('button', { name: 'Import a roster (CSV)' }).click();
  await page.locator('input[type=file]').setInputFiles(file);

  const form = page.getByRole('form', { name: "Match the file's columns" });
  await expect(form).toBeVisible();
  await expect(form.getByText('Covey did not recognise the column "Staff No".', { exact: false })).toBeVisible();
  // the recognised columns are chosen already; the staff number is not read until chosen
  await expect(form.getByRole('combobox', { name: 'First name' })).toHaveValue('Given Name');
  await expect(form.getByRole('combobox', { name: 'Last name' })).toHaveValue('Surname');
  await expect(form.getByRole('combobox', { name: /^Email/ })).toHaveValue('E-mail Address');
  await form.getByRole('combobox', { name: 'Employee ID' }).selectOption('Staff No');
  await expect(form.getByRole('cell', { name: 'S-102' })).toBeVisible();
  const problems: string[] = [];
  await shootAndScan(page, 'roster-mapping', problems);

  await form.getByRole('button', { name: 'Check the rows' }).click();
  await expect(page.getByText('2 rows: 2 new, 0 to update, 0 unchanged.')).toBeVisible();
  await expect(page.getByRole('row', { name: /Bo Chen/ }).getByRole('cell', { name: 'S-102' })).toBeVisible();
  await page.getByRole('button', { name: 'Import 2 rows' }).click();
  await expect(page.getByText('2 added, 0 updated, 0 unchanged.')).toBeVisible();

  const rows = await admin.collection('members').getFullList({ filter: `employer = "${employer.id}"`, sort: 'employee_id' });
  expect(rows.map((r) => [r['first_name'], r['last_name'], r['email'], r['employee_id']])).toEqual([
    ['Ana', 'Lee', ana, 'S-101'],
    ['Bo', 'Chen', bo, 'S-102'],
  ]);
  expect(problems).toEqual([]);
});

test('staff screens speak to the counselor and to the operator', async ({ browser, page, server }) => {
  test.setTimeout(300_000);
  const counselor = await seedUser(server, { role: 'counselor', name: 'Chris Counselor' });
  const problems: string[] = [];

  await loginAs(page, server, counselor);
  const counselorScreens: [string, string, string][] = [
    ['/chat', 'Conversations with your members', 'Conversations with your members will appear here once members are assigned to you.'],
    ['/files', 'Files', 'Files your members share with you will appear here.'],
    ['/reports', 'Reports', 'Reports your members send will appear here.'],
    ['/comments', 'Comments', 'Comments from your members, and replies to yours, will appear here.'],
    ['/updates', 'Updates', "Activity on your members' plans, tasks, reports and appointments will appear here."],
    ['/circles', 'Circles', "You don't create circles. Open a member from your caseload to help them."],
  ];
  for (const [path, title, sentence] of counselorScreens) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText(sentence)).toBeVisible();
    // no member wording on a counselor's screen
    await expect(page.getByText(/your counselor/i)).toHaveCount(0);
  }
  await page.goto('/chat');
  await expect(page.getByRole('heading', { level: 1, name: 'Conversations with your members' })).toBeVisible();
  await shootAndScan(page, 'counselor-chat', problems);

  const opCtx = await browser.newContext();
  const op = await opCtx.newPage();
  await operatorSession(op, server);
  const operatorScreens: [string, string, RegExp][] = [
    ['/chat', 'All conversations', /Conversations between members and their counselors/],
    ['/reports', 'All reports', /Every report members sent/],
    ['/files', 'All files', /Every member's files/],
    ['/comments', 'Comments', /Comments members and counselors left/],
    ['/updates', 'Updates', /What happened on members' plans/],
    ['/circles', 'Circles', /Find a person under Members/],
  ];
  for (const [path, title, sentence] of operatorScreens) {
    await op.goto(path);
    // a full page load in a new browser context: the session refresh and the screen's chunks first
    await expect(op.getByRole('heading', { level: 1, name: title })).toBeVisible({ timeout: 30_000 });
    await expect(op.getByText(sentence).first()).toBeVisible();
    // the screen's own words (title and description), not the members' data an operator lists (a message may say
    // "your counselor"; other specs on this worker's server leave such data behind)
    const frame = op.getByRole('heading', { level: 1, name: title }).locator('xpath=..');
    await expect(frame.getByText(/your counselor|your caseload/i), `member wording on the operator's ${path}`).toHaveCount(0);
  }
  await op.goto('/reports');
  await expect(op.getByRole('heading', { level: 1, name: 'All reports' })).toBeVisible();
  await shootAndScan(op, 'operator-reports', problems);

  // the operations home: how to set mail up, and a backup made from where its status is shown
  await op.goto('/');
  const mailSection = op.getByRole('region', { name: 'Mail' });
  await expect(mailSection.getByText(/To set it up, save your mail server/)).toBeVisible();
  await expect(mailSection.getByText(/"smtp": \{ "enabled": true/)).toBeVisible();
  const backups = op.getByRole('region', { name: 'Backups' });
  await backups.getByRole('button', { name: 'Back up now' }).click();
  await expect(backups.getByText('A backup of the data folder was made.')).toBeVisible();
  await expect(backups.getByText(/1 backup kept/)).toBeVisible();
  await shootAndScan(op, 'operator-home', problems);
  await opCtx.close();
  expect(problems).toEqual([]);
});
