/**
 * Issue 15 §3–4: the scope matrix (every health collection × every scope × view/manage) and
 * access ending at once on every path. A caregiver's row in the owner's circle is set per cell;
 * each collection holds a canary record of the owner. The caregiver sees a canary only when the
 * collection's scope is granted, and creates records only with `manage` in that scope. Then, a
 * revoked caregiver's old session, file token and open realtime subscription get nothing new.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type PocketBase from 'pocketbase';
import { startServer, type ServerProcess } from '../harness/server-process.js';
import { png } from '../harness/covey-fixture.js';
import { collect, eventually } from '../harness/realtime-client.js';

const SCOPES = ['profile', 'coverage', 'plans', 'appointments', 'reports', 'files', 'chat'] as const;
const PASSWORD = 'matrix-pass-123';
let srv: ServerProcess;
let su: PocketBase;
let owner: { id: string; member: string; pb: PocketBase };
let carer: { id: string; pb: PocketBase };
let counselorId = '';
let row = '';
let circle = '';
const canaries: Record<string, { id: string; text: string }> = {};
let seq = 0;
const canary = (tag: string) => `canary-${tag}-${Date.now().toString(36)}-${++seq}`;

async function user(name: string, role = 'member') {
  const email = `${name.toLowerCase()}-${Date.now().toString(36)}@matrix.test`;
  const u = await su.collection('users').create({ email, password: PASSWORD, passwordConfirm: PASSWORD, name, role, verified: true });
  const pb = srv.newClient();
  await pb.collection('users').authWithPassword(email, PASSWORD);
  return { id: u.id, pb };
}

/** collection → the scope that opens it, the canary's text field, how the caregiver would create one */
const CELLS: { name: string; scope: string; field: string; create?: (me: string) => Record<string, unknown> }[] = [
  { name: 'profiles', scope: 'profile', field: 'notes_for_counselor' },
  { name: 'coverages', scope: 'coverage', field: 'carrier', create: () => ({ type: 'medical', carrier: 'Made by carer', status: 'draft' }) },
  { name: 'plans', scope: 'plans', field: 'title', create: (me) => ({ title: 'Carer plan', status: 'active', created_by: me }) },
  { name: 'tasks', scope: 'plans', field: 'title', create: (me) => ({ title: 'Carer task', status: 'todo', created_by: me }) },
  { name: 'appointments', scope: 'appointments', field: 'reason', create: (me) => ({ kind: 'provider_visit', status: 'requested', booked_by: me, reason: 'Carer booking' }) },
  { name: 'reports', scope: 'reports', field: 'title', create: () => ({ title: 'Carer report', kind: 'bill_review', status: 'draft' }) },
  { name: 'files', scope: 'files', field: 'title', create: (me) => ({ owner: me, title: 'Carer upload', kind: 'other', file: png() }) },
  { name: 'chats', scope: 'chat', field: 'id' },
  { name: 'messages', scope: 'chat', field: 'body' },
];

/** collection → the comments field that points at it */
const COMMENTABLE: Record<string, string> = { plans: 'plan', tasks: 'task', appointments: 'appointment', reports: 'report', files: 'file' };

beforeAll(async () => {
  srv = await startServer();
  su = await srv.superuserClient();
  const o = await user('Owner');
  owner = { ...o, member: (await su.collection('members').getFirstListItem(`user = "${o.id}"`)).id };
  carer = await user('Carer');
  const counselor = await user('Counselor', 'counselor');
  counselorId = (await su.collection('counselors').create({ user: counselor.id, display_name: 'C', active: true, accepting: true, capacity: 5 })).id;
  await su.collection('members').update(owner.member, { counselor: counselorId });
  circle = (await su.collection('circles').create({ owner: owner.id, member: owner.member, name: 'Matrix' })).id;
  row = (await su.collection('circle_members').create({ circle, user: carer.id, access: 'view', scopes: [], status: 'active' })).id;
  const M = { member: owner.member };
  const profile = await su.collection('profiles').getFirstListItem(`member = "${owner.member}"`);
  const t = (k: string) => canary(k);
  canaries['profiles'] = { id: profile.id, text: t('profile') };
  await su.collection('profiles').update(profile.id, { notes_for_counselor: canaries['profiles'].text });
  const make = async (name: string, field: string, body: Record<string, unknown>) => {
    const text = t(name);
    const r = await su.collection(name).create({ ...M, ...body, [field]: text });
    canaries[name] = { id: r.id, text: field === 'id' ? r.id : text };
  };
  await make('coverages', 'carrier', { type: 'medical', status: 'draft' });
  await make('plans', 'title', { status: 'active', created_by: owner.id });
  await make('tasks', 'title', { status: 'todo', created_by: owner.id });
  await make('appointments', 'reason', { counselor: counselorId, kind: 'counselor_call', status: 'confirmed' });
  await make('reports', 'title', { kind: 'bill_review', status: 'submitted' });
  await make('files', 'title', { owner: owner.id, kind: 'other', file: png() });
  const chat = await su.collection('chats').create({ ...M, kind: 'counselor' });
  canaries['chats'] = { id: chat.id, text: chat.id };
  const text = t('message');
  canaries['messages'] = { id: (await su.collection('messages').create({ chat: chat.id, sender: owner.id, role: 'member', body: text })).id, text };
}, 120_000);
afterAll(async () => {
  await srv?.stop();
});

