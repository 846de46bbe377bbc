/**
 * Reports (product.md §3.3) through the SDK against the built server: every status transition for
 * each side (table), server stamps, the activity rows and notices, attachment validation, the
 * auto-close cron, turning a chat message into a report, and privacy towards employers and brokers.
 */
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type PocketBase from 'pocketbase';
import type { ServerProcess } from '../harness/server-process.js';
import { png, type CoveyFixture } from '../harness/covey-fixture.js';
import { startCoveySuite, stopSuite } from '../harness/sdk-bootstrap.js';
import { codesOf, expectError } from '../harness/expect-error.js';

let srv: ServerProcess;
let fx: CoveyFixture;
let su: PocketBase;

const STATUSES = ['draft', 'submitted', 'in_review', 'needs_info', 'resolved', 'closed', 'withdrawn'] as const;
type Status = (typeof STATUSES)[number];
const MEMBER_MOVES = new Set(['draft>submitted', 'needs_info>in_review', 'submitted>withdrawn', 'in_review>withdrawn', 'needs_info>withdrawn', 'resolved>closed', 'resolved>in_review']);
const STAFF_MOVES = new Set(['submitted>in_review', 'in_review>needs_info', 'in_review>resolved', 'needs_info>in_review']);
const RESOLVE = { resolution: '<p>The hospital corrected the code.</p>', outcome: 'reduced', amount_saved: 420 };

