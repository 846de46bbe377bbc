/**
 * The job's value counts (decision 0055), read from the tables on SQLite and PostgreSQL: resolved
 * reports of the month by kind, and per chat the hours from the member's first message of the month
 * to the first counselor reply by the month's end.
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

describe('metrics value counts', () => {
  let dir = '';
  let core: CoreApp;
  let drop: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'covey-metrics-value-'));
    const pg = usePostgres() ? await freshDatabase({ empty: true }) : undefined;
    drop = pg?.drop;
    core = await openCore(dir, pg?.url);
    await migrateShared(core);
    installCoveyHooks(core);
    const db = core.db;
    await db.run(`INSERT INTO "employers" ("id","name") VALUES ('e1','e1')`);
    for (let i = 1; i <= 4; i++) {
      await db.run(`INSERT INTO "users" ("id","email","tokenKey") VALUES (?, ?, ?)`, [`u${i}`, `u${i}@example.com`, `tk${i}`]);
      await db.run(`INSERT INTO "members" ("id","user","employer","relationship","status") VALUES (?, ?, 'e1', 'self', 'active')`, [`m${i}`, `u${i}`]);
      await db.run(`INSERT INTO "chats" ("id","member") VALUES (?, ?)`, [`c${i}`, `m${i}`]);
    }
    const msg = (id: string, chat: string, role: string, created: string) =>
      db.run(`INSERT INTO "messages" ("id","chat","sender","role","created") VALUES (?, ?, '', ?, ?)`, [id, chat, role, created]);
    // c1: asked 10:00, answered 12:30 (2.5 h), asked again later (not a first message)
    await msg('x1', 'c1', 'member', '2026-10-05 10:00:00.000Z');
    await msg('x2', 'c1', 'counselor', '2026-10-05 12:30:00.000Z');
    await msg('x3', 'c1', 'member', '2026-10-06 10:00:00.000Z');
    await msg('x4', 'c1', 'counselor', '2026-10-06 10:05:00.000Z');
    // c2: the assistant answers first; the counselor 4 h after the question
    await msg('y1', 'c2', 'member', '2026-10-10 08:00:00.000Z');
    await msg('y2', 'c2', 'assistant', '2026-10-10 08:00:01.000Z');
    await msg('y3', 'c2', 'counselor', '2026-10-10 12:00:00.000Z');
    // c3: asked on the last evening, answered after the month: left out
    await msg('z1', 'c3', 'member', '2026-10-31 22:00:00.000Z');
    await msg('z2', 'c3', 'counselor', '2026-11-01 09:00:00.000Z');
    // c4: asked in September: not this month's
    await msg('w1', 'c4', 'member', '2026-09-20 10:00:00.000Z');
    await msg('w2', 'c4', 'counselor', '2026-09-20 11:00:00.000Z');
    const report = (id: string, member: string, kind: string, status: string, resolved: string, saved: number) =>
      db.run(`INSERT INTO "reports" ("id","member","kind","status","resolved_at","amount_saved") VALUES (?, ?, ?, ?, ?, ?)`, [id, member, kind, status, resolved, saved]);
    await report('r1', 'm1', 'bill_review', 'resolved', '2026-10-03 10:00:00.000Z', 930);
    await report('r2', 'm2', 'bill_review', 'closed', '2026-10-09 10:00:00.000Z', 70);
    await report('r3', 'm3', 'claim_denial', 'resolved', '2026-10-20 10:00:00.000Z', 0);
    await report('r4', 'm4', '', 'resolved', '2026-10-21 10:00:00.000Z', 0);
    await report('r5', 'm4', 'bill_review', 'resolved', '2026-09-21 10:00:00.000Z', 500);
    await report('r6', 'm4', 'find_care', 'in_review', '', 0);
  }, 120_000);

  afterAll(async () => {
    await core?.db.close();
    await drop?.().catch(() => undefined);
    await rm(dir, { recursive: true, force: true });
  });

  it('counts the month\'s resolved reports by kind (no kind counts as other) beside the savings', async () => {
    const c = (await collectCounts(countsReader(core.db), period)).get('e1')!;
    expect(c.report_kinds).toEqual({ bill_review: 2, claim_denial: 1, other: 1 });
    expect(c.reports_resolved).toBe(4);
    expect(c.savings_usd).toBe(1000);
  });

  it('takes the hours to the first counselor reply per chat, by the end of the month', async () => {
    const c = (await collectCounts(countsReader(core.db), period)).get('e1')!;
    expect([...c.reply_hours].sort()).toEqual([2.5, 4]);
  });
});
