/**
 * Issue 29 part 3: a caregiver knows whose things they are looking at. Riley (a member with a plan
 * of their own) is in Alex Rivera's circle, sharing plans, reports, files and coverage to view.
 * On /plans, /tasks, /reports, /files and /coverages Alex's items name Alex, the person switcher
 * ("Everyone", "Me", "Alex") narrows each list, and nothing of Alex's offers a tick box or an
 * answer: a sentence says Alex shares it to view. Axe (serious/critical) on each list at 390×844 and
 * 1280×800; screenshots go to test-results/caregiver-lists/.
 */
import type { Page } from '@playwright/test';
import { seriousViolations as axe } from '../support/axe.js';
import { adminClient, expect, loginAs, seedUser, test } from '../support/fixtures.js';
import { cardPng } from '../support/png.js';

const SIZES = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
];

/** axe-clean and a full-page screenshot at both sizes */
async function check(page: Page, name: string): Promise<void> {
  for (const size of SIZES) {
    await page.setViewportSize({ width: size.width, height: size.height });
    // (each step first waits for its content; a plan's progress bar is a progressbar too)
    await expect(page.getByRole('progressbar', { name: /^Loading/ })).toHaveCount(0);
    expect(await axe(page), `${name} @${size.name}`).toEqual([]);
    await page.screenshot({ path: `test-results/caregiver-lists/${name}-${size.name}.png`, fullPage: true });
  }
}

const switcher = (page: Page) => page.getByRole('radiogroup', { name: 'Show things for' });
const choose = (page: Page, label: string) => switcher(page).getByText(label, { exact: true }).click();

