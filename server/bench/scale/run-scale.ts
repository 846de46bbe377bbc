/**
 * `npm run bench:scale` (issue #27): seeds the generated dataset (`covey seed --scale`), starts the
 * built server on loopback and, per role (a member with data, that member's counselor with a full
 * caseload, an employer admin, a broker user, a caregiver), measures every read the SPA makes on
 * each screen and the writes of the main journeys, 20 times each, single client, while a side loop
 * polls /api/health every 100 ms. Prints one line per operation (p50, p95, worst stall, statuses)
 * and the sizes it ran on. SQLite, then PostgreSQL (a throwaway cluster like the tests') when its
 * binaries are here. Targets: reads p95 ≤ 150 ms, writes p95 ≤ 300 ms, stall ≤ 100 ms.
 * Env: BENCH_SCALE (1), BENCH_SCALE_TIMES (20), BENCH_SCALE_ROSTER_TIMES (20),
 *      BENCH_SCALE_DB (both | sqlite | postgres), BENCH_SCALE_DIR (reuse a seeded SQLite folder),
 *      BENCH_SCALE_PG_FROM (PostgreSQL: copy the records of this seeded SQLite folder, `covey seed --copy-from`,
 *      instead of seeding through the hooks; minutes instead of hours at scale 1; the folder is migrated in place),
 *      BENCH_SCALE_OP_BUDGET (s per operation, 60: a slower one stops repeating; its statuses show how often it ran),
 *      BENCH_SCALE_ONLY (comma-separated parts of operation names: run only those, e.g. `roster,unread`),
 *      BENCH_SCALE_VERBOSE=1 (print the first error of each failing operation).
 * Stops by itself; loopback only. Exit code 0 even when targets are missed (a benchmark, not a test).
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import PocketBase from 'pocketbase';
import { MAIN_JS, freePort, runNode, startNode, stop, type Proc } from '../server-proc.js';
import { ADMIN_URL_ENV, freshDatabase, startCluster, type Cluster } from '../../test/harness/pg-cluster.js';
import { BROKER_READS, CAREGIVER_READS, COUNSELOR_READS, EMPLOYER_READS, MEMBER_READS, type ReadOp, type RoleContext } from './scale-reads.js';
import { READ_P95, STALL_MAX, WRITE_P95, line, measure, type OpResult } from './scale-measure.js';
import { runWrites } from './scale-writes.js';

const num = (name: string, def: number) => {
  const v = Number(process.env[name] ?? def);
  if (!Number.isFinite(v) || v <= 0) throw new Error(`${name} must be a positive number`);
  return v;
};
const SCALE = num('BENCH_SCALE', 1);
const TIMES = Math.round(num('BENCH_SCALE_TIMES', 20));
const ROSTER_TIMES = Math.round(num('BENCH_SCALE_ROSTER_TIMES', 20));
const DB = (process.env['BENCH_SCALE_DB'] ?? process.argv.find((a) => a.startsWith('--db='))?.slice(5) ?? 'both').toLowerCase();
const ADMIN = { email: 'bench-admin@example.com', password: 'bench-admin-password-1' };

interface SeedFile {
  counts: Record<string, number>;
  accounts: Record<'member' | 'counselor' | 'employer' | 'broker' | 'caregiver' | 'stranger', string>;
  password: string;
  seconds: number;
}

async function signIn(url: string, email: string, password: string, role: string): Promise<RoleContext> {
  const pb = new PocketBase(url);
  pb.autoCancellation(false);
  const auth = await pb.collection('users').authWithPassword(email, password);
  const u = auth.record;
  return {
    pb, userId: u.id, role, memberId: '', counselorId: '', counselorUserId: '', employerId: String(u['employer'] ?? ''), brokerId: String(u['broker'] ?? ''),
    chatId: '', planId: '', reportId: '', circleId: '',
  };
}

const first = async (pb: PocketBase, coll: string, filter: string, sort = '-created') => (await pb.collection(coll).getList(1, 1, { filter, sort, skipTotal: true })).items[0];

/** fills in the ids each role's screens open */
async function contexts(url: string, seed: SeedFile) {
  const pw = seed.password;
  const member = await signIn(url, seed.accounts.member, pw, 'member');
  const row = await first(member.pb, 'members', member.pb.filter('user = {:u}', { u: member.userId }));
  if (!row) throw new Error('the bench member has no member row');
  member.memberId = row.id;
  member.counselorId = String(row['counselor']);
  member.employerId = String(row['employer']);
  member.counselorUserId = String((await member.pb.collection('counselors').getOne(member.counselorId))['user']);
  const m = member.memberId;
  member.chatId = (await first(member.pb, 'chats', member.pb.filter('member = {:m} && kind = "counselor"', { m })))?.id ?? '';
  member.planId = (await first(member.pb, 'plans', member.pb.filter('member = {:m}', { m })))?.id ?? '';
  member.reportId = (await first(member.pb, 'reports', member.pb.filter('member = {:m}', { m })))?.id ?? '';
  member.circleId = (await first(member.pb, 'circles', member.pb.filter('owner = {:u}', { u: member.userId })))?.id ?? '';
  const counselor = await signIn(url, seed.accounts.counselor, pw, 'counselor');
  // a draft report is the member's alone: the counselor opens a submitted one
  // the bench member's own when there is one, else any sent report of the counselor's caseload (a seed may give
  // the bench member only drafts: an empty id read as "unexpected status" on one database and not the other)
  const submitted =
    (await first(member.pb, 'reports', member.pb.filter('member = {:m} && status != "draft"', { m })))?.id ??
    (await first(counselor.pb, 'reports', 'status != "draft"'))?.id ??
    '';
  Object.assign(counselor, { memberId: m, counselorId: member.counselorId, counselorUserId: counselor.userId, chatId: member.chatId, planId: member.planId, reportId: submitted, employerId: member.employerId });
  const employer = await signIn(url, seed.accounts.employer, pw, 'employer');
  const broker = await signIn(url, seed.accounts.broker, pw, 'broker');
  broker.employerId = (await first(broker.pb, 'employers', broker.pb.filter('broker = {:b}', { b: broker.brokerId }), 'name'))?.id ?? '';
  const caregiver = await signIn(url, seed.accounts.caregiver, pw, 'member');
  const link = await first(caregiver.pb, 'circle_members', caregiver.pb.filter('user = {:u} && status = "active"', { u: caregiver.userId }));
  const circle = link ? await caregiver.pb.collection('circles').getOne(String(link['circle'])) : null;
  caregiver.memberId = String(circle?.['member'] ?? '');
  caregiver.chatId = (await first(caregiver.pb, 'chats', caregiver.pb.filter('member = {:m} && kind = "counselor"', { m: caregiver.memberId })))?.id ?? '';
  const stranger = await signIn(url, seed.accounts.stranger, pw, 'member');
  return { member, counselor, employer, broker, caregiver, stranger };
}

