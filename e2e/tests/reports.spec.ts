/**
 * Reports end to end, two browsers at once: a member files a bill review with a PDF and a photo,
 * the counselor starts the review and asks for information, the member answers with another file,
 * the counselor resolves it with the amount saved, the member rates it; each side sees the other's
 * step live. Plus drafts that survive a reload, refused files, a report made from a chat message,
 * and axe with screenshots (e2e/screenshots/) at phone and desktop sizes.
 */
import { expect, loginAs, test } from '../support/fixtures.js';
import { cardPng } from '../support/png.js';
import { shootAndScan } from '../support/screens.js';
import { seedPair } from '../support/seed-pair.js';

const pdf = (name: string) => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.from(`%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\n% ${name}\ntrailer<<>>\n%%EOF\n`),
});
const photo = { name: 'bill-photo.png', mimeType: 'image/png', buffer: cardPng(320, 200, [240, 200, 160]) };


test('a bill review from filing to rating, live on both sides', async ({ browser, server }) => {
  test.setTimeout(600_000);
  const { counselor, member } = await seedPair(server);
  const memberCtx = await browser.newContext();
  const counselorCtx = await browser.newContext();
  const mp = await memberCtx.newPage();
  const cp = await counselorCtx.newPage();
  await loginAs(mp, server, member);
  await loginAs(cp, server, counselor);
  const problems: string[] = [];

  // The member files a bill review with a PDF and a photo.
  await mp.goto('/reports/new');
  await shootAndScan(mp, 'reports', '/reports/new', 'new', problems);
  await mp.getByRole('radio', { name: 'A bill looks wrong' }).check();
  await mp.getByLabel('Title').fill('ER bill from March');
  await mp.getByLabel('What happened?').fill('The ER charged $2,480 for a visit my plan says costs $350.');
  await mp.getByLabel('Provider or pharmacy').fill('Mercy Hospital');
  await mp.getByLabel('Amount billed').fill('2480');
  await mp.getByLabel('Add photos or PDFs').setInputFiles([pdf('er-bill.pdf'), photo]);
  const toAttach = mp.getByRole('list', { name: 'Files to attach' });
  await expect(toAttach.getByText(/er-bill\.pdf/)).toBeVisible();
  await expect(toAttach.getByText(/bill-photo\.png/)).toBeVisible();
  await mp.getByRole('button', { name: 'Send to my counselor' }).click();
  await expect(mp).toHaveURL(/\/reports\/[a-z0-9]{15}$/);
  const reportPath = new URL(mp.url()).pathname;
  await expect(mp.getByTestId('report-status')).toHaveText('Submitted');
  await expect(mp.getByRole('link', { name: 'Open er_bill.pdf' })).toBeVisible();
  await expect(mp.getByRole('img', { name: 'Preview of bill_photo.png' })).toBeVisible();

  // The counselor sees it in the queue with the first-response target, and starts the review.
  await cp.goto('/');
  await expect(cp.getByRole('region', { name: 'Reports needing attention' }).getByRole('link', { name: 'ER bill from March' })).toBeVisible();
  await cp.goto('/reports');
  const queue = cp.getByRole('list', { name: 'Report queue' });
  await expect(queue.getByText(/First response due in/)).toBeVisible();
  await queue.getByRole('link', { name: 'ER bill from March' }).click();
  await expect(cp).toHaveURL(new RegExp(`${reportPath}$`));
  await cp.getByRole('button', { name: 'Start review' }).click();
  await expect(cp.getByTestId('report-status')).toHaveText('In review');
  await expect(mp.getByTestId('report-status')).toHaveText('In review');

  // The counselor asks for the itemised bill; the member sees the request live.
  await cp.getByRole('button', { name: 'Request information' }).click();
  await cp.getByLabel('What do you need from the member?').fill('Please send the itemised bill from Mercy.');
  await cp.getByRole('button', { name: 'Send request' }).click();
  await expect(cp.getByTestId('report-status')).toHaveText('Waiting for member');
  await expect(mp.getByTestId('report-status')).toHaveText('Needs your info');
  await expect(mp.getByRole('list', { name: 'Timeline' }).getByText('Please send the itemised bill from Mercy.')).toBeVisible();

  // The member answers with another file.
  await mp.getByLabel('Your answer').fill('Here is the itemised bill.');
  await mp.getByLabel('Add more photos or PDFs').setInputFiles([pdf('itemised.pdf')]);
  await mp.getByRole('button', { name: 'Send information' }).click();
  await expect(mp.getByTestId('report-status')).toHaveText('In review');
  await expect(cp.getByTestId('report-status')).toHaveText('In review');
  await expect(cp.getByRole('list', { name: 'Timeline' }).getByText('Here is the itemised bill.')).toBeVisible();
  await expect(cp.getByRole('link', { name: 'Open itemised.pdf' })).toBeVisible();

  // An internal note stays with the counselor.
  await cp.getByRole('switch', { name: 'Internal note (only counselors see it)' }).check();
  await cp.getByLabel('Internal note', { exact: true }).fill('Coding error: level 5 billed for level 2.');
  await cp.getByRole('button', { name: 'Add internal note' }).click();
  await expect(cp.getByText('Coding error: level 5 billed for level 2.')).toBeVisible();

  // The counselor resolves it with the amount saved.
  await cp.getByRole('button', { name: 'Resolve', exact: true }).click();
  await cp.getByLabel('Resolution').fill('Mercy corrected the coding; the bill is now $350.');
  await cp.getByRole('combobox', { name: 'Outcome' }).click();
  await cp.getByRole('option', { name: 'Amount reduced' }).click();
  await cp.getByLabel('Amount saved').fill('2130');
  await cp.getByRole('button', { name: 'Resolve report' }).click();
  await expect(cp.getByTestId('report-status')).toHaveText('Resolved');
  await expect(mp.getByTestId('report-status')).toHaveText('Resolved');
  await expect(mp.getByText('Saved $2,130.00')).toBeVisible();
  await expect(mp.getByText('Coding error: level 5 billed for level 2.')).toHaveCount(0);

  // The member rates it; the counselor sees the rating live.
  await mp.getByRole('radio', { name: '5 out of 5' }).check();
  await mp.getByLabel('Anything to add? (optional)').fill('Quick and clear, thank you!');
  await mp.getByRole('button', { name: 'Send rating' }).click();
  await expect(mp.getByText(/Rating: 5 out of 5/)).toBeVisible();
  await expect(cp.getByText(/Rating: 5 out of 5/)).toBeVisible();

  await shootAndScan(mp, 'reports', reportPath, 'member-case', problems);
  await shootAndScan(cp, 'reports', reportPath, 'counselor-case', problems);
  await shootAndScan(cp, 'reports', '/reports', 'queue', problems);
  await shootAndScan(mp, 'reports', '/reports', 'member-list', problems);
  await expect(mp.getByTestId('total-savings')).toHaveText('$2,130.00');
  await shootAndScan(mp, 'reports', '/', 'member-home', problems);
  await expect(mp.getByRole('region', { name: 'Open reports' }).getByRole('link', { name: 'ER bill from March' })).toBeVisible();
  expect(problems).toEqual([]);
  await memberCtx.close();
  await counselorCtx.close();
});