test("a view-only caregiver sees Alex's items named, narrows them by person, and gets no ticks or answers", async ({
  page,
  server,
}) => {
  test.setTimeout(300_000);
  const admin = await adminClient(server);
  const alexUser = await seedUser(server, { name: 'Alex Rivera' });
  const alex = await admin.collection('members').getFirstListItem(admin.filter('user = {:u}', { u: alexUser.id }));
  await admin.collection('members').update(alex.id, { first_name: 'Alex', last_name: 'Rivera', status: 'active' });
  const riley = await seedUser(server, { name: 'Riley Carer' });
  const rileyRow = await admin.collection('members').getFirstListItem(admin.filter('user = {:u}', { u: riley.id }));
  await admin.collection('members').update(rileyRow.id, { first_name: 'Riley', last_name: 'Carer', status: 'active' });
  const circle = await admin
    .collection('circles')
    .create({ owner: alexUser.id, member: alex.id, name: "Alex's care team", active: true });
  await admin.collection('circle_members').create({
    circle: circle.id,
    user: riley.id,
    access: 'view',
    scopes: ['plans', 'reports', 'files', 'coverage'],
    status: 'active',
  });
  // Alex's things, and one plan of Riley's own
  await admin
    .collection('plans')
    .create({ member: alex.id, title: 'Prepare for surgery', status: 'proposed', created_by: alexUser.id });
  await admin
    .collection('plans')
    .create({ member: rileyRow.id, title: 'Find a dentist', status: 'active', created_by: riley.id });
  await admin
    .collection('tasks')
    .create({ member: alex.id, title: 'Call the surgeon', status: 'todo', category: 'other', created_by: alexUser.id });
  await admin
    .collection('reports')
    .create({ member: alex.id, title: 'MRI bill looks too high', kind: 'bill_review', status: 'submitted' });
  const file = new FormData();
  for (const [k, v] of Object.entries({
    member: alex.id,
    owner: alexUser.id,
    title: 'Pre-authorization letter',
    kind: 'other',
  }))
    file.append(k, v);
  file.append(
    'file',
    new Blob([new Uint8Array(cardPng(320, 200, [38, 122, 61]))], { type: 'image/png' }),
    'letter.png',
  );
  await admin.collection('files').create(file);
  await admin
    .collection('coverages')
    .create({
      member: alex.id,
      type: 'medical',
      carrier: 'Blue Shield',
      plan_name: 'PPO Gold',
      status: 'active',
      primary: true,
    });

  await loginAs(page, server, riley);

  // /plans: Alex's plan names Alex and offers no answer; the switcher narrows the list
  await page.goto('/plans');
  await expect(page.getByRole('link', { name: 'Prepare for surgery' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('For Alex Rivera · shared with you to view')).toBeVisible();
  await expect(page.getByRole('note').filter({ hasText: 'Alex shares these with you to view.' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Decline/ })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /^Review & accept/ })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Waiting for an answer' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Find a dentist' })).toBeVisible();
  await check(page, 'plans');
  await choose(page, 'Alex');
  await expect(page.getByRole('link', { name: 'Find a dentist' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Prepare for surgery' })).toBeVisible();
  await choose(page, 'Me');
  await expect(page.getByRole('link', { name: 'Prepare for surgery' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Find a dentist' })).toBeVisible();
  await choose(page, 'Everyone');

  // the plan itself: whose it is, read only
  await page.getByRole('link', { name: 'Prepare for surgery' }).click();
  await expect(page.getByRole('heading', { name: "Alex's plan: Prepare for surgery", level: 1 })).toBeVisible();
  await expect(page.getByRole('note').filter({ hasText: 'Alex shares this with you to view.' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^(Accept|Decline)/ })).toHaveCount(0);
  // neither "waiting for you" nor a comment box: comments need manage too
  await expect(page.getByText('Waiting for you', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Add a comment' })).toHaveCount(0);
  await check(page, 'plan');

  // /tasks: Alex's task has no tick box
  await page.goto('/tasks');
  await page.getByRole('tab', { name: 'For my family' }).click();
  await expect(page.getByRole('link', { name: 'Call the surgeon' })).toBeVisible();
  await expect(page.getByText('For Alex Rivera · shared with you to view')).toBeVisible();
  await expect(page.getByRole('checkbox')).toHaveCount(0);
  await check(page, 'tasks');

  // /reports: Alex's report names Alex; the switcher narrows it away for "Me"
  await page.goto('/reports');
  await expect(page.getByRole('link', { name: 'MRI bill looks too high' })).toBeVisible();
  await expect(page.getByText(/Alex Rivera/).first()).toBeVisible();
  await check(page, 'reports');
  await choose(page, 'Me');
  await expect(page.getByRole('link', { name: 'MRI bill looks too high' })).toHaveCount(0);
  await choose(page, 'Everyone');
  await page.getByRole('link', { name: 'MRI bill looks too high' }).click();
  await expect(page.getByRole('heading', { name: "Alex's report: MRI bill looks too high", level: 1 })).toBeVisible();
  await expect(page.getByRole('note').filter({ hasText: 'Alex shares this with you to view.' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Withdraw/ })).toHaveCount(0);

  // /files: Alex's file names Alex, and its page says whose it is
  await page.goto('/files');
  await expect(page.getByRole('link', { name: 'Pre-authorization letter' })).toBeVisible();
  await expect(page.getByText(/Alex Rivera/).first()).toBeVisible();
  await check(page, 'files');
  await page.getByRole('link', { name: 'Pre-authorization letter' }).click();
  await expect(page.getByRole('heading', { name: "Alex's file: Pre-authorization letter", level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit details' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Edit details' })).toHaveCount(0);

  // /coverages: Alex's card names Alex and has no form
  await page.goto('/coverages/edit');
  await expect(page).toHaveURL(/\/coverages\/edit\/[a-z0-9]{15}$/);
  await expect(page.getByRole('heading', { name: "Alex's coverage", level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Insurance card for Alex Rivera' })).toBeVisible();
  await expect(page.getByRole('note').filter({ hasText: 'Alex shares this with you to view.' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save changes' })).toHaveCount(0);
  await check(page, 'coverage');
});
