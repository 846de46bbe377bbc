/**
 * Issue 18: an employer admin creates an API key on /apikeys (secret shown once, copied to the
 * clipboard), syncs a roster row with it, renames it and revokes it (the key stops at once);
 * axe clean at phone and desktop sizes, empty and with keys.
 */
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { adminClient, expect, loginAs, seedUser, test } from '../support/fixtures.js';

const SIZES = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];

async function axeAtBothSizes(page: Page): Promise<string[]> {
  const problems: string[] = [];
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await expect(page.getByRole('heading', { level: 1, name: 'API keys' })).toBeVisible();
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    const result = await new AxeBuilder({ page }).analyze();
    problems.push(
      ...result.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${size.width}: ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
    );
  }
  return problems;
}

test('an employer creates, copies, uses, renames and revokes an API key', async ({ page, context, server }) => {
  test.setTimeout(300_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const admin = await adminClient(server);
  const employerUser = await seedUser(server, { role: 'employer', name: 'Erin Employer' });
  const employer = await admin
    .collection('employers')
    .create({ name: 'Acme Foods', admins: [employerUser.id], status: 'active' });
  await loginAs(page, server, employerUser);
  await page.goto('/apikeys');

  await expect(page.getByText('No API keys yet')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sync your roster' })).toBeVisible();
  await expect(page.getByLabel('Example request')).toContainText(employer.id);
  await expect(page.getByLabel('Example request')).toContainText('Authorization: Bearer pk_');
  const problems = await axeAtBothSizes(page);

  await page.getByRole('button', { name: 'Create API key' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create an API key' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Workday');
  await dialog.getByRole('checkbox', { name: 'Add and update roster members and invitations' }).check();
  await dialog.getByRole('radio', { name: '30 days' }).check();
  await dialog.getByRole('button', { name: 'Create key' }).click();

  const created = page.getByRole('dialog', { name: 'API key created' });
  await expect(created.getByText("You won't see this again")).toBeVisible();
  await created.getByRole('button', { name: 'Copy key' }).click();
  await expect(created.getByRole('button', { name: 'Copied' })).toBeVisible();
  const key = await page.evaluate(() => navigator.clipboard.readText());
  expect(key).toMatch(/^pk_[A-Za-z0-9_-]{40,}$/);
  await expect(created.getByText(key)).toBeVisible();
  await created.getByRole('button', { name: 'Done' }).click();

  const card = page.getByRole('listitem', { name: 'Workday' });
  await expect(card).toBeVisible();
  await expect(card.getByText(`${key.slice(0, 8)}…`)).toBeVisible();
  await expect(card.getByText('Add and update roster members and invitations')).toBeVisible();
  await expect(page.getByText(key)).toHaveCount(0);
  problems.push(...(await axeAtBothSizes(page)));

  // the key syncs a roster row as the employer
  const sync = await fetch(`${server.url}/api/collections/members/records`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      employer: employer.id,
      first_name: 'Jo',
      last_name: 'Rivera',
      email: 'jo@acme.test',
      status: 'invited',
    }),
  });
  expect(sync.status).toBe(200);
  await expect(card.getByText('Never').first()).toBeVisible();

  await card.getByRole('button', { name: 'Rename Workday' }).click();
  const rename = page.getByRole('dialog', { name: 'Rename API key' });
  await rename.getByRole('textbox', { name: 'Name' }).fill('Workday HRIS');
  await rename.getByRole('button', { name: 'Save name' }).click();
  const renamed = page.getByRole('listitem', { name: 'Workday HRIS' });
  await expect(renamed).toBeVisible();

  await renamed.getByRole('button', { name: 'Revoke Workday HRIS' }).click();
  const confirm = page.getByRole('dialog', { name: 'Revoke this API key?' });
  await confirm.getByRole('button', { name: 'Revoke key' }).click();
  await expect(renamed.getByText('Revoked')).toBeVisible();
  await expect(renamed.getByRole('button', { name: /Revoke/ })).toHaveCount(0);
  const after = await fetch(`${server.url}/api/collections/members/records`, {
    headers: { authorization: `Bearer ${key}` },
  });
  expect(after.status).toBe(401);

  expect(problems).toEqual([]);
});