async function sees(name: string, field: string): Promise<boolean> {
  const c = canaries[name]!;
  const list = await carer.pb.collection(name).getList(1, 100, { filter: `${field} = "${c.text}"` });
  const view = await carer.pb.collection(name).getOne(c.id).then(() => true, () => false);
  expect(list.totalItems > 0, `${name}: list and view agree`).toBe(view);
  return view;
}

const created = (name: string, body: Record<string, unknown>) =>
  carer.pb.collection(name).create({ member: owner.member, ...body }).then((r) => { void su.collection(name).delete(r.id).catch(() => undefined); return true; }, () => false);

describe('scope matrix', () => {
  for (const access of ['view', 'manage'] as const) {
    for (const scope of SCOPES) {
      it(`${access} + ${scope}`, async () => {
        await su.collection('circle_members').update(row, { access, scopes: [scope] });
        for (const cell of CELLS) {
          const open = cell.scope === scope;
          expect(await sees(cell.name, cell.field), `${cell.name} read with ${access}/${scope}`).toBe(open);
          if (cell.create) expect(await created(cell.name, cell.create(carer.id)), `${cell.name} create with ${access}/${scope}`).toBe(open && access === 'manage');
        }
        // comments: read with the scope, written only with manage in it
        for (const [name, field] of Object.entries(COMMENTABLE)) {
          const cell = CELLS.find((c) => c.name === name)!;
          const ok = await carer.pb.collection('comments').create({ member: owner.member, [field]: canaries[name]!.id, author: carer.id, body: 'Carer note', internal: false })
            .then((r) => { void su.collection('comments').delete(r.id).catch(() => undefined); return true; }, () => false);
          expect(ok, `comment on ${name} with ${access}/${scope}`).toBe(cell.scope === scope && access === 'manage');
        }
        // profile edits need manage + profile
        const edit = await carer.pb.collection('profiles').update(canaries['profiles']!.id, { pronouns: 'they/them' }).then(() => true, () => false);
        expect(edit, `profile edit with ${access}/${scope}`).toBe(scope === 'profile' && access === 'manage');
        // the owner's member row is visible with any active row (who shared with me), never the others
        expect(await carer.pb.collection('members').getOne(owner.member).then(() => true, () => false)).toBe(true);
      });
    }
  }
});

describe('access ends at once', () => {
  it('a revoked caregiver: old session, file token and open subscription get nothing', async () => {
    await su.collection('circle_members').update(row, { access: 'manage', scopes: [...SCOPES] });
    const file = await su.collection('files').getOne(canaries['files']!.id);
    const token = await carer.pb.files.getToken();
    const url = carer.pb.files.getURL(file, String(file['file']), { token });
    expect((await fetch(url)).status).toBe(200);
    const plans = await collect(carer.pb, 'plans', '*');
    const rows = await collect(carer.pb, 'circle_members', row);
    const notes = await collect(carer.pb, 'notifications', '*');
    const before = canary('before');
    await su.collection('plans').update(canaries['plans']!.id, { title: before });
    expect(await eventually(() => plans.events.some((e) => e.record['title'] === before), 5000)).toBe(true);

    await owner.pb.collection('circle_members').update(row, { status: 'revoked' });
    // the caregiver's screen hears about its own row (to show "no longer have access")
    expect(await eventually(() => rows.events.some((e) => e.record['status'] === 'revoked'), 5000)).toBe(true);
    const after = canary('after');
    await su.collection('plans').update(canaries['plans']!.id, { title: after });
    // the revocation notice arrives after the plan change was published: anything for the plan would be here by now
    await su.collection('notifications').create({ user: carer.id, title: 'sentinel', kind: 'system' });
    expect(await eventually(() => notes.events.some((e) => e.record['title'] === 'sentinel'), 5000)).toBe(true);
    expect(plans.events.map((e) => e.record['title'])).not.toContain(after);
    expect((await fetch(url)).status).toBe(404);
    for (const cell of CELLS) {
      const filter = cell.name === 'messages' ? `chat.member = "${owner.member}"` : `member = "${owner.member}"`;
      expect(await carer.pb.collection(cell.name).getList(1, 50, { filter }).then((l) => l.totalItems), cell.name).toBe(0);
      expect(await carer.pb.collection(cell.name).getOne(canaries[cell.name]!.id).then(() => 'seen', (e: { status: number }) => e.status), cell.name).toBe(404);
    }
    expect(await carer.pb.collection('members').getOne(owner.member).then(() => true, () => false)).toBe(false);
    const chat = await su.collection('chats').getOne(canaries['chats']!.id);
    expect(chat['participants']).not.toContain(carer.id);
    for (const s of [plans, rows, notes]) await s.unsubscribe();
  });
});
