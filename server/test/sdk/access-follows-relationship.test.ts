/**
 * Issue 10 §1–2 through the official SDK: access ends (and starts) the moment the relationship
 * changes. A canary string sits in a message, its attachment and an internal note; the former
 * counselor and a revoked / descoped / departed / expired caregiver cannot obtain it by list,
 * view, expand, filter, an already issued file token or an already open realtime subscription,
 * and the new counselor can.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type PocketBase from 'pocketbase';
import type { ServerProcess } from '../harness/server-process.js';
import { png, type CoveyFixture } from '../harness/covey-fixture.js';
import { startCoveySuite, stopSuite } from '../harness/sdk-bootstrap.js';
import { collect, eventually } from '../harness/realtime-client.js';

let srv: ServerProcess;
let fx: CoveyFixture;
let seq = 0;
const canary = (tag: string) => `canary-${tag}-${Date.now().toString(36)}-${++seq}`;

beforeAll(async () => ({ srv, fx } = await startCoveySuite()), 120_000);
afterAll(() => stopSuite(srv));

/** a message with a canary body and a protected attachment, sent by the member */
async function memberMessage(tag: string): Promise<{ id: string; body: string; file: string }> {
  const body = canary(tag);
  const m = await fx.clients.member.collection('messages').create({
    chat: fx.ids['chats'], sender: fx.user.member, role: 'member', body, attachments: [png()],
  });
  return { id: m.id, body, file: String((m['attachments'] as string[])[0]) };
}

async function fileStatus(pb: PocketBase, collection: string, id: string, name: string, token: string): Promise<number> {
  const url = pb.files.getURL({ collectionName: collection, id } as never, name, { token });
  return (await fetch(url)).status;
}

/** everything a reader may try for one canary; each entry true = the canary was obtained */
async function leaks(pb: PocketBase, msg: { id: string; body: string }): Promise<Record<string, boolean>> {
  const chats = await pb.collection('chats').getList(1, 50, { filter: `id = "${fx.ids['chats']}"` });
  const list = await pb.collection('messages').getList(1, 200, { sort: '-created,id' });
  const view = await pb.collection('messages').getOne(msg.id).then((r) => r['body'] === msg.body, () => false);
  const filtered = await pb.collection('messages').getList(1, 1, { filter: `body ~ "${msg.body}"` });
  const viaChat = await pb.collection('chats').getList(1, 50, { filter: `messages_via_chat.body ?~ "${msg.body}"` }).catch(() => ({ totalItems: 0 }));
  const me = pb.authStore.record!.id;
  const expanded = await pb.collection('users').getOne(me, { expand: 'messages_via_sender' });
  const expandedText = JSON.stringify(expanded.expand ?? {});
  return {
    chatList: chats.totalItems > 0,
    messageList: list.items.some((m) => m['body'] === msg.body),
    view,
    filter: filtered.totalItems > 0,
    filterThroughChat: viaChat.totalItems > 0,
    expandFromOwnUser: expandedText.includes(msg.body),
  };
}

const none = { chatList: false, messageList: false, view: false, filter: false, filterThroughChat: false, expandFromOwnUser: false };