async function runReads(url: string, ops: ReadOp[], ctx: RoleContext): Promise<OpResult[]> {
  const out: OpResult[] = [];
  for (const op of ops) {
    const r = await measure(url, { kind: 'read', role: op.role, name: `${op.screen}: ${op.name}` }, TIMES, () => op.run(ctx));
    if (!r.runs) continue;
    console.log(line(r));
    out.push(r);
  }
  return out;
}

function summary(label: string, results: OpResult[]): void {
  const reads = results.filter((r) => r.kind === 'read');
  const writes = results.filter((r) => r.kind === 'write');
  const missed = (rs: OpResult[], t: number) => rs.filter((r) => r.p95 > t).length;
  const errors = results.filter((r) => Object.keys(r.statuses).some((s) => s !== '200' && !r.name.includes('refused'))).length;
  const worst = Math.max(...results.map((r) => r.stall));
  console.log(
    `${label}: ${reads.length} reads (${missed(reads, READ_P95)} over p95 ${READ_P95} ms), ${writes.length} writes (${missed(writes, WRITE_P95)} over p95 ${WRITE_P95} ms), ` +
      `worst stall ${worst.toFixed(0)} ms (${results.filter((r) => r.stall > STALL_MAX).length} operations over ${STALL_MAX} ms), ${errors} operations with unexpected statuses`,
  );
  const refused = results.find((r) => r.name.includes('refused'));
  const allowed = results.find((r) => r.name === 'invite to a circle');
  if (refused && allowed) console.log(`  refused invite p50 ${refused.p50.toFixed(1)} ms vs allowed invite p50 ${allowed.p50.toFixed(1)} ms`);
}

