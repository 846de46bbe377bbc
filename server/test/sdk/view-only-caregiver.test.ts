/**
 * Issue 29 part 3 through the official SDK: a caregiver whose circle shares Alex's plans, reports,
 * files and coverage to view reads them and changes none of them (accepting a plan, ticking a
 * task, editing or withdrawing a report, editing a card, renaming or deleting a file); with manage
 * the same writes go through, except files, which stay their owner's. A narrowed scope or leaving
 * the circle empties the lists the screens load at once (the switcher's people list drops Alex too),
 * and a resolved report reaches the caregiver with a title that says whose it is.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type PocketBase from 'pocketbase';
import { startServer, type ServerProcess } from '../harness/server-process.js';
import { png } from '../harness/covey-fixture.js';

const PASSWORD = 'view-only-pass-123';
let srv: ServerProcess;
let su: PocketBase;
let alex: { id: string; member: string; pb: PocketBase };
let carer: { id: string; pb: PocketBase };
let counselor: { id: string; pb: PocketBase };
let row = '';
const ids: Record<string, string> = {};
let seq = 0;

async function user(first: string, last: string, role = 'member') {
  const email = `${first.toLowerCase()}-${Date.now().toString(36)}-${++seq}@view-only.test`;
  const u = await su
    .collection('users')
    .create({ email, password: PASSWORD, passwordConfirm: PASSWORD, name: `${first} ${last}`, role, verified: true });
  const pb = srv.newClient();
  await pb.collection('users').authWithPassword(email, PASSWORD);
  return { id: u.id, pb };
}

const status = (p: Promise<unknown>) =>
  p.then(
    () => 200,
    (e: { status: number }) => e.status,
  );

beforeAll(async () => {
  srv = await startServer();
  su = await srv.superuserClient();
  const a = await user('Alex', 'Rivera');
  const member = (await su.collection('members').getFirstListItem(`user = "${a.id}"`)).id;
  await su.collection('members').update(member, { first_name: 'Alex', last_name: 'Rivera' });
  alex = { ...a, member };
  carer = await user('Jordan', 'Rivera');
  counselor = await user('Casey', 'Counselor', 'counselor');
  const c = await su
    .collection('counselors')
    .create({ user: counselor.id, display_name: 'Casey', active: true, accepting: true, capacity: 5 });
  await su.collection('members').update(member, { counselor: c.id });
  const circle = (await su.collection('circles').create({ owner: alex.id, member, name: "Alex's care team" })).id;
  row = (
    await su
      .collection('circle_members')
      .create({
        circle,
        user: carer.id,
        access: 'view',
        scopes: ['plans', 'reports', 'files', 'coverage'],
        status: 'active',
      })
  ).id;
  const M = { member };
  ids['coverages'] = (
    await su.collection('coverages').create({ ...M, type: 'medical', carrier: 'Blue Shield', status: 'active' })
  ).id;
  ids['plans'] = (
    await su
      .collection('plans')
      .create({ ...M, title: 'Prepare for surgery', status: 'proposed', created_by: counselor.id })
  ).id;
  ids['tasks'] = (
    await su.collection('tasks').create({ ...M, title: 'Call the surgeon', status: 'todo', created_by: alex.id })
  ).id;
  ids['reports'] = (
    await su
      .collection('reports')
      .create({ ...M, title: 'MRI bill', kind: 'bill_review', status: 'submitted', description: 'Billed twice' })
  ).id;
  ids['second'] = (
    await su.collection('reports').create({ ...M, title: 'CT bill', kind: 'bill_review', status: 'submitted' })
  ).id;
  ids['files'] = (
    await su
      .collection('files')
      .create({ ...M, owner: alex.id, title: 'Pre-authorization', kind: 'other', file: png() })
  ).id;
}, 120_000);
afterAll(async () => {
  await srv?.stop();
});

/** each write a screen would offer, with the field that shows whether it landed */
const WRITES: { name: string; label: string; body: Record<string, unknown>; field: string }[] = [
  { name: 'plans', label: 'accept the plan', body: { status: 'active' }, field: 'status' },
  { name: 'tasks', label: 'tick the task', body: { status: 'done' }, field: 'status' },
  {
    name: 'reports',
    label: 'edit the report',
    body: { description: 'Changed by the caregiver' },
    field: 'description',
  },
  { name: 'coverages', label: 'edit the card', body: { carrier: 'Changed by the caregiver' }, field: 'carrier' },
  { name: 'files', label: 'rename the file', body: { title: 'Changed by the caregiver' }, field: 'title' },
];

