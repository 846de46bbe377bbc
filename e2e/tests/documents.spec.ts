/**
 * Documents end to end: a member uploads a PDF and a photo into the vault linked to a report, opens
 * both in the viewer (the PDF's page text visible, the photo zoomed), shares one with the counselor
 * who then sees it; accepts a suggestion into a task; the generic editor refuses a field the member
 * may not change. axe and screenshots (e2e/screenshots/) at phone and desktop sizes.
 */
import { join } from 'node:path';
import { adminClient, expect, loginAs, seedUser, test } from '../support/fixtures.js';
import type { RunningServer } from '../support/server.js';
import { cardPng } from '../support/png.js';
import { seriousViolations as axe } from '../support/axe.js';
import { SHOTS, shootAndScan } from '../support/screens.js';
import { textPdf } from '../support/text-pdf.js';


const pdf = { name: 'statement.pdf', mimeType: 'application/pdf', buffer: textPdf('Statement of charges') };
const photo = { name: 'card-photo.png', mimeType: 'image/png', buffer: cardPng(320, 200, [200, 220, 240]) };

async function seedPair(server: RunningServer) {
  const admin = await adminClient(server);
  const counselor = await seedUser(server, { role: 'counselor', name: 'Chris Counselor' });
  const counselorRow = await admin
    .collection('counselors')
    .create({ user: counselor.id, display_name: counselor.name, active: true });
  const member = await seedUser(server, { role: 'member', name: 'Maya Member' });
  const row = await admin.collection('members').getFirstListItem(admin.filter('user = {:u}', { u: member.id }));
  await admin
    .collection('members')
    .update(row.id, { counselor: counselorRow.id, status: 'active', first_name: 'Maya', last_name: 'Member' });
  return { admin, counselor, member, memberId: row.id, counselorId: counselorRow.id };
}

