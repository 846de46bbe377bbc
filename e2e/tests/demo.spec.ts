import { expect, loginAs, seedUser, test } from '../support/fixtures.js';

test('a demo user sees the Demo label and stays in the sandbox', async ({ page, server }) => {
  await loginAs(page, server, await seedUser(server, { role: 'demo', name: 'Demo Visitor' }));
  await page.goto('/');
  await expect(page).toHaveURL(/\/demo$/);
  await expect(page.getByRole('banner').getByText('Demo', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Good morning, Alex' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Chat' })).toHaveCount(0);
  await page.goto('/plans');
  await expect(page).toHaveURL(/\/demo$/);
  await page.goto('/demo/plan');
  await expect(page.getByRole('heading', { name: 'Prepare for knee surgery' })).toBeVisible();
  await page.getByRole('button', { name: 'Save progress' }).click();
  await expect(page.getByText('Demo mode — nothing was saved')).toBeVisible();
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/profile$/);
});
