/**
 * Issue 16 figures for `npm run bench`: importing a 10,000-row roster CSV (parse, validate, plan and
 * one all-or-nothing transaction) and the nightly metrics job over 10,000 members (half of them
 * signed up), in-process on a fresh data dir. Env: BENCH_ROSTER (rows, default 10000; 0 skips).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openCore } from '../src/app/create-app.js';
import { ADMIN_URL_ENV, freshDatabase } from '../test/harness/pg-cluster.js';
import { MIGRATIONS } from '../src/migrations/index.js';
import { migrateUp } from '../src/migrations/runner.js';
import { installCoveyHooks } from '../src/covey/install.js';
import { insert } from '../src/covey/hooks/context.js';
import { parseRoster } from '../src/covey/organisations/roster-import.js';
import { applyRoster } from '../src/covey/organisations/roster-apply.js';
import { runMetrics } from '../src/covey/organisations/metrics.js';
import { newRecordId } from '../src/util/random.js';

export interface RosterBench {
  rows: number;
  importMs: number;
  reimportMs: number;
  metricsMs: number;
}

export async function runRosterBench(rows = Number(process.env['BENCH_ROSTER'] ?? 10_000)): Promise<RosterBench | null> {
  if (!rows) return null;
  const dir = mkdtempSync(path.join(tmpdir(), 'covey-roster-bench-'));
  // on PostgreSQL a database of its own, not the bench server's
  const pgDb = process.env[ADMIN_URL_ENV] ? await freshDatabase() : undefined;
  const core = await openCore(dir, pgDb?.url);
  try {
    await migrateUp(core, MIGRATIONS);
    installCoveyHooks(core);
    const employer = await insert(core, core.db, 'employers', { name: 'Bench Co', status: 'active' });
    const id = String(employer.data['id']);
    const lines = ['name,email,employee_id,dob,eligibility_start,eligibility_end'];
    for (let i = 0; i < rows; i++) lines.push(`Person ${i} Bench,p${i}@bench.test,E${i},1980-01-${String((i % 28) + 1).padStart(2, '0')},2026-01-01,`);
    const csv = Buffer.from(`${lines.join('\n')}\n`, 'utf8');
    let t = performance.now();
    const parsed = parseRoster(csv);
    if (parsed.fileErrors.length || parsed.rowErrors.length) throw new Error('bench roster has errors');
    await core.db.transaction((q) => applyRoster(core, q, id, parsed.rows));
    const importMs = performance.now() - t;
    t = performance.now();
    await core.db.transaction((q) => applyRoster(core, q, id, parseRoster(csv).rows));
    const reimportMs = performance.now() - t;
    // half of them signed up: a user per row, linked directly (the sign-up path is not what is measured)
    const members = await core.db.all<{ id: string }>('SELECT "id" FROM "members" WHERE "employer" = ? ORDER BY "id"', [id]);
    await core.db.transaction(async (q) => {
      for (const [i, m] of members.entries()) {
        if (i % 2) continue;
        const uid = newRecordId();
        await q.run(
          `INSERT INTO "users" ("id","email","name","role","tokenKey","password","verified","emailVisibility","created","updated") VALUES (?,?,?,?,?,?,0,0,'2026-01-01 00:00:00.000Z','2026-01-01 00:00:00.000Z')`,
          [uid, `u${i}@bench.test`, `User ${i}`, 'member', newRecordId(), ''],
        );
        await q.run('UPDATE "members" SET "user" = ?, "status" = \'active\' WHERE "id" = ?', [uid, m.id]);
      }
    });
    t = performance.now();
    await runMetrics(core);
    const metricsMs = performance.now() - t;
    return { rows, importMs, reimportMs, metricsMs };
  } finally {
    await core.db.close();
    rmSync(dir, { recursive: true, force: true });
    await pgDb?.drop().catch(() => undefined);
  }
}

export function rosterLines(r: RosterBench): string[] {
  const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  return [
    `roster import: ${r.rows.toLocaleString('en-US')} CSV rows parsed, validated and applied in one transaction in ${s(r.importMs)} (re-import of the same file: ${s(r.reimportMs)})`,
    `metrics job over ${r.rows.toLocaleString('en-US')} members (half signed up): ${s(r.metricsMs)}`,
  ];
}

// `node --import tsx server/bench/roster.ts` runs only this part
if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  void runRosterBench().then((r) => r && rosterLines(r).forEach((l) => console.log(l)));
}
