/**
 * Issue 30 part 3 end to end: an employer admin, and the broker of its agency, open the employer's
 * Metrics tab over six published months and see the value members get — savings, members using Covey,
 * satisfaction, appointments held, response time and what members asked for help with — as charts with
 * their figures; the small groups the server withheld read "Too few people to show" (or why they are held
 * back), never a number. axe (serious/critical) and screenshots at 390×844 and 1280×800.
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { adminClient, expect, loginAs, seedUser, test } from '../support/fixtures.js';
import { seriousViolations as axe } from '../support/axe.js';

const SHOTS = join(fileURLToPath(new URL('../..', import.meta.url)), 'e2e/screenshots');
const SIZES = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

const iso = (d: Date) => d.toISOString().replace('T', ' ');

/** the six closed months before now, oldest first */
function closedMonths(now = new Date()) {
  return Array.from({ length: 6 }, (_, i) => {
    const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 6 + i, 1));
    const end = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 5 + i, 1) - 1);
    return { start: iso(start), end: iso(end), label: start.toLocaleDateString('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' }) };
  });
}

/** figures as the metrics job publishes them (decision 0055): "<11" and "hidden" where a group is small */
const FIGURES = [
  { savings_usd: 4200, active_30d: 38, csat: 4.4, appointments_completed: 14, reply_hours: 3.5 },
  { savings_usd: '<11', active_30d: 41, csat: '<11', appointments_completed: 12, reply_hours: 2.9 },
  { savings_usd: 6100, active_30d: 44, csat: 4.6, appointments_completed: 'hidden', reply_hours: 2.4 },
  { savings_usd: 2750, active_30d: 47, csat: 4.5, appointments_completed: 16, reply_hours: '<11' },
  { savings_usd: 3800, active_30d: 52, csat: 4.7, appointments_completed: 18, reply_hours: 2.1 },
  {
    savings_usd: 930, active_30d: 55, csat: 4.8, appointments_completed: 21, reply_hours: 1.8,
    report_kinds: { bill_review: 14, claim_denial: 'hidden', coverage_question: '<11', find_care: 0, prescription: 0, enrollment: 0, complaint: 0, other: 0 },
  },
];

async function seed(server: Parameters<typeof adminClient>[0]) {
  const admin = await adminClient(server);
  const hr = await seedUser(server, { role: 'employer', name: 'Hana Resources' });
  const brokerUser = await seedUser(server, { role: 'broker', name: 'Bea Broker' });
  const agency = await admin.collection('brokers').create({ name: 'Harbor Benefits', users: [brokerUser.id], owner: brokerUser.id, status: 'active' });
  await admin.collection('users').update(brokerUser.id, { broker: agency.id });
  const employer = await admin.collection('employers').create({ name: `Acme Foods ${Date.now().toString(36)}`, broker: agency.id, admins: [hr.id], status: 'active' });
  await admin.collection('users').update(hr.id, { employer: employer.id });
  const months = closedMonths();
  for (const [i, m] of months.entries()) {
    const data = { enrolled: 120, activated: 64, chats: 30, reports_resolved: 24, top_needs: [{ need: 'bills' }], ...FIGURES[i] };
    await admin.collection('metrics').create({ employer: employer.id, broker: '', period_start: m.start, period_end: m.end, suppressed: false, data });
  }
  return { hr, brokerUser, employer, months };
}

async function expectValue(page: Page, months: ReturnType<typeof closedMonths>) {
  await expect(page.getByRole('heading', { name: 'The value members get' })).toBeVisible({ timeout: 60_000 });
  const savings = page.getByRole('region', { name: 'Savings delivered' });
  // four exact months and one withheld: the total is a floor and says so
  await expect(savings.getByText('At least $17,780 in the 6 months shown')).toBeVisible();
  await expect(savings.getByText(`Too few people to show: ${months[1]!.label}.`)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Appointments held' }).getByText(`Held back to protect a small group: ${months[2]!.label}.`)).toBeVisible();
  // the table alternative, on request
  await savings.getByRole('button', { name: 'Show the table: Savings delivered' }).click();
  const table = savings.getByRole('table', { name: 'Savings delivered' });
  await expect(table.getByRole('row', { name: new RegExp(months[5]!.label) })).toContainText('$930');
  await expect(table.getByRole('row', { name: new RegExp(months[1]!.label) })).toContainText('Too few people to show');
  await savings.getByRole('button', { name: 'Hide the table: Savings delivered' }).click();
  const kinds = page.getByRole('region', { name: 'What members asked for help with' });
  await expect(kinds.getByText(`Reports resolved in ${months[5]!.label}, by kind.`)).toBeVisible();
  await expect(kinds.getByText('Too few people to show: Coverage questions.')).toBeVisible();
  await expect(kinds.getByText('Held back to protect a small group: Denied claims.')).toBeVisible();
  for (const title of ['Members using Covey', 'Satisfaction', 'Response time']) await expect(page.getByRole('region', { name: title })).toBeVisible();
  // no small number is on screen as a figure: the withheld cells are words
  await expect(page.getByRole('group', { name: 'First reply (median hours)' })).toContainText('1.8');
}

async function shootAndScan(page: Page, path: string, name: string, problems: string[]) {
  for (const size of SIZES) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'The value members get' })).toBeVisible({ timeout: 60_000 });
    await expect(page.getByRole('region', { name: 'Savings delivered' }).getByText(/At least/)).toBeVisible();
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    await page.screenshot({ path: join(SHOTS, `employer-value-${name}-${size.name}.png`), fullPage: true });
    problems.push(...(await axe(page)));
  }
}

test('the employer and its broker see the value, small groups withheld', async ({ browser, page, server }) => {
  test.setTimeout(300_000);
  const { hr, brokerUser, employer, months } = await seed(server);
  const problems: string[] = [];

  await loginAs(page, server, hr);
  await page.goto(`/employers/${employer.id}?tab=metrics`);
  await expectValue(page, months);
  await shootAndScan(page, `/employers/${employer.id}?tab=metrics`, 'employer', problems);

  const brokerCtx = await browser.newContext();
  const brokerPage = await brokerCtx.newPage();
  await loginAs(brokerPage, server, brokerUser);
  await brokerPage.goto(`/employers/${employer.id}?tab=metrics`);
  await expectValue(brokerPage, months);
  await shootAndScan(brokerPage, `/employers/${employer.id}?tab=metrics`, 'broker', problems);
  await brokerCtx.close();
  expect(problems).toEqual([]);
});