describe('a former counselor (members.counselor changes)', () => {
  it('loses the chat, its messages, attachments and internal notes at once; the new counselor gains them', async () => {
    const former = fx.clients.counselor;
    const next = fx.clients.otherCounselor;
    // the former counselor writes into the chat and an internal note, and holds a file token and a live subscription
    const note = canary('note');
    const noteId = (await former.collection('comments').create({ member: fx.ids['members'], report: fx.ids['reports'], author: fx.user.counselor, body: note, internal: true })).id;
    const own = await former.collection('messages').create({ chat: fx.ids['chats'], sender: fx.user.counselor, role: 'counselor', body: canary('own') });
    const before = await memberMessage('before');
    expect(await leaks(former, before)).toMatchObject({ chatList: true, messageList: true, view: true, filter: true });
    const token = await former.files.getToken();
    expect(await fileStatus(former, 'messages', before.id, before.file, token)).toBe(200);
    const formerLive = await collect(former, 'messages', '*');
    const formerSentinel = await collect(former, 'notifications', '*');
    const nextLive = await collect(next, 'messages', '*');

    await fx.su.collection('members').update(fx.ids['members']!, { counselor: fx.ids['cB'] });

    const chat = await fx.su.collection('chats').getOne(fx.ids['chats']!);
    expect(chat['participants']).not.toContain(fx.user.counselor);
    expect(chat['participants']).toContain(fx.user.otherCounselor);
    expect(chat['counselor']).toBe(fx.ids['cB']);
    expect(await leaks(former, before)).toEqual(none);
    expect(await former.collection('messages').getOne(own.id).then(() => 'seen', (e: { status: number }) => e.status)).toBe(404);
    expect(await fileStatus(former, 'messages', before.id, before.file, token)).toBe(404);
    expect(await former.collection('comments').getOne(noteId).then(() => 'seen', (e: { status: number }) => e.status)).toBe(404);
    expect((await former.collection('comments').getList(1, 1, { filter: `body ~ "${note}"` })).totalItems).toBe(0);
    expect((await former.collection('reports').getList(1, 50, { filter: `id = "${fx.ids['reports']}"` })).totalItems).toBe(0);
    await expect(former.collection('messages').create({ chat: fx.ids['chats'], sender: fx.user.counselor, role: 'counselor', body: 'still here?' })).rejects.toMatchObject({ status: 400 });

    // the new counselor sees the history, the note and the attachment
    expect(await leaks(next, before)).toMatchObject({ chatList: true, messageList: true, view: true, filter: true });
    expect((await next.collection('comments').getOne(noteId))['body']).toContain(note);
    expect(await fileStatus(next, 'messages', before.id, before.file, await next.files.getToken())).toBe(200);

    // an open subscription: the new message reaches the new counselor, never the former one
    const after = await memberMessage('after');
    expect(await eventually(() => nextLive.events.some((e) => e.record['body'] === after.body), 5000)).toBe(true);
    await fx.su.collection('notifications').create({ user: fx.user.counselor, title: 'sentinel', kind: 'system' });
    expect(await eventually(() => formerSentinel.events.length > 0, 5000)).toBe(true);
    expect(formerLive.events.map((e) => e.record['body'])).not.toContain(after.body);
    expect(await leaks(former, after)).toEqual(none);
    for (const s of [formerLive, formerSentinel, nextLive]) await s.unsubscribe();
  });
});

