/**
 * The benefits assistant end to end: a member asks from the home box, gets a cited answer from
 * their own SBC, expands the sources and opens the cited page in the viewer, starts a new question
 * from /chat, then "Talk to my counselor"; the counselor sees the summary in their chat. Axe and
 * screenshots (e2e/screenshots/) at phone and desktop sizes.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { adminClient, expect, loginAs, seedUser, test } from '../support/fixtures.js';
import type { RunningServer } from '../support/server.js';
import { seriousViolations as axe } from '../support/axe.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SHOTS = join(ROOT, 'e2e/screenshots');
const SBC = join(ROOT, 'server/test/fixtures/assistant/northwind-bronze-hsa-sbc.pdf');
const SIZES = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

async function seedMember(server: RunningServer) {
  const admin = await adminClient(server);
  const counselor = await seedUser(server, { role: 'counselor', name: 'Chris Counselor' });
  const counselorRow = await admin
    .collection('counselors')
    .create({ user: counselor.id, display_name: counselor.name, active: true });
  const employer = await admin
    .collection('employers')
    .create({ name: 'Acme Foods', status: 'active', counselors: [counselorRow.id] });
  const form = new FormData();
  form.append('employer', employer.id);
  form.append('name', 'Northwind Bronze HSA');
  form.append('type', 'medical');
  form.append('plan_year', '2026');
  form.append('active', 'true');
  form.append(
    'cost_sharing',
    JSON.stringify({ deductible_ind: 3000, deductible_fam: 6000, oop_max_ind: 6500, copays: {} }),
  );
  form.append('sbc', new File([await readFile(SBC)], 'northwind-bronze-hsa-sbc.pdf', { type: 'application/pdf' }));
  const plan = await admin.collection('benefit_plans').create(form);
  const member = await seedUser(server, { role: 'member', name: 'Maya Member' });
  const row = await admin.collection('members').getFirstListItem(admin.filter('user = {:u}', { u: member.id }));
  await admin.collection('members').update(row.id, {
    counselor: counselorRow.id,
    employer: employer.id,
    status: 'active',
    first_name: 'Maya',
    last_name: 'Member',
  });
  await admin.collection('users').update(member.id, { employer: employer.id });
  await admin.collection('coverages').create({
    member: row.id,
    type: 'medical',
    carrier: 'Northwind Health',
    plan_name: 'Northwind Bronze HSA',
    status: 'active',
    primary: true,
    benefit_plan: plan.id,
    accumulators: { deductible_met: 1250, oop_met: 1400, as_of: '2026-05-01' },
  });
  return { admin, counselor, member, memberId: row.id };
}

async function shoot(page: Page, name: string, problems: string[], prepare?: () => Promise<void>) {
  for (const size of SIZES) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await prepare?.();
    await page.screenshot({ path: join(SHOTS, `assistant-${name}-${size.name}.png`), fullPage: true });
    problems.push(...(await axe(page)));
  }
}

test('a member gets a cited answer from their own SBC and hands off to the counselor', async ({ browser, server }) => {
  test.setTimeout(300_000);
  const { counselor, member } = await seedMember(server);
  const memberCtx = await browser.newContext();
  const mp = await memberCtx.newPage();
  await loginAs(mp, server, member);
  const problems: string[] = [];

  // Home: the "Ask the assistant" box starts an assistant chat with the question.
  await mp.goto('/');
  await expect(mp.getByRole('heading', { name: 'Ask the assistant' })).toBeVisible();
  await shoot(mp, 'home-box', problems);
  await mp.getByRole('textbox', { name: 'Ask the assistant' }).fill('Is urgent care covered?');
  await mp.getByRole('button', { name: 'Ask', exact: true }).click();
  await expect(mp).toHaveURL(/\/chat\/[a-z0-9]{15}$/);
  const thread = mp.getByRole('list', { name: 'Messages' });
  await expect(thread.getByText('Is urgent care covered?', { exact: true })).toBeVisible();
  await expect(thread.getByText(/Urgent care centers are covered/).first()).toBeVisible({ timeout: 30_000 });

  // Sources expand; each opens its file at the cited page.
  await thread
    .getByRole('button', { name: /Show sources/ })
    .first()
    .click();
  const sources = thread.getByRole('list', { name: 'Sources' }).first();
  await expect(sources.getByText(/Summary of Benefits and Coverage, page 4/).first()).toBeVisible();
  await expect(thread.getByRole('group', { name: 'Was this helpful?' }).first()).toBeVisible();
  await shoot(mp, 'answer', problems);
  await thread.getByRole('group', { name: 'Was this helpful?' }).first().getByRole('button', { name: 'Yes' }).click();
  await expect(thread.getByText('Thanks for your feedback.')).toBeVisible();
  const threadUrl = mp.url();
  await sources
    .getByRole('link', { name: /at page 4/ })
    .first()
    .click();
  await expect(mp).toHaveURL(/\/file\/.+\?page=4$/);
  await expect(mp.getByRole('paragraph').filter({ hasText: /^Page 4 of 6$/ })).toBeVisible();
  await expect(mp.getByRole('document', { name: /, page 4$/ })).toContainText('Urgent care');

  // A figure computed from the plan and the coverage.
  await mp.goto(threadUrl);
  // the answer kept the feedback: after the reload the thread says so instead of asking again
  await expect(thread.getByText('You found this answer helpful.')).toBeVisible();
  await mp.getByLabel('Your question').fill('How much of my deductible is left?');
  await mp.getByRole('button', { name: 'Ask', exact: true }).click();
  await expect(thread.getByText(/\$1,750 is left/)).toBeVisible({ timeout: 30_000 });

  // An emergency shows 911 guidance first, highlighted.
  await mp.getByLabel('Your question').fill('I have chest pain, is the emergency room covered?');
  await mp.getByRole('button', { name: 'Ask', exact: true }).click();
  await expect(thread.getByTestId('safety-guidance')).toContainText('call 911');
  await shoot(mp, 'safety', problems);

  // "Talk to my counselor" posts a summary into the counselor chat.
  await mp.getByRole('button', { name: 'Talk to my counselor' }).click();
  const open = mp.getByRole('link', { name: 'Open my counselor chat' }).first();
  await expect(open).toBeVisible();
  await open.click();
  await expect(mp).toHaveURL(/\/chat\/[a-z0-9]{15}$/);
  await expect(mp.getByText(/Handoff from the assistant/)).toBeVisible();
  const counselorChatUrl = new URL(mp.url()).pathname;

  // /chat: "New question" starts a new assistant chat.
  await mp.goto('/chat');
  await expect(mp.getByRole('button', { name: 'Message my counselor' })).toBeVisible();
  await shoot(mp, 'chat-list', problems);
  await mp.getByRole('button', { name: 'New question' }).click();
  await expect(mp).toHaveURL(/\/chat\/[a-z0-9]{15}$/);
  await expect(mp.getByLabel('Your question')).toBeVisible();
  expect(mp.url()).not.toBe(threadUrl);

  // The counselor sees the summary in their chat with the member.
  const counselorCtx = await browser.newContext();
  const cp = await counselorCtx.newPage();
  await loginAs(cp, server, counselor);
  await cp.goto(counselorChatUrl);
  await expect(cp.getByText(/Handoff from the assistant/)).toBeVisible();
  await expect(cp.getByText(/Is urgent care covered\?/)).toBeVisible();
  await shoot(cp, 'counselor-summary', problems);

  expect(problems).toEqual([]);
  await memberCtx.close();
  await counselorCtx.close();
});

test("an employer admin uploads the SBC in the plan editor and the member's answers quote it", async ({
  browser,
  server,
}) => {
  test.setTimeout(300_000);
  const { admin, member, memberId } = await seedMember(server);
  const row = await admin.collection('members').getOne(memberId);
  const employerId = String(row['employer']);
  const hr = await seedUser(server, { role: 'employer', name: 'Hana HR' });
  await admin.collection('employers').update(employerId, { admins: [hr.id] });
  await admin.collection('users').update(hr.id, { employer: employerId });
  const plan = await admin
    .collection('benefit_plans')
    .getFirstListItem(admin.filter('employer = {:e}', { e: employerId }));

  const hrCtx = await browser.newContext();
  const hp = await hrCtx.newPage();
  await loginAs(hp, server, hr);
  await hp.goto(`/edit/benefit_plans/${plan.id}`);
  const chooser = hp.waitForEvent('filechooser');
  await hp.getByLabel('Summary of benefits and coverage (PDF)').click();
  await (await chooser).setFiles(join(ROOT, 'server/test/fixtures/assistant/harbor-gold-ppo-sbc.pdf'));
  await expect(hp.getByText('harbor-gold-ppo-sbc.pdf')).toBeVisible();
  await hp.getByRole('button', { name: 'Save changes' }).click();
  await expect(hp).not.toHaveURL(/\/edit\//);
  await hrCtx.close();

  const mp = await browser.newPage();
  await loginAs(mp, server, member);
  await mp.goto('/chat');
  await mp.getByRole('button', { name: 'New question' }).click();
  await expect(mp).toHaveURL(/\/chat\/[a-z0-9]{15}$/);
  await mp.getByLabel('Your question').fill('Do I need a referral to see a specialist?');
  await mp.getByRole('button', { name: 'Ask', exact: true }).click();
  const thread = mp.getByRole('list', { name: 'Messages' });
  await expect(thread.getByText(/You need a referral from your primary care physician/)).toBeVisible({
    timeout: 30_000,
  });
  await thread.getByRole('button', { name: /Show sources/ }).click();
  await expect(
    thread
      .getByRole('list', { name: 'Sources' })
      .getByText(/page 1$/)
      .first(),
  ).toBeVisible();
  await mp.close();
});

test('a member updates the deductible met on their coverage and the assistant counts with it', async ({
  page,
  server,
}) => {
  test.setTimeout(300_000);
  const { admin, member, memberId } = await seedMember(server);
  const coverage = await admin
    .collection('coverages')
    .getFirstListItem(admin.filter('member = {:m}', { m: memberId }));
  await loginAs(page, server, member);
  await page.goto(`/coverages/edit/${coverage.id}`);
  const deductible = page.getByRole('textbox', { name: 'Deductible met' });
  await expect(deductible).toHaveValue('$1,250');
  await expect(page.getByRole('textbox', { name: 'Out-of-pocket met' })).toHaveValue('$1,400');
  await expect(page.getByText('Last updated May 1, 2026.')).toBeVisible();
  await deductible.fill('2000');
  await page.getByRole('textbox', { name: 'Member ID' }).fill('NWH448812');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Last updated May 1, 2026.')).toBeHidden();
  await expect(page.getByText(/Last updated [A-Z][a-z]{2} \d{1,2}, \d{4}\./)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Deductible met' })).toHaveValue('$2,000');
  const saved = await admin.collection('coverages').getOne(coverage.id);
  expect(saved['accumulators']).toMatchObject({ deductible_met: 2000, oop_met: 1400 });
  const problems = await axe(page);

  await page.goto('/chat');
  await page.getByRole('button', { name: 'New question' }).click();
  await expect(page).toHaveURL(/\/chat\/[a-z0-9]{15}$/);
  await page.getByLabel('Your question').fill('How much of my deductible is left?');
  await page.getByRole('button', { name: 'Ask', exact: true }).click();
  await expect(page.getByRole('list', { name: 'Messages' }).getByText(/\$1,000 is left/)).toBeVisible({
    timeout: 30_000,
  });
  expect(problems).toEqual([]);
});