test('vault: upload, link, view a PDF and a photo, share with the counselor', async ({ browser, server }) => {
  test.setTimeout(600_000);
  const { admin, counselor, member, memberId } = await seedPair(server);
  await admin
    .collection('reports')
    .create({ member: memberId, title: 'ER bill from March', kind: 'bill_review', status: 'submitted' });
  const mp = await (await browser.newContext()).newPage();
  const cp = await (await browser.newContext()).newPage();
  await loginAs(mp, server, member);
  await loginAs(cp, server, counselor);
  const problems: string[] = [];

  await mp.goto('/files');
  await expect(mp.getByText('No files yet')).toBeVisible();
  await mp.getByRole('link', { name: 'Upload' }).first().click();
  await expect(mp).toHaveURL(/\/files\/new$/);
  await shootAndScan(mp, 'documents', '/files/new', 'new', problems);

  // a wrong-type file is refused before anything is sent
  await mp
    .getByLabel('Choose files')
    .setInputFiles([{ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') }]);
  await expect(mp.getByRole('alert').getByText(/notes\.txt.*can't be uploaded/)).toBeVisible();

  await mp.getByRole('combobox', { name: 'Kind' }).click();
  await mp.getByRole('option', { name: 'Bill' }).click();
  await mp.getByLabel('Choose files').setInputFiles([pdf, photo]);
  const queued = mp.getByRole('list', { name: 'Files to upload' });
  await expect(queued.getByText(/statement\.pdf/)).toBeVisible();
  await expect(queued.getByText(/card-photo\.png/)).toBeVisible();
  await mp.getByRole('combobox', { name: 'Link to a report' }).click();
  await mp.getByRole('option', { name: 'ER bill from March' }).click();
  await mp.getByRole('switch', { name: 'Share with my counselor' }).uncheck();
  await mp.getByRole('button', { name: 'Upload' }).click();
  await expect(mp).toHaveURL(/\/files$/);
  await expect(mp.getByRole('link', { name: 'statement' })).toBeVisible();
  await expect(mp.getByRole('link', { name: 'card photo' })).toBeVisible();
  await shootAndScan(mp, 'documents', '/files', 'list', problems);

  // nothing shared yet: the counselor sees no files
  await cp.goto('/files');
  await expect(cp.getByText('No files yet')).toBeVisible();

  // the PDF: linked to the report, opened in the viewer with its page text visible
  await mp.getByRole('link', { name: 'statement' }).click();
  await expect(mp.getByRole('heading', { level: 1, name: 'statement' })).toBeVisible();
  await expect(mp.getByRole('link', { name: 'ER bill from March' })).toBeVisible();
  const detailUrl = mp.url();
  await shootAndScan(mp, 'documents', new URL(detailUrl).pathname, 'detail', problems);
  await mp.getByRole('link', { name: 'Open in viewer' }).click();
  await expect(mp).toHaveURL(/\/file\/[^/]+\/[a-z0-9]{15}\/statement_\w+\.pdf$/);
  await expect(mp.getByText('Page 1 of 1')).toBeVisible();
  await expect(mp.getByText('Statement of charges')).toBeVisible();
  const viewerPath = new URL(mp.url()).pathname;
  await shootAndScan(mp, 'documents', viewerPath, 'viewer-pdf', problems, { ready: async (p) => {
    await expect(p.getByText('Statement of charges')).toBeVisible();
  } });

  // share it from the viewer; the counselor then sees it (and not the private photo)
  await mp.getByRole('switch', { name: 'Share with counselor' }).check();
  await expect(mp.getByRole('switch', { name: 'Share with counselor' })).toBeChecked();
  await cp.goto('/files');
  await expect(cp.getByRole('link', { name: 'statement' })).toBeVisible();
  await expect(cp.getByRole('link', { name: 'card photo' })).toHaveCount(0);
  await cp.getByRole('link', { name: 'statement' }).click();
  await expect(cp.getByRole('switch', { name: 'Shared with counselor' })).toBeDisabled();

  // the photo, zoomed in the viewer
  await mp.goto('/files');
  await mp.getByRole('link', { name: 'card photo' }).click();
  await mp.getByRole('link', { name: 'Open in viewer' }).click();
  const img = mp.getByRole('img', { name: 'card photo' });
  await expect(img).toBeVisible();
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(0);
  await mp.getByRole('button', { name: 'Zoom in' }).click();
  await mp.getByRole('button', { name: 'Zoom in' }).click();
  await expect(mp.getByText('Zoom 150%')).toBeVisible();
  await mp.getByRole('button', { name: 'Rotate' }).click();
  await mp.screenshot({ path: join(SHOTS, 'documents-viewer-photo-zoomed.png'), fullPage: true });
  problems.push(...(await axe(mp)));

  // the counselor cannot open the private photo's viewer: not found
  const photoViewer = new URL(mp.url()).pathname;
  await cp.goto(photoViewer);
  await expect(cp.getByText(`Page Not Found: ${photoViewer}`)).toBeVisible();

  expect(problems).toEqual([]);
});

test('a suggestion accepted into a task, and the editor refusing a read-only field', async ({ page, server }) => {
  test.setTimeout(480_000);
  const { admin, counselor, member, memberId } = await seedPair(server);
  const plan = await admin
    .collection('plans')
    .create({ member: memberId, title: 'Prepare for knee surgery', status: 'active', created_by: member.id });
  await admin.collection('suggestions').create({
    member: memberId,
    author: counselor.id,
    source: 'counselor',
    kind: 'cost',
    title: 'Use urgent care instead of the ER',
    body: '<p>Urgent care costs $75 on your plan.</p>',
    estimated_savings: 900,
    status: 'proposed',
  });
  await loginAs(page, server, member);
  const problems: string[] = [];
  await shootAndScan(page, 'documents', '/suggestions', 'suggestions', problems);
  const card = page.getByRole('article', { name: 'Use urgent care instead of the ER' });
  await expect(card.getByText('Could save about $900')).toBeVisible();
  await card.getByRole('button', { name: 'Accept' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('combobox', { name: 'Plan' }).click();
  await page.getByRole('option', { name: 'Prepare for knee surgery' }).click();
  await dialog.getByRole('button', { name: 'Create the task' }).click();
  await expect(card.getByRole('link', { name: 'Open the task' })).toBeVisible();
  const tasks = await admin
    .collection('tasks')
    .getFullList({ filter: admin.filter('member = {:m} && source = "suggestion"', { m: memberId }) });
  expect(tasks).toHaveLength(1);
  expect(tasks[0]).toMatchObject({ plan: plan.id, title: 'Use urgent care instead of the ER' });

  // product feedback from the same screen
  await page.getByRole('button', { name: 'Send product feedback' }).click();
  await page.getByRole('dialog').getByLabel('Title').fill('Dark mode please');
  await page.getByRole('dialog').getByRole('button', { name: 'Send feedback' }).click();
  await expect(page.getByText('Thank you — your feedback was sent to the Covey team.')).toBeVisible();
  await page.keyboard.press('Escape');

  // the generic editor: the member's counselor is read-only; a link trying to change it is refused
  const other = await admin
    .collection('counselors')
    .create({ user: (await seedUser(server, { role: 'counselor' })).id, display_name: 'Other', active: true });
  const before = await admin.collection('members').getOne(memberId);
  const editPath = `/edit/members/${memberId}`;
  await shootAndScan(page, 'documents', editPath, 'editor', problems);
  await expect(page.getByRole('combobox', { name: 'Counselor' })).toBeDisabled();
  await page.goto(`${editPath}?counselor=${other.id}&first_name=Mia`);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('You cannot change counselor.')).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Nothing was saved' })).toBeVisible();
  const after = await admin.collection('members').getOne(memberId);
  expect({ counselor: after['counselor'], first_name: after['first_name'] }).toEqual({
    counselor: before['counselor'],
    first_name: before['first_name'],
  });

  // an unknown type is not found
  await page.goto('/edit/widgets');
  await expect(page.getByText('Page Not Found: /edit/widgets')).toBeVisible();
  expect(problems).toEqual([]);
});
