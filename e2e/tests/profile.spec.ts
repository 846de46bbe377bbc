import { expect, loginAs, seedUser, test } from '../support/fixtures.js';

// 1×1 transparent PNG
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

test('a member renames themself and uploads a profile photo', async ({ page, server }) => {
  const user = await seedUser(server, { name: 'Pat Before' });
  await loginAs(page, server, user);
  await page.goto('/profile');
  const name = page.getByRole('textbox', { name: 'Name' });
  // the member's details load after the page: allow a busy machine its time
  await expect(name).toBeVisible({ timeout: 30_000 });
  await expect(name).toHaveValue('Pat Before');
  await name.fill('Pat After');
  await page.getByRole('button', { name: 'Save details' }).click();
  await expect(page.getByText('Your details are saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Name' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Pat After');

  await page.getByRole('link', { name: 'Add a photo' }).click();
  await expect(page).toHaveURL(new RegExp(`/avatar/new/${user.id}$`));
  await page.locator('input[type="file"]').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await page.getByRole('button', { name: 'Save photo' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('img', { name: /Photo of Pat After/ })).toBeVisible();
});

test("another user's avatar page is not found", async ({ page, server }) => {
  const other = await seedUser(server);
  await loginAs(page, server, await seedUser(server));
  await page.goto(`/avatar/new/${other.id}`);
  await expect(page.getByText(`Page Not Found: /avatar/new/${other.id}`)).toBeVisible();
});