async function benchOne(label: string, dataDir: string, env: Record<string, string>, seedAgain: boolean, copyFrom?: string): Promise<void> {
  const accountsFile = path.join(dataDir, 'scale-accounts.json');
  if (copyFrom) {
    console.log(`[${label}] copying the records of ${copyFrom} …`);
    const t = Date.now();
    const out = runNode([MAIN_JS, 'seed', `--copy-from=${copyFrom}`, `--dir=${dataDir}`, `--accounts=${accountsFile}`], env);
    console.log(out.split('\n').filter((l) => l.startsWith('  ')).join('\n'));
    console.log(`[${label}] copied in ${((Date.now() - t) / 1000).toFixed(0)} s`);
  } else if (seedAgain || !existsSync(accountsFile)) {
    console.log(`[${label}] seeding scale ${SCALE} …`);
    const t = Date.now();
    const out = runNode([MAIN_JS, 'seed', `--scale=${SCALE}`, `--dir=${dataDir}`, `--accounts=${accountsFile}`], env);
    console.log(out.split('\n').filter((l) => l.startsWith('  ') && l.includes(' in ')).join('\n'));
    console.log(`[${label}] seeded in ${((Date.now() - t) / 1000).toFixed(0)} s`);
  }
  runNode([MAIN_JS, 'superuser', 'upsert', ADMIN.email, ADMIN.password, `--dir=${dataDir}`], env);
  const seed = JSON.parse(readFileSync(accountsFile, 'utf8')) as SeedFile;
  const port = await freePort();
  const server: Proc = await startNode([MAIN_JS, 'serve', `--http=127.0.0.1:${port}`, `--dir=${dataDir}`], port, '/api/health', env);
  try {
    const su = new PocketBase(server.url);
    await su.collection('_superusers').authWithPassword(ADMIN.email, ADMIN.password);
    // one client, measured: rate limits would only add 429s
    await su.settings.update({ rateLimits: { enabled: false } });
    console.log(`[${label}] sizes: ${Object.entries(seed.counts).map(([k, v]) => `${k} ${v}`).join(', ')}`);
    const r = await contexts(server.url, seed);
    const caseload = (await r.counselor.pb.collection('members').getList(1, 1, { filter: r.counselor.pb.filter('counselor.user = {:me}', { me: r.counselor.userId }) })).totalItems;
    console.log(`[${label}] accounts: ${Object.entries(seed.accounts).map(([k, v]) => `${k} ${v}`).join(', ')}; counselor caseload ${caseload}; ${TIMES} runs each`);
    const results: OpResult[] = [];
    results.push(...(await runReads(server.url, MEMBER_READS, r.member)));
    results.push(...(await runReads(server.url, COUNSELOR_READS, r.counselor)));
    results.push(...(await runReads(server.url, EMPLOYER_READS, r.employer)));
    results.push(...(await runReads(server.url, BROKER_READS, r.broker)));
    results.push(...(await runReads(server.url, CAREGIVER_READS, r.caregiver)));
    for (const w of await runWrites(server.url, r, TIMES, ROSTER_TIMES, `${label}${Date.now().toString(36)}`)) {
      if (!w.runs) continue;
      console.log(line(w));
      results.push(w);
    }
    summary(`[${label}] scale ${SCALE}`, results);
  } finally {
    await stop(server);
  }
}

async function main(): Promise<void> {
  if (!existsSync(MAIN_JS)) throw new Error(`${MAIN_JS} not found: build first (npm run build -w server)`);
  const onSqlite = DB === 'both' || DB === 'sqlite';
  const onPg = DB === 'both' || DB === 'postgres' || DB === 'postgresql';
  if (onSqlite) {
    const given = process.env['BENCH_SCALE_DIR'];
    const dir = given ?? mkdtempSync(path.join(tmpdir(), 'covey-scale-'));
    try {
      await benchOne('sqlite', dir, {}, false);
    } finally {
      if (!given) rmSync(dir, { recursive: true, force: true });
    }
  }
  if (onPg) {
    let cluster: Cluster | undefined;
    try {
      cluster = await startCluster();
    } catch (err) {
      console.log(`[postgres] skipped: no PostgreSQL cluster could be started here (${String(err).split('\n')[0]})`);
    }
    if (cluster) {
      const dir = mkdtempSync(path.join(tmpdir(), 'covey-scale-pg-'));
      process.env[ADMIN_URL_ENV] = cluster.adminUrl;
      const db = await freshDatabase({ empty: true });
      try {
        await benchOne('postgres', dir, { COVEY_DATABASE_URL: db.url }, true, process.env['BENCH_SCALE_PG_FROM']);
      } finally {
        await db.drop().catch(() => undefined);
        await cluster.stop();
        rmSync(dir, { recursive: true, force: true });
      }
    }
  }
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
