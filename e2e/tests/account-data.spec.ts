/**
 * Fixes found on the way (issue 11 item 9), as a member in a phone-sized browser (390×844):
 * - a second insurance card (dental) can be added next to the first one and shows as Dental;
 * - /account "Download my data" downloads a zip of their data; "Delete my account" asks for
 *   confirmation, shows the pending request after a reload and can be cancelled;
 * - a long chat keeps the composer at the bottom of the viewport, attachments show their original
 *   name and an image preview.
 * Screenshots of the coverage card and the long thread go to e2e/screenshots/ (gitignored).
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { adminClient, expect, loginAs, seedUser, test, type SeededUser } from '../support/fixtures.js';
import { cardPng } from '../support/png.js';
import { ROOT, type RunningServer } from '../support/server.js';
import { seriousViolations as axe } from '../support/axe.js';

const SHOTS = join(ROOT, 'e2e/screenshots');
mkdirSync(SHOTS, { recursive: true });
const PHONE = { width: 390, height: 844 };

async function memberWithCard(server: RunningServer): Promise<{ user: SeededUser; memberId: string }> {
  const admin = await adminClient(server);
  const user = await seedUser(server, { name: 'Dana Dental' });
  const member = await admin.collection('members').getFirstListItem(admin.filter('user = {:u}', { u: user.id }));
  const form = new FormData();
  for (const [k, v] of Object.entries({
    member: member.id,
    type: 'medical',
    carrier: 'Blue Shield of California',
    plan_name: 'PPO Gold 1500',
    member_id: 'XZ123456789',
    group_number: 'G-99',
    status: 'active',
    primary: 'true',
    relationship: 'self',
    source: 'member',
  }))
    form.append(k, v);
  form.append(
    'card_front',
    new Blob([new Uint8Array(cardPng(320, 200, [38, 122, 61]))], { type: 'image/png' }),
    'front.png',
  );
  await admin.collection('coverages').create(form);
  return { user, memberId: member.id };
}

test.use({ viewport: PHONE });

test('a member adds a second (dental) card and it shows as Dental', async ({ page, server }) => {
  const { user } = await memberWithCard(server);
  await loginAs(page, server, user);
  await page.goto('/');
  const card = page.getByRole('region', { name: 'Insurance card' });
  await expect(card.getByText('Blue Shield of California')).toBeVisible();
  await expect(card.getByText('Medical', { exact: true })).toBeVisible();
  await expect(card.getByText('Primary', { exact: true })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Insurance card front' })).toBeVisible();
  await page.screenshot({ path: join(SHOTS, 'coverage-card-home-phone.png'), fullPage: true });

  await card.getByRole('link', { name: 'Add another card' }).click();
  await expect(page).toHaveURL(/\/coverages\/new$/);
  await page.getByRole('combobox', { name: 'Type of coverage' }).click();
  await page.getByRole('option', { name: 'Dental' }).click();
  await page.getByRole('textbox', { name: 'Insurance company' }).fill('Delta Dental');
  await page.getByRole('textbox', { name: 'Plan name' }).fill('PPO Plus Premier');
  await page.getByRole('textbox', { name: 'Member ID' }).fill('DD-5550001');
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Photo of the card front' }).click();
  await (
    await chooser
  ).setFiles({ name: 'dental-front.png', mimeType: 'image/png', buffer: cardPng(320, 200, [30, 90, 160]) });
  // a child on this plan
  await page.getByRole('button', { name: 'Add a dependent' }).click();
  await page.getByRole('textbox', { name: 'Dependent 1 first name' }).fill('Robin');
  await page.getByRole('textbox', { name: 'Dependent 1 last name' }).fill('Dental');
  await page.getByLabel('Dependent 1 date of birth').fill('2018-04-02');
  await page.getByRole('button', { name: 'Save coverage' }).click();
  await expect(page).toHaveURL(/\/coverages\/edit\/[a-z0-9]+$/);
  const dental = page.getByRole('region', { name: 'Insurance card' });
  await expect(dental.getByText('Delta Dental')).toBeVisible();
  await expect(dental.getByText('Dental', { exact: true })).toBeVisible();
  await expect(dental.getByText('Medical', { exact: true })).toHaveCount(0);
  await expect(dental.getByRole('img', { name: 'Insurance card front' })).toBeVisible();
  await page.screenshot({ path: join(SHOTS, 'coverage-card-dental-phone.png'), fullPage: true });
  const problems = await axe(page);

  // both cards are listed, each with its type, and the child's card on the dental plan
  await page.goto('/coverages/edit');
  const cards = page.getByRole('main').getByRole('listitem');
  await expect(cards).toHaveCount(3);
  await expect(
    cards.filter({ hasText: 'Blue Shield of California' }).getByText('Medical', { exact: true }),
  ).toBeVisible();
  const dentalCards = cards.filter({ hasText: 'Delta Dental' });
  await expect(dentalCards.filter({ hasText: 'Dana Dental' }).getByText('Dental', { exact: true })).toBeVisible();
  await expect(dentalCards.filter({ hasText: 'Robin Dental' }).getByText('Dental', { exact: true })).toBeVisible();
  await page.screenshot({ path: join(SHOTS, 'coverage-list-phone.png'), fullPage: true });
  problems.push(...(await axe(page)));

  // the child reads as a dependent on the plan, not "Onboarding complete", and has the dental card
  await page.goto('/members');
  const robin = page.getByRole('main').getByRole('listitem').filter({ hasText: 'Robin Dental' });
  await expect(robin.getByText('Dependent · covered by your plan')).toBeVisible();
  await expect(robin.getByText('Onboarding complete')).toHaveCount(0);
  await page.screenshot({ path: join(SHOTS, 'household-dependent-phone.png'), fullPage: true });
  const admin = await adminClient(server);
  const kid = await admin.collection('members').getFirstListItem(admin.filter('first_name = "Robin"'));
  const kidCards = await admin
    .collection('coverages')
    .getFullList({ filter: admin.filter('member = {:m}', { m: kid.id }) });
  expect(kidCards).toEqual([
    expect.objectContaining({ type: 'dental', carrier: 'Delta Dental', relationship: 'child' }),
  ]);
  expect(kidCards[0]!['subscriber']).toBeTruthy();
  expect(problems).toEqual([]);
});

test('"Download my data" downloads a zip of the member data', async ({ page, server }) => {
  const { user } = await memberWithCard(server);
  await loginAs(page, server, user);
  await page.goto('/account');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^covey-data-\d{4}-\d\d-\d\d\.zip$/);
  const zip = readFileSync(await download.path());
  expect(zip.subarray(0, 2).toString('latin1')).toBe('PK');
  // entry names are stored in clear in a zip
  expect(zip.includes('records/coverages.json')).toBe(true);
  expect(zip.includes('records/users.json')).toBe(true);
  await expect(page.getByRole('status').filter({ hasText: 'Your download has started' })).toBeVisible();
});

test('"Delete my account" asks first, stays pending across reloads and can be cancelled', async ({ page, server }) => {
  const { user } = await memberWithCard(server);
  await loginAs(page, server, user);
  await page.goto('/account');
  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog).toBeVisible();
  expect(await axe(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Yes, delete my account' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Account deletion requested')).toBeVisible();
  await page.reload();
  await expect(page.getByText('Account deletion requested')).toBeVisible();
  await page.screenshot({ path: join(SHOTS, 'account-deletion-pending-phone.png'), fullPage: true });
  expect(await axe(page)).toEqual([]);
  await page.getByRole('button', { name: 'Cancel deletion request' }).click();
  await expect(page.getByRole('button', { name: 'Delete my account' })).toBeVisible();
  await expect(page.getByText('Account deletion requested')).toHaveCount(0);
  const admin = await adminClient(server);
  expect((await admin.collection('users').getOne(user.id))['deletion_requested_at']).toBe('');
});

test('a long chat keeps the composer on screen; attachments show their name and a preview', async ({
  page,
  server,
}) => {
  const admin = await adminClient(server);
  const { user, memberId } = await memberWithCard(server);
  const staff = await seedUser(server, { role: 'counselor', name: 'Chris Counselor' });
  const counselor = await admin
    .collection('counselors')
    .create({ user: staff.id, display_name: 'Chris Counselor', active: true, accepting: true, capacity: 10 });
  await admin.collection('members').update(memberId, { counselor: counselor.id });
  const chat = await admin.collection('chats').create({
    member: memberId,
    counselor: counselor.id,
    kind: 'counselor',
    participants: [user.id, staff.id],
    status: 'open',
  });
  for (let i = 1; i <= 30; i++) {
    const mine = i % 2 === 1;
    await admin.collection('messages').create({
      chat: chat.id,
      sender: mine ? user.id : staff.id,
      role: mine ? 'member' : 'counselor',
      body: mine
        ? `Question ${i}: the bill from the imaging center says I owe $480 but my plan should cover most of it.`
        : `Answer ${i}: thanks, I am checking the claim with your insurer and will get back to you today.`,
      read: true,
    });
  }
  const form = new FormData();
  form.append('chat', chat.id);
  form.append('sender', staff.id);
  form.append('role', 'counselor');
  form.append('body', 'Here is the corrected bill.');
  form.append(
    'attachments',
    new Blob([new Uint8Array(cardPng(300, 180, [200, 80, 40]))], { type: 'image/png' }),
    'Corrected Bill (March).png',
  );
  form.append('attachment_names', JSON.stringify(['Corrected Bill (March).png']));
  await admin.collection('messages').create(form);

  await loginAs(page, server, user);
  await page.goto(`/chat/${chat.id}`);
  const thread = page.getByRole('list', { name: 'Messages' });
  await expect(thread.getByText('Here is the corrected bill.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Attachment Corrected Bill (March).png' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Preview of Corrected Bill (March).png' })).toBeVisible();
  const composer = page.getByRole('textbox', { name: 'Message' });
  await expect(composer).toBeInViewport();
  // opened at the newest message, just above the composer (not hidden under it)
  const newest = thread.getByText('Here is the corrected bill.');
  await expect(newest).toBeInViewport();
  await expect
    .poll(async () => {
      const [m, c] = [await newest.boundingBox(), await composer.boundingBox()];
      return m && c ? m.y + m.height <= c.y : false;
    })
    .toBe(true);
  await expect(page.getByRole('button', { name: 'Send' })).toBeInViewport();
  await page.screenshot({ path: join(SHOTS, 'chat-long-thread-phone.png') });
  // scrolled back to the first message, the composer is still at the bottom of the screen
  await thread.getByText(/^Question 1:/).scrollIntoViewIfNeeded();
  await expect(thread.getByText(/^Question 1:/)).toBeInViewport();
  await expect(composer).toBeInViewport();
  const box = await composer.boundingBox();
  expect(box!.y + box!.height).toBeLessThanOrEqual(PHONE.height);
  await page.screenshot({ path: join(SHOTS, 'chat-long-thread-top-phone.png') });
  // and it still sends
  await composer.fill('Thank you!');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(thread.getByText('Thank you!')).toBeVisible();
  expect(await axe(page)).toEqual([]);
});
