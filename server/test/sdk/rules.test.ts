import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type PocketBase from 'pocketbase';
import { startServer, type ServerProcess } from '../harness/server-process.js';
import { expectError } from '../harness/expect-error.js';

let srv: ServerProcess;
let su: PocketBase;
let guest: PocketBase;
let alice: PocketBase;
let bob: PocketBase;
const ids: Record<string, string> = {};
const ONLY_SU = 'Only superusers can perform this action.';

async function userClient(email: string): Promise<PocketBase> {
  await srv.newClient().collection('users').create({ email, name: email, password: 'password123', passwordConfirm: 'password123' });
  const pb = srv.newClient();
  await pb.collection('users').authWithPassword(email, 'password123');
  return pb;
}

beforeAll(async () => {
  srv = await startServer();
  su = await srv.superuserClient();
  guest = srv.newClient();
  alice = await userClient('alice@example.com');
  bob = await userClient('bob@example.com');
  ids['alice'] = alice.authStore.record!.id;
  ids['bob'] = bob.authStore.record!.id;
  const secrets = await su.collections.create({ name: 'secrets', fields: [{ name: 'name', type: 'text' }] });
  await su.collections.create({
    name: 'open',
    listRule: '',
    viewRule: '',
    createRule: '',
    updateRule: '',
    deleteRule: '',
    fields: [{ name: 'name', type: 'text' }],
  });
  const own = 'owner = @request.auth.id';
  await su.collections.create({
    name: 'owned',
    listRule: own,
    viewRule: own,
    createRule: own,
    updateRule: own,
    deleteRule: own,
    fields: [
      { name: 'title', type: 'text' },
      { name: 'owner', type: 'relation', collectionId: '_pb_users_auth_', maxSelect: 1 },
      { name: 'secret', type: 'text', hidden: true },
      { name: 'ref', type: 'relation', collectionId: secrets.id, maxSelect: 1 },
    ],
  });
  await su.collections.create({
    name: 'locked',
    listRule: '',
    viewRule: '',
    createRule: '',
    updateRule: '@request.body.title:changed = false && @request.body.n:isset = false || @request.body.n < 10',
    fields: [
      { name: 'title', type: 'text' },
      { name: 'n', type: 'number' },
      { name: 'note', type: 'text' },
    ],
  });
  ids['s1'] = (await su.collection('secrets').create({ name: 'top' })).id;
  ids['a1'] = (
    await alice.collection('owned').create({ title: 'a1', owner: ids['alice'], secret: 'dropped', ref: ids['s1'] })
  ).id;
  ids['b1'] = (await su.collection('owned').create({ title: 'b1', owner: ids['bob'], secret: 'hush' })).id;
});
afterAll(async () => {
  await srv?.stop();
});

describe('null rules', () => {
  it('answer 403 to everyone but superusers', async () => {
    for (const pb of [guest, alice]) {
      const c = pb.collection('secrets');
      await expectError(c.getList(), { status: 403, message: ONLY_SU });
      await expectError(c.getOne(ids['s1']!), { status: 403, message: ONLY_SU });
      await expectError(c.create({ name: 'x' }), { status: 403, message: ONLY_SU });
      await expectError(c.update(ids['s1']!, { name: 'x' }), { status: 403, message: ONLY_SU });
      await expectError(c.delete(ids['s1']!), { status: 403, message: ONLY_SU });
    }
    expect((await su.collection('secrets').getList()).totalItems).toBe(1);
  });
});

describe('empty rules', () => {
  it('are open to guests', async () => {
    const r = await guest.collection('open').create({ name: 'g' });
    expect((await guest.collection('open').getOne(r.id))['name']).toBe('g');
    expect((await guest.collection('open').update(r.id, { name: 'h' }))['name']).toBe('h');
    await guest.collection('open').delete(r.id);
    expect((await guest.collection('open').getList()).totalItems).toBe(0);
  });
});

