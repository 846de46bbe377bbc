/**
 * Issue 5, the whole journey as a new user does it: an operator creates a counselor with the real CLI
 * (`covey staff add`) while the server runs; a member signs up and onboards in the UI, is matched with
 * that counselor and writes; the counselor (signed in through /login) sees it arrive live and replies;
 * the member sees the reply live and the top-bar badge, which clears once the thread is read.
 * Plus bad card photos on /coverages/new: a non-image and an oversized image are refused, nothing is saved.
 */
import { execFileSync } from 'node:child_process';
import { adminClient, expect, loginAs, seedUser, test, uniqueEmail } from '../support/fixtures.js';
import { signAgreements } from '../support/agreements.js';
import { cardPng } from '../support/png.js';
import { ROOT, SERVER_MAIN } from '../support/server.js';

// coverages.card_front / card_back: maxSize 5 MB (server/src/migrations/covey-care.ts).
const CARD_MAX_BYTES = 5 * 1024 * 1024;

test('a new member signs up, onboards, meets the counselor made by the CLI and chats live', async ({
  browser,
  server,
}) => {
  test.setTimeout(360_000);
  const admin = await adminClient(server);

  // (1) the operator's CLI, against the running server's data dir
  const counselor = { email: uniqueEmail('counselor'), name: 'Dana Whitfield', password: 'Passw0rd-staff' };
  const out = execFileSync(
    process.execPath,
    [
      SERVER_MAIN,
      'staff',
      'add',
      'counselor',
      counselor.email,
      counselor.name,
      `--password=${counselor.password}`,
      `--dir=${server.dir}`,
    ],
    { cwd: ROOT, encoding: 'utf8', stdio: 'pipe' },
  );
  expect(out).toContain(`Created counselor ${counselor.email}`);

  // (2) context A: a new member signs up and onboards
  const memberCtx = await browser.newContext();
  const counselorCtx = await browser.newContext();
  const mp = await memberCtx.newPage();
  const cp = await counselorCtx.newPage();
  const email = uniqueEmail('journey');
  await mp.goto('/signup');
  await mp.getByLabel('Name').fill('Robin Newcomer');
  await mp.getByLabel('Email').fill(email);
  await mp.getByRole('textbox', { name: 'Password', exact: true }).fill('Passw0rd-new');
  await mp.getByRole('button', { name: 'Create account' }).click();
  await expect(mp).toHaveURL(/\/onboard\/guide$/);
  await mp.getByRole('button', { name: 'Skip' }).click();
  await expect(mp).toHaveURL(/\/onboard\/contact$/);
  await mp.getByRole('button', { name: 'Continue' }).click();
  await expect(mp).toHaveURL(/\/onboard\/coverage$/);
  await mp.getByRole('button', { name: "I'll do it later" }).click();
  await expect(mp).toHaveURL(/\/onboard\/agreement$/);
  await signAgreements(mp, 'Robin Newcomer');
  await expect(mp).toHaveURL(/\/onboard\/information$/);
  await mp.getByRole('button', { name: 'Submit' }).click();
  await expect(mp).toHaveURL(/\/auth\/completed$/);
  await expect(mp.getByRole('heading', { name: counselor.name })).toBeVisible();

  // the first message, from the completed screen
  await mp.getByRole('link', { name: 'Send a first message' }).click();
  await expect(mp).toHaveURL(/\/chat\/[a-z0-9]{15}$/);
  const chatId = mp.url().split('/').pop() ?? '';
  const hello = 'Hello Dana, I just joined. Can you look at my plan?';
  await mp.getByRole('textbox', { name: 'Message' }).fill(hello);
  await mp.getByRole('button', { name: 'Send' }).click();
  await expect(mp.getByRole('list', { name: 'Messages' }).getByText(hello)).toBeVisible();
  // Back to the list (client-side), so an open thread does not mark the reply read.
  await mp.getByRole('link', { name: 'All conversations' }).click();
  await expect(mp).toHaveURL(/\/chat$/);
  const badge = mp.getByRole('banner').getByTestId('chat-badge');
  await expect(mp.getByRole('banner').getByRole('link', { name: 'Chat' })).toBeVisible();
  await expect(badge).toHaveCount(0);

  // (3) context B: the counselor signs in through the form and waits on /chat
  await cp.goto('/login');
  await cp.getByLabel('Email').fill(counselor.email);
  await cp.getByRole('textbox', { name: 'Password', exact: true }).fill(counselor.password);
  await cp.getByRole('button', { name: 'Sign in' }).click();
  await expect(cp).not.toHaveURL(/\/login$/);
  await cp.getByRole('link', { name: 'Chat' }).first().click();
  await expect(cp).toHaveURL(/\/chat$/);
  const counselorRow = cp.getByTestId('chat-row').filter({ hasText: 'Robin' });
  await expect(counselorRow).toBeVisible();
  await expect(counselorRow).toContainText(hello);

  // a second message arrives while the counselor watches the list: no reload
  const more = 'Also, is my daughter covered?';
  await mp.getByTestId('chat-row').first().click();
  await expect(mp).toHaveURL(new RegExp(`/chat/${chatId}$`));
  await mp.getByRole('textbox', { name: 'Message' }).fill(more);
  await mp.getByRole('button', { name: 'Send' }).click();
  await expect(mp.getByRole('list', { name: 'Messages' }).getByText(more)).toBeVisible();
  await mp.getByRole('link', { name: 'All conversations' }).click();
  await expect(mp).toHaveURL(/\/chat$/);
  await expect(counselorRow).toContainText(more);
  await expect(counselorRow.getByTestId('chat-unread')).toHaveText('2 unread');

  await counselorRow.click();
  await expect(cp).toHaveURL(new RegExp(`/chat/${chatId}$`));
  await expect(cp.getByRole('list', { name: 'Messages' }).getByText(hello)).toBeVisible();
  const reply = 'Welcome, Robin! Yes, send me her details and I will check.';
  await cp.getByRole('textbox', { name: 'Message' }).fill(reply);
  await cp.getByRole('button', { name: 'Send' }).click();
  await expect(cp.getByRole('list', { name: 'Messages' }).getByText(reply)).toBeVisible();

  // (4) context A: the reply arrives live, the badge shows 1 and clears once the thread is read
  const memberRow = mp.getByTestId('chat-row').first();
  await expect(memberRow).toContainText(reply);
  await expect(badge).toHaveText(/^1/);
  await memberRow.click();
  await expect(mp.getByRole('list', { name: 'Messages' }).getByText(reply)).toBeVisible();
  await expect(badge).toHaveCount(0);
  await expect(cp.getByText(/· Read$/)).toBeVisible();

  // the server agrees: the member is matched with the CLI's counselor, the reply is read
  const user = await admin.collection('users').getFirstListItem(admin.filter('email = {:e}', { e: email }));
  const member = await admin.collection('members').getFirstListItem(admin.filter('user = {:u}', { u: user.id }));
  const staffRow = await admin
    .collection('counselors')
    .getFirstListItem(admin.filter('user.email = {:e}', { e: counselor.email }));
  expect(member).toMatchObject({ onboarding_step: 'completed', counselor: staffRow.id });
  const messages = await admin
    .collection('messages')
    .getFullList({ filter: admin.filter('chat = {:c}', { c: chatId }), sort: 'created' });
  expect(messages.map((m) => [m['body'], m['role'], m['read']])).toEqual([
    [hello, 'member', true],
    [more, 'member', true],
    [reply, 'counselor', true],
  ]);

  await memberCtx.close();
  await counselorCtx.close();
});

