/**
 * Issue #29, member defects: staff are never stuck on /onboard/contact; report attachments open in the
 * in-app viewer with a way back; a chat message written offline waits in the thread and is sent once when
 * the device is back; an empty report lands on its first missing field; /demo/notifications is the
 * notification centre. Axe on each screen, screenshots (e2e/screenshots/) at phone and desktop sizes.
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, loginAs, seedUser, test } from '../support/fixtures.js';
import { seriousViolations as axe } from '../support/axe.js';
import { textPdf } from '../support/text-pdf.js';
import { seedPair } from '../support/seed-pair.js';

const SHOTS = join(fileURLToPath(new URL('../..', import.meta.url)), 'e2e/screenshots');
const SIZES = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;


const pdf = (name: string) => ({ name, mimeType: 'application/pdf', buffer: textPdf('Emergency room bill') });


/** screenshots of the page as it is now at both sizes (no reload), and axe's serious findings */
async function shoot(page: Page, name: string, problems: string[]) {
  for (const size of SIZES) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.screenshot({ path: join(SHOTS, `member-defects-${name}-${size.name}.png`), fullPage: true });
    problems.push(...(await axe(page)));
  }
}

test('staff who open /onboard/contact land on their home', async ({ page, server }) => {
  for (const role of ['counselor', 'employer', 'broker'] as const) {
    const staff = await seedUser(server, { role });
    await loginAs(page, server, staff);
    await page.goto('/onboard/contact');
    await expect(page).toHaveURL(`${server.url}/`);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'First name' })).toHaveCount(0);
  }
});

test('an empty report lands on its first missing field; attachments open in the viewer and Back returns', async ({
  page,
  server,
}) => {
  test.setTimeout(240_000);
  const { member } = await seedPair(server);
  await loginAs(page, server, member);
  const problems: string[] = [];

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/reports/new');
  await page.getByRole('button', { name: 'Send to my counselor' }).click();
  await expect(page.getByRole('radio', { name: 'A bill looks wrong' })).toBeFocused();
  await expect(page.getByRole('radio', { name: 'A bill looks wrong' })).toBeInViewport();
  await expect(page.getByText('Choose what the report is about.')).toBeVisible();
  await expect(page.getByText('Describe what happened so your counselor can help.')).toBeAttached();
  await shoot(page, 'report-errors', problems);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('radio', { name: 'A bill looks wrong' }).check();
  await page.getByRole('button', { name: 'Send to my counselor' }).click();
  await expect(page.getByLabel('What happened?')).toBeFocused();
  await expect(page.getByLabel('What happened?')).toBeInViewport();
  await expect(page.getByText('Choose what the report is about.')).toHaveCount(0);

  await page.getByLabel('Title').fill('ER bill from March');
  await page.getByLabel('What happened?').fill('The ER charged $2,480 for a visit my plan says costs $350.');
  await page.getByLabel('Add photos or PDFs').setInputFiles([pdf('er-bill.pdf')]);
  await page.getByRole('button', { name: 'Send to my counselor' }).click();
  await expect(page).toHaveURL(/\/reports\/[a-z0-9]{15}$/);
  const reportUrl = page.url();

  const link = page.getByRole('link', { name: 'Open er_bill.pdf' });
  await expect(link).not.toHaveAttribute('target', '_blank');
  await link.click();
  await expect(page).toHaveURL(/\/file\/[^/]+\/[a-z0-9]{15}\/er_bill_[a-z0-9]+\.pdf$/);
  await expect(page.getByRole('heading', { level: 1, name: 'er_bill.pdf' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download' })).toHaveAttribute('href', /download=(1|true)/);
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await shoot(page, 'report-file', problems);
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(reportUrl);
  expect(problems).toEqual([]);
});

test('a chat message written offline waits in the thread and is sent once when back; a failed one can be tried again', async ({
  page,
  context,
  server,
}) => {
  test.setTimeout(240_000);
  const { admin, counselor, member, memberId, counselorId } = await seedPair(server);
  const chat = await admin.collection('chats').create({
    member: memberId,
    counselor: counselorId,
    kind: 'counselor',
    title: 'Your counselor',
    status: 'open',
    participants: [member.id, counselor.id],
  });
  await loginAs(page, server, member);
  await page.goto(`/chat/${chat.id}`);
  const thread = page.getByRole('main');
  await expect(page.getByText('No messages yet')).toBeVisible();
  const problems: string[] = [];

  await context.setOffline(true);
  await page.getByRole('textbox', { name: 'Message' }).fill('Are you there?');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText("You're offline. Your message will be sent when you're back.")).toBeVisible();
  await expect(thread.getByRole('list', { name: 'Messages' }).getByText('Are you there?')).toBeVisible();
  await expect(page.getByText('Not sent yet')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue('');
  await shoot(page, 'chat-offline', problems);
  expect(await admin.collection('messages').getFullList({ filter: admin.filter('chat = {:c}', { c: chat.id }) })).toHaveLength(0);

  await context.setOffline(false);
  await expect(page.getByText('Not sent yet')).toHaveCount(0);
  await expect(page.getByText(/You're offline/)).toHaveCount(0);
  await expect(page.getByText('Are you there?')).toHaveCount(1);
  await page.reload();
  await expect(page.getByText('Are you there?')).toHaveCount(1);
  const stored = await admin.collection('messages').getFullList({ filter: admin.filter('chat = {:c}', { c: chat.id }) });
  expect(stored.map((m) => m['body'])).toEqual(['Are you there?']);

  // the server cannot be reached once: the message comes back to the box with "Try again"
  let refused = 0;
  await page.route('**/api/collections/messages/records', async (route) => {
    if (route.request().method() === 'POST' && refused === 0) {
      refused += 1;
      return route.abort('connectionrefused');
    }
    return route.fallback();
  });
  await page.getByRole('textbox', { name: 'Message' }).fill('Second try');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('alert')).toContainText('Your message was not sent.');
  await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue('Second try');
  await shoot(page, 'chat-failed', problems);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(thread.getByRole('list', { name: 'Messages' }).getByText('Second try')).toHaveCount(1);
  expect(problems).toEqual([]);
});

test('/demo/notifications is the notification centre on the sandbox notices', async ({ page, server }) => {
  const demo = await seedUser(server, { role: 'demo', name: 'Demo Kiosk' });
  await loginAs(page, server, demo);
  await page.goto('/demo/notifications');
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  await expect(page.getByText('2 unread')).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'Today' })).toBeVisible();
  const problems: string[] = [];
  await shoot(page, 'demo-notifications', problems);
  await page.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(page.getByText('Nothing unread.')).toBeVisible();
  await page.getByRole('link', { name: /Report resolved/ }).click();
  await expect(page).toHaveURL(/\/demo\/report$/);
  expect(problems).toEqual([]);
});
