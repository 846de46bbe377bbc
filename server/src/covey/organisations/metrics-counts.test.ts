/**
 * The metrics job's counts are read off the event loop (decision 0038): the same figures as before
 * (the old correlated `EXISTS` form of "active in 30 days", run here beside the new `IN (…)` form),
 * the same on the worker thread's connection as on the main one, and the loop keeps turning while a
 * long read runs there.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrateShared, openCore } from '../../app/create-app.js';
import type { CoreApp } from '../../core/core-app.js';
import { freshDatabase, usePostgres } from '../../../test/harness/pg-cluster.js';
import { installCoveyHooks } from '../install.js';
import { collectCounts, countsReader, monthPeriod } from './metrics.js';

const period = monthPeriod(new Date('2026-10-15T00:00:00Z'));
const IN = '2026-10-20 10:00:00.000Z';
const BEFORE = '2026-09-20 10:00:00.000Z';

const OLD_ACTIVE = `SELECT m."employer", COUNT(*) AS "n" FROM "members" m JOIN "users" u ON u."id" = m."user"
  WHERE m."employer" != '' AND m."user" != '' AND (u."last_seen" >= ?
    OR EXISTS (SELECT 1 FROM "messages" x WHERE x."sender" = m."user" AND x."created" >= ? AND x."created" <= ?)
    OR EXISTS (SELECT 1 FROM "reports" r WHERE r."member" = m."id" AND r."updated" >= ? AND r."updated" <= ?)
    OR EXISTS (SELECT 1 FROM "appointments" a WHERE a."member" = m."id" AND a."updated" >= ? AND a."updated" <= ?))
  GROUP BY m."employer"`;

describe('metrics counts', () => {
  let dir = '';
  let core: CoreApp;
  let drop: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'covey-metrics-counts-'));
    const pg = usePostgres() ? await freshDatabase({ empty: true }) : undefined;
    drop = pg?.drop;
    core = await openCore(dir, pg?.url);
    await migrateShared(core);
    installCoveyHooks(core);
    const db = core.db;
    for (const e of ['e1', 'e2']) await db.run(`INSERT INTO "employers" ("id","name") VALUES (?, ?)`, [e, e]);
    // e1: u1 seen lately, u2 wrote in the month, u3 has a report, u4 an appointment, u5 wrote before
    // the window only, u6 did nothing; e2: u7 wrote in the month, twice
    for (let i = 1; i <= 7; i++) {
      await db.run(`INSERT INTO "users" ("id","email","tokenKey","last_seen") VALUES (?, ?, ?, ?)`, [`u${i}`, `u${i}@example.com`, `tk${i}`, i === 1 ? IN : '']);
      await db.run(`INSERT INTO "members" ("id","user","employer","relationship","status") VALUES (?, ?, ?, 'self', 'active')`, [`m${i}`, `u${i}`, i === 7 ? 'e2' : 'e1']);
    }
    await db.run(`INSERT INTO "chats" ("id","member") VALUES ('c2','m2'), ('c5','m5'), ('c7','m7')`);
    await db.run(`INSERT INTO "messages" ("id","chat","sender","created") VALUES ('x2','c2','u2',?), ('x5','c5','u5',?), ('x7','c7','u7',?), ('x8','c7','u7',?)`, [IN, BEFORE, IN, IN]);
    await db.run(`INSERT INTO "reports" ("id","member","updated") VALUES ('r3','m3',?)`, [IN]);
    await db.run(`INSERT INTO "appointments" ("id","member","updated") VALUES ('a4','m4',?)`, [IN]);
  }, 120_000);

  afterAll(async () => {
    await core?.db.close();
    await drop?.().catch(() => undefined);
    await rm(dir, { recursive: true, force: true });
  });

  it('counts the members active in the last 30 days of the month as the old correlated query did', async () => {
    const counts = await collectCounts(countsReader(core.db), period);
    expect(counts.get('e1')?.active_30d).toBe(4);
    expect(counts.get('e2')?.active_30d).toBe(1);
    expect(counts.get('e1')?.enrolled).toBe(6);
    const since = '2026-10-01 23:59:59.999Z';
    const old = await core.db.all<{ employer: string; n: number }>(OLD_ACTIVE, [since, since, period.end, since, period.end, since, period.end]);
    expect(Object.fromEntries(old.map((r) => [r.employer, Number(r.n)]))).toEqual({ e1: 4, e2: 1 });
  });

  it('reads the same figures off the loop as on the main connection', async () => {
    const off = await collectCounts(countsReader(core.db), period);
    const main = await collectCounts((sql, params) => core.db.all(sql, params), period);
    expect([...off.entries()].sort()).toEqual([...main.entries()].sort());
  });

  it.skipIf(usePostgres())('lets the event loop turn while a long read runs in the worker thread (SQLite)', async () => {
    expect(core.db.readOffLoop).toBeDefined();
    await core.db.readOffLoop!('SELECT 1'); // the thread is up
    let ticks = 0;
    let done = false;
    const tick = () => {
      ticks++;
      if (!done) setImmediate(tick);
    };
    setImmediate(tick);
    const rows = await core.db.readOffLoop!<{ n: number }>(
      'WITH RECURSIVE c(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM c WHERE i < 3000000) SELECT COUNT(*) AS n FROM c',
    );
    done = true;
    expect(Number(rows[0]?.n)).toBe(3_000_000);
    // on the main thread this read is one synchronous call: the loop would not turn at all meanwhile
    expect(ticks).toBeGreaterThan(10);
  });

  it.skipIf(usePostgres())('refuses a write off the loop (the worker connection is read-only)', async () => {
    await expect(core.db.readOffLoop!(`DELETE FROM "members"`)).rejects.toThrow();
    expect(Number((await core.db.get<{ n: number }>('SELECT COUNT(*) AS n FROM "members"'))?.n)).toBe(7);
  });
});
