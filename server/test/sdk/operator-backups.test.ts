import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type PocketBase from 'pocketbase';
import { startServer, SUPERUSER_EMAIL, SUPERUSER_PASSWORD, type ServerProcess } from '../harness/server-process.js';
import { expectError } from '../harness/expect-error.js';

let a: ServerProcess;
let b: ServerProcess;
let pbA: PocketBase;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const strip = (r: Record<string, unknown>) => JSON.parse(JSON.stringify(r)) as Record<string, unknown>;

beforeAll(async () => {
  [a, b] = await Promise.all([startServer(), startServer()]);
  pbA = await a.superuserClient();
  await pbA.collections.create({
    name: 'items',
    type: 'base',
    listRule: '',
    viewRule: '',
    fields: [
      { name: 'title', type: 'text' },
      { name: 'n', type: 'number' },
      { name: 'doc', type: 'file', maxSelect: 1, maxSize: 1_000_000 },
    ],
  } as never);
  for (let i = 0; i < 5; i++) {
    await pbA
      .collection('items')
      .create({
        title: `file ${i}`,
        n: i,
        doc: new File([`attachment ${i} `.repeat(50)], `note${i}.txt`, { type: 'text/plain' }),
      });
  }
  for (let i = 0; i < 100; i++) await pbA.collection('items').create({ title: `seed ${i}`, n: 1000 + i });
});
afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
});

async function download(pb: PocketBase, key: string): Promise<Buffer> {
  const token = await pb.files.getToken();
  const res = await fetch(pb.backups.getDownloadURL(token, key));
  expect(res.status).toBe(200);
  expect(res.headers.get('content-disposition')).toContain(key);
  expect(res.headers.get('cache-control')).toBe('private, no-store');
  return Buffer.from(await res.arrayBuffer());
}

/** uploads `zip` to server B, restores it and waits until `ready` holds on B */
async function restoreIntoB(
  name: string,
  zip: Buffer,
  ready: (pb: PocketBase) => Promise<boolean>,
): Promise<PocketBase> {
  const pbB = await b.superuserClient();
  await pbB.backups.upload({ file: new File([zip], name, { type: 'application/zip' }) });
  expect((await pbB.backups.getFullList()).map((x) => x.key)).toContain(name);
  expect(await pbB.backups.restore(name)).toBe(true);
  const deadline = Date.now() + 20_000;
  for (;;) {
    try {
      const pb = b.newClient();
      await pb.collection('_superusers').authWithPassword(SUPERUSER_EMAIL, SUPERUSER_PASSWORD);
      if (await ready(pb)) return pb;
    } catch {
      // restarting
    }
    if (Date.now() > deadline) throw new Error(`server B did not come back with the restored data:\n${b.output()}`);
    await sleep(200);
  }
}

const itemCount = (pb: PocketBase) =>
  pb
    .collection('items')
    .getList(1, 1)
    .then(
      (l) => l.totalItems,
      () => -1,
    );

function integrityOf(dataDir: string): string {
  const db = new Database(join(dataDir, 'data.db'), { readonly: true });
  try {
    return (db.prepare('PRAGMA integrity_check').all() as { integrity_check: string }[])
      .map((r) => r.integrity_check)
      .join(',');
  } finally {
    db.close();
  }
}

