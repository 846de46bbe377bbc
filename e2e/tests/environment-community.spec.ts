import { expect, test } from '../support/fixtures.js';

test.use({ serverEnv: { COVEY_ENVIRONMENT: 'community' } });

test('the community environment shows the Community label', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('banner').getByText('Community', { exact: true })).toBeVisible();
  await expect(page.getByText('Developer', { exact: true })).toHaveCount(0);
});
