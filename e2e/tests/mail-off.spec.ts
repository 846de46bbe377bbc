/**
 * Issue #29 part 2 in the browser, with mail off (the shared server's default): a circle invitation
 * does not claim an email that was never sent; it shows the link with Copy, and "Copy link" on the
 * pending invitation issues a new one later. Axe (serious/critical) and screenshots at 390×844 and
 * 1280×800.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import PocketBase from 'pocketbase';
import { adminClient, expect, loginAs, seedUser, test, uniqueEmail } from '../support/fixtures.js';
import { seriousViolations } from '../support/axe.js';
import { ROOT } from '../support/server.js';

const SHOTS = join(ROOT, 'e2e/screenshots');
mkdirSync(SHOTS, { recursive: true });
const SIZES = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
];

async function scan(page: Page, name: string, problems: string[]): Promise<void> {
  for (const size of SIZES) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    await page.screenshot({ path: join(SHOTS, `mail-off-${name}-${size.name}.png`), fullPage: true });
    problems.push(...(await seriousViolations(page)));
  }
}

test('with mail off, a circle invitation shows the link to copy instead of "we emailed"', async ({ page, server }) => {
  test.setTimeout(240_000);
  const problems: string[] = [];
  const admin = await adminClient(server);
  await admin.settings.update({ smtp: { enabled: false } });
  const owner = await seedUser(server, { name: 'Sam Owner' });
  const ownerMember = await admin.collection('members').getFirstListItem(admin.filter('user = {:u}', { u: owner.id }));
  const pb = new PocketBase(server.url);
  await pb.collection('users').authWithPassword(owner.email, owner.password);
  const circle = await pb.collection('circles').create({ owner: owner.id, member: ownerMember.id, name: "Sam's care team" });
  await loginAs(page, server, owner);

  await page.goto(`/circles/${circle.id}/invite`);
  const carerEmail = uniqueEmail('carer');
  await page.getByRole('textbox', { name: 'Email' }).fill(carerEmail);
  await page.getByRole('textbox', { name: 'Name' }).fill('Riley');
  await page.getByRole('checkbox', { name: 'Plans and tasks' }).check();
  await page.getByRole('checkbox', { name: /I agree to share/ }).check();
  await page.getByRole('button', { name: 'Send invitation' }).click();

  await expect(page.getByRole('heading', { name: 'Invitation ready to share' })).toBeVisible();
  await expect(page.getByText(`Email is not set up on this Covey server, so nothing was emailed to ${carerEmail}.`)).toBeVisible();
  await expect(page.getByText(/We emailed/)).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Invitation sent' })).toHaveCount(0);
  const first = await page.getByRole('textbox', { name: 'Invitation link' }).inputValue();
  expect(first).toContain('/auth?invite=');
  await expect(page.getByRole('button', { name: 'Copy link' })).toBeVisible();
  await scan(page, 'invite-sent', problems);

  // later: "Copy link" on the pending invitation issues a new link (only the old one's hash is kept)
  await page.getByRole('link', { name: 'Back to the circle' }).click();
  await page.getByRole('button', { name: 'Copy link for Riley' }).click();
  await expect(page.getByText('Nothing was emailed. Copy the new link and send it to')).toBeVisible();
  const second = await page.getByRole('textbox', { name: 'Invitation link' }).inputValue();
  expect(second).toContain('/auth?invite=');
  expect(second).not.toBe(first);
  await scan(page, 'invite-copy-link', problems);
  expect(problems).toEqual([]);
});
