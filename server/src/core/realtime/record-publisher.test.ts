/**
 * Realtime fan-out checks (issue 20): own-field and `@request.auth.*` rules are decided in memory
 * (no SQL), rules that need other rows still run as SQL, and what each subscriber receives is the
 * same as before (rule, filter, own email of auth records, hidden fields).
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness/test-app.js';
import { RealtimeClient } from '../../realtime/client.js';
import { createCollection, updateCollection } from '../collections/collection-service.js';
import { createRecord, updateRecord } from '../records/record-upsert.js';
import { guestRequest, type AuthInfo } from '../rules/request-info.js';
import { realtimeCheckCounters } from './record-publisher.js';

let ctx: TestApp;

class Sink {
  chunks: string[] = [];
  write(chunk: string): boolean {
    this.chunks.push(chunk);
    return true;
  }
  close(): void {}
  events(): { name: string; data: Record<string, unknown> }[] {
    return this.chunks.map((c) => ({ name: /event:(.*)/.exec(c)![1]!, data: JSON.parse(/data:(.*)/.exec(c)![1]!) as Record<string, unknown> }));
  }
}

function subscribe(auth: AuthInfo | null, topics: string[]): Sink {
  const client = new RealtimeClient({ auth });
  const sink = new Sink();
  client.attach(sink);
  ctx.app.broker.register(client);
  client.setSubscriptions(topics);
  return sink;
}

const authOf = (who: 'alice' | 'bob'): AuthInfo => ({ collection: ctx.app.core.getCollection('users')!, record: ctx.records[who].data });

beforeAll(async () => {
  ctx = await createTestApp();
  const core = ctx.app.core;
  const users = core.getCollection('users')!;
  const rule = "@request.auth.id != '' && (owner = @request.auth.id || public = true)";
  await createCollection(core, {
    name: 'rt_notes',
    type: 'base',
    listRule: rule,
    viewRule: rule,
    fields: [
      { name: 'title', type: 'text' },
      { name: 'public', type: 'bool' },
      { name: 'note', type: 'text', hidden: true },
      { name: 'owner', type: 'relation', collectionId: users.id, maxSelect: 1 },
    ],
  });
  await createCollection(core, {
    name: 'rt_rel',
    type: 'base',
    listRule: "owner.name = 'Alice'",
    viewRule: "owner.name = 'Alice'",
    fields: [{ name: 'owner', type: 'relation', collectionId: users.id, maxSelect: 1 }],
  });
});
afterAll(() => ctx.close());

const create = (name: string, body: Record<string, unknown>) =>
  createRecord(ctx.app.core, { collection: ctx.app.core.getCollection(name)!, body, req: guestRequest(), isSuperuser: true, skipRule: true });

describe('realtime record events', () => {
  it('own-field and auth rules are checked in memory and deliver what each subscriber may see', async () => {
    const alice = subscribe(authOf('alice'), ['rt_notes/*']);
    const alice2 = subscribe(authOf('alice'), ['rt_notes/*']);
    const bob = subscribe(authOf('bob'), ['rt_notes/*']);
    const bobFiltered = subscribe(authOf('bob'), ['rt_notes/*?options=' + encodeURIComponent(JSON.stringify({ query: { filter: "title = 'x'" } }))]);
    const guest = subscribe(null, ['rt_notes/*']);
    const sqlBefore = realtimeCheckCounters.sql;
    const memoryBefore = realtimeCheckCounters.memory;
    await create('rt_notes', { title: 'mine', public: false, owner: ctx.records.alice.data['id'], note: 'n' });
    await create('rt_notes', { title: 'x', public: true, owner: '' });
    await vi.waitFor(() => expect(bob.events()).toHaveLength(1));
    await vi.waitFor(() => expect(alice2.events()).toHaveLength(2));
    expect(realtimeCheckCounters.sql - sqlBefore).toBe(0);
    expect(realtimeCheckCounters.memory - memoryBefore).toBeGreaterThan(0);
    expect(alice.events().map((e) => e.data['record'] && (e.data['record'] as Record<string, unknown>)['title'])).toEqual(['mine', 'x']);
    expect(alice2.events()).toEqual(alice.events());
    expect(bob.events().map((e) => (e.data['record'] as Record<string, unknown>)['title'])).toEqual(['x']);
    expect(bobFiltered.events().map((e) => (e.data['record'] as Record<string, unknown>)['title'])).toEqual(['x']);
    expect(guest.events()).toEqual([]);
    const rec = alice.events()[0]!.data['record'] as Record<string, unknown>;
    expect(rec['note']).toBeUndefined();
    expect(alice.events()[0]!.data['action']).toBe('create');
  });

  it('a rule change applies to the very next event (nothing compiled is kept between events)', async () => {
    const core = ctx.app.core;
    const bob = subscribe(authOf('bob'), ['rt_notes/*']);
    await create('rt_notes', { title: 'before', public: true });
    await vi.waitFor(() => expect(bob.events()).toHaveLength(1));
    const lockedOut = "@request.auth.id != '' && owner = @request.auth.id";
    await updateCollection(core, core.getCollection('rt_notes')!, { listRule: lockedOut, viewRule: lockedOut });
    await create('rt_notes', { title: 'after', public: true });
    await create('rt_notes', { title: 'his', public: false, owner: ctx.records.bob.data['id'] });
    await vi.waitFor(() => expect(bob.events()).toHaveLength(2));
    expect(bob.events().map((e) => (e.data['record'] as Record<string, unknown>)['title'])).toEqual(['before', 'his']);
  });

  it('a rule through a relation still runs as SQL, and sees the related row', async () => {
    const alice = subscribe(authOf('alice'), ['rt_rel/*']);
    const sqlBefore = realtimeCheckCounters.sql;
    await create('rt_rel', { owner: ctx.records.alice.data['id'] });
    await create('rt_rel', { owner: ctx.records.bob.data['id'] });
    await create('rt_rel', { owner: ctx.records.alice.data['id'] });
    await vi.waitFor(() => expect(alice.events()).toHaveLength(2));
    expect(realtimeCheckCounters.sql - sqlBefore).toBeGreaterThan(0);
    const aliceId = ctx.records.alice.data['id'];
    expect(alice.events().map((e) => (e.data['record'] as Record<string, unknown>)['owner'])).toEqual([aliceId, aliceId]);
  });

  it('an auth record event shows its email only to the record itself (one JSON per view)', async () => {
    const core = ctx.app.core;
    const users = core.getCollection('users')!;
    await updateCollection(core, users, { listRule: "@request.auth.id != ''", viewRule: "@request.auth.id != ''" });
    const alice = subscribe(authOf('alice'), ['users/*']);
    const bob = subscribe(authOf('bob'), ['users/*']);
    const current = { ...ctx.records.alice, collection: core.getCollection('users')! };
    await updateRecord(core, current, { collection: current.collection, body: { name: 'Alice B' }, req: guestRequest(), isSuperuser: true, skipRule: true });
    await vi.waitFor(() => expect(bob.events()).toHaveLength(1));
    await vi.waitFor(() => expect(alice.events()).toHaveLength(1));
    const seenBy = (s: Sink) => s.events().map((e) => e.data['record'] as Record<string, unknown>);
    expect(seenBy(alice).map((r) => [r['name'], r['email']])).toEqual([['Alice B', ctx.records.alice.data['email']]]);
    expect(seenBy(bob).map((r) => [r['name'], r['email']])).toEqual([['Alice B', undefined]]);
  });
});
