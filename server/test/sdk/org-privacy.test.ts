/**
 * Issue 16, product.md §6: employers and brokers never obtain member health information. A canary
 * string sits in one record of every health collection about member A (an employee of the
 * employer, in the broker's book). The employer admin and the broker try list, view, filter,
 * sort, expand (from the roster rows they can read) and realtime subscriptions — and create,
 * update and delete. None yields the canary. They also may not change a member's `subscriber`,
 * `user`, `counselor` or anything else that widens access.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type PocketBase from 'pocketbase';
import { startServer, type ServerProcess } from '../harness/server-process.js';
import { buildCoveyFixture, type CoveyFixture } from '../harness/covey-fixture.js';
import { collect, settle } from '../harness/realtime-client.js';

let srv: ServerProcess;
let fx: CoveyFixture;
const CANARY = `canary-${Date.now().toString(36)}`;

/** collection → a text field that carries the canary */
const HEALTH: Record<string, string> = {
  profiles: 'notes_for_counselor', coverages: 'carrier', plans: 'title', tasks: 'title', reports: 'title', appointments: 'location',
  chats: 'title', messages: 'body', files: 'title', comments: 'body', circles: 'name', circle_members: 'display_name',
  agreements: 'signature_name', updates: 'summary', suggestions: 'title', notifications: 'title',
};

beforeAll(async () => {
  srv = await startServer();
  fx = await buildCoveyFixture(srv);
  for (const [name, field] of Object.entries(HEALTH)) {
    const id = fx.ids[name];
    if (!id) throw new Error(`fixture has no ${name}`);
    await fx.su.collection(name).update(id, { [field]: `${CANARY}-${name}` }).catch(async (err: unknown) => {
      // a field the collection lacks: fall back to any text field the record has
      throw new Error(`could not plant the canary in ${name}.${field}: ${String(err)}`);
    });
  }
}, 180_000);
afterAll(async () => {
  await srv?.stop();
});

const leaked = (x: unknown) => JSON.stringify(x ?? null).includes(CANARY);

async function attempts(pb: PocketBase, name: string, field: string): Promise<Record<string, boolean>> {
  const id = fx.ids[name]!;
  const c = pb.collection(name);
  const list = await c.getList(1, 200).catch(() => null);
  const view = await c.getOne(id).catch(() => null);
  const filter = await c.getList(1, 5, { filter: `${field} ~ "${CANARY}"` }).catch(() => null);
  const sorted = await c.getList(1, 200, { sort: `-${field},id` }).catch(() => null);
  const viaMember = await pb.collection('members').getList(1, 50, { filter: `${name}_via_member.${field} ?~ "${CANARY}"` }).catch(() => null);
  const expand = await pb.collection('members').getOne(fx.ids['members']!, { expand: `${name}_via_member` }).catch(() => null);
  return {
    list: (list?.items.length ?? 0) > 0 || leaked(list),
    view: view !== null,
    filter: (filter?.totalItems ?? 0) > 0,
    sort: (sorted?.items.length ?? 0) > 0,
    filterThroughRoster: (viaMember?.totalItems ?? 0) > 0,
    expandFromRoster: leaked(expand?.expand),
  };
}

it('control: the member reads their own canaries the same way', async () => {
  const pb = fx.clients.member;
  for (const name of ['plans', 'reports', 'profiles', 'coverages', 'messages']) {
    const got = await attempts(pb, name, HEALTH[name]!);
    expect({ name, view: got['view'], filter: got['filter'] }).toEqual({ name, view: true, filter: true });
  }
});