test('bad card photos on /coverages/new are refused and save nothing', async ({ page, server }) => {
  const admin = await adminClient(server);
  const member = await seedUser(server, { role: 'member', name: 'Pat Photo' });
  const row = await admin.collection('members').getFirstListItem(admin.filter('user = {:u}', { u: member.id }));
  const coverages = () =>
    admin.collection('coverages').getFullList({ filter: admin.filter('member = {:m}', { m: row.id }) });
  await loginAs(page, server, member);
  await page.goto('/coverages/new');
  await page.getByRole('textbox', { name: 'Insurance company' }).fill('Aetna');
  await page.getByRole('textbox', { name: 'Member ID' }).fill('W987654321');
  const front = page.locator('input[type="file"]').nth(0);
  const save = page.getByRole('button', { name: 'Save coverage' });

  const cases = [
    {
      what: 'a text file named card.png',
      file: { name: 'card.png', mimeType: 'image/png', buffer: Buffer.from('this is not a picture\n') },
      // the store's own text ("mime type must be one of …") is never shown: a sentence with the next step
      error: "This type of file isn't accepted. Choose a photo or a PDF.",
    },
    {
      what: 'an image over the 5 MB limit',
      file: {
        name: 'huge.png',
        mimeType: 'image/png',
        buffer: Buffer.concat([cardPng(86, 54, [40, 120, 200]), Buffer.alloc(CARD_MAX_BYTES + 1024)]),
      },
      error: 'This file is too large. Choose a smaller one.',
    },
  ];
  for (const c of cases) {
    await test.step(c.what, async () => {
      await front.setInputFiles(c.file);
      await save.click();
      await expect(page.getByRole('alert').first()).toBeVisible();
      // the message sits on the card-front field itself
      await expect(page.getByRole('button', { name: 'Photo of the card front' })).toHaveAccessibleDescription(c.error);
      await expect(page).toHaveURL(/\/coverages\/new$/);
      expect(await coverages()).toEqual([]);
    });
  }
});
