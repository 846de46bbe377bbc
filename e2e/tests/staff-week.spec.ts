/**
 * Issue 30 (part): how a call happens, the counselor's public profile from the member's home, the
 * employer's Metrics item opening the figures, the broker's "Invite employer" landing on the form,
 * and the roster readable on a phone. Axe-clean; screenshots in e2e/screenshots/ (gitignored).
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { adminClient, expect, loginAs, seedUser, test } from '../support/fixtures.js';
import { seriousViolations } from '../support/axe.js';
import { ROOT } from '../support/server.js';
import { seedBookableCounselor } from '../support/scheduling.js';

const SHOTS = join(ROOT, 'e2e/screenshots');
mkdirSync(SHOTS, { recursive: true });
const SIZES = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

async function shoot(page: Page, name: string): Promise<void> {
  for (const size of SIZES) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: join(SHOTS, `staff-week-${name}-${size.name}.png`), fullPage: true });
  }
}

const freeTimes = (page: Page) => page.getByRole('group', { name: /^Free times on / }).getByRole('button');

test('a phone call when the counselor has no video link, a video call with Join when they have one', async ({ page, server }) => {
  test.setTimeout(240_000);
  const admin = await adminClient(server);
  const { row } = await seedBookableCounselor(server, admin, {
    meeting_url: '',
    min_notice_minutes: 60,
    languages: ['en', 'es'],
    specialties: ['billing'],
  });
  const member = await seedUser(server, { role: 'member', name: 'Maya Lopez' });
  const memberRow = await admin.collection('members').getFirstListItem(admin.filter('user = {:u}', { u: member.id }));
  await admin.collection('members').update(memberRow.id, { counselor: row.id, status: 'active', first_name: 'Maya', last_name: 'Lopez' });
  await loginAs(page, server, member);

  // the counselor's name on the home card opens the public profile, languages and specialties readable
  await page.goto('/');
  await page.getByRole('region', { name: 'Your counselor' }).getByRole('link', { name: 'Jordan Rivera', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/counselors/${row.id}$`));
  await expect(page.getByText('Spanish', { exact: true })).toBeVisible();
  await expect(page.getByText('Billing', { exact: false }).first()).toBeVisible();
  await shoot(page, 'counselor-profile');

  // no meeting link: video is not offered, the phone call says who calls whom
  await page.goto(`/appointments/new?counselor=${row.id}`);
  await expect(page.getByRole('radio', { name: 'Video call' })).toBeDisabled();
  await expect(page.getByRole('radio', { name: 'Phone call' })).toBeChecked();
  await expect(page.getByText("Video calls aren't set up for Jordan Rivera yet")).toBeVisible();
  await freeTimes(page).first().click();
  await page.getByRole('button', { name: 'Confirm booking' }).click();
  await expect(page).toHaveURL(/\/appointments\/[a-z0-9]+$/);
  await expect(page.getByText('Phone call: Jordan Rivera will call you at the phone number on your profile.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Join' })).toHaveCount(0);

  // with a meeting link: a video call, Join opens 10 minutes before the start
  await admin.collection('counselors').update(row.id, { meeting_url: 'https://meet.example.com/jordan' });
  await page.goto(`/appointments/new?counselor=${row.id}`);
  await expect(page.getByRole('radio', { name: 'Video call' })).toBeChecked();
  await freeTimes(page).first().click();
  await page.getByRole('button', { name: 'Confirm booking' }).click();
  await expect(page).toHaveURL(/\/appointments\/[a-z0-9]+$/);
  await expect(page.getByText('Join opens 10 minutes before the start.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Join' })).toBeDisabled();
  await expect(page.getByText(/Video call: join here with the Join button/)).toBeVisible();

  // a call starting in 5 minutes: Join is a link to the room
  const soon = await admin.collection('appointments').create({
    member: memberRow.id,
    counselor: row.id,
    kind: 'counselor_video',
    status: 'confirmed',
    title: 'Video call with Jordan Rivera',
    start: new Date(Date.now() + 5 * 60_000).toISOString().replace('T', ' '),
    end: new Date(Date.now() + 35 * 60_000).toISOString().replace('T', ' '),
    meeting_url: 'https://meet.example.com/jordan',
  });
  await page.goto(`/appointments/${soon.id}`);
  await expect(page.getByRole('link', { name: 'Join' })).toHaveAttribute('href', 'https://meet.example.com/jordan');
  await shoot(page, 'video-join');
});

test("the employer's Metrics opens the figures; the broker's Invite employer opens the form; the roster fits a phone", async ({
  page,
  server,
  browser,
}) => {
  test.setTimeout(240_000);
  const admin = await adminClient(server);
  const erin = await seedUser(server, { role: 'employer', name: 'Erin Employer' });
  const employer = await admin.collection('employers').create({ name: 'Staff Week Foods', status: 'active', admins: [erin.id] });
  await admin.collection('members').create({
    first_name: 'Rosa',
    last_name: 'Rostered',
    email: `rosa-${erin.id}@example.com`,
    employee_id: 'SW-0042',
    employer: employer.id,
    status: 'invited',
  });
  await loginAs(page, server, erin);
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Metrics' }).click();
  await expect(page).toHaveURL(new RegExp(`/employers/${employer.id}\\?tab=metrics$`));
  await expect(page.getByRole('tab', { name: 'Metrics' })).toHaveAttribute('aria-selected', 'true');

  // the roster at 390 px: a card per employee with the employee ID, the status and the actions
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/employers/${employer.id}?tab=roster`);
  const card = page.getByRole('list', { name: 'Roster' }).getByRole('listitem').filter({ hasText: 'Rosa Rostered' });
  await expect(card).toContainText('Employee ID SW-0042');
  await expect(card.getByRole('button', { name: /Rosa Rostered$/ }).first()).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await shoot(page, 'roster');

  // the invitation sent from the roster is on /invites with its status; revoking it says so
  await page.setViewportSize({ width: 390, height: 844 });
  await card.getByRole('button', { name: 'Send invite Rosa Rostered' }).click();
  await page.goto('/invites');
  const invitation = page.getByRole('list', { name: 'Invitations you sent' }).getByRole('listitem').filter({ hasText: 'Rosa Rostered' });
  await expect(invitation).toContainText('Employee · Staff Week Foods');
  await expect(invitation).toContainText('Invited');
  await shoot(page, 'invites');
  await invitation.getByRole('button', { name: 'Revoke invite Rosa Rostered' }).click();
  await expect(invitation).toContainText('Revoked');

  const bea = await seedUser(server, { role: 'broker', name: 'Bea Broker' });
  const agency = await admin.collection('brokers').create({ name: 'Harbor Week Benefits', users: [bea.id], owner: bea.id });
  await admin.collection('users').update(bea.id, { broker: agency.id });
  const brokerCtx = await browser.newContext({ baseURL: server.url });
  const brokerPage = await brokerCtx.newPage();
  await loginAs(brokerPage, server, bea);
  await brokerPage.goto('/');
  await expect(brokerPage.getByRole('heading', { name: 'Book of business' })).toBeVisible({ timeout: 30_000 });
  await brokerPage.getByRole('link', { name: 'Invite employer' }).click();
  await expect(brokerPage).toHaveURL(new RegExp(`/brokers/${agency.id}\\?open=employer$`));
  await expect(brokerPage.getByRole('textbox', { name: /Employer name/ })).toBeFocused();
  await brokerCtx.close();
});