test('a draft survives a reload; wrong files are refused with a sentence', async ({ page, server }) => {
  const { member } = await seedPair(server);
  await loginAs(page, server, member);
  await page.goto('/reports/new');
  await page.getByRole('radio', { name: 'A claim was denied' }).check();
  await page.getByLabel('Title').fill('Physio claim denied');
  await page.getByLabel('Add photos or PDFs').setInputFiles([{ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') }]);
  await expect(page.getByRole('alert')).toContainText('“notes.txt” can\'t be added: use a PDF or a photo (JPG, PNG or HEIC).');
  await expect(page.getByRole('list', { name: 'Files to attach' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('Draft saved. You can finish it later from Reports.')).toBeVisible();
  await expect(page).toHaveURL(/\/reports\/new\?draft=[a-z0-9]{15}$/);
  await page.reload();
  await expect(page.getByLabel('Title')).toHaveValue('Physio claim denied');
  await expect(page.getByRole('radio', { name: 'A claim was denied' })).toBeChecked();
  await page.goto('/reports');
  await page.getByRole('link', { name: 'Physio claim denied' }).click();
  await expect(page.getByLabel('Title')).toHaveValue('Physio claim denied');
  await page.getByRole('button', { name: 'Send to my counselor' }).click();
  await expect(page.getByTestId('report-status')).toHaveText('Submitted');
});

test('a counselor turns a chat message into a report for the member', async ({ page, server }) => {
  const { admin, counselor, member, memberId, counselorId } = await seedPair(server);
  const chat = await admin.collection('chats').create({ member: memberId, counselor: counselorId, kind: 'counselor', title: 'Your counselor', status: 'open', participants: [member.id, counselor.id] });
  const form = new FormData();
  form.append('chat', chat.id);
  form.append('sender', member.id);
  form.append('role', 'member');
  form.append('body', 'My pharmacy charged me $90 for insulin\nIt used to be $35.');
  form.append('attachments', new Blob([pdf('receipt.pdf').buffer], { type: 'application/pdf' }), 'receipt.pdf');
  await admin.collection('messages').create(form);
  await loginAs(page, server, counselor);
  await page.goto(`/chat/${chat.id}`);
  await page.getByRole('button', { name: 'Turn this message into a report' }).click();
  await page.getByRole('button', { name: 'Create report' }).click();
  await expect(page).toHaveURL(/\/reports\/[a-z0-9]{15}$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My pharmacy charged me $90 for insulin');
  await expect(page.getByText('It used to be $35.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open receipt.pdf' })).toBeVisible();
  await page.goto(`/members/${memberId}`);
  await expect(page.getByRole('region', { name: 'Reports' }).getByRole('link', { name: 'My pharmacy charged me $90 for insulin' })).toBeVisible();
});