describe('a caregiver whose circle access ends', () => {
  async function sentinel(pb: PocketBase, userId: string) {
    const live = await collect(pb, 'messages', '*');
    const notes = await collect(pb, 'notifications', '*');
    return {
      live,
      /** resolves once an event sent after `msg` reached this connection */
      async flushed() {
        await fx.su.collection('notifications').create({ user: userId, title: 'sentinel', kind: 'system' });
        expect(await eventually(() => notes.events.length > 0, 5000)).toBe(true);
        notes.events.length = 0;
      },
      async close() {
        await live.unsubscribe();
        await notes.unsubscribe();
      },
    };
  }

  it('revocation ends chat access on every path at once', async () => {
    const carer = fx.clients.circleWith;
    const before = await memberMessage('carer-before');
    expect(await leaks(carer, before)).toMatchObject({ chatList: true, messageList: true, view: true, filter: true });
    const sent = await carer.collection('messages').create({ chat: fx.ids['chats'], sender: fx.user.circleWith, role: 'member', body: canary('carer-own') });
    const token = await carer.files.getToken();
    expect(await fileStatus(carer, 'messages', before.id, before.file, token)).toBe(200);
    const s = await sentinel(carer, fx.user.circleWith);

    await fx.clients.member.collection('circle_members').update(fx.ids['circle_members']!, { status: 'revoked' });

    expect((await fx.su.collection('chats').getOne(fx.ids['chats']!))['participants']).not.toContain(fx.user.circleWith);
    expect(await leaks(carer, before)).toEqual(none);
    expect(await leaks(carer, { id: sent.id, body: String(sent['body']) })).toEqual(none);
    expect(await fileStatus(carer, 'messages', before.id, before.file, token)).toBe(404);
    const after = await memberMessage('carer-after');
    await s.flushed();
    expect(s.live.events.map((e) => e.record['body'])).not.toContain(after.body);
    await s.close();
  });

  it('adding the chat scope grants it at once; removing it, leaving or expiry end it at once', async () => {
    const carer = fx.clients.circleWithout;
    const rowId = (await fx.su.collection('circle_members').getFirstListItem(`user = "${fx.user.circleWithout}"`)).id;
    const owner = fx.clients.member.collection('circle_members');
    const msg = await memberMessage('scope');
    expect(await leaks(carer, msg)).toEqual(none);

    await owner.update(rowId, { scopes: ['chat', 'files'] });
    expect(await leaks(carer, msg)).toMatchObject({ chatList: true, messageList: true, view: true, filter: true });
    // view + chat reads the conversation; only manage may message the counselor on the owner's behalf
    const post = (body: string) => carer.collection('messages').create({ chat: fx.ids['chats'], sender: fx.user.circleWithout, role: 'member', body });
    const refusedBody = canary('view-only-post');
    await expect(post(refusedBody)).rejects.toMatchObject({ status: 400 });
    expect((await fx.su.collection('messages').getList(1, 1, { filter: `body = "${refusedBody}"` })).totalItems).toBe(0);
    await owner.update(rowId, { access: 'manage' });
    await expect(post(canary('manage-post'))).resolves.toMatchObject({ sender: fx.user.circleWithout });
    await owner.update(rowId, { access: 'view' });
    const token = await carer.files.getToken();
    expect(await fileStatus(carer, 'messages', msg.id, msg.file, token)).toBe(200);
    const s = await sentinel(carer, fx.user.circleWithout);

    await owner.update(rowId, { scopes: ['files'] });
    expect(await leaks(carer, msg)).toEqual(none);
    expect(await fileStatus(carer, 'messages', msg.id, msg.file, token)).toBe(404);
    const afterScope = await memberMessage('scope-after');
    await s.flushed();
    expect(s.live.events.map((e) => e.record['body'])).not.toContain(afterScope.body);

    // back with chat, then the caregiver leaves
    await owner.update(rowId, { scopes: ['chat'] });
    expect((await leaks(carer, msg))['view']).toBe(true);
    await carer.collection('circle_members').update(rowId, { status: 'left' });
    expect(await leaks(carer, msg)).toEqual(none);
    expect((await fx.su.collection('chats').getOne(fx.ids['chats']!))['participants']).not.toContain(fx.user.circleWithout);

    // expiry: a row whose `expires` has passed grants nothing, even before any cron flips its status
    await fx.su.collection('circle_members').update(rowId, { status: 'active', scopes: ['chat', 'files'], expires: '2030-01-01 00:00:00.000Z' });
    expect((await leaks(carer, msg))['view']).toBe(true);
    await fx.su.collection('circle_members').update(rowId, { expires: '2001-01-01 00:00:00.000Z' });
    expect(await leaks(carer, msg)).toEqual(none);
    expect((await carer.collection('files').getList(1, 50, { filter: `member = "${fx.ids['members']}"` })).totalItems).toBe(0);
    await s.close();
  });

});

describe('the circle expiry job', () => {
  it('marks rows past their expiry as expired and takes them out of the chats', async () => {
    const row = await fx.su.collection('circle_members').create({
      circle: fx.ids['circles'], user: fx.user.otherMember, access: 'view', scopes: ['chat'], status: 'active', expires: '2030-01-01 00:00:00.000Z',
    });
    expect((await fx.su.collection('chats').getOne(fx.ids['chats']!))['participants']).toContain(fx.user.otherMember);
    // past expiry written by a trusted path that leaves the status alone
    await fx.su.collection('circle_members').update(row.id, { expires: '2001-01-01 00:00:00.000Z' });
    expect((await fx.su.collection('circle_members').getOne(row.id))['status']).toBe('active');
    expect(await fx.su.crons.run('covey_circle_expiry')).toBe(true);
    expect((await fx.su.collection('circle_members').getOne(row.id))['status']).toBe('expired');
    expect((await fx.su.collection('chats').getOne(fx.ids['chats']!))['participants']).not.toContain(fx.user.otherMember);
  });
});
