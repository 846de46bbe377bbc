import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type PocketBase from 'pocketbase';
import { startServer, type ServerProcess } from '../harness/server-process.js';
import { expectError } from '../harness/expect-error.js';
import { usePostgres } from '../harness/pg-cluster.js';
import { coveyCrons } from '../../src/covey/crons/index.js';

let srv: ServerProcess;
let pb: PocketBase;

beforeAll(async () => {
  srv = await startServer();
  pb = await srv.superuserClient();
});
afterAll(async () => {
  await srv?.stop();
});

async function until<T>(fn: () => Promise<T>, ok: (v: T) => boolean, ms = 10_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const v = await fn();
    if (ok(v) || Date.now() > deadline) return v;
    await new Promise((r) => setTimeout(r, 150));
  }
}

describe('crons', () => {
  it('lists the system jobs last, with their expressions', async () => {
    // Covey's product jobs (server/src/covey/crons) sort before the system jobs, by id
    const covey = coveyCrons({ core: null as never })
      .map(({ id, expression }) => ({ id, expression }))
      .sort((a, b) => (a.id < b.id ? -1 : 1));
    expect(await pb.crons.getFullList()).toEqual([...covey, { id: '__pbLogsCleanup__', expression: '0 */6 * * *' }]);
    await pb.settings.update({ backups: { cron: '30 2 * * *', cronMaxKeep: 2 } });
    expect(await pb.crons.getFullList()).toEqual([
      ...covey,
      { id: '__pbAutoBackup__', expression: '30 2 * * *' },
      { id: '__pbLogsCleanup__', expression: '0 */6 * * *' },
    ]);
  });

  it('runs a job on demand (204); unknown ids are a 404', async () => {
    expect(await pb.crons.run('__pbLogsCleanup__')).toBe(true);
    await expectError(pb.crons.run('nope'), { status: 404, message: 'Missing or invalid cron job.' });
  });

  // file backups are SQLite's (PostgreSQL is backed up by its operator)
  it.skipIf(usePostgres())('the scheduled backup job creates @auto backups and keeps only cronMaxKeep of them', async () => {
    for (let i = 0; i < 3; i++) {
      const before = (await pb.backups.getFullList()).length;
      await pb.crons.run('__pbAutoBackup__');
      await until(
        () => pb.backups.getFullList(),
        (l) => l.length > before || l.length === 2,
      );
      await new Promise((r) => setTimeout(r, 1100)); // names carry the second
    }
    const autos = (await pb.backups.getFullList()).filter((b) => b.key.startsWith('@auto_pb_backup_'));
    expect(autos).toHaveLength(2);
  });

  it('a job that throws is logged and the server keeps serving', async () => {
    // make the backup job fail: its target folder becomes a plain file
    const { rmSync } = await import('node:fs');
    rmSync(join(srv.dataDir, 'backups'), { recursive: true, force: true });
    writeFileSync(join(srv.dataDir, 'backups'), 'not a folder');
    await pb.crons.run('__pbAutoBackup__');
    const logs = await until(
      () => pb.logs.getList(1, 10, { filter: 'data.type = "cron"' }),
      (l) => l.totalItems > 0,
    );
    expect(logs.items[0]).toMatchObject({ level: 8, message: 'Cron job "__pbAutoBackup__" failed' });
    expect(String(logs.items[0]!.data['error'])).not.toBe('');
    await expect(pb.health.check()).resolves.toMatchObject({ code: 200 });
    expect(await pb.crons.run('__pbLogsCleanup__')).toBe(true);
    // the auto backup, the logs cleanup and Covey's product jobs
    await expect(pb.crons.getFullList()).resolves.toHaveLength(2 + coveyCrons({ core: null as never }).length);
  });
});
