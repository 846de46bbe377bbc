import { adminClient, expect, loginAs, seedUser, test } from '../support/fixtures.js';

test('the member chat badge counts unread counselor messages, not their own', async ({ page, server }) => {
  const member = await seedUser(server, { role: 'member', name: 'Maya Member' });
  const counselor = await seedUser(server, { role: 'counselor', name: 'Chris Counselor' });
  const admin = await adminClient(server);
  const counselorRow = await admin
    .collection('counselors')
    .create({ user: counselor.id, display_name: counselor.name, active: true });
  // The server may already have created the member's `members` row on sign-up; complete it either way.
  const memberFields = { counselor: counselorRow.id, status: 'active', onboarding_step: 'completed' };
  const existing = await admin
    .collection('members')
    .getList(1, 1, { filter: admin.filter('user = {:u}', { u: member.id }) });
  const memberRow = existing.items[0]
    ? await admin.collection('members').update(existing.items[0].id, memberFields)
    : await admin
        .collection('members')
        .create({ user: member.id, first_name: 'Maya', last_name: 'Member', relationship: 'self', ...memberFields });
  const chat = await admin.collection('chats').create({
    member: memberRow.id,
    counselor: counselorRow.id,
    participants: [member.id, counselor.id],
    kind: 'counselor',
    title: 'Your counselor',
    status: 'open',
  });
  const message = async (from: typeof member, role: string, read: boolean, body: string) => {
    // New messages are stored unread by the server; mark read ones afterwards, as the reader would.
    const created = await admin
      .collection('messages')
      .create({ chat: chat.id, sender: from.id, sender_name: from.name, role, body });
    if (read) await admin.collection('messages').update(created.id, { read: true, read_at: new Date().toISOString() });
  };
  await message(counselor, 'counselor', false, 'Hello Maya!');
  await message(counselor, 'counselor', false, 'I checked your claim.');
  await message(counselor, 'counselor', true, 'An old, read message.');
  await message(member, 'member', false, 'My own unread message.');

  await loginAs(page, server, member);
  await page.goto('/');
  const chatLink = page.getByRole('banner').getByRole('link', { name: 'Chat' });
  await expect(chatLink).toBeVisible();
  await expect(page.getByTestId('chat-badge')).toHaveText(/^2/);
  await expect(page.getByRole('link', { name: 'You have a new message' })).toHaveCount(2);

  // A new counselor message raises the badge without a reload (realtime).
  await message(counselor, 'counselor', false, 'One more thing.');
  await expect(page.getByTestId('chat-badge')).toHaveText(/^3/);

  // The list can be cleared to empty.
  await page.getByRole('button', { name: 'Clear notifications' }).click();
  await expect(page.getByTestId('chat-badge')).toHaveCount(0);
  await expect(page.getByText("You're all caught up.")).toBeVisible();

  // The chat list and the thread show the real records.
  await chatLink.click();
  await page.getByRole('link', { name: /Your counselor/ }).click();
  await expect(page).toHaveURL(new RegExp(`/chat/${chat.id}$`));
  await expect(page.getByText('I checked your claim.')).toBeVisible();
  await expect(page.getByText('My own unread message.')).toBeVisible();
});

test('counselors get no chat icon in the top bar', async ({ page, server }) => {
  await loginAs(page, server, await seedUser(server, { role: 'counselor' }));
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Profile' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Chat' })).toHaveCount(0);
});