const pdf = (name = 'bill.pdf', size = 0) => {
  const head = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
  return new File([size ? Buffer.concat([head, Buffer.alloc(size)]) : head], name, { type: 'application/pdf' });
};
const webp = () =>
  new File([Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64')], 'photo.webp', { type: 'image/webp' });

async function reportAt(status: Status, extra: Record<string, unknown> = {}): Promise<string> {
  const base = { member: fx.ids['members'], title: `Case ${status}`, kind: 'bill_review', status };
  return (await su.collection('reports').create({ ...base, ...(status === 'resolved' || status === 'closed' ? RESOLVE : {}), ...extra })).id;
}
const statusOf = async (id: string) => (await su.collection('reports').getOne(id))['status'] as string;

beforeAll(async () => ({ srv, fx, su } = await startCoveySuite()), 120_000);
afterAll(() => stopSuite(srv));

describe('transitions (product.md §3.3), each side', () => {
  const cases = STATUSES.flatMap((from) => STATUSES.filter((to) => to !== from).map((to) => ({ from, to })));
  it.each(cases)('member: $from → $to', async ({ from, to }) => {
    const id = await reportAt(from);
    const call = fx.clients.member.collection('reports').update(id, { status: to });
    if (MEMBER_MOVES.has(`${from}>${to}`)) {
      await call;
      expect(await statusOf(id)).toBe(to);
    } else {
      await call.then(
        () => expect.fail(`member moved ${from} → ${to}`),
        (err: { status: number }) => expect(err.status).toBeGreaterThanOrEqual(400),
      );
      expect(await statusOf(id)).toBe(from);
    }
  });
  it.each(cases)('counselor: $from → $to', async ({ from, to }) => {
    const id = await reportAt(from);
    const call = fx.clients.counselor.collection('reports').update(id, { status: to, ...(to === 'resolved' ? RESOLVE : {}) });
    if (STAFF_MOVES.has(`${from}>${to}`)) {
      await call;
      expect(await statusOf(id)).toBe(to);
    } else {
      await call.then(
        () => expect.fail(`counselor moved ${from} → ${to}`),
        (err: { status: number }) => expect(err.status).toBeGreaterThanOrEqual(400),
      );
      expect(await statusOf(id)).toBe(from);
    }
  });
  it('a circle manager with the reports scope moves like the member; another counselor cannot touch it', async () => {
    const id = await reportAt('draft');
    await fx.clients.circleWith.collection('reports').update(id, { status: 'submitted' });
    await expectError(fx.clients.otherCounselor.collection('reports').update(id, { status: 'in_review' }), { status: 404 });
    expect(await statusOf(id)).toBe('submitted');
  });
  it('resolving needs a resolution and an outcome', async () => {
    const id = await reportAt('in_review');
    await expectError(fx.clients.counselor.collection('reports').update(id, { status: 'resolved', outcome: 'reduced' }), { status: 404 });
    const err = await expectError(fx.clients.counselor.collection('reports').update(id, { status: 'resolved', resolution: 'Fixed it' }), { status: 400 });
    expect(codesOf(err)).toMatchObject({ outcome: 'validation_required' });
    expect(await statusOf(id)).toBe('in_review');
  });
  it('a member may not reopen after 14 days', async () => {
    const id = await reportAt('resolved', { resolved_at: '2020-01-01 10:00:00.000Z' });
    const err = await expectError(fx.clients.member.collection('reports').update(id, { status: 'in_review' }), { status: 400 });
    expect(codesOf(err)).toMatchObject({ status: 'validation_reopen_window' });
    await fx.clients.member.collection('reports').update(id, { status: 'closed' });
  });
});

describe('member limits', () => {
  it('a member cannot set amount_saved, resolution or outcome; nothing changes', async () => {
    const id = await reportAt('in_review');
    await expectError(fx.clients.member.collection('reports').update(id, { amount_saved: 9999 }), { status: 404 });
    await expectError(fx.clients.member.collection('reports').update(id, { resolution: 'Done' }), { status: 404 });
    await expectError(fx.clients.member.collection('reports').update(id, { outcome: 'refund' }), { status: 400 });
    expect(await su.collection('reports').getOne(id)).toMatchObject({ amount_saved: 0, resolution: '', outcome: '' });
  });
  it.each([{ amount_saved: 10 }, { resolution: 'x' }, { outcome: 'refund' }, { satisfaction: 5 }, { submitted_at: '2024-01-01 00:00:00.000Z' }])(
    'a member cannot create a report with %o',
    async (extra) => {
      const before = (await su.collection('reports').getList(1, 1)).totalItems;
      await expectError(fx.clients.member.collection('reports').create({ member: fx.ids['members'], title: 'x', kind: 'other', status: 'draft', ...extra }), { status: 400 });
      expect((await su.collection('reports').getList(1, 1)).totalItems).toBe(before);
    },
  );
  it('reports only start as drafts, and only for people one looks after', async () => {
    await expectError(fx.clients.member.collection('reports').create({ member: fx.ids['members'], title: 'x', kind: 'other', status: 'submitted' }), { status: 400 });
    await expectError(fx.clients.otherMember.collection('reports').create({ member: fx.ids['members'], title: 'x', kind: 'other', status: 'draft' }), { status: 400 });
    await expectError(fx.clients.circleWithout.collection('reports').create({ member: fx.ids['members'], title: 'x', kind: 'other', status: 'draft' }), { status: 400 });
  });
  it('a minor dependent can get a report filed by their guardian', async () => {
    const kid = await fx.fresh['kid']!();
    const r = await fx.clients.member.collection('reports').create({ member: kid, title: 'Kid ER bill', kind: 'bill_review', status: 'draft' });
    await fx.clients.member.collection('reports').update(r.id, { status: 'submitted' });
    expect(await statusOf(r.id)).toBe('submitted');
  });
  it('the rating is 1–5, by the member, after resolution', async () => {
    const open = await reportAt('in_review');
    await expectError(fx.clients.member.collection('reports').update(open, { satisfaction: 5 }), { status: 400 });
    const done = await reportAt('resolved');
    await expectError(fx.clients.member.collection('reports').update(done, { satisfaction: 6 }), { status: 400 });
    await expectError(fx.clients.counselor.collection('reports').update(done, { satisfaction: 5 }), { status: 400 });
    await fx.clients.member.collection('reports').update(done, { satisfaction: 4, satisfaction_note: 'Quick and clear' });
    expect(await su.collection('reports').getOne(done)).toMatchObject({ satisfaction: 4, satisfaction_note: 'Quick and clear' });
  });
  it('the counselor is the member’s assigned one; a coverage must be the member’s own', async () => {
    const r = await fx.clients.member.collection('reports').create({ member: fx.ids['members'], title: 'x', kind: 'other', status: 'draft' });
    expect(r['counselor']).toBe(fx.ids['cA']);
    await expectError(fx.clients.member.collection('reports').create({ member: fx.ids['members'], title: 'x', kind: 'other', status: 'draft', counselor: fx.ids['cB'] }), { status: 400 });
    const other = await su.collection('coverages').create({ member: fx.ids['mB'], type: 'medical', status: 'active' });
    await expectError(fx.clients.member.collection('reports').create({ member: fx.ids['members'], title: 'x', kind: 'other', status: 'draft', coverage: other.id }), { status: 400 });
  });
});

describe('stamps, updates and notices', () => {
  it('stamps submitted_at, first_response_at and resolved_at; clients cannot set them', async () => {
    const m = fx.clients.member.collection('reports');
    const c = fx.clients.counselor.collection('reports');
    const r = await m.create({ member: fx.ids['members'], title: 'Stamped', kind: 'bill_review', status: 'draft' });
    expect(r).toMatchObject({ submitted_at: '', first_response_at: '', resolved_at: '' });
    const sent = await m.update(r.id, { status: 'submitted' });
    expect(sent['submitted_at']).not.toBe('');
    expect(sent['first_response_at']).toBe('');
    await expectError(m.update(r.id, { first_response_at: '2024-01-01 00:00:00.000Z' }), { status: 400 });
    const review = await c.update(r.id, { status: 'in_review' });
    expect(review['first_response_at']).not.toBe('');
    const resolved = await c.update(r.id, { status: 'resolved', ...RESOLVE });
    expect(resolved['resolved_at']).not.toBe('');
    expect(resolved['first_response_at']).toBe(review['first_response_at']);
    await expectError(c.update(r.id, { resolved_at: '2024-01-01 00:00:00.000Z' }), { status: 400 });
    const reopened = await m.update(r.id, { status: 'in_review' });
    expect(reopened['resolved_at']).toBe('');
  });
  it('a counselor’s first visible comment is the first response; an internal note is not', async () => {
    const id = await reportAt('submitted');
    await fx.clients.counselor.collection('comments').create({ report: id, member: fx.ids['members'], author: fx.user.counselor, body: 'Internal', internal: true });
    expect((await su.collection('reports').getOne(id))['first_response_at']).toBe('');
    await fx.clients.counselor.collection('comments').create({ report: id, member: fx.ids['members'], author: fx.user.counselor, body: 'Looking at it', internal: false });
    expect((await su.collection('reports').getOne(id))['first_response_at']).not.toBe('');
  });
  it('each transition writes an updates row and a notification for the other side', async () => {
    const r = await fx.clients.member.collection('reports').create({ member: fx.ids['members'], title: 'Noticed', kind: 'claim_denial', status: 'draft' });
    await fx.clients.member.collection('reports').update(r.id, { status: 'submitted' });
    const toCounselor = await fx.clients.counselor.collection('notifications').getFullList({ filter: `link = "/reports/${r.id}"` });
    expect(toCounselor).toHaveLength(1);
    expect(toCounselor[0]).toMatchObject({ kind: 'report', title: 'New report: “Noticed”' });
    await fx.clients.counselor.collection('reports').update(r.id, { status: 'in_review' });
    await fx.clients.counselor.collection('reports').update(r.id, { status: 'needs_info' });
    const toMember = await fx.clients.member.collection('notifications').getFullList({ filter: `link = "/reports/${r.id}"`, sort: 'created,id' });
    expect(toMember.map((n) => n['title']).sort()).toEqual(['Your counselor is reviewing “Noticed”', 'Your counselor needs more information about “Noticed”'].sort());
    const rows = await fx.clients.member.collection('updates').getFullList({ filter: `target_id = "${r.id}"` });
    expect(rows.map((u) => `${(u['data'] as { from: string }).from}>${(u['data'] as { to: string }).to}`).sort()).toEqual(['draft>submitted', 'in_review>needs_info', 'submitted>in_review']);
    expect(rows.every((u) => u['action'] === 'status_changed' && u['target_collection'] === 'reports')).toBe(true);
  });
});

describe('attachments', () => {
  const storage = () => join(srv.dataDir, 'storage', 'pbc_covey_reports');
  const stored = async () => (await readdir(storage()).catch(() => [] as string[])).sort();
  it('accepts PDFs and photos on a draft, protected', async () => {
    const r = await fx.clients.member.collection('reports').create({ member: fx.ids['members'], title: 'Files', kind: 'bill_review', status: 'draft', attachments: [pdf(), png()] });
    expect(r['attachments']).toHaveLength(2);
    const more = await fx.clients.member.collection('reports').update(r.id, { 'attachments+': [pdf('eob.pdf')] });
    expect(more['attachments']).toHaveLength(3);
    const url = fx.clients.member.files.getURL(more, String((more['attachments'] as string[])[0]));
    expect((await fetch(url)).status).toBe(404);
  });
  it.each([
    { name: 'webp', file: webp, code: 'validation_invalid_mime_type' },
    { name: 'text', file: () => new File(['hello'], 'notes.txt', { type: 'text/plain' }), code: 'validation_invalid_mime_type' },
    { name: 'html', file: () => new File(['<html><script>x</script></html>'], 'bill.pdf', { type: 'application/pdf' }), code: 'validation_invalid_mime_type' },
    { name: 'over 20 MB', file: () => pdf('big.pdf', 20 * 1024 * 1024 + 10), code: 'validation_file_size_limit' },
  ])('refuses $name: 400, nothing written, no file left', async ({ file, code }) => {
    const before = (await su.collection('reports').getList(1, 1)).totalItems;
    const dirs = await stored();
    // an upload over every file field's limit is cut off while it streams in: 413 before any record work
    const status = code === 'validation_file_size_limit' ? 413 : 400;
    const err = await expectError(fx.clients.member.collection('reports').create({ member: fx.ids['members'], title: 'Bad', kind: 'other', status: 'draft', attachments: [file()] }), { status });
    if (status === 400) expect(codesOf(err)).toMatchObject({ attachments: code });
    expect((await su.collection('reports').getList(1, 1)).totalItems).toBe(before);
    expect(await stored()).toEqual(dirs);
    const id = await reportAt('draft');
    const upd = await expectError(fx.clients.member.collection('reports').update(id, { 'attachments+': [file()] }), { status });
    if (status === 400) expect(codesOf(upd)).toMatchObject({ attachments: code });
    expect((await su.collection('reports').getOne(id))['attachments']).toEqual([]);
    expect(await readdir(join(storage(), id)).catch(() => [])).toEqual([]);
  });
});

describe('auto-close cron', () => {
  it('closes reports resolved 14+ days ago with an updates row, once', async () => {
    const old = await reportAt('resolved', { resolved_at: '2020-01-01 10:00:00.000Z' });
    const recent = await reportAt('resolved');
    expect(await su.crons.getFullList()).toEqual(expect.arrayContaining([expect.objectContaining({ id: 'covey_reports_auto_close' })]));
    await su.crons.run('covey_reports_auto_close');
    expect(await statusOf(old)).toBe('closed');
    expect(await statusOf(recent)).toBe('resolved');
    await su.crons.run('covey_reports_auto_close');
    const rows = await su.collection('updates').getFullList({ filter: `target_id = "${old}"` });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ action: 'status_changed', data: { from: 'resolved', to: 'closed' } });
    const notes = await fx.clients.member.collection('notifications').getFullList({ filter: `link = "/reports/${old}"` });
    expect(notes).toHaveLength(1);
  });
});

