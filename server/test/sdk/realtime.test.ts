/**
 * Realtime over SSE through the official SDK (contract §7): events for create/update/delete,
 * delivery gated by list/view rules per client, options (filter, expand, fields), unsubscribe,
 * bad subscriptions, and nothing published by a rolled-back batch.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type PocketBase from 'pocketbase';
import { startServer, type ServerProcess } from '../harness/server-process.js';
import { collect, eventually, settle } from '../harness/realtime-client.js';
import { expectError } from '../harness/expect-error.js';

let server: ServerProcess;
let su: PocketBase;
let alice: PocketBase;
let bob: PocketBase;
let aliceId: string;
let bobId: string;

async function userClient(email: string): Promise<{ pb: PocketBase; id: string }> {
  const rec = await su.collection('users').create({ email, password: 'password-123', passwordConfirm: 'password-123', name: email });
  const pb = server.newClient();
  await pb.collection('users').authWithPassword(email, 'password-123');
  return { pb, id: rec.id };
}

beforeAll(async () => {
  server = await startServer();
  su = await server.superuserClient();
  await su.collections.create({
    name: 'notes',
    type: 'base',
    listRule: 'owner = @request.auth.id',
    viewRule: 'owner = @request.auth.id',
    createRule: '@request.auth.id != ""',
    updateRule: 'owner = @request.auth.id',
    deleteRule: 'owner = @request.auth.id',
    fields: [
      { name: 'title', type: 'text' },
      { name: 'owner', type: 'relation', collectionId: '_pb_users_auth_', maxSelect: 1 },
      { name: 'secret', type: 'text', hidden: true },
    ],
  });
  await su.collections.create({ name: 'locked', type: 'base', fields: [{ name: 'title', type: 'text' }] });
  ({ pb: alice, id: aliceId } = await userClient('alice@example.com'));
  ({ pb: bob, id: bobId } = await userClient('bob@example.com'));
});

afterAll(async () => {
  for (const pb of [alice, bob, su]) pb?.realtime.unsubscribe().catch(() => undefined);
  await server?.stop();
});

describe('record events', () => {
  it('delivers create, update and delete to a subscriber allowed by the list rule', async () => {
    const sub = await collect(alice, 'notes', '*');
    const rec = await alice.collection('notes').create({ title: 'one', owner: aliceId, secret: 's' });
    await alice.collection('notes').update(rec.id, { title: 'two' });
    await alice.collection('notes').delete(rec.id);
    expect(await eventually(() => sub.events.length === 3)).toBe(true);
    expect(sub.events.map((e) => `${e.action}:${e.record['title']}`)).toEqual(['create:one', 'update:two', 'delete:two']);
    expect(sub.events[0]!.record).not.toHaveProperty('secret');
    expect(sub.events[0]!.record.collectionName).toBe('notes');
    await sub.unsubscribe();
  });

  it('does not deliver records the rule hides from that client', async () => {
    const aliceSub = await collect(alice, 'notes', '*');
    const bobSub = await collect(bob, 'notes', '*');
    const guest = server.newClient();
    const guestSub = await collect(guest, 'notes', '*');
    await bob.collection('notes').create({ title: 'bob only', owner: bobId });
    expect(await eventually(() => bobSub.events.length === 1)).toBe(true);
    await settle();
    expect(aliceSub.events).toHaveLength(0);
    expect(guestSub.events).toHaveLength(0);
    await Promise.all([aliceSub.unsubscribe(), bobSub.unsubscribe(), guestSub.unsubscribe()]);
  });

  it('a record topic is gated by the view rule', async () => {
    const rec = await alice.collection('notes').create({ title: 'watched', owner: aliceId });
    const mine = await collect(alice, 'notes', rec.id);
    const theirs = await collect(bob, 'notes', rec.id);
    await alice.collection('notes').update(rec.id, { title: 'changed' });
    expect(await eventually(() => mine.events.length === 1)).toBe(true);
    await settle();
    expect(theirs.events).toHaveLength(0);
    await Promise.all([mine.unsubscribe(), theirs.unsubscribe()]);
  });

  it('superusers receive everything, hidden fields included', async () => {
    const sub = await collect(su, 'notes', '*');
    await bob.collection('notes').create({ title: 'for the operator', owner: bobId, secret: 'x' });
    await su.collection('notes').create({ title: 'by su', owner: bobId, secret: 'y' });
    expect(await eventually(() => sub.events.length === 2)).toBe(true);
    expect(sub.events[1]!.record['secret']).toBe('y');
    await sub.unsubscribe();
  });

  it('honours filter, expand and fields options', async () => {
    const sub = await collect(alice, 'notes', '*', { filter: 'title ~ "keep"', expand: 'owner', fields: 'id,title,expand.owner.email' });
    await alice.collection('notes').create({ title: 'drop me', owner: aliceId });
    await alice.collection('notes').create({ title: 'keep me', owner: aliceId });
    expect(await eventually(() => sub.events.length >= 1)).toBe(true);
    await settle();
    expect(sub.events).toHaveLength(1);
    expect(sub.events[0]!.record).toEqual({ id: expect.any(String), title: 'keep me', expand: { owner: { email: 'alice@example.com' } } });
    await sub.unsubscribe();
  });

  it('stops delivering after unsubscribe', async () => {
    const sub = await collect(alice, 'notes', '*');
    await sub.unsubscribe();
    await alice.collection('notes').create({ title: 'after', owner: aliceId });
    await settle();
    expect(sub.events).toHaveLength(0);
  });

  it('a collection only superusers may list gives nothing to others', async () => {
    const sub = await collect(alice, 'locked', '*');
    await su.collection('locked').create({ title: 'hidden' });
    await settle();
    expect(sub.events).toHaveLength(0);
    await sub.unsubscribe();
  });

  it('a rolled-back batch publishes nothing', async () => {
    await su.settings.update({ batch: { enabled: true } });
    const sub = await collect(alice, 'notes', '*');
    const batch = alice.createBatch();
    batch.collection('notes').create({ title: 'never', owner: aliceId });
    batch.collection('notes').update('missing0000000', { title: 'boom' });
    await expectError(batch.send(), { status: 400, message: 'Batch transaction failed.' });
    const ok = alice.createBatch();
    ok.collection('notes').create({ title: 'committed', owner: aliceId });
    await ok.send();
    expect(await eventually(() => sub.events.length === 1)).toBe(true);
    await settle();
    expect(sub.events.map((e) => e.record['title'])).toEqual(['committed']);
    await sub.unsubscribe();
  });

  it('a password change turns the connected client into a guest', async () => {
    const { pb: carol, id: carolId } = await userClient('carol@example.com');
    const sub = await collect(carol, 'notes', '*');
    await su.collection('users').update(carolId, { password: 'password-456', passwordConfirm: 'password-456' });
    await su.collection('notes').create({ title: 'for carol', owner: carolId });
    await settle(600);
    expect(sub.events).toHaveLength(0);
    await sub.unsubscribe().catch(() => undefined);
  });
});

describe('subscription requests', () => {
  const post = (body: unknown, token = '') =>
    fetch(`${server.url}/api/realtime`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
      body: JSON.stringify(body),
    });

  it('answers 404 for an unknown client id', async () => {
    const res = await post({ clientId: 'nope', subscriptions: ['notes/*'] });
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ message: 'Missing or invalid client id.' });
  });

  it('refuses a thousand-and-one topics and a different auth for the same client', async () => {
    await collect(alice, 'notes', '*');
    const clientId = alice.realtime.clientId;
    const tooMany = await post({ clientId, subscriptions: Array.from({ length: 1001 }, (_, i) => `notes/${i}`) }, alice.authStore.token);
    expect(tooMany.status).toBe(400);
    const otherAuth = await post({ clientId, subscriptions: ['notes/*'] }, bob.authStore.token);
    expect(otherAuth.status).toBe(403);
    expect(await otherAuth.json()).toMatchObject({ message: "The current and the previous request authorization don't match." });
    await alice.realtime.unsubscribe();
  });

  it('streams PB_CONNECT with the client id on the id line', async () => {
    const res = await fetch(`${server.url}/api/realtime`);
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const reader = res.body!.getReader();
    const { value } = await reader.read();
    const text = new TextDecoder().decode(value);
    const id = /^id:([A-Za-z0-9]{40})\nevent:PB_CONNECT\ndata:\{"clientId":"\1"\}\n\n/.exec(text);
    expect(id).not.toBeNull();
    await reader.cancel();
  });
});