describe('expression rules', () => {
  it('filters lists and hides records (404) for view/update/delete', async () => {
    const mine = await alice.collection('owned').getFullList();
    expect(mine.map((r) => r['title'])).toEqual(['a1']);
    expect((await guest.collection('owned').getList()).totalItems).toBe(0);
    for (const call of [
      () => alice.collection('owned').getOne(ids['b1']!),
      () => alice.collection('owned').update(ids['b1']!, { title: 'x' }),
      () => alice.collection('owned').delete(ids['b1']!),
      () => guest.collection('owned').getOne(ids['a1']!),
    ]) {
      await expectError(call(), { status: 404, message: "The requested resource wasn't found." });
    }
    expect((await su.collection('owned').getOne(ids['b1']!))['title']).toBe('b1');
  });

  it('refuses creates that fail the rule with 400', async () => {
    await expectError(alice.collection('owned').create({ title: 'x', owner: ids['bob'] }), {
      status: 400,
      message: 'Failed to create record.',
      data: {},
    });
    await expectError(guest.collection('owned').create({ title: 'x', owner: ids['alice'] }), {
      status: 400,
      message: 'Failed to create record.',
    });
    // as in PocketBase, an empty owner equals the guest's NULL auth id (rules should add @request.auth.id != '')
    const loose = await guest.collection('owned').create({ title: 'loose' });
    await su.collection('owned').delete(loose.id);
    expect((await su.collection('owned').getList()).totalItems).toBe(2);
  });

  it('evaluates :changed and :isset against the submitted body', async () => {
    const r = await guest.collection('locked').create({ title: 't', n: 1 });
    await expectError(guest.collection('locked').update(r.id, { title: 'changed' }), { status: 404 });
    expect((await guest.collection('locked').update(r.id, { title: 't', note: 'ok' }))['note']).toBe('ok');
    expect((await guest.collection('locked').update(r.id, { n: 5 }))['n']).toBe(5);
    await expectError(guest.collection('locked').update(r.id, { n: 50 }), { status: 404 });
    expect((await su.collection('locked').update(r.id, { title: 'su' }))['title']).toBe('su');
  });
});

describe('hidden fields and client filter restrictions', () => {
  it('does not return or accept hidden fields from non-superusers', async () => {
    const a1 = await alice.collection('owned').getOne(ids['a1']!);
    expect(a1).not.toHaveProperty('secret');
    expect((await su.collection('owned').getOne(ids['a1']!))['secret']).toBe('');
    expect((await su.collection('owned').getOne(ids['b1']!))['secret']).toBe('hush');
    await expectError(alice.collection('owned').getList(1, 10, { filter: "secret = 'hush'" }), { status: 400 });
    await expectError(alice.collection('owned').getList(1, 10, { sort: 'secret' }), { status: 400 });
    expect((await su.collection('owned').getList(1, 10, { filter: "secret = 'hush'" })).totalItems).toBe(1);
  });

  it('refuses filtering through a relation into a collection with a null listRule', async () => {
    await expectError(alice.collection('owned').getList(1, 10, { filter: "ref.name = 'top'" }), { status: 400 });
    expect((await su.collection('owned').getList(1, 10, { filter: "ref.name = 'top'" })).totalItems).toBe(1);
  });

  it('refuses @collection and @request in client filters', async () => {
    await expectError(alice.collection('open').getList(1, 10, { filter: "@collection.owned.title = 'x'" }), {
      status: 403,
      message: 'Only superusers can filter by @collection.',
    });
    await expectError(guest.collection('open').getList(1, 10, { filter: "@request.auth.id != ''" }), {
      status: 403,
      message: 'Only superusers can filter by @request.',
    });
    await expectError(guest.collection('open').getList(1, 10, { sort: '@request.auth.id' }), { status: 403 });
    expect((await su.collection('open').getList(1, 10, { filter: "@request.auth.id != ''" })).totalItems).toBe(0);
  });

  it('expands only what the viewer may see', async () => {
    const a1 = await alice.collection('owned').getOne(ids['a1']!, { expand: 'ref,owner' });
    expect(a1.expand?.['ref']).toBeUndefined();
    expect(a1.expand?.['owner']).toMatchObject({ id: ids['alice'] });
    const asSu = await su.collection('owned').getOne(ids['a1']!, { expand: 'ref' });
    expect(asSu.expand?.['ref']).toMatchObject({ name: 'top' });
  });
});