describe('a view-only caregiver', () => {
  it('reads every item of Alex it is shared and changes none of them', async () => {
    for (const w of WRITES) {
      const before = await su.collection(w.name).getOne(ids[w.name]!);
      expect(await status(carer.pb.collection(w.name).getOne(ids[w.name]!)), `${w.name} is shared to view`).toBe(200);
      const code = await status(carer.pb.collection(w.name).update(ids[w.name]!, w.body));
      expect([400, 403, 404], `${w.label}: refused in the store's envelope, not ${code}`).toContain(code);
      expect((await su.collection(w.name).getOne(ids[w.name]!))[w.field], w.label).toBe(before[w.field]);
    }
    expect([400, 403, 404]).toContain(
      await status(carer.pb.collection('reports').update(ids['reports']!, { status: 'withdrawn' })),
    );
    expect([400, 403, 404]).toContain(await status(carer.pb.collection('files').delete(ids['files']!)));
    expect((await su.collection('reports').getOne(ids['reports']!))['status']).toBe('submitted');
    expect(await status(su.collection('files').getOne(ids['files']!))).toBe(200);
  });

  it('with manage the same writes go through, except a file, which stays its owner’s', async () => {
    await su.collection('circle_members').update(row, { access: 'manage' });
    for (const w of WRITES) {
      const code = await status(carer.pb.collection(w.name).update(ids[w.name]!, w.body));
      if (w.name === 'files') expect([403, 404], w.label).toContain(code);
      else expect(code, w.label).toBe(200);
    }
    await su.collection('circle_members').update(row, { access: 'view' });
  });
});

describe('a resolved report', () => {
  it("reaches the caregiver saying whose it is; Alex's own notice stays Alex's", async () => {
    // the counselor works the case (a superuser's change is not the counselor's and tells nobody)
    await counselor.pb.collection('reports').update(ids['reports']!, { status: 'in_review' });
    await counselor.pb
      .collection('reports')
      .update(ids['reports']!, {
        status: 'resolved',
        outcome: 'refund',
        resolution: 'The hospital refunded the second charge.',
        amount_saved: 120,
      });
    const mine = await carer.pb
      .collection('notifications')
      .getFullList({ filter: `link = "/reports/${ids['reports']}"` });
    expect(mine.map((n) => n['title'])).toContain("Alex's report “MRI bill” is resolved");
    expect(mine.every((n) => n['subject_name'] === 'Alex Rivera')).toBe(true);
    const own = await alex.pb
      .collection('notifications')
      .getFullList({ filter: `link = "/reports/${ids['reports']}"` });
    expect(own.map((n) => n['title'])).toContain('“MRI bill” is resolved');
    expect(own.every((n) => n['subject_name'] === '')).toBe(true);
  });
});

describe('when the relationship changes', () => {
  const seen = async (name: string) =>
    (await carer.pb.collection(name).getFullList()).filter((r) => r['member'] === alex.member).length;

  it('a narrowed scope empties those lists at once; leaving the circle empties all of them and the people list', async () => {
    const counts = { plans: 1, tasks: 1, reports: 2, files: 1, coverages: 1 };
    for (const [name, n] of Object.entries(counts)) expect(await seen(name), name).toBe(n);
    expect((await carer.pb.collection('members').getFullList()).map((m) => m.id)).toContain(alex.member);

    await su.collection('circle_members').update(row, { scopes: ['reports'] });
    for (const name of ['plans', 'tasks', 'files', 'coverages'])
      expect(await seen(name), `${name} after narrowing`).toBe(0);
    expect(await seen('reports')).toBe(2);

    await carer.pb.collection('circle_members').update(row, { status: 'left' });
    for (const name of ['plans', 'tasks', 'reports', 'files', 'coverages'])
      expect(await seen(name), `${name} after leaving`).toBe(0);
    expect((await carer.pb.collection('members').getFullList()).map((m) => m.id)).not.toContain(alex.member);
    // no notice about Alex's items reaches someone who left
    const before = (await carer.pb.collection('notifications').getFullList()).length;
    await counselor.pb.collection('reports').update(ids['second']!, { status: 'in_review' });
    expect(
      (await alex.pb.collection('notifications').getFullList({ filter: `link = "/reports/${ids['second']}"` })).length,
    ).toBe(1);
    expect((await carer.pb.collection('notifications').getFullList()).length).toBe(before);
  });
});
