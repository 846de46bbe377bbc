/**
 * A circle manager acts for the person they help (issues 12–14 with circles, product.md §3.2, §4):
 * with the appointments, reports and plans scopes they book a counselor call for that person,
 * file a bill case for them (sent at once: drafts stay the person's own) and start a plan for them.
 * Axe (serious/critical) on the booking and filing screens at phone and desktop sizes.
 */
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { adminClient, expect, loginAs, seedUser, test } from '../support/fixtures.js';
import { seedBookableCounselor } from '../support/scheduling.js';

test.use({ timezoneId: 'Europe/Berlin' });

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

test('a circle manager books, files a report and starts a plan for the person they help', async ({ page, server }) => {
  test.setTimeout(300_000);
  const admin = await adminClient(server);
  const { row: counselorRow } = await seedBookableCounselor(server, admin);
  const owner = await seedUser(server, { role: 'member', name: 'Sam Owner' });
  const ownerRow = await admin.collection('members').getFirstListItem(admin.filter('user = {:u}', { u: owner.id }));
  await admin
    .collection('members')
    .update(ownerRow.id, { counselor: counselorRow.id, status: 'active', first_name: 'Sam', last_name: 'Owner' });
  const carer = await seedUser(server, { role: 'member', name: 'Riley Carer' });
  const carerRow = await admin.collection('members').getFirstListItem(admin.filter('user = {:u}', { u: carer.id }));
  await admin.collection('members').update(carerRow.id, { status: 'active', first_name: 'Riley', last_name: 'Carer' });
  const circle = await admin
    .collection('circles')
    .create({ owner: owner.id, member: ownerRow.id, name: "Sam's care team", active: true });
  await admin.collection('circle_members').create({
    circle: circle.id,
    user: carer.id,
    access: 'manage',
    scopes: ['appointments', 'reports', 'plans'],
    status: 'active',
  });

  await loginAs(page, server, carer);

  // (1) book a counselor call for Sam
  await page.goto('/appointments/new');
  await page.getByRole('combobox', { name: 'Who is it for?' }).click();
  await page.getByRole('option', { name: 'Sam Owner' }).click();
  await expect(page.getByText(/Your counselor's time zone is Eastern (Standard|Daylight) Time/)).toBeVisible();
  const freeTimes = page.getByRole('group', { name: /^Free times on / }).getByRole('button');
  await expect(freeTimes.first()).toBeVisible();
  await axeClean(page, 'book-for-someone');
  await freeTimes.first().click();
  await page.getByLabel('What would you like to talk about?').fill('Sam’s knee surgery bills');
  await page.getByRole('button', { name: 'Confirm booking' }).click();
  await expect(page).toHaveURL(/\/appointments\/[a-z0-9]{15}$/);
  await expect(page.getByText('Confirmed', { exact: true })).toBeVisible();
  const booked = await admin
    .collection('appointments')
    .getFullList({ filter: admin.filter('member = {:m}', { m: ownerRow.id }) });
  expect(booked).toHaveLength(1);
  expect(booked[0]).toMatchObject({ booked_by: carer.id, counselor: counselorRow.id, status: 'confirmed' });

  // (2) file a bill case for Sam: sent at once (no draft the carer could not reopen)
  await page.goto('/reports/new');
  await page.getByRole('radio', { name: /A bill looks wrong/ }).check();
  await page.getByRole('radio', { name: 'Sam Owner' }).check();
  await expect(page.getByText('Drafts stay private to Sam Owner')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save draft' })).toHaveCount(0);
  await page.getByLabel('What happened?').fill('The hospital billed the MRI twice.');
  await axeClean(page, 'report-for-someone');
  await page.getByRole('button', { name: 'Send to my counselor' }).click();
  await expect(page).toHaveURL(/\/reports\/[a-z0-9]{15}$/);
  await expect(page.getByText('Submitted', { exact: true }).first()).toBeVisible();
  const reports = await admin
    .collection('reports')
    .getFullList({ filter: admin.filter('member = {:m}', { m: ownerRow.id }) });
  expect(reports).toHaveLength(1);
  expect(reports[0]).toMatchObject({ status: 'submitted' });

  // (3) start a plan for Sam
  await page.goto('/plans');
  await page.getByRole('button', { name: 'New plan' }).click();
  const dialog = page.getByRole('dialog', { name: 'New plan' });
  await dialog.getByRole('combobox', { name: 'Who is this plan for?' }).click();
  await page.getByRole('option', { name: 'Sam Owner' }).click();
  await dialog.getByRole('textbox', { name: 'Title' }).fill('Recover from knee surgery');
  await dialog.getByRole('button', { name: 'Create plan' }).click();
  await expect(page).toHaveURL(/\/plans\/[a-z0-9]{15}$/);
  await expect(page.getByRole('heading', { name: 'Recover from knee surgery', level: 1 })).toBeVisible();
  const plans = await admin
    .collection('plans')
    .getFullList({ filter: admin.filter('member = {:m}', { m: ownerRow.id }) });
  expect(plans.map((p) => p['title'])).toEqual(['Recover from knee surgery']);
});
