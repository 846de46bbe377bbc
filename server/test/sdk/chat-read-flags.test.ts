/**
 * Read flags in the member's counselor chat through the official SDK: the member (the person the chat
 * is for) marks the counselor's reply read; a caregiver reading along through a circle neither counts
 * it as unread for themself (the web app's filter) nor marks it read for the member (server hook).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type PocketBase from 'pocketbase';
import type { ServerProcess } from '../harness/server-process.js';
import type { CoveyFixture } from '../harness/covey-fixture.js';
import { startCoveySuite, stopSuite } from '../harness/sdk-bootstrap.js';

let srv: ServerProcess;
let fx: CoveyFixture;

beforeAll(async () => ({ srv, fx } = await startCoveySuite()), 120_000);
afterAll(() => stopSuite(srv));

/** the web app's unread filter for a member-role user (features/chat/api/unread.ts) */
const ownUnread = (pb: PocketBase) =>
  pb.filter('read = false && role != "member" && (chat.member.user = {:me} || (chat.member.minor = true && chat.member.subscriber.user = {:me}))', { me: pb.authStore.record!.id });
const unreadIds = async (pb: PocketBase) => (await pb.collection('messages').getFullList({ filter: ownUnread(pb) })).map((m) => m.id);

describe('read flags in the member counselor chat', () => {
  it("a caregiver reading along leaves the counselor's reply unread for the member; the member reads it", async () => {
    const reply = await fx.clients.counselor.collection('messages').create({ chat: fx.ids['chats'], sender: fx.user.counselor, role: 'counselor', body: 'Your claim was resent.' });
    const carer = fx.clients.circleWith;
    // the caregiver sees the message, but it is not theirs to count
    expect((await carer.collection('messages').getOne(reply.id))['body']).toBe('Your claim was resent.');
    expect(await unreadIds(carer)).not.toContain(reply.id);
    // marking it read anyway changes nothing (no error: the page that tried stays usable)
    const tried = await carer.collection('messages').update(reply.id, { read: true });
    expect(tried).toMatchObject({ read: false, read_at: '' });
    expect(await unreadIds(fx.clients.member)).toContain(reply.id);
    // the member reads it
    const read = await fx.clients.member.collection('messages').update(reply.id, { read: true });
    expect(read['read']).toBe(true);
    expect(String(read['read_at'])).not.toBe('');
    expect(await unreadIds(fx.clients.member)).not.toContain(reply.id);
    // and a caregiver cannot make it unread again for them
    expect((await carer.collection('messages').update(reply.id, { read: false }))['read']).toBe(true);
  });

  it("the counselor still marks the member's messages read", async () => {
    const sent = await fx.clients.member.collection('messages').create({ chat: fx.ids['chats'], sender: fx.user.member, role: 'member', body: 'Thanks!' });
    expect((await fx.clients.counselor.collection('messages').update(sent.id, { read: true }))['read']).toBe(true);
  });
  it("keeps the chat's unread counts per side equal to its unread messages (decision 0051)", async () => {
    const chat = fx.ids['chats']!;
    const { member, counselor, circleWith: carer } = fx.clients;
    const counted = async () => {
      const c = await counselor.collection('chats').getOne(chat);
      const unread = async (side: string) => (await counselor.collection('messages').getFullList({ filter: counselor.filter('chat = {:chat} && read = false && role != {:side}', { chat, side }) })).length;
      expect({ member: c['unread_member'], counselor: c['unread_counselor'] }).toEqual({ member: await unread('member'), counselor: await unread('counselor') });
      return { member: Number(c['unread_member']), counselor: Number(c['unread_counselor']) };
    };
    const before = await counted();
    const reply = await counselor.collection('messages').create({ chat, sender: fx.user.counselor, role: 'counselor', body: 'Your bill was corrected.' });
    const question = await member.collection('messages').create({ chat, sender: fx.user.member, role: 'member', body: 'When will I hear back?' });
    expect(await counted()).toEqual({ member: before.member + 1, counselor: before.counselor + 1 });
    // a caregiver reading along changes nothing; the member reading the reply does
    await carer.collection('messages').update(reply.id, { read: true });
    expect(await counted()).toEqual({ member: before.member + 1, counselor: before.counselor + 1 });
    await member.collection('messages').update(reply.id, { read: true });
    await counselor.collection('messages').update(question.id, { read: true });
    expect(await counted()).toEqual(before);
    // the counts are the server's: a client cannot set them
    await member.collection('chats').update(chat, { unread_member: 40 }).catch(() => undefined);
    expect(await counted()).toEqual(before);
  });
});
