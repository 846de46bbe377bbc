import { expect, loginAs, seedUser, test } from '../support/fixtures.js';

test('an unmatched path shows the not-found page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByText('Page not found: /no/such/page')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expect(page).toHaveTitle('Page Not Found');
});

test('failed route validation shows "Page Not Found: {path}"', async ({ page, server }) => {
  await loginAs(page, server, await seedUser(server));
  for (const path of ['/plans/not-an-id', '/edit/unknown-type', '/chat/UPPERCASE123456']) {
    await page.goto(path);
    await expect(page.getByText(`Page Not Found: ${path}`)).toBeVisible();
    await expect(page).toHaveTitle('Page Not Found');
  }
});

test.describe('crawlers', () => {
  test.use({ userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' });

  test('get no rendered error page; the error is only logged', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error') errors.push(msg.text());
    });
    await page.goto('/no/such/page');
    await expect.poll(() => errors.length).toBeGreaterThan(0);
    await expect(page.getByText('Page not found: /no/such/page')).toHaveCount(0);
    await expect(page.getByRole('heading')).toHaveCount(0);
  });
});
