/**
 * Account data (issue 11 item 9) through the SDK against the built server:
 * - `GET /api/account/export`: a zip of the caller's own records and files, never another member's
 *   (a canary planted in the other member's records never appears);
 * - deletion as a request: ask, see it, cancel; a superuser purge removes only accounts whose
 *   30-day grace period has passed, with their records;
 * - `POST /api/coverages/{id}/dependents`: dependents on the plan get a linked coverage;
 * - messages keep their attachments' original names.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import type PocketBase from 'pocketbase';
import { startServer, type ServerProcess } from '../harness/server-process.js';
import { buildCoveyFixture, png, type CoveyFixture } from '../harness/covey-fixture.js';
import { expectError } from '../harness/expect-error.js';

let srv: ServerProcess;
let fx: CoveyFixture;
const CANARY = 'CANARY-7f3a9-other-member';
const PW = 'account-pass-123';

function unzip(buf: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buf, { lazyEntries: true }, (err, zip) => {
      if (err || !zip) return reject(err ?? new Error('no zip'));
      const out = new Map<string, Buffer>();
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (e, stream) => {
          if (e || !stream) return reject(e ?? new Error('no stream'));
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => {
            out.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(out));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

async function exportOf(pb: PocketBase): Promise<{ status: number; type: string; entries: Map<string, Buffer> | null }> {
  const res = await fetch(pb.buildURL('/api/account/export'), { headers: { Authorization: pb.authStore.token } });
  const type = res.headers.get('content-type') ?? '';
  const buf = Buffer.from(await res.arrayBuffer());
  return { status: res.status, type, entries: res.ok ? await unzip(buf) : null };
}

const records = (entries: Map<string, Buffer>, name: string) =>
  JSON.parse(entries.get(`records/${name}.json`)!.toString('utf8')) as Record<string, unknown>[];

async function signUp(email: string): Promise<PocketBase> {
  await srv.newClient().collection('users').create({ email, password: PW, passwordConfirm: PW, name: 'Del Tester' });
  const pb = srv.newClient();
  await pb.collection('users').authWithPassword(email, PW);
  return pb;
}

beforeAll(async () => {
  srv = await startServer();
  fx = await buildCoveyFixture(srv);
  const c = (n: string) => fx.su.collection(n);
  // the other member's world, full of canaries
  const mB = fx.ids['mB']!;
  await c('coverages').create({ member: mB, type: 'medical', carrier: CANARY, status: 'active', card_front: png() });
  await c('tasks').create({ member: mB, title: CANARY, status: 'todo', created_by: fx.user.otherMember });
  await c('reports').create({ member: mB, title: CANARY, kind: 'bill_review', status: 'submitted' });
  await c('files').create({ member: mB, owner: fx.user.otherMember, title: CANARY, kind: 'other', file: new File([png()], `${CANARY}.png`, { type: 'image/png' }) });
  const chatB = await c('chats').create({ member: mB, kind: 'counselor' });
  await c('messages').create({ chat: chatB.id, sender: fx.user.otherMember, role: 'member', body: CANARY });
  await c('notifications').create({ user: fx.user.otherMember, title: CANARY, kind: 'system' });
  await c('agreements').create({ user: fx.user.otherMember, member: mB, document: 'terms', version: CANARY, action: 'accepted' });
  await fx.su.collection('users').update(fx.user.otherMember, { name: CANARY });
}, 120_000);
afterAll(async () => {
  await srv?.stop();
});

describe('GET /api/account/export', () => {
  it('is a zip of the member own records and files, and never holds another member canary', async () => {
    const { status, type, entries } = await exportOf(fx.clients.member);
    expect(status).toBe(200);
    expect(type).toBe('application/zip');
    const all = [...entries!.entries()];
    for (const [name, data] of all) {
      expect(name).not.toContain(CANARY);
      expect(data.toString('latin1'), name).not.toContain(CANARY);
    }
    const users = records(entries!, 'users');
    expect(users).toHaveLength(1);
    expect(users[0]).toMatchObject({ id: fx.user.member, email: 'member@fixture.test' });
    expect(users[0]).not.toHaveProperty('password');
    expect(users[0]).not.toHaveProperty('tokenKey');
    expect(records(entries!, 'members').map((m) => m['id'])).toContain(fx.ids['members']);
    expect(records(entries!, 'coverages').map((m) => m['id'])).toContain(fx.ids['coverages']);
    expect(records(entries!, 'plans').map((m) => m['id'])).toContain(fx.ids['plans']);
    expect(records(entries!, 'chats').map((m) => m['id'])).toContain(fx.ids['chats']);
    expect(records(entries!, 'messages').map((m) => m['id'])).toContain(fx.ids['messages']);
    expect(records(entries!, 'agreements').map((m) => m['id'])).toContain(fx.ids['agreements']);
    const file = records(entries!, 'files').find((f) => f['id'] === fx.ids['files'])!;
    expect(entries!.has(`files/files/${fx.ids['files']}/${String(file['file'])}`)).toBe(true);
    expect(records(entries!, 'api_keys').every((k) => !('hash' in k))).toBe(true);
    expect(entries!.has('README.txt')).toBe(true);
  });

  it('the other member export holds their canary (the test would see it)', async () => {
    const { entries } = await exportOf(fx.clients.otherMember);
    expect(records(entries!, 'tasks').map((t) => t['title'])).toContain(CANARY);
    expect([...entries!.keys()].some((k) => k.startsWith('files/coverages/'))).toBe(true);
  });

  it('a guest gets a 401 and a superuser a 403', async () => {
    expect((await exportOf(fx.clients.guest)).status).toBe(401);
    expect((await exportOf(fx.su)).status).toBe(403);
  });
});

describe('account deletion request', () => {
  it('asks, shows the pending state, cancels; the date cannot be set through the records API', async () => {
    const pb = await signUp('cancel@account.test');
    const me = pb.authStore.record!.id;
    expect(await pb.send('/api/account/deletion', {})).toEqual({ requestedAt: '', purgeAfter: '' });
    const asked = await pb.send('/api/account/deletion', { method: 'POST' });
    expect(asked.requestedAt).toMatch(/^\d{4}-\d\d-\d\d /);
    const days = (Date.parse(asked.purgeAfter.replace(' ', 'T')) - Date.parse(asked.requestedAt.replace(' ', 'T'))) / 86_400_000;
    expect(days).toBe(30);
    expect((await pb.collection('users').getOne(me))['deletion_requested_at']).toBe(asked.requestedAt);
    // asking twice keeps the first date
    expect((await pb.send('/api/account/deletion', { method: 'POST' })).requestedAt).toBe(asked.requestedAt);
    expect(await pb.send('/api/account/deletion', { method: 'DELETE' })).toEqual({ requestedAt: '', purgeAfter: '' });
    expect((await pb.collection('users').getOne(me))['deletion_requested_at']).toBe('');
    await expectError(pb.collection('users').update(me, { deletion_requested_at: '2020-01-01 00:00:00.000Z' }), { status: 400 });
  });

  it('a superuser purge removes accounts past the grace period only, with their records', async () => {
    const due = await signUp('due@account.test');
    const fresh = await signUp('fresh@account.test');
    const dueId = due.authStore.record!.id;
    const dueMember = await due.collection('members').getFirstListItem(`user = "${dueId}"`);
    const kid = await due.collection('members').create({ first_name: 'Kid', relationship: 'child', subscriber: dueMember.id });
    const cov = await fx.su.collection('coverages').create({ member: dueMember.id, type: 'dental', carrier: 'Gone', status: 'active', card_front: png() });
    await due.send('/api/account/deletion', { method: 'POST' });
    await fresh.send('/api/account/deletion', { method: 'POST' });
    await expectError(due.send('/api/account/purge', { method: 'POST' }), { status: 403 });
    // nothing is due yet
    expect((await fx.su.send('/api/account/purge', { method: 'POST' })).purged).toEqual([]);
    await fx.su.collection('users').update(dueId, { deletion_requested_at: '2020-01-01 00:00:00.000Z' });
    expect((await fx.su.send('/api/account/purge', { method: 'POST' })).purged).toEqual([dueId]);
    await expectError(fx.su.collection('users').getOne(dueId), { status: 404 });
    await expectError(fx.su.collection('members').getOne(dueMember.id), { status: 404 });
    await expectError(fx.su.collection('members').getOne(kid.id), { status: 404 });
    await expectError(fx.su.collection('coverages').getOne(cov.id), { status: 404 });
    expect((await fx.su.collection('users').getOne(fresh.authStore.record!.id))['deletion_requested_at']).not.toBe('');
    // the fixture's people are untouched, and a rerun purges nothing
    expect((await fx.su.collection('users').getOne(fx.user.member)).id).toBe(fx.user.member);
    expect((await fx.su.send('/api/account/purge', { method: 'POST' })).purged).toEqual([]);
  });

  it('the daily cron is listed and runs the purge', async () => {
    expect((await fx.su.crons.getFullList()).map((j) => j.id)).toContain('covey_account_purge');
    expect(await fx.su.crons.run('covey_account_purge')).toBe(true);
  });
});

describe('dependents on a coverage and attachment names', () => {
  it('links new dependents to the subscriber coverage (minor visible to the subscriber)', async () => {
    const pb = await signUp('deps@account.test');
    const me = await pb.collection('members').getFirstListItem(`user = "${pb.authStore.record!.id}"`);
    const cov = await pb.collection('coverages').create({ member: me.id, type: 'dental', carrier: 'Delta', member_id: 'D1', status: 'active', relationship: 'self' });
    const kid = await pb.collection('members').create({ first_name: 'Kid', relationship: 'child', subscriber: me.id });
    await pb.collection('profiles').create({ member: kid.id, dob: '2018-05-01 00:00:00.000Z' });
    const spouse = await pb.collection('members').create({ first_name: 'Sam', relationship: 'spouse', subscriber: me.id });
    const body = { members: [kid.id, spouse.id] };
    expect(await pb.send(`/api/coverages/${cov.id}/dependents`, { method: 'POST', body })).toEqual({ linked: 2 });
    expect(await pb.send(`/api/coverages/${cov.id}/dependents`, { method: 'POST', body })).toEqual({ linked: 0 });
    const kidCov = await pb.collection('coverages').getFirstListItem(`member = "${kid.id}"`);
    expect(kidCov).toMatchObject({ subscriber: me.id, relationship: 'child', type: 'dental', carrier: 'Delta', status: 'active', primary: true });
    const spouseCov = await fx.su.collection('coverages').getFirstListItem(`member = "${spouse.id}"`);
    expect(spouseCov).toMatchObject({ subscriber: me.id, relationship: 'spouse' });
    // someone else's coverage or dependents: refused
    await expectError(fx.clients.otherMember.send(`/api/coverages/${cov.id}/dependents`, { method: 'POST', body }), { status: 404 });
    await expectError(pb.send(`/api/coverages/${cov.id}/dependents`, { method: 'POST', body: { members: [fx.ids['mB']] } }), { status: 400 });
  });

  it('keeps the original attachment names and nobody can change them', async () => {
    const member = fx.clients.member;
    const form = new FormData();
    form.append('chat', fx.ids['chats']!);
    form.append('sender', fx.user.member);
    form.append('role', 'member');
    form.append('body', 'my bill');
    form.append('attachments', new File([png()], 'My Bill (March).png', { type: 'image/png' }));
    form.append('attachment_names', JSON.stringify(['My Bill (March).png']));
    const msg = await member.collection('messages').create(form);
    const stored = (msg['attachments'] as string[])[0]!;
    expect(stored).toMatch(/^my_bill_march_[a-z0-9]{10}\.png$/);
    expect(msg['attachment_names']).toEqual({ [stored]: 'My Bill (March).png' });
    await expectError(fx.clients.counselor.collection('messages').update(msg.id, { attachment_names: { [stored]: 'x.png' } }), { status: 404 });
  });
});
