/**
 * Issue 14, around the session itself: "Join" opens 10 minutes before the start, the member's
 * change and cancel are closed inside the 2-hour cut-off (with a way to message the counselor),
 * "Add to calendar" downloads an .ics, the counselor marks a past session completed and writes
 * notes, and the member sees it live and rates it. Axe (serious/critical) at phone and desktop.
 */
import { readFile } from 'node:fs/promises';
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { adminClient, expect, loginAs, seedUser, test } from '../support/fixtures.js';

const MIN = 60_000;
const iso = (ms: number) => new Date(ms).toISOString().replace('T', ' ');

async function axeClean(page: Page, name: string): Promise<void> {
  for (const size of [
    { n: 'phone', width: 390, height: 844 },
    { n: 'desktop', width: 1280, height: 800 },
  ]) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    const serious = (await new AxeBuilder({ page }).analyze()).violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${name} @${size.n}: ${v.id}: ${v.help}`);
    expect(serious).toEqual([]);
  }
}

test('join window, cut-off, calendar file, completion with notes and the member’s rating', async ({
  page,
  server,
  browser,
}) => {
  test.setTimeout(300_000);
  const admin = await adminClient(server);
  const counselor = await seedUser(server, { role: 'counselor', name: 'Jordan Rivera' });
  const counselorRow = await admin.collection('counselors').create({
    user: counselor.id,
    display_name: 'Jordan Rivera',
    active: true,
    timezone: 'UTC',
    meeting_url: 'https://meet.example.com/jordan',
  });
  const member = await seedUser(server, { role: 'member', name: 'Maya Lopez' });
  const memberRow = await admin.collection('members').getFirstListItem(admin.filter('user = {:u}', { u: member.id }));
  await admin
    .collection('members')
    .update(memberRow.id, { counselor: counselorRow.id, status: 'active', first_name: 'Maya', last_name: 'Lopez' });
  const session = (startsInMin: number, title: string) =>
    admin.collection('appointments').create({
      member: memberRow.id,
      counselor: counselorRow.id,
      booked_by: member.id,
      kind: 'counselor_video',
      status: 'confirmed',
      title,
      start: iso(Date.now() + startsInMin * MIN),
      end: iso(Date.now() + (startsInMin + 30) * MIN),
      timezone: 'UTC',
      meeting_url: 'https://meet.example.com/jordan',
    });
  const past = await session(-30, 'Benefits check-in');
  const soon = await session(5, 'Quick question call');
  const later = await session(90, 'Bill review call');

  await loginAs(page, server, member);
  // (1) Join is open from 10 minutes before; the calendar file downloads
  await page.goto(`/appointments/${soon.id}`);
  await expect(page.getByRole('heading', { name: 'Quick question call', level: 2 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Join' })).toHaveAttribute('href', 'https://meet.example.com/jordan');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Add to calendar' }).click();
  const ics = await readFile((await (await download).path())!, 'utf8');
  expect(ics).toContain('BEGIN:VEVENT');
  expect(ics).toContain(`UID:${soon.id}@covey`);

  // (2) inside the 2-hour cut-off: no change or cancel here, message the counselor instead
  await page.goto(`/appointments/${later.id}`);
  await expect(page.getByText(/less than 2 hours until this appointment/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Message your counselor' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel appointment' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Reschedule' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Join' })).toBeDisabled();
  await expect(page.getByText('Join opens 10 minutes before the start.')).toBeVisible();
  await axeClean(page, 'cut-off');

  // (3) the counselor marks the past session completed and writes notes; the member sees it live
  await page.goto(`/appointments/${past.id}`);
  await expect(page.getByRole('heading', { name: 'Benefits check-in', level: 2 })).toBeVisible();
  const counselorCtx = await browser.newContext();
  const cp = await counselorCtx.newPage();
  await loginAs(cp, server, counselor);
  await cp.goto(`/appointments/${later.id}`);
  await expect(cp.getByRole('button', { name: 'Mark completed' })).toBeDisabled();
  await expect(cp.getByText('You can mark it from 15 minutes after the start.')).toBeVisible();
  await cp.goto(`/appointments/${past.id}`);
  await cp.getByRole('button', { name: 'Mark completed' }).click();
  await expect(cp.getByText('Completed', { exact: true })).toBeVisible();
  await cp.getByLabel('Notes for the member').fill('Send the itemized bill by Friday.');
  await cp.getByRole('button', { name: 'Save notes' }).click();
  await axeClean(cp, 'counselor-completed');

  await expect(page.getByText('Completed', { exact: true })).toBeVisible();
  await expect(page.getByText('Send the itemized bill by Friday.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'How was it?' })).toBeVisible();
  await page.getByRole('radio', { name: '4 out of 5' }).check();
  await page.getByRole('button', { name: 'Rate this appointment' }).click();
  await expect(page.getByText('Thanks for your rating: 4 out of 5.')).toBeVisible();
  await expect(cp.getByText('4 out of 5', { exact: true })).toBeVisible();
  await axeClean(page, 'member-rate');
  expect(await admin.collection('appointments').getOne(past.id)).toMatchObject({ status: 'completed', rating: 4 });
  await counselorCtx.close();
});
