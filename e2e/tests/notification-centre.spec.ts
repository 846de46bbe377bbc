/**
 * The notification centre (issue 29): a member with unread notifications sees the count on the bell,
 * opens the centre (a drawer on a phone, a popover on a desktop), follows a link (which marks it
 * read), sees a new notification arrive live, marks all read; the home card lists the unread ones
 * and says "You're all caught up" only once they are read. axe-clean at 390×844 and 1280×800;
 * screenshots in e2e/test-results/notification-centre/.
 */
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { adminClient, expect, loginAs, seedUser, test } from '../support/fixtures.js';
import { seriousViolations } from '../support/axe.js';

const SHOTS = join(fileURLToPath(new URL('..', import.meta.url)), 'test-results/notification-centre');
const SIZES = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
];

for (const size of SIZES) {
  test(`notification centre at ${size.width}×${size.height}`, async ({ page, server }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: size.width, height: size.height });
    const member = await seedUser(server, { role: 'member', name: 'Maya Member' });
    const admin = await adminClient(server);
    const notice = (title: string, link: string, kind: string, extra: Record<string, unknown> = {}) =>
      admin.collection('notifications').create({ user: member.id, title, link, kind, read: false, channels: ['in_app'], ...extra });
    // someone else's notice never shows here
    const other = await seedUser(server, { role: 'member', name: 'Other Person' });
    await admin.collection('notifications').create({ user: other.id, title: 'Not for Maya', link: '/', kind: 'system', read: false, channels: ['in_app'] });
    await notice('A new plan to review', '/plans', 'plan');
    await notice('Your report was resolved', '/account', 'report', { subject_name: 'Alex Rivera', body: 'We found a coding error.' });
    await notice('Reminder: call the surgeon', '/plans', 'task');

    await loginAs(page, server, member);
    await page.goto('/');
    const banner = page.getByRole('banner');
    const bell = banner.getByRole('button', { name: 'Notifications, 3 unread' });
    await expect(bell).toBeVisible();
    // the spec's own icons stay
    await expect(banner.getByRole('link', { name: 'Chat' })).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Profile' })).toBeVisible();

    // the home card lists the unread notices
    const card = page.getByRole('region', { name: 'Notifications' });
    await expect(card.getByRole('link', { name: 'A new plan to review' })).toBeVisible();
    await expect(card.getByText("You're all caught up.")).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);

    await bell.click();
    const panel = page.getByRole('dialog', { name: 'Notifications' });
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('heading', { name: 'Today' })).toBeVisible();
    await expect(panel.getByText('For Alex Rivera')).toBeVisible();
    await expect(panel.getByText('Not for Maya')).toHaveCount(0);
    // newest first
    const titles = await panel.getByRole('listitem').allInnerTexts();
    expect(titles[0]).toContain('Reminder: call the surgeon');
    expect(titles[2]).toContain('A new plan to review');
    await page.screenshot({ path: join(SHOTS, `panel-${size.name}.png`) });
    expect(await seriousViolations(page)).toEqual([]);

    // a new notification arrives live
    await notice('Jordan joined your circle', '/circles', 'invite');
    await expect(banner.getByRole('button', { name: 'Notifications, 4 unread' })).toBeVisible();
    await expect(panel.getByText('Jordan joined your circle')).toBeVisible();

    // following a link opens the item, closes the centre and marks that one read
    await panel.getByRole('link', { name: /Your report was resolved/ }).click();
    await expect(page).toHaveURL(/\/account$/);
    await expect(panel).toHaveCount(0);
    await expect(banner.getByRole('button', { name: 'Notifications, 3 unread' })).toBeVisible();

    // mark all as read
    await banner.getByRole('button', { name: 'Notifications, 3 unread' }).click();
    await panel.getByRole('button', { name: 'Mark all as read' }).click();
    await expect(banner.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
    await expect(panel.getByText('Nothing unread.')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(panel).toHaveCount(0);

    // the same read state on another device: the server keeps it
    const unread = await admin.collection('notifications').getList(1, 1, { filter: admin.filter('user = {:u} && read = false', { u: member.id }) });
    expect(unread.totalItems).toBe(0);
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Notifications' }).getByText("You're all caught up.")).toBeVisible();
    await page.screenshot({ path: join(SHOTS, `home-${size.name}.png`), fullPage: true });
  });
}

test('notification settings on /account: per kind and quiet hours, saved for every device', async ({ page, server }) => {
  test.setTimeout(120_000);
  const member = await seedUser(server, { role: 'member', name: 'Maya Member' });
  await loginAs(page, server, member);
  for (const size of SIZES) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.goto('/account');
    const section = page.getByRole('region', { name: 'Notifications' });
    await expect(section.getByRole('checkbox', { name: 'Plans in the app' })).toBeChecked();
    await section.scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(SHOTS, `account-${size.name}.png`), fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);
  }
  const section = page.getByRole('region', { name: 'Notifications' });
  await section.getByRole('checkbox', { name: 'News and announcements in the app' }).uncheck();
  await section.getByRole('switch', { name: 'Quiet hours' }).check();
  await section.getByLabel('Quiet from').fill('21:30');
  await section.getByLabel('Until').fill('06:45');
  await section.getByRole('button', { name: 'Save notification settings' }).click();
  await expect(section.getByText('Your notification settings are saved.')).toBeVisible();
  const admin = await adminClient(server);
  const saved = await admin.collection('users').getOne(member.id);
  expect(saved['notify']).toMatchObject({ in_app: { post: false, plan: true }, quiet_hours: { start: '21:30', end: '06:45' } });
  await page.reload();
  await expect(page.getByRole('region', { name: 'Notifications' }).getByRole('checkbox', { name: 'News and announcements in the app' })).not.toBeChecked();
});
