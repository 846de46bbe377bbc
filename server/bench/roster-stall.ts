/**
 * `node --import tsx server/bench/roster-stall.ts DIR [ROWS] [TIMES]` (DIR: a copy of a seeded SQLite folder; it
 * is written to): a roster import as the route runs it (plan against the employer's rows, then apply in one
 * transaction) of ROWS new rows (1,000) TIMES times (3), with the wall time and the longest event-loop stall
 * (a 5 ms interval timer) and the process's CPU time of each (steadier than wall time on a shared host). Issue #27 item: the import never holds the loop > 100 ms.
 */
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { migrateShared, openCore } from '../src/app/create-app.js';
import { installCoveyHooks } from '../src/covey/install.js';
import { parseRoster } from '../src/covey/organisations/roster-import.js';
import * as current from '../src/covey/organisations/roster-apply.js';

const dir = process.argv[2];
if (!dir) throw new Error('usage: roster-stall.ts DIR [ROWS] [TIMES]');
const ROWS = Number(process.argv[3] ?? 1000);
const TIMES = Number(process.argv[4] ?? 3);
// ROSTER_STALL_IMPL=path (relative to this file): the same functions from another file, for an A/B in one run
const impl = (process.env['ROSTER_STALL_IMPL'] ? await import(process.env['ROSTER_STALL_IMPL']) : current) as typeof current;
const { applyRoster, planRoster } = impl;

const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

/**
 * `stall`: the longest wall time between two turns of a 5 ms timer; `cpuStall`: the most CPU time the process
 * spent between two turns, the longest synchronous stretch as the CPU saw it, which a busy shared host does not
 * inflate the way it inflates wall time (a process descheduled for 200 ms shows a 200 ms wall stall).
 */
async function stalled<T>(fn: () => Promise<T>): Promise<{ wall: number; cpu: number; stall: number; cpuStall: number; value: T }> {
  const cpu0 = process.cpuUsage();
  let last = performance.now();
  let lastCpu = cpuMs();
  let stall = 0;
  let cpuStall = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    const c = cpuMs();
    stall = Math.max(stall, now - last);
    cpuStall = Math.max(cpuStall, c - lastCpu);
    last = now;
    lastCpu = c;
  }, 5);
  const t0 = performance.now();
  const value = await fn();
  const end = performance.now();
  stall = Math.max(stall, end - last);
  cpuStall = Math.max(cpuStall, cpuMs() - lastCpu);
  clearInterval(timer);
  const cpu = process.cpuUsage(cpu0);
  return { wall: end - t0, cpu: (cpu.user + cpu.system) / 1000, stall, cpuStall, value };
}

/**
 * The wall time of each COMMIT on SQLite (the statement the automatic WAL checkpoint ran inside, decision 0061).
 * ROSTER_STALL_AUTOCHECKPOINT=1 turns SQLite's automatic checkpoint back on for the writer (the code before
 * decision 0066), for an A/B in one session.
 */
let commitMs = 0;
const exec = BetterSqlite3.prototype.exec;
BetterSqlite3.prototype.exec = function timed(this: BetterSqlite3.Database, sql: string) {
  if (sql !== 'COMMIT') return exec.call(this, sql);
  const t = performance.now();
  const r = exec.call(this, sql);
  commitMs = Math.max(commitMs, performance.now() - t);
  return r;
};

const core = await openCore(path.resolve(dir));
await migrateShared(core);
installCoveyHooks(core);
const writer = (core.db as unknown as { writer?: BetterSqlite3.Database }).writer;
if (process.env['ROSTER_STALL_AUTOCHECKPOINT'] === '1') writer?.pragma('wal_autocheckpoint = 1000');
// ROSTER_STALL_WRITER_CACHE=-4000: the writer's page cache (KiB when negative), for an A/B of when dirty pages reach the WAL
if (process.env['ROSTER_STALL_WRITER_CACHE']) writer?.pragma(`cache_size = ${Number(process.env['ROSTER_STALL_WRITER_CACHE'])}`);
try {
  // the largest roster (the bench's employer admin has ~5,000 members at scale 1): its existing rows are read by every import
  const employer = (await core.db.get<{ id: string }>('SELECT "employer" AS "id" FROM "members" WHERE "employer" != \'\' GROUP BY "employer" ORDER BY COUNT(*) DESC LIMIT 1'))!.id;
  for (let t = 0; t < TIMES; t++) {
    const tag = `${Date.now().toString(36)}${t}`;
    const csv = Buffer.from(['name,email,employee_id,dob', ...Array.from({ length: ROWS }, (_, i) => `Person ${i} Stall,stall.${tag}.${i}@example.com,S-${tag}-${i},1980-01-${String((i % 28) + 1).padStart(2, '0')}`)].join('\n'));
    const parsed = parseRoster(csv);
    const plan = await stalled(() => planRoster(core, core.db, employer, parsed.rows));
    commitMs = 0;
    const apply = await stalled(() => core.db.transaction((q) => applyRoster(core, q, employer, parsed.rows)));
    const f = (n: number) => n.toFixed(0).padStart(6);
    console.log(`run ${t + 1}: plan wall ${f(plan.wall)} cpu ${f(plan.cpu)} stall ${f(plan.stall)} cpu-stall ${f(plan.cpuStall)} | apply wall ${f(apply.wall)} cpu ${f(apply.cpu)} stall ${f(apply.stall)} cpu-stall ${f(apply.cpuStall)} commit ${f(commitMs)} ms | ${JSON.stringify(apply.value)}`);
  }
} finally {
  await core.db.close();
}
