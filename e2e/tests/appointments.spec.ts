/**
 * Issue 14 in a real browser: a member (Berlin) books the welcome call from /auth/completed with a
 * counselor in New York; the counselor sees it arrive live; the member reschedules, then cancels
 * with a reason; a doctor-visit request is confirmed by the counselor; the counselor's own profile
 * has the availability editor and members see the public profile. Axe-clean at phone and desktop
 * sizes; screenshots go to e2e/screenshots/ (gitignored).
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { adminClient, expect, loginAs, seedUser, test } from '../support/fixtures.js';
import type { RunningServer } from '../support/server.js';
import { ROOT } from '../support/server.js';
import { seedBookableCounselor } from '../support/scheduling.js';

const SHOTS = join(ROOT, 'e2e/screenshots');
mkdirSync(SHOTS, { recursive: true });

test.use({ timezoneId: 'Europe/Berlin' });

/** no serious or critical axe violations, and a screenshot, at phone and desktop size */
async function check(page: Page, name: string): Promise<void> {
  for (const size of [
    { n: 'phone', width: 390, height: 844 },
    { n: 'desktop', width: 1280, height: 800 },
  ]) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    const serious = (await new AxeBuilder({ page }).analyze()).violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${name} @${size.n}: ${v.id}: ${v.help} (${v.nodes.map((x) => x.target.join(' ')).join(', ')})`);
    expect(serious).toEqual([]);
    await page.screenshot({ path: join(SHOTS, `appointments-${name}-${size.n}.png`), fullPage: true });
  }
}

async function world(server: RunningServer) {
  const admin = await adminClient(server);
  const { counselor, row } = await seedBookableCounselor(server, admin, {
    credentials: 'Certified benefits counselor',
    slot_minutes: 30,
    buffer_after: 10,
    min_notice_minutes: 120,
    booking_window_days: 60,
    max_per_day: 8,
  });
  const member = await seedUser(server, { role: 'member', name: 'Maya Lopez' });
  const memberRow = await admin.collection('members').getFirstListItem(admin.filter('user = {:u}', { u: member.id }));
  await admin
    .collection('members')
    .update(memberRow.id, { counselor: row.id, status: 'active', first_name: 'Maya', last_name: 'Lopez' });
  return { admin, counselor, counselorId: row.id, member, memberId: memberRow.id };
}

const freeTimes = (page: Page) => page.getByRole('group', { name: /^Free times on / }).getByRole('button');

test('welcome call: booked from /auth/completed, seen live by the counselor, rescheduled, then cancelled with a reason', async ({
  page,
  server,
  browser,
}) => {
  test.setTimeout(360_000);
  const w = await world(server);
  const counselorCtx = await browser.newContext({ timezoneId: 'America/New_York' });
  const cp = await counselorCtx.newPage();
  await loginAs(cp, server, w.counselor);
  await cp.goto('/appointments');
  await expect(cp.getByText('No appointments yet')).toBeVisible();

  await loginAs(page, server, w.member);
  await page.goto('/auth/completed');
  await page.getByRole('link', { name: 'Book a welcome call' }).click();
  await expect(page).toHaveURL(new RegExp(`/appointments/new\\?counselor=${w.counselorId}$`));
  await expect(page.getByRole('button', { name: 'Talk with my counselor' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText(/Your counselor's time zone is Eastern (Standard|Daylight) Time/)).toBeVisible();
  await expect(freeTimes(page).first()).toBeVisible();
  await check(page, 'book');
  await page.getByRole('radio', { name: 'Video call' }).check();
  await freeTimes(page).first().click();
  await page.getByLabel('What would you like to talk about?').fill('Welcome call: getting started');
  await page.getByRole('button', { name: 'Confirm booking' }).click();
  await expect(page).toHaveURL(/\/appointments\/[a-z0-9]{15}$/);
  await expect(page.getByText('Confirmed', { exact: true })).toBeVisible();
  await expect(page.getByText('Welcome call: getting started')).toBeVisible();
  await expect(page.getByText(/^Counselor's time: /)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add to calendar' })).toBeVisible();
  await check(page, 'detail');

  // the counselor's list updates without a reload
  const item = cp
    .getByRole('region', { name: 'Upcoming' })
    .getByRole('link', { name: 'Video call with Jordan Rivera' });
  await expect(item).toBeVisible();
  await check(cp, 'counselor-list');

  // reschedule with the same picker
  const first = await page
    .getByText(/^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), /)
    .first()
    .textContent();
  await page.getByRole('button', { name: 'Reschedule' }).click();
  // late in the day today has fewer than three times left: take the first date that has them
  await page
    .getByRole('group', { name: 'Dates' })
    .getByRole('button', { name: /: ([3-9]|\d{2,}) free times$/ })
    .first()
    .click();
  await freeTimes(page).nth(2).click();
  await page.getByRole('button', { name: /^Move to / }).click();
  await expect(page.getByText('1 time', { exact: true })).toBeVisible();
  await expect(page.getByText(first ?? 'never', { exact: true })).toHaveCount(0);

  // cancel with a reason
  await page.getByRole('button', { name: 'Cancel appointment' }).click();
  await page.getByLabel('Reason for cancelling').fill('Something came up at work');
  await page.getByRole('button', { name: 'Confirm cancellation' }).click();
  await expect(page.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(page.getByText('Something came up at work')).toBeVisible();
  await expect(cp.getByRole('region', { name: 'Past' }).getByText('Cancelled', { exact: true })).toBeVisible();

  const stored = await w.admin
    .collection('appointments')
    .getFullList({ filter: w.admin.filter('member = {:m}', { m: w.memberId }) });
  expect(stored).toHaveLength(1);
  expect(stored[0]).toMatchObject({
    status: 'cancelled',
    reschedule_count: 1,
    cancel_reason: 'Something came up at work',
    kind: 'counselor_video',
  });

  await page.goto('/appointments');
  await expect(
    page.getByRole('region', { name: 'Past' }).getByRole('link', { name: 'Video call with Jordan Rivera' }),
  ).toBeVisible();
  await check(page, 'member-list');
  await counselorCtx.close();
});

test('a doctor-visit request is arranged and confirmed by the counselor', async ({ page, server, browser }) => {
  test.setTimeout(300_000);
  const w = await world(server);
  await loginAs(page, server, w.member);
  await page.goto('/appointments/new');
  await page.getByRole('button', { name: 'Help me book a doctor' }).click();
  await page.getByRole('combobox', { name: 'Specialty' }).click();
  await page.getByRole('option', { name: 'Dermatology' }).click();
  await page.getByLabel('Reason for the visit').fill('A rash that will not go away');
  await page.getByLabel('Preferred days and times').fill('Weekday mornings');
  await page.getByLabel('Preferred places').fill('Near 02139');
  await check(page, 'doctor-request');
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByText('Requested', { exact: true })).toBeVisible();
  await expect(page.getByText(/Dermatology · Weekday mornings · Near 02139 · in-network/)).toBeVisible();

  const counselorCtx = await browser.newContext({ timezoneId: 'America/New_York' });
  const cp = await counselorCtx.newPage();
  await loginAs(cp, server, w.counselor);
  await cp.goto('/appointments');
  await cp
    .getByRole('region', { name: 'Doctor visits to arrange' })
    .getByRole('link', { name: 'Dermatology visit' })
    .click();
  await cp.getByRole('textbox', { name: 'Provider', exact: true }).fill('Dr. Ana Lee');
  await cp.getByLabel('Address').fill('1 Main St, Cambridge');
  const when = new Date(Date.now() + 7 * 24 * 3600_000);
  const local = `${when.getFullYear()}-${String(when.getMonth() + 1).padStart(2, '0')}-${String(when.getDate()).padStart(2, '0')}T10:30`;
  await cp.getByLabel('Date and time (your time zone)').fill(local);
  await check(cp, 'counselor-confirm');
  await cp.getByRole('button', { name: 'Confirm visit' }).click();
  await expect(cp.getByText('Confirmed', { exact: true })).toBeVisible();

  // the member's open detail page updates live
  await expect(page.getByText('Confirmed', { exact: true })).toBeVisible();
  await expect(page.getByText('Dr. Ana Lee')).toBeVisible();
  await expect(page.getByText('1 Main St, Cambridge')).toBeVisible();
  await counselorCtx.close();
});

test('the counselor edits availability on their own profile; members see free times with Message and Book', async ({
  page,
  server,
  browser,
}) => {
  test.setTimeout(300_000);
  const w = await world(server);
  const counselorCtx = await browser.newContext({ timezoneId: 'America/New_York' });
  const cp = await counselorCtx.newPage();
  await loginAs(cp, server, w.counselor);
  await cp.goto(`/counselors/${w.counselorId}`);
  await expect(cp.getByRole('heading', { name: 'Weekly hours' })).toBeVisible();
  await cp.getByRole('button', { name: 'Add hours on Monday' }).click();
  await expect(cp.getByRole('button', { name: 'Remove Monday range 2' })).toBeVisible();
  await cp.getByRole('button', { name: 'Remove Monday range 2' }).click();
  await cp.getByLabel('Date', { exact: true }).fill('2030-12-24');
  await cp.getByRole('button', { name: 'Add date change' }).click();
  await expect(cp.getByText(/Tuesday, December 24: Time off all day/)).toBeVisible();
  await check(cp, 'counselor-profile-own');
  await counselorCtx.close();

  await loginAs(page, server, w.member);
  await page.goto(`/counselors/${w.counselorId}`);
  await expect(page.getByRole('heading', { name: 'Next free times' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Message Jordan Rivera' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Weekly hours' })).toHaveCount(0);
  await check(page, 'counselor-profile-public');
  await page.getByRole('link', { name: 'Book with Jordan Rivera' }).click();
  await expect(page).toHaveURL(new RegExp(`/appointments/new\\?counselor=${w.counselorId}$`));
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Next appointment' })).toBeVisible();
});
