/**
 * The member's first journey, live on both sides (issue 5): a counselor (seeded as staff) and a member
 * who signed up and finished onboarding through the API (the server assigns the counselor and opens
 * the chat). Two browser contexts: the member writes, the counselor sees it arrive without a reload and
 * replies, the member sees the reply and the top-bar badge, which clears once the thread is open.
 * Then screenshots (phone and desktop, e2e/screenshots/) and axe on the journey's screens.
 */
import PocketBase from 'pocketbase';
import {
  adminClient,
  expect,
  loginAs,
  seedUser,
  signCurrentAgreements,
  test,
  uniqueEmail,
} from '../support/fixtures.js';
import type { RunningServer } from '../support/server.js';
import { shootAndScan } from '../support/screens.js';

// A 1×1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const STEPS = ['contact', 'coverage', 'agreement', 'information', 'completed'];

async function seedCounselor(server: RunningServer) {
  const admin = await adminClient(server);
  const user = await seedUser(server, { role: 'counselor', name: 'Chris Counselor' });
  const row = await admin
    .collection('counselors')
    .create({ user: user.id, display_name: 'Chris Counselor', accepting: true, active: true, capacity: 50 });
  // An employer pool holding only this counselor makes the assignment deterministic.
  const employer = await admin
    .collection('employers')
    .create({ name: 'Journey Works', counselors: [row.id], status: 'active' });
  return { user, row, employer };
}

/** Signs up as a member through the SDK and walks onboarding to `completed` one step at a time. */
async function seedOnboardedMember(server: RunningServer, employerId: string) {
  const admin = await adminClient(server);
  const email = uniqueEmail('member');
  const password = 'Passw0rd-e2e';
  const pb = new PocketBase(server.url);
  pb.autoCancellation(false);
  const user = await pb.collection('users').create({ email, password, passwordConfirm: password, name: 'Maya Member' });
  await admin.collection('users').update(user.id, { verified: true });
  await pb.collection('users').authWithPassword(email, password);
  const member = await pb.collection('members').getFirstListItem(pb.filter('user = {:u}', { u: user.id }));
  await admin.collection('members').update(member.id, { employer: employerId });
  for (const step of STEPS) await pb.collection('members').update(member.id, { onboarding_step: step });
  await signCurrentAgreements(pb, user.id, member.id, 'Maya Member');
  const chat = await pb
    .collection('chats')
    .getFirstListItem(pb.filter('member = {:m} && kind = "counselor"', { m: member.id }));
  return { user: { ...user, email, password }, member, chat };
}

test('a member and their counselor chat live, with the unread badge following', async ({ browser, server }) => {
  test.setTimeout(480_000);
  const counselor = await seedCounselor(server);
  const { user: memberUser, member, chat } = await seedOnboardedMember(server, counselor.employer.id);
  expect(member.id).toBeTruthy();

  const memberCtx = await browser.newContext();
  const counselorCtx = await browser.newContext();
  const mp = await memberCtx.newPage();
  const cp = await counselorCtx.newPage();
  await loginAs(mp, server, memberUser);
  await loginAs(cp, server, counselor.user);

  // The counselor waits on /chat; nothing is unread yet.
  await cp.goto('/chat');
  const counselorRow = cp.getByTestId('chat-row').filter({ hasText: 'Maya Member' });
  await expect(counselorRow).toBeVisible();
  await expect(counselorRow.getByTestId('chat-unread')).toHaveCount(0);

  // The member opens their pinned counselor chat and writes.
  await mp.goto('/chat');
  const memberRow = mp.getByTestId('chat-row').first();
  await expect(memberRow).toContainText('Chris Counselor');
  await memberRow.click();
  await expect(mp).toHaveURL(new RegExp(`/chat/${chat.id}$`));
  await mp.getByRole('textbox', { name: 'Message' }).fill('Hi Chris, can you help with a bill?');
  await mp.getByRole('button', { name: 'Send' }).click();
  await expect(
    mp.getByRole('list', { name: 'Messages' }).getByText('Hi Chris, can you help with a bill?'),
  ).toBeVisible();
  await expect(mp.getByRole('textbox', { name: 'Message' })).toHaveValue('');
  // Back to the list (client-side): the reply must not be marked read by an open thread.
  await mp.getByRole('link', { name: 'All conversations' }).click();
  await expect(mp).toHaveURL(/\/chat$/);

  // The counselor sees it arrive without reloading, opens the thread and replies.
  await expect(counselorRow.getByTestId('chat-unread')).toHaveText('1 unread');
  await expect(counselorRow).toContainText('Hi Chris, can you help with a bill?');
  await counselorRow.click();
  await expect(cp.getByText('Hi Chris, can you help with a bill?')).toBeVisible();
  await cp.getByRole('textbox', { name: 'Message' }).fill('Of course, Maya. Send me a photo of it.');
  await cp.getByRole('button', { name: 'Send' }).click();
  await expect(
    cp.getByRole('list', { name: 'Messages' }).getByText('Of course, Maya. Send me a photo of it.'),
  ).toBeVisible();

  // The member sees the reply live on /chat and the badge count, which clears once the thread is open.
  await expect(mp.getByTestId('chat-badge')).toHaveText(/^1/);
  await expect(memberRow.getByTestId('chat-unread')).toHaveText('1 unread');
  await expect(memberRow).toContainText('Of course, Maya. Send me a photo of it.');
  await memberRow.click();
  await expect(mp.getByText('Of course, Maya. Send me a photo of it.')).toBeVisible();
  await expect(mp.getByTestId('chat-badge')).toHaveCount(0);
  // The counselor's own message shows as read once the member has seen it.
  await expect(cp.getByText(/· Read$/)).toBeVisible();

  // An attachment: uploaded through the composer, shown to the counselor with a file token.
  await mp.locator('input[type=file]').setInputFiles({ name: 'bill.png', mimeType: 'image/png', buffer: PNG });
  await expect(mp.getByText('bill.png')).toBeVisible();
  await mp.getByRole('button', { name: 'Send' }).click();
  const link = cp.getByRole('link', { name: /^Attachment bill.*\.png$/ });
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute('href', /token=/);
  const response = await cp.request.get((await link.getAttribute('href')) ?? '');
  expect(response.status()).toBe(200);

  // Screens of the journey: screenshots at phone and desktop size, and axe.
  const problems: string[] = [];
  await shootAndScan(mp, 'journey', '/', 'member-home', problems);
  await shootAndScan(mp, 'journey', '/chat', 'member-chat', problems);
  await shootAndScan(mp, 'journey', `/chat/${chat.id}`, 'member-thread', problems);
  await shootAndScan(mp, 'journey', '/members', 'member-household', problems);
  await shootAndScan(mp, 'journey', '/messages', 'member-messages', problems);
  await shootAndScan(cp, 'journey', '/', 'counselor-home', problems);
  await shootAndScan(cp, 'journey', '/chat', 'counselor-chat', problems);
  await shootAndScan(cp, 'journey', `/chat/${chat.id}`, 'counselor-thread', problems);
  await shootAndScan(cp, 'journey', '/members', 'counselor-members', problems);
  await shootAndScan(cp, 'journey', `/members/${member.id}`, 'counselor-member', problems);
  expect(problems).toEqual([]);

  await memberCtx.close();
  await counselorCtx.close();
});
