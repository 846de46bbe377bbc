/**
 * Issue 16 end to end: an employer admin imports a roster CSV with bad rows, sees the per-row report,
 * fixes the file, imports it and invites everyone; an invited employee signs up from the mail and is
 * linked to the employer; the broker sees activation rise in the book of business; the Metrics tab
 * shows "<11" where a count is suppressed. axe (serious/critical) and screenshots (e2e/screenshots/)
 * at 390×844 and 1280×800.
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { adminClient, expect, loginAs, seedUser, test, uniqueEmail } from '../support/fixtures.js';
import type { MailCatcher } from '../support/mail-catcher.js';
import { startSpecMail, stopSpecMail } from '../support/spec-mail.js';
import { shootAndScan } from '../support/screens.js';

let mail: MailCatcher;

test.beforeAll(async ({ server }) => void (mail = await startSpecMail(server)));

test.afterAll(({ server }) => stopSpecMail(server, mail));

/** the sign-up link of the invitation mailed to `to` */
async function inviteLink(to: string): Promise<string> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    for (const m of mail.messages) {
      if (!m.toLowerCase().includes(to.toLowerCase())) continue;
      const link = /https?:\/\/[^\s"<>]+\/signup\?invite=[A-Za-z0-9_-]+/.exec(m)?.[0];
      if (link) return link;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no invitation mail to ${to}`);
}

async function seedGroup(server: Parameters<typeof adminClient>[0]) {
  const admin = await adminClient(server);
  const hr = await seedUser(server, { role: 'employer', name: 'Hana Resources' });
  const brokerUser = await seedUser(server, { role: 'broker', name: 'Bea Broker' });
  const agency = await admin.collection('brokers').create({ name: 'Harbor Benefits', users: [brokerUser.id], owner: brokerUser.id, status: 'active' });
  await admin.collection('users').update(brokerUser.id, { broker: agency.id });
  const counselor = await seedUser(server, { role: 'counselor', name: 'Chris Counselor' });
  const pool = await admin.collection('counselors').create({ user: counselor.id, display_name: 'Chris Counselor', active: true, accepting: true, capacity: 20, languages: ['en'] });
  const employer = await admin.collection('employers').create({
    name: `Acme Foods ${Date.now().toString(36)}`, broker: agency.id, admins: [hr.id], counselors: [pool.id], status: 'active',
    plan_year_start: '2027-01-01 00:00:00.000Z', open_enrollment_start: '2026-11-01 00:00:00.000Z', open_enrollment_end: '2026-12-15 00:00:00.000Z',
  });
  await admin.collection('users').update(hr.id, { employer: employer.id });
  return { admin, hr, brokerUser, employer, agency };
}

const csv = (rows: string[]) => ({ name: 'roster.csv', mimeType: 'text/csv', buffer: Buffer.from(`name,email,employee_id\n${rows.join('\n')}\n`, 'utf8') });

test('roster import with bad rows, invitations, sign-up from the mail, activation and suppressed metrics', async ({ browser, page, server }) => {
  test.setTimeout(600_000);
  const { admin, hr, brokerUser, employer, agency } = await seedGroup(server);
  const ana = uniqueEmail('ana');
  const bo = uniqueEmail('bo');
  const cy = uniqueEmail('cy');

  // the employer admin uploads a file with two bad rows: nothing is imported, each row is explained
  await loginAs(page, server, hr, mail);
  await page.goto(`/employers/${employer.id}?tab=roster`);
  await expect(page.getByRole('heading', { level: 1, name: employer['name'] as string })).toBeVisible();
  await page.getByRole('button', { name: 'Import a roster (CSV)' }).click();
  await page.locator('input[type=file]').setInputFiles(csv([`Ana Lee,${ana},E1`, 'Bo Chen,not-an-email,E2', `Cy Diaz,${ana},E3`]));
  await expect(page.getByText('2 rows have problems: they will be skipped')).toBeVisible();
  await expect(page.getByText('Line 3, email: "not-an-email" is not a valid email address.')).toBeVisible();
  await expect(page.getByText(`Line 4, email: ${ana} is already on line 2.`)).toBeVisible();
  await expect(page.getByText('3 rows: 1 new, 0 to update, 0 unchanged, 2 with problems (not imported).')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Import 1 valid row' })).toBeVisible();
  // the rows with problems come back as a CSV with the reason, to fix and upload again
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download the 2 rows to fix (CSV)' }).click();
  const saved = await (await download).path();
  const fixList = readFileSync(saved, 'utf8');
  expect(fixList).toContain('line,problem');
  expect(fixList).toContain('Bo Chen,not-an-email,E2');
  expect((await admin.collection('members').getList(1, 1, { filter: `employer = "${employer.id}"` })).totalItems).toBe(0);

  // the fixed file imports as a whole; then everyone is invited
  await page.locator('input[type=file]').setInputFiles(csv([`Ana Lee,${ana},E1`, `Bo Chen,${bo},E2`, `Cy Diaz,${cy},E3`]));
  await expect(page.getByText('3 rows: 3 new, 0 to update, 0 unchanged.')).toBeVisible();
  await page.getByRole('button', { name: 'Import 3 rows' }).click();
  await expect(page.getByText('3 added, 0 updated, 0 unchanged.')).toBeVisible();
  await page.getByRole('button', { name: 'Invite everyone not yet invited' }).click();
  await expect(page.getByText('Invitations emailed to 3 employees.')).toBeVisible();
  await expect(page.getByRole('row', { name: /Bo Chen/ }).getByRole('button', { name: 'Resend invite Bo Chen' })).toBeVisible();

  // the broker's book shows the group with nobody signed up yet
  const brokerCtx = await browser.newContext();
  const brokerPage = await brokerCtx.newPage();
  await loginAs(brokerPage, server, brokerUser, mail);
  await brokerPage.goto('/employers');
  const bookRow = brokerPage.getByRole('row', { name: new RegExp(employer['name'] as string) });
  await expect(bookRow.getByText('(0 of 3)')).toBeVisible();

  // Bo signs up from the invitation mail and is linked to the employer
  const link = await inviteLink(bo);
  const boCtx = await browser.newContext();
  const boPage = await boCtx.newPage();
  await boPage.goto(link.replace(/^https?:\/\/[^/]+/, server.url));
  await expect(boPage.getByRole('heading', { name: `Join ${employer['name'] as string} on Covey` })).toBeVisible();
  await expect(boPage.getByRole('textbox', { name: 'Email' })).toHaveValue(bo);
  await expect(boPage.getByRole('textbox', { name: 'Name' })).toHaveValue('Bo Chen');
  await boPage.getByRole('textbox', { name: 'Password', exact: true }).fill('Bo-pass-1234');
  await boPage.getByRole('button', { name: 'Create account' }).click();
  await expect(boPage).toHaveURL(/\/onboard\//);
  const boRow = await admin.collection('members').getFirstListItem(`email = "${bo}"`);
  expect(boRow['user']).not.toBe('');
  expect(boRow['employer']).toBe(employer.id);
  expect(boRow['status']).toBe('onboarding');

  // the broker sees activation rise
  await brokerPage.reload();
  await expect(bookRow.getByText('(1 of 3)')).toBeVisible();
  await expect(bookRow.getByText('33%')).toBeVisible();

  // metrics: 3 enrolled, 1 activated → every count is "<11", totals only
  // the job publishes the month that closed last, once: another spec on this worker's server may have written
  // rows for that month already (employer-value seeds six closed months), so those go first
  const now = new Date();
  const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)).toISOString().slice(0, 10);
  for (const row of await admin.collection('metrics').getFullList({ filter: `period_start = "${lastMonth} 00:00:00.000Z"` })) {
    await admin.collection('metrics').delete(row.id);
  }
  await admin.crons.run('covey_metrics');
  await page.goto(`/employers/${employer.id}?tab=metrics`);
  await expect(page.getByText('Totals only')).toBeVisible();
  await expect(page.getByText('<11').first()).toBeVisible();
  await expect(page.getByText(/Not plotted because fewer than 11 people are counted/)).toBeVisible();

  // axe and screenshots at phone and desktop sizes
  const problems: string[] = [];
  const tabReady = (text: string) => async (p: Page) => void (await expect(p.getByText(text).first()).toBeVisible());
  await shootAndScan(page, 'organisations', `/employers/${employer.id}?tab=roster`, 'roster', problems, { ready: tabReady('3 of 3 people') });
  await shootAndScan(page, 'organisations', `/employers/${employer.id}?tab=metrics`, 'metrics', problems, { ready: tabReady('Enrollment and activation') });
  await shootAndScan(page, 'organisations', `/employers/${employer.id}?tab=overview`, 'overview', problems, { ready: tabReady('Plan year starts') });
  await shootAndScan(page, 'organisations', '/', 'employer-home', problems, { ready: tabReady('Latest figures') });
  await shootAndScan(brokerPage, 'organisations', '/employers', 'book', problems, { ready: tabReady('(1 of 3)') });
  await shootAndScan(brokerPage, 'organisations', `/brokers/${agency.id}`, 'broker', problems, { ready: tabReady('Book of business') });
  expect(problems).toEqual([]);
  await brokerCtx.close();
  await boCtx.close();
});

test('announcements reach the employees\' feed, pinned first', async ({ browser, page, server }) => {
  const { admin, hr, employer } = await seedGroup(server);
  const employee = await seedUser(server, { role: 'member', name: 'Eve Park' });
  const row = await admin.collection('members').getFirstListItem(admin.filter('user = {:u}', { u: employee.id }));
  await admin.collection('members').update(row.id, { employer: employer.id, status: 'active' });
  await admin.collection('users').update(employee.id, { employer: employer.id });

  await loginAs(page, server, hr, mail);
  await page.goto(`/employers/${employer.id}?tab=announcements`);
  for (const [title, pin] of [['Benefits fair on Friday', false], ['Open enrollment starts Nov 1', true]] as const) {
    await page.getByRole('button', { name: 'New announcement' }).click();
    await page.getByRole('textbox', { name: 'Title' }).fill(title);
    await page.getByRole('textbox', { name: 'Message' }).fill(`${title}. Ask your counselor if you have questions.`);
    if (pin) await page.getByRole('checkbox', { name: 'Pin to the top of the feed' }).check();
    await page.getByRole('button', { name: 'Publish to employees' }).click();
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
  }

  const ctx = await browser.newContext();
  const eve = await ctx.newPage();
  await loginAs(eve, server, employee);
  await eve.goto('/feed');
  const titles = eve.getByRole('article').getByRole('heading');
  await expect(titles.first()).toHaveText('Open enrollment starts Nov 1');
  await expect(titles.nth(1)).toHaveText('Benefits fair on Friday');
  const problems: string[] = [];
  await shootAndScan(eve, 'organisations', '/feed', 'feed', problems, { ready: async (p) => void (await expect(p.getByText('Pinned')).toBeVisible()) });
  await shootAndScan(page, 'organisations', `/employers/${employer.id}?tab=announcements`, 'announcements', problems, { ready: async (p) => void (await expect(p.getByText('Pinned')).toBeVisible()) });
  expect(problems).toEqual([]);
  await ctx.close();
});

test('a join code links a new account as pending until the admin approves it; plans with an SBC', async ({ browser, page, server }) => {
  test.setTimeout(300_000);
  const { admin, hr, employer } = await seedGroup(server);
  await admin.collection('employers').update(employer.id, { join_code: 'ACME-E2E' });
  const email = uniqueEmail('joiner');

  // the employer adds a plan with its SBC
  await loginAs(page, server, hr, mail);
  await page.goto(`/employers/${employer.id}?tab=plans`);
  await page.getByRole('button', { name: 'Add a plan' }).click();
  await page.getByRole('textbox', { name: 'Plan name' }).fill('Acme HDHP');
  await page.getByRole('textbox', { name: 'Carrier' }).fill('Blue Lake');
  await page.getByRole('textbox', { name: 'Deductible (individual) ($)' }).fill('3000');
  await page.locator('input[type=file]').setInputFiles({ name: 'sbc.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<<>>\n%%EOF\n') });
  await page.getByRole('button', { name: 'Save plan' }).click();
  const plan = page.getByRole('article', { name: 'Acme HDHP' });
  await expect(plan.getByText('Deductible: $3,000 / —')).toBeVisible();
  await expect(plan.getByRole('link', { name: 'Summary of Benefits and Coverage (PDF)' })).toBeVisible();

  // someone signs up with the join code: linked, pending
  const ctx = await browser.newContext();
  const joiner = await ctx.newPage();
  await joiner.goto('/signup');
  await joiner.getByRole('textbox', { name: 'Name' }).fill('Jo Joiner');
  await joiner.getByRole('textbox', { name: 'Email' }).fill(email);
  await joiner.getByRole('textbox', { name: 'Password', exact: true }).fill('Jo-pass-1234');
  await joiner.getByRole('textbox', { name: 'Employer join code (optional)' }).fill('acme-e2e');
  await joiner.getByRole('button', { name: 'Create account' }).click();
  await expect(joiner).not.toHaveURL(/\/signup/);
  await joiner.goto('/auth/pending');
  await expect(joiner.getByText(`We're confirming your eligibility with ${employer['name'] as string}`)).toBeVisible();

  // the admin approves it in the roster; the waiting screen follows live
  await page.goto(`/employers/${employer.id}?tab=roster`);
  await page.getByRole('button', { name: 'Approve Jo Joiner' }).click();
  await expect(page.getByRole('row', { name: /Jo Joiner/ }).getByText('Active')).toBeVisible();
  await expect(joiner.getByText(/We're confirming your eligibility/)).toHaveCount(0);
  await ctx.close();
});

test('a superuser creates accounts, fills an employer\'s counselor pool and reassigns a member\'s counselor', async ({ page, server }) => {
  test.setTimeout(300_000);
  const { admin, employer } = await seedGroup(server);
  const other = await seedUser(server, { role: 'counselor', name: 'Rowan Pool' });
  const robin = await admin.collection('counselors').create({ user: other.id, display_name: 'Rowan Pool', active: true, accepting: true, capacity: 20 });
  const member = await seedUser(server, { role: 'member', name: 'Max Member' });
  const row = await admin.collection('members').getFirstListItem(admin.filter('user = {:u}', { u: member.id }));
  await admin.collection('members').update(row.id, { employer: employer.id, status: 'active', first_name: 'Max', last_name: 'Member' });

  // a superuser session in the app
  await page.goto(`${server.url}/app-config.js`);
  await page.evaluate(({ token, record, url }) => {
    window.localStorage.setItem('covey.auth', JSON.stringify({ token, record }));
    window.localStorage.setItem('covey.authUrl', url);
  }, { token: admin.authStore.token, record: admin.authStore.record, url: server.url });

  await page.goto('/employers');
  await expect(page.getByRole('heading', { name: 'Add a direct employer, broker agency or counselor' })).toBeVisible();
  const email = uniqueEmail('direct');
  await page.getByRole('textbox', { name: 'First user\'s name' }).fill('Dana Direct');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Employer name' }).fill('Direct Co');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Account created')).toBeVisible();
  const direct = await admin.collection('employers').getFirstListItem('name = "Direct Co"');
  expect(direct['admins']).toHaveLength(1);

  await page.goto(`/employers/${employer.id}?tab=counselors`);
  await page.getByRole('combobox', { name: 'Counselors serving this employer' }).click();
  await page.getByRole('option', { name: 'Rowan Pool' }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Save pool' }).click();
  await expect(page.getByText('The counselor pool was saved.')).toBeVisible();
  expect((await admin.collection('employers').getOne(employer.id))['counselors']).toContain(robin.id);

  await page.goto(`/members/${row.id}`);
  await expect(page.getByRole('heading', { name: 'Employer and counselor' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Counselor', exact: true }).click();
  await page.getByRole('option', { name: 'Rowan Pool' }).click();
  await page.getByRole('button', { name: 'Reassign counselor' }).click();
  await expect(page.getByText('The counselor was changed.', { exact: false })).toBeVisible();
  expect((await admin.collection('members').getOne(row.id))['counselor']).toBe(robin.id);
});

test('an employer admin disconnects the broker after a confirmation; the agency loses the group at once', async ({ browser, page, server }) => {
  const { hr, brokerUser, employer, agency } = await seedGroup(server);
  await loginAs(page, server, hr, mail);
  await page.goto(`/employers/${employer.id}`);
  await page.getByRole('link', { name: 'Harbor Benefits' }).click();
  await expect(page.getByRole('heading', { name: 'Broker relationship' })).toBeVisible();
  await page.getByRole('button', { name: 'Disconnect broker' }).click();
  await page.getByRole('button', { name: 'Keep Harbor Benefits' }).click();
  await page.getByRole('button', { name: 'Disconnect broker' }).click();
  await page.getByRole('button', { name: 'Yes, disconnect' }).click();
  await expect(page).toHaveURL(new RegExp(`/employers/${employer.id}`));
  await expect(page.getByText('No broker connected')).toBeVisible();

  const ctx = await browser.newContext();
  const bea = await ctx.newPage();
  await loginAs(bea, server, brokerUser, mail);
  await bea.goto(`/employers/${employer.id}`);
  await expect(bea.getByText(/not available|not found/i).first()).toBeVisible();
  await bea.goto(`/brokers/${agency.id}`);
  await expect(bea.getByText('No employers in the book yet')).toBeVisible();
  await ctx.close();
});
