import { expect, loginAs, seedUser, test } from '../support/fixtures.js';

test('without an environment there is no label, and members cannot open API keys', async ({ page, server }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByText('Community', { exact: true })).toHaveCount(0);
  await expect(page.getByText('Developer', { exact: true })).toHaveCount(0);
  await loginAs(page, server, await seedUser(server));
  await page.goto('/apikeys');
  await expect(page.getByText('Page Not Found: /apikeys')).toBeVisible();
});