describe.each(['employer', 'broker'] as const)('%s and member health data', (role) => {
  it('can read the roster row of the employee (the test is meaningful)', async () => {
    const m = await fx.clients[role].collection('members').getOne(fx.ids['members']!);
    expect(m.id).toBe(fx.ids['members']);
  });

  it.each(Object.entries(HEALTH))('%s: list, view, filter, sort and expand yield nothing', async (name, field) => {
    const got = await attempts(fx.clients[role], name, field);
    expect(got).toEqual({ list: false, view: false, filter: false, sort: false, filterThroughRoster: false, expandFromRoster: false });
  });

  it.each(Object.keys(HEALTH))('%s: create, update and delete are refused', async (name) => {
    const c = fx.clients[role].collection(name);
    const created = await c.create({ member: fx.ids['members'], title: 'x', body: 'x' }).then(() => true, () => false);
    const updated = await c.update(fx.ids[name]!, { title: 'changed' }).then(() => true, () => false);
    const deleted = await c.delete(fx.ids[name]!).then(() => true, () => false);
    expect({ created, updated, deleted }).toEqual({ created: false, updated: false, deleted: false });
  });

  it('realtime subscriptions to health collections deliver nothing', async () => {
    const pb = fx.clients[role];
    const subs = await Promise.all(['messages', 'reports', 'profiles', 'coverages'].map((n) => collect(pb, n, '*').catch(() => null)));
    const one = await collect(pb, 'reports', fx.ids['reports']!).catch(() => null);
    await fx.su.collection('reports').update(fx.ids['reports']!, { title: `${CANARY}-reports-2` });
    await fx.su.collection('messages').update(fx.ids['messages']!, { body: `${CANARY}-messages-2` });
    await fx.su.collection('profiles').update(fx.ids['profiles']!, { notes_for_counselor: `${CANARY}-profiles-2` });
    await settle();
    const events = [...subs, one].flatMap((s) => s?.events ?? []);
    expect(leaked(events)).toBe(false);
    expect(events).toHaveLength(0);
    for (const s of [...subs, one]) await s?.unsubscribe().catch(() => undefined);
  });

  it('may not change fields of a member that widen anyone\'s access', async () => {
    const c = fx.clients[role].collection('members');
    for (const body of [{ subscriber: fx.ids['mB'] }, { user: fx.user.otherMember }, { counselor: fx.ids['cB'] }, { relationship: 'child' }, { minor: true }, { employer: '' }]) {
      const ok = await c.update(fx.ids['members']!, body).then(() => true, () => false);
      expect({ body, ok }).toEqual({ body, ok: false });
    }
    const after = await fx.su.collection('members').getOne(fx.ids['members']!);
    expect(after['subscriber']).toBe('');
    expect(after['user']).toBe(fx.user.member);
    expect(after['counselor']).toBe(fx.ids['cA']);
  });
});

describe('nobody widens access by editing an employer record', () => {
  it('an admin may not add admins (co-admins come by invitation) nor use a public mail domain for eligibility', async () => {
    const E = fx.ids['employers']!;
    const before = await fx.su.collection('employers').getOne(E);
    const c = fx.clients.employer.collection('employers');
    for (const body of [{ admins: [...(before['admins'] as string[]), fx.user.member] }, { admins: [fx.user.member] }, { eligibility_domain: 'gmail.com' }, { eligibility_domain: '@Outlook.com' }]) {
      const refused = await c.update(E, body).catch((e: { status: number; response: { data: Record<string, unknown> } }) => e);
      expect(refused, JSON.stringify(body)).toMatchObject({ status: 400 });
    }
    const after = await fx.su.collection('employers').getOne(E);
    expect(after['admins']).toEqual(before['admins']);
    expect(after['eligibility_domain']).toBe(before['eligibility_domain']);
    // the member gained nothing
    expect(await fx.clients.member.collection('employers').getList(1, 50).then((l) => l.items.map((e) => e['admins']))).not.toContainEqual(expect.arrayContaining([fx.user.member]));
    // ordinary edits still work
    await c.update(E, { eligibility_domain: 'acme-foods.test', support_hours: 'Mon–Fri 9–5' });
    await fx.su.collection('employers').update(E, { eligibility_domain: before['eligibility_domain'], support_hours: before['support_hours'] });
  });

  it('a broker creates a prospect employer without admins; the first admin comes by invitation', async () => {
    const c = fx.clients.broker.collection('employers');
    const base = { name: 'Prospect Co', broker: fx.ids['brokers'], status: 'prospect' };
    await expect(c.create({ ...base, admins: [fx.user.member] })).rejects.toMatchObject({ status: 400 });
    await expect(c.create({ ...base, eligibility_domain: 'yahoo.com' })).rejects.toMatchObject({ status: 400 });
    const made = await c.create(base);
    expect(made['admins']).toEqual([]);
  });
});
