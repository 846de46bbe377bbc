/**
 * /profile and /account as product.md §4 designs them (issue #29 part 4):
 * - a member edits their phone and preferred contact and sees them after a reload;
 * - a member turns support access off (it stays off after a reload) and sees their signed agreements
 *   with versions and dates;
 * - a counselor reaches "Availability" and "My public profile" from their profile, which is not the
 *   member form.
 * Every screen is checked with axe; screenshots at 390×844 and 1280×800 go to e2e/screenshots/ (gitignored).
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { adminClient, expect, loginAs, seedUser, test } from '../support/fixtures.js';
import { seedBookableCounselor } from '../support/scheduling.js';
import { ROOT } from '../support/server.js';
import { seriousViolations as axe } from '../support/axe.js';

const SHOTS = join(ROOT, 'e2e/screenshots');
mkdirSync(SHOTS, { recursive: true });
const SIZES = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } } as const;

async function shoot(page: Page, name: string): Promise<void> {
  for (const [size, viewport] of Object.entries(SIZES)) {
    await page.setViewportSize(viewport);
    await page.screenshot({ path: join(SHOTS, `${name}-${size}.png`), fullPage: true });
  }
  await page.setViewportSize(SIZES.phone);
}

test.use({ viewport: SIZES.phone });

test('a member edits their phone and preferred contact and sees them after a reload', async ({ page, server }) => {
  const user = await seedUser(server, { name: 'Robin Reach' });
  await loginAs(page, server, user);
  await page.goto('/profile');
  const phone = page.getByRole('textbox', { name: 'Phone' });
  await expect(phone).toBeVisible({ timeout: 30_000 });
  await expect(phone).toHaveValue('');
  await phone.fill('555-0142');
  await page.getByRole('combobox', { name: 'Preferred way to reach you' }).click();
  await page.getByRole('option', { name: 'Text message' }).click();
  await page.getByRole('checkbox', { name: 'Medical bills' }).check();
  await page.getByRole('button', { name: 'Save details' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your details are saved.' })).toBeVisible();
  expect(await axe(page)).toEqual([]);
  await shoot(page, 'profile-member');

  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Phone' })).toHaveValue('555-0142');
  await expect(page.getByRole('combobox', { name: 'Preferred way to reach you' })).toHaveValue('Text message');
  await expect(page.getByRole('checkbox', { name: 'Medical bills' })).toBeChecked();
});

test('a member turns support access off and sees their signed agreements with versions and dates', async ({ page, server }) => {
  const user = await seedUser(server, { name: 'Sam Signed' });
  const admin = await adminClient(server);
  const terms = await admin
    .collection('agreements')
    .getFirstListItem(admin.filter('user = {:u} && document = "terms"', { u: user.id }));
  const signedOn = new Date(String(terms['created']).replace(' ', 'T')).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
  await admin.collection('users').update(user.id, { timezone: 'UTC' });
  await loginAs(page, server, user);
  await page.goto('/account');

  const agreements = page.getByRole('table', { name: 'Signed agreements' });
  const row = agreements.getByRole('row', { name: /Terms of use/ });
  // the page loads several sections at once; a busy machine may take a while
  await expect(row).toBeVisible({ timeout: 30_000 });
  await expect(row.getByRole('cell', { name: '2026-01' })).toBeVisible();
  await expect(row.getByRole('cell', { name: signedOn })).toBeVisible();
  await expect(agreements.getByRole('row', { name: /Privacy notice/ })).toBeVisible();

  const support = page.getByRole('switch', { name: 'Let Covey support view my account to help me' });
  await expect(support).toBeChecked();
  await support.click();
  await expect(page.getByText('Support access is off.')).toBeVisible();
  expect(await axe(page)).toEqual([]);
  await shoot(page, 'account-member');

  await page.reload();
  await expect(page.getByRole('switch', { name: 'Let Covey support view my account to help me' })).not.toBeChecked();
  expect((await admin.collection('users').getOne(user.id))['allow_support_view']).toBe(false);
});

test('a counselor reaches Availability and My public profile from their profile', async ({ page, server }) => {
  const admin = await adminClient(server);
  const { counselor, row } = await seedBookableCounselor(server, admin, { bio: '<p>Ten years helping families.</p>', languages: ['en'] });
  await loginAs(page, server, counselor);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'What members see' })).toBeVisible();
  // not the member form
  await expect(page.getByRole('combobox', { name: 'Preferred way to reach you' })).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'About you' })).toHaveValue('Ten years helping families.');
  expect(await axe(page)).toEqual([]);
  await shoot(page, 'profile-counselor');

  await page.getByRole('link', { name: 'Availability' }).click();
  await expect(page).toHaveURL(new RegExp(`/counselors/${row.id}#availability$`));
  await expect(page.getByRole('heading', { name: 'Your profile and availability' })).toBeVisible();

  await page.goto('/profile');
  await page.getByRole('link', { name: 'My public profile' }).click();
  await expect(page).toHaveURL(new RegExp(`/counselors/${row.id}$`));
});