describe('backups', () => {
  it('validates names and refuses unknown download tokens', async () => {
    await expectError(pbA.backups.create('Bad Name.zip'), {
      status: 400,
      data: { name: { code: 'validation_match_invalid' } },
    });
    await expectError(pbA.backups.create('x'.repeat(148) + '.zip'), {
      status: 400,
      data: { name: { code: 'validation_length_out_of_range' } },
    });
    const res = await fetch(pbA.backups.getDownloadURL('not-a-token', 'x.zip'));
    expect(res.status).toBe(403);
    expect(((await res.json()) as { message: string }).message).toBe(
      'Insufficient permissions to access the resource.',
    );
    const authToken = pbA.authStore.token; // an auth token is not a file token
    expect((await fetch(pbA.backups.getDownloadURL(authToken, 'x.zip'))).status).toBe(403);
    await expectError(pbA.backups.delete('missing.zip'), { status: 400 });
    await expectError(pbA.backups.restore('missing.zip'), { status: 400, message: 'Missing or invalid backup file.' });
  });

  it('creates a default-named backup, lists and deletes it', async () => {
    await pbA.backups.create('');
    const list = await pbA.backups.getFullList();
    const auto = list.find((x) => /^pb_backup_acme_\d{14}\.zip$/.test(x.key));
    expect(auto).toBeDefined();
    expect(auto!.size).toBeGreaterThan(0);
    expect(auto!.modified).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    await expectError(pbA.backups.create(auto!.key), {
      status: 400,
      data: { name: { code: 'validation_backup_name_exists' } },
    });
    expect(await pbA.backups.delete(auto!.key)).toBe(true);
    expect((await pbA.backups.getFullList()).map((x) => x.key)).not.toContain(auto!.key);
  });

  it('backs up under concurrent writes; the restored copy is consistent and complete', async () => {
    const before = (await pbA.collection('items').getList(1, 1)).totalItems;
    let stop = false;
    const latencies: number[] = [];
    const writer = async (w: number) => {
      for (let i = 0; !stop; i++) {
        const t = performance.now();
        await pbA.collection('items').create({ title: `w${w}-${i}`, n: i });
        latencies.push(performance.now() - t);
      }
    };
    const writers = [0, 1, 2, 3].map(writer);
    await sleep(100);
    const t0 = performance.now();
    await pbA.backups.create('under_load.zip');
    const backupMs = performance.now() - t0;
    await sleep(100);
    stop = true;
    await Promise.all(writers);
    const all = await pbA.collection('items').getFullList({ sort: 'id' });
    expect(all.length).toBeGreaterThan(before);
    // writes kept going during the backup (the figures are printed, not asserted: no timing assertions)
    expect(latencies.length).toBeGreaterThan(0);
    console.info(
      `backup took ${backupMs.toFixed(0)} ms; ${latencies.length} writes, max write latency ${Math.max(...latencies).toFixed(0)} ms`,
    );

    const zip = await download(pbA, 'under_load.zip');
    const pbB = await restoreIntoB('under_load.zip', zip, async (pb) => (await itemCount(pb)) >= before);
    expect(integrityOf(b.dataDir)).toBe('ok');
    const restored = await pbB.collection('items').getFullList({ sort: 'id' });
    expect(restored.length).toBeGreaterThanOrEqual(before);
    expect(restored.length).toBeLessThanOrEqual(all.length);
    const byId = new Map(all.map((r) => [r.id, strip(r)]));
    for (const r of restored) expect(strip(r)).toEqual(byId.get(r.id));
  });

  it('a backup taken at rest restores every record and file exactly', async () => {
    await pbA.backups.create('at_rest.zip');
    const all = await pbA.collection('items').getFullList({ sort: 'id' });
    const zip = await download(pbA, 'at_rest.zip');
    const pbB = await restoreIntoB('at_rest.zip', zip, async (pb) => (await itemCount(pb)) === all.length);
    expect(integrityOf(b.dataDir)).toBe('ok');
    const restored = await pbB.collection('items').getFullList({ sort: 'id' });
    expect(restored.length).toBe(all.length);
    expect(restored.map(strip)).toEqual(all.map(strip));
    const withFiles = restored.filter((r) => r['doc']);
    expect(withFiles).toHaveLength(5);
    for (const r of withFiles) {
      const [fromA, fromB] = await Promise.all([
        fetch(pbA.files.getURL(r, r['doc'] as string)).then((x) => x.text()),
        fetch(pbB.files.getURL(r, r['doc'] as string)).then((x) => x.text()),
      ]);
      expect(fromB).toBe(fromA);
      expect(fromB).toContain('attachment');
    }
  });

  it('refuses a second backup while one runs', async () => {
    const results = await Promise.allSettled([pbA.backups.create('race_one.zip'), pbA.backups.create('race_two.zip')]);
    const rejected = results.filter((r) => r.status === 'rejected');
    if (rejected.length) {
      const err = (rejected[0] as PromiseRejectedResult).reason as { status: number; response: { message: string } };
      expect(err.status).toBe(400);
      expect(err.response.message).toMatch(/another backup\/restore process/);
    }
    expect(results.some((r) => r.status === 'fulfilled')).toBe(true);
  });
});