describe('from a chat message', () => {
  let messageId = '';
  beforeAll(async () => {
    const m = await su.collection('messages').create({ chat: fx.ids['chats'], sender: fx.user.member, role: 'member', body: 'My ER bill is $2,480\nIs that right?', attachments: [pdf('er-bill.pdf'), png()] });
    messageId = m.id;
  });
  const post = (pb: PocketBase, body: Record<string, unknown>) => pb.send('/api/reports/from-message', { method: 'POST', body });
  it('the member’s counselor opens a submitted report with the text and the files', async () => {
    const r = await post(fx.clients.counselor, { message: messageId, kind: 'bill_review' });
    expect(r).toMatchObject({ member: fx.ids['members'], kind: 'bill_review', status: 'submitted', title: 'My ER bill is $2,480', counselor: fx.ids['cA'] });
    expect(r.attachments).toHaveLength(2);
    expect(r.submitted_at).not.toBe('');
    const seen = await fx.clients.member.collection('reports').getOne(r.id);
    expect(seen['description']).toContain('Is that right?');
    const notes = await fx.clients.member.collection('notifications').getFullList({ filter: `link = "/reports/${r.id}"` });
    expect(notes).toHaveLength(1);
  });
  it.each([
    { who: 'otherCounselor', status: 404 },
    { who: 'member', status: 403 },
    { who: 'employer', status: 403 },
    { who: 'guest', status: 401 },
  ] as const)('$who gets $status and nothing is written', async ({ who, status }) => {
    const before = (await su.collection('reports').getList(1, 1)).totalItems;
    await expectError(post(fx.clients[who], { message: messageId }), { status });
    expect((await su.collection('reports').getList(1, 1)).totalItems).toBe(before);
  });
  it('a missing message or a bad kind is refused', async () => {
    await expectError(post(fx.clients.counselor, { message: 'nope12345678901' }), { status: 404 });
    await expectError(post(fx.clients.counselor, { message: messageId, kind: 'lottery' }), { status: 400 });
    await expectError(post(fx.clients.counselor, {}), { status: 400 });
  });
});

describe('privacy', () => {
  it.each(['employer', 'broker', 'demo', 'guest', 'otherMember', 'circleWithout', 'otherCounselor'] as const)('%s cannot read any report', async (who) => {
    const pb = fx.clients[who];
    const listed = await pb.collection('reports').getList(1, 50).catch((e: { status: number }) => ({ items: [], status: e.status }));
    expect(listed.items).toEqual([]);
    await expectError(pb.collection('reports').getOne(fx.ids['reports']!), { status: 404 });
  });
  it('an employer cannot reach savings through the roster (expand or filter)', async () => {
    const pb = fx.clients.employer;
    await reportAt('resolved', { amount_saved: 5000 });
    const row = await pb.collection('members').getOne(fx.ids['members']!, { expand: 'reports_via_member' }).catch(() => null);
    expect(row?.expand?.['reports_via_member']).toBeUndefined();
    const probe = await pb.collection('members').getList(1, 50, { filter: 'reports_via_member.amount_saved > 100' }).catch(() => ({ items: [] }));
    expect(probe.items).toEqual([]);
  });
});
