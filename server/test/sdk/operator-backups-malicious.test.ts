/**
 * Targets advisory "PocketBase v0.22.5: backup restore extracted irregular files": archives with
 * symlinks, `..` paths, absolute paths or special files are refused before anything is replaced.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import yazl from 'yazl';
import type PocketBase from 'pocketbase';
import { startServer, type ServerProcess } from '../harness/server-process.js';
import { expectError } from '../harness/expect-error.js';

let srv: ServerProcess;
let pb: PocketBase;

beforeAll(async () => {
  srv = await startServer();
  pb = await srv.superuserClient();
  await pb.collections.create({ name: 'notes', type: 'base', fields: [{ name: 'title', type: 'text' }] } as never);
  await pb.collection('notes').create({ title: 'keep me' });
});
afterAll(async () => {
  await srv?.stop();
});

interface Entry {
  name: string;
  data?: string;
  mode?: number;
  /** same-length name written into the archive after zipping (yazl refuses unsafe names itself) */
  rename?: string;
}

async function zipOf(entries: Entry[]): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const e of entries) zip.addBuffer(Buffer.from(e.data ?? 'x'), e.name, e.mode ? { mode: e.mode } : {});
  zip.end();
  const chunks: Buffer[] = [];
  for await (const c of zip.outputStream) chunks.push(c as Buffer);
  const buf = Buffer.concat(chunks);
  for (const e of entries) {
    if (!e.rename) continue;
    expect(e.rename.length).toBe(e.name.length);
    const from = Buffer.from(e.name);
    for (let i = buf.indexOf(from); i >= 0; i = buf.indexOf(from, i + 1)) Buffer.from(e.rename).copy(buf, i);
  }
  return buf;
}

const dataDb: Entry = { name: 'data.db', data: 'SQLite format 3\0' };
const cases: [string, Entry[], RegExp][] = [
  ['a symlink entry', [dataDb, { name: 'storage/link', data: '/etc/passwd', mode: 0o120777 }], /symbolic link/],
  [
    'a ../ traversal entry',
    [dataDb, { name: 'xx/evil-covey.txt', rename: '../evil-covey.txt' }],
    /escapes the data folder/,
  ],
  [
    'a nested traversal entry',
    [dataDb, { name: 'storage/aa/evil-covey.txt', rename: 'storage/../evil-covey.txt' }],
    /escapes the data folder/,
  ],
  ['an absolute path', [dataDb, { name: 'Xtmp/evil-covey.txt', rename: '/tmp/evil-covey.txt' }], /absolute path/],
  ['a fifo entry', [dataDb, { name: 'storage/pipe', mode: 0o010644 }], /not a regular file/],
  ['a backslash path', [dataDb, { name: 'storage/a_txt', rename: 'storage\\a.txt' }], /backslash/],
  ['an unexpected top-level file', [dataDb, { name: 'pb_hooks.js' }], /not part of a backup/],
  ['no data.db', [{ name: 'storage/a.txt' }], /data\.db is missing/],
  ['a damaged data.db', [{ name: 'data.db', data: 'not a database at all' }], /integrity check/],
];

describe('restore refuses malicious archives and changes nothing', () => {
  it.each(cases)('%s', async (label, entries, reason) => {
    const name = `${label.replace(/[^a-z]+/g, '_')}.zip`;
    await pb.backups.upload({ file: new File([await zipOf(entries)], name, { type: 'application/zip' }) });
    const err = await expectError(pb.backups.restore(name), { status: 400 });
    expect(err.response['message']).toMatch(/^The backup cannot be restored: /);
    expect(err.response['message']).toMatch(reason);

    // nothing changed: same data, no stray files, no pending restore, no restart
    expect(existsSync(join(srv.dataDir, '..', 'evil-covey.txt'))).toBe(false);
    expect(existsSync('/tmp/evil-covey.txt')).toBe(false);
    expect(existsSync(join(srv.dataDir, '.covey_temp', 'restore_pending'))).toBe(false);
    expect(readdirSync(srv.dataDir).sort()).toEqual(expect.arrayContaining(['backups', 'data.db']));
    const notes = await pb.collection('notes').getFullList();
    expect(notes.map((n) => n['title'])).toEqual(['keep me']);
    await expect(pb.health.check()).resolves.toMatchObject({ code: 200 });
  });

  it('uploads must be zip files with a new name', async () => {
    await expectError(pb.backups.upload({ file: new File(['plain text'], 'x.zip') }), {
      status: 400,
      data: { file: { code: 'validation_invalid_mime_type' } },
    });
    const zip = await zipOf([dataDb]);
    await pb.backups.upload({ file: new File([zip], 'dup.zip') });
    await expectError(pb.backups.upload({ file: new File([zip], 'dup.zip') }), {
      status: 400,
      data: { file: { code: 'validation_backup_name_exists' } },
    });
    await expectError(pb.backups.upload({}), { status: 400, data: { file: { code: 'validation_required' } } });
  });
});
