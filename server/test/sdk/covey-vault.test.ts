/**
 * The document vault (product.md §3.4 files) through the SDK: a file is created with its upload in
 * one request, so a refused upload leaves nothing behind; links must be the same member's records;
 * nobody adds a file for a member they do not care for; the counselor sees only shared files.
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

const body = (extra: Record<string, unknown> = {}) => ({
  member: fx.ids['members'],
  owner: fx.user.member,
  title: 'Bill',
  kind: 'bill',
  file: png(),
  ...extra,
});
/** every stored file of the `files` collection, on disk */
async function storedFiles(): Promise<string[]> {
  const dir = join(srv.dataDir, 'storage', (await su.collections.getOne('files')).id);
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile() && !e.parentPath.includes('thumbs_')).map((e) => join(e.parentPath, e.name));
}
const count = async (title: string) =>
  (await su.collection('files').getFullList({ filter: `title = "${title}"` })).length;

beforeAll(async () => ({ srv, fx, su } = await startCoveySuite()), 120_000);
afterAll(() => stopSuite(srv));

describe('vault uploads', () => {
  it('shares with the counselor by default and lets the member link their own report', async () => {
    const f = await fx.clients.member
      .collection('files')
      .create(body({ title: 'Own link', report: fx.ids['reports'] }));
    expect(f).toMatchObject({ shared_with_counselor: true, report: fx.ids['reports'] });
    expect((await fx.clients.counselor.collection('files').getOne(f.id)).id).toBe(f.id);
  });

  it('refuses a link to another member’s record, and writes nothing', async () => {
    const before = await storedFiles();
    expect(before.length).toBeGreaterThan(0); // the uploads of the test above are on disk
    const theirs = (
      await su.collection('reports').create({ member: fx.ids['mB'], title: 'Theirs', kind: 'other', status: 'draft' })
    ).id;
    const err = await expectError(
      fx.clients.member.collection('files').create(body({ title: 'Foreign link', report: theirs })),
      { status: 400 },
    );
    expect(codesOf(err)).toMatchObject({ report: 'validation_missing_rel_records' });
    expect(await count('Foreign link')).toBe(0);
    expect(await storedFiles()).toEqual(before);
    const mine = await fx.clients.member.collection('files').create(body({ title: 'Relink' }));
    await expectError(fx.clients.member.collection('files').update(mine.id, { report: theirs }), { status: 400 });
  });

  it('refuses a file for a member one does not care for, a wrong type and an oversize file; no orphan file', async () => {
    const before = await storedFiles();
    await expectError(
      fx.clients.otherMember.collection('files').create(body({ owner: fx.user.otherMember, title: 'Not mine' })),
      { status: 400 },
    );
    const txt = new File([Buffer.from('hello')], 'notes.txt', { type: 'text/plain' });
    await expectError(fx.clients.member.collection('files').create(body({ title: 'Wrong type', file: txt })), {
      status: 400,
    });
    const big = new File([Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(21 * 1024 * 1024)])], 'big.pdf', {
      type: 'application/pdf',
    });
    await expect(fx.clients.member.collection('files').create(body({ title: 'Too big', file: big }))).rejects.toThrow();
    for (const t of ['Not mine', 'Wrong type', 'Too big']) expect(await count(t)).toBe(0);
    expect(await storedFiles()).toEqual(before);
  });

  it('hides a private file from the counselor until it is shared', async () => {
    const f = await fx.clients.member
      .collection('files')
      .create(body({ title: 'Private', shared_with_counselor: false }));
    await expectError(fx.clients.counselor.collection('files').getOne(f.id), { status: 404 });
    await fx.clients.member.collection('files').update(f.id, { shared_with_counselor: true });
    expect((await fx.clients.counselor.collection('files').getOne(f.id)).id).toBe(f.id);
    await expectError(fx.clients.counselor.collection('files').update(f.id, { shared_with_counselor: false }), {
      status: 404,
    });
  });
});
