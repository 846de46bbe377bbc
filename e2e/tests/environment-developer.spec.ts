import { expect, loginAs, seedUser, test } from '../support/fixtures.js';

test.use({ serverEnv: { COVEY_ENVIRONMENT: 'developer' } });

test('the developer environment shows the Developer label and opens API keys to members', async ({ page, server }) => {
  await page.goto('/login');
  await expect(page.getByRole('banner').getByText('Developer', { exact: true })).toBeVisible();
  await loginAs(page, server, await seedUser(server));
  await page.goto('/apikeys');
  await expect(page.getByRole('heading', { name: 'API keys' })).toBeVisible();
});
