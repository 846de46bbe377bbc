/**
 * `npm run bench`: seeds posts100k into a fresh record store and measures it against bare node:http
 * baselines (B0, B1) in the same run; prints a table. Loopback only; stops by itself.
 * Env: BENCH_DURATION (s, default 10), BENCH_USERS (500), BENCH_POSTS (100000),
 *      BENCH_P3_REQUESTS (200), BENCH_P4_REQUESTS (100), BENCH_P4_CAP (s per P4 scenario, default 120),
 *      BENCH_RUNS (3: each scenario runs that many times, interleaved with its baseline; median by req/s),
 *      BENCH_SLOTS (1: the /api/slots figure, 60-day window with 500 appointments; 0 skips it),
 *      BENCH_LIGHTHOUSE=0 (skips the closing Lighthouse run; it needs `npm run build` and Chromium),
 *      BENCH_QUICK=1 (about a minute: 5 s loads, 1 run, 30 relation-filter requests, realtime 5000 only,
 *      no slots/roster figures; explicit BENCH_* values still win).
 * Ends with the issue #20 table: each target as a ratio against its same-run baseline.
 * `npm run bench --db=postgres` (or BENCH_DB=postgres): the same table on PostgreSQL (a throwaway
 * cluster on loopback; B1 is node:http + a `pg` pool on the same database), plus the realtime
 * fan-out across two instances (writes on A, subscribers on B).
 */
import { rmSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { measure, type Load, type Measured } from './scenarios.js';
import { failures, ratio, table, type Row } from './report.js';
import { freePort, rssMb, startNode, stop, type Proc } from './server-proc.js';
import { realtimeTable, runRealtime } from './realtime.js';
import { runSlotsBench } from './slots.js';
import { rosterLines, runRosterBench } from './roster.js';
import { lighthouseTable, runLighthouse } from './lighthouse.js';

const QUICK = process.env['BENCH_QUICK'] === '1';
if (QUICK) {
  const quick: Record<string, string> = {
    BENCH_DURATION: '5',
    BENCH_RUNS: '1',
    BENCH_P4_REQUESTS: '30',
    BENCH_REALTIME: '5000',
    BENCH_SLOTS: '0',
    BENCH_ROSTER: '0',
  };
  for (const [k, v] of Object.entries(quick)) process.env[k] ??= v;
}

/** realtime fan-out sizes (BENCH_REALTIME="1000,5000"; empty string skips it) */
const RT_SIZES = (process.env['BENCH_REALTIME'] ?? '1000,5000')
  .split(',')
  .map(Number)
  .filter((n) => n > 0);
import { makeTempDir, setup, startServer } from './setup.js';
import { issueTable } from './issue-table.js';
import { serverStats } from './server-stats.js';
import { freshDatabase, startCluster, ADMIN_URL_ENV, type Cluster } from '../test/harness/pg-cluster.js';

/** `npm run bench --db=postgres` arrives as npm_config_db */
const DB = (process.env['BENCH_DB'] ?? process.env['npm_config_db'] ?? process.argv.find((a) => a.startsWith('--db='))?.slice(5) ?? 'sqlite').toLowerCase();
const ON_PG = DB === 'postgres' || DB === 'postgresql' || DB.startsWith('postgres://');
let cluster: Cluster | undefined;

const num = (name: string, def: number): number => {
  const v = Number(process.env[name] ?? def);
  if (!Number.isFinite(v) || v <= 0) throw new Error(`${name} must be a positive number`);
  return v;
};
const DURATION = num('BENCH_DURATION', 10);
const USERS = num('BENCH_USERS', 500);
const POSTS = num('BENCH_POSTS', 100_000);
const P3_REQS = num('BENCH_P3_REQUESTS', 200);
const P4_REQS = num('BENCH_P4_REQUESTS', 100);
const P4_CAP = num('BENCH_P4_CAP', 120);
const RUNS = Math.round(num('BENCH_RUNS', 3));

const HERE = path.dirname(fileURLToPath(import.meta.url));
const log = (s: string): void => console.log(s);
const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));
const procs: Proc[] = [];
const dir = makeTempDir();

async function cleanup(): Promise<void> {
  for (const p of procs.splice(0)) await stop(p);
  rmSync(dir, { recursive: true, force: true });
  await cluster?.stop();
  cluster = undefined;
}

/** on PostgreSQL: a database for this run (an URL given with --db=postgres://… is used as is) */
async function preparePostgres(): Promise<void> {
  if (DB.startsWith('postgres://')) {
    process.env['COVEY_DATABASE_URL'] = DB;
    return;
  }
  cluster = await startCluster();
  process.env[ADMIN_URL_ENV] = cluster.adminUrl;
  process.env['COVEY_DATABASE_URL'] = (await freshDatabase()).url;
}

async function baseline(file: string, args: string[]): Promise<Proc> {
  const port = await freePort();
  const p = await startNode(['--import', 'tsx', path.join(HERE, 'baselines', file), String(port), ...args], port, '/');
  procs.push(p);
  return p;
}

/** bytes of one response body as sent (no decompression) and its Content-Encoding */
function bodyBytes(url: string, headers: Record<string, string>): Promise<{ bytes: number; encoding: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        let bytes = 0;
        res.on('data', (chunk: Buffer) => (bytes += chunk.length));
        res.on('end', () => resolve({ bytes, encoding: String(res.headers['content-encoding'] ?? 'identity') }));
      })
      .on('error', reject);
  });
}

const median = (runs: Measured[]): Measured => [...runs].sort((a, b) => a.rps - b.rps)[Math.floor(runs.length / 2)]!;

/** Runs each labelled load RUNS times, interleaved (A B A B ...), after an optional 1 s warm-up; median by req/s. */
async function runSet(...args: [[string, Load], [string, Load]?, boolean?]): Promise<[Measured, Measured]> {
  const [a, b, warm = false] = args;
  const loads = b ? [a, b] : [a];
  if (warm) for (const [, load] of loads) await measure({ ...load, duration: 1, amount: undefined });
  const runs: Measured[][] = loads.map(() => []);
  for (let i = 0; i < RUNS; i++) {
    for (const [j, [label, load]] of loads.entries()) {
      await sleep(1000);
      log(`running ${label}${RUNS > 1 ? ` (${i + 1}/${RUNS})` : ''} ...`);
      runs[j]!.push(await measure(load));
    }
  }
  return [median(runs[0]!), median(runs[b ? 1 : 0]!)];
}

async function main(): Promise<void> {
  const t0 = performance.now();
  if (ON_PG) await preparePostgres();
  log(`storage: ${ON_PG ? 'PostgreSQL' : 'SQLite'}`);
  const env = await setup(dir, USERS, POSTS, (p) => procs.push(p), log);
  const { server, userToken } = env;
  const idleRss = rssMb(server.child.pid);
  const b0 = await baseline('b0-hello.ts', []);
  const b1 = await baseline(ON_PG ? 'b1-pg.ts' : 'b1-sqlite.ts', [env.b1Db, env.postsCollectionId, env.userId]);
  const b2 = await baseline(ON_PG ? 'b1-pg.ts' : 'b1-sqlite.ts', [env.b1Db, env.postsCollectionId, env.userId, 'totals']);
  const c100 = { connections: 100, duration: DURATION };
  const list = `${server.url}/api/collections/bench_posts/records?perPage=20`;
  const asUser = { Authorization: userToken };
  const asAdmin = { Authorization: env.api.token };
  const filtered = (f: string): string => `${list}&filter=${encodeURIComponent(f)}`;
  const p4 = { connections: 10, amount: P4_REQS, timeout: 120, capSeconds: P4_CAP };

  const count = async (url: string, headers: Record<string, string> = {}): Promise<string> => {
    const r = await fetch(url, { headers });
    const j = (await r.json()) as { items?: unknown[]; totalItems?: number };
    return `${r.status}: ${j.items?.length ?? '?'} items, totalItems ${j.totalItems ?? '?'}`;
  };
  log(
    `sanity: S1 ${await count(`${list}&skipTotal=1`, asUser)}; B1 ${await count(b1.url + '/')}; S2 ${await count(list, asUser)}`,
  );
  log(
    `sanity: S2b ${await count(list, asAdmin)}; S3a ${await count(filtered('author.permissions.active = true'), asAdmin)}; ` +
      `S3b ${await count(filtered("type:each != 'c'"), asAdmin)}`,
  );

  const [mB0, mS0] = await runSet(
    ['B0', { url: b0.url + '/', ...c100 }],
    ['S0', { url: `${server.url}/api/health`, ...c100 }],
    true,
  );
  const [mB1, mS1] = await runSet(
    ['B1', { url: b1.url + '/', ...c100 }],
    ['S1', { url: `${list}&skipTotal=1`, headers: asUser, ...c100 }],
    true,
  );
  // the same list as a browser asks for it (compressed above 1 KB, decision 0036)
  const asBrowser = { ...asUser, 'Accept-Encoding': 'gzip, deflate, br, zstd' };
  const [mS1z] = await runSet(['S1z', { url: `${list}&skipTotal=1`, headers: asBrowser, ...c100 }], undefined, true);
  const listBytes = await bodyBytes(`${list}&skipTotal=1`, asUser);
  const listSent = await bodyBytes(`${list}&skipTotal=1`, asBrowser);
  const c10 = { connections: 10, duration: DURATION };
  const [mB2, mS2] = await runSet(['B2', { url: b2.url + '/', ...c10 }], ['S2', { url: list, headers: asUser, ...c10 }], true);
  const c1 = { connections: 1, amount: P3_REQS, capSeconds: 60 };
  const [mS2b] = await runSet(['S2b', { url: list, headers: asAdmin, ...c1 }]);
  const [mS3a, mS3b] = await runSet(
    ['S3a', { url: filtered('author.permissions.active = true'), headers: asAdmin, ...p4 }],
    ['S3b', { url: filtered("type:each != 'c'"), headers: asAdmin, ...p4 }],
  );
  const finalRss = rssMb(server.child.pid);
  const alive = server.child.exitCode === null && server.child.signalCode === null;

  const d = `c100 ${DURATION}s x${RUNS}`;
  const rows: Row[] = [
    { id: 'B0', label: 'bare node:http fixed JSON', load: d, m: mB0 },
    {
      id: 'S0',
      label: 'GET /api/health',
      load: d,
      m: mS0,
      vs: `${ratio(mS0.rps, mB0.rps)} of B0`,
      target: 'P1 >= 0.85 B0',
    },
    { id: 'B1', label: ON_PG ? 'node:http + pg pool query' : 'node:http + prepared sqlite', load: d, m: mB1 },
    {
      id: 'S1',
      label: 'list rule author, skipTotal',
      load: d,
      m: mS1,
      vs: `${ratio(mS1.rps, mB1.rps)} of B1, ${ratio(mS1.rps, 1149)}x PB`,
      pb: '~1,149/s (100 @ 10: 0.087 s)',
      target: 'P2 >= 0.5 B1 & 1.5x PB; p99 <= 10x p50',
    },
    {
      id: 'S1z',
      label: 'S1 with Accept-Encoding (browser)',
      load: d,
      m: mS1z,
      vs: `${ratio(mS1z.rps, mS1.rps)} of S1; ${listSent.bytes} B ${listSent.encoding} of ${listBytes.bytes} B`,
    },
    { id: 'B2', label: ON_PG ? 'node:http + pg count+select' : 'node:http + sqlite count+select', load: `c10 ${DURATION}s x${RUNS}`, m: mB2 },
    {
      id: 'S2',
      label: 'list rule author, totals',
      load: `c10 ${DURATION}s x${RUNS}`,
      m: mS2,
      vs: `p50 ${ratio(mS2.p50, mB2.p50)}x B2, ${ratio(mS2.rps, mB2.rps)} of B2 req/s`,
      pb: '13.3 ms avg (no rule)',
      target: '#20 p50 <= 2x B2',
    },
    {
      id: 'S2b',
      label: 'list superuser, totals (=PB)',
      load: `c1 ${P3_REQS} req`,
      m: mS2b,
      vs: `p50 ${ratio(mS2b.p50, 13.3)} of PB avg`,
      pb: '13.3 ms avg',
      target: 'P3 p50 <= 6.65 ms',
    },
    {
      id: 'S3a',
      label: 'author.permissions.active=true',
      load: `c10 ${P4_REQS} req`,
      m: mS3a,
      vs: `PB best/ours p50 ${ratio(18200, mS3a.p50)}x`,
      pb: '208.6 s total, best 18.2 s',
      target: 'P4 >= 10x, p95 <= 1 s',
    },
    {
      id: 'S3b',
      label: "type:each != 'c'",
      load: `c10 ${P4_REQS} req`,
      m: mS3b,
      vs: `PB best/ours p50 ${ratio(4580, mS3b.p50)}x`,
      pb: '51.1 s total, best 4.58 s',
      target: 'P4 >= 10x, p95 <= 1 s',
    },
  ];
  log('\n' + table(rows));
  log(`\nS1 p99/p50 = ${ratio(mS1.p99, mS1.p50)}; latencies from autocannon's per-response hrtime (2xx only)`);
  log(
    `server RSS: ${idleRss ?? 'n/a (no /proc)'} MB after seeding, ${finalRss ?? 'n/a (no /proc)'} MB after the run; server ${alive ? 'still running' : 'EXITED'}`,
  );
  for (const n of env.notes) log(n);
  log(
    'S3a/S3b: rules sent as `filter` by the superuser; PB ran them as listRule with a user token (same perPage=20, totals).',
  );
  for (const f of failures(rows)) log('FAILURE ' + f);
  let rt5000: Awaited<ReturnType<typeof runRealtime>>[number] | undefined;
  if (RT_SIZES.length) {
    log('\nrealtime: one record change fanned out to N SSE subscribers (K = 20 distinct users), 5 rounds each');
    const rt = await runRealtime(env.api, server.child.pid, RT_SIZES, log, () => serverStats(server));
    log('\n' + realtimeTable(rt));
    rt5000 = rt.find((r) => r.clients === 5000) ?? rt[rt.length - 1];
    if (ON_PG) {
      // a second instance on the same database: writes on A, the 1,000 subscribers on B
      const b = await startServer(dir);
      procs.push(b);
      log('\nrealtime across two instances: writes on A, N SSE subscribers on B (LISTEN/NOTIFY), 5 rounds each; latency from the write request on A');
      const cross = await runRealtime(env.api, b.child.pid, [num('BENCH_REALTIME_CROSS', 1000)], log, () => serverStats(b), b.url, false);
      log('\n' + realtimeTable(cross));
    }
  }
  log(`\nissue #20 targets (same-run baselines, median of ${RUNS} run${RUNS > 1 ? 's' : ''} by req/s):`);
  log(issueTable({ b0: mB0, s0: mS0, b1: mB1, s1: mS1, b2: mB2, s2: mS2, s3a: mS3a, rt: rt5000 }, ON_PG ? 'pg' : 'better-sqlite3'));
  if (process.env['BENCH_SLOTS'] !== '0') {
    log('');
    await runSlotsBench(env.api, server.url, log);
  }
  const roster = await runRosterBench();
  if (roster) {
    log('\nroster and metrics (issue 16), in-process on a fresh data dir:');
    for (const l of rosterLines(roster)) log(l);
  }
  if (process.env['BENCH_LIGHTHOUSE'] !== '0') {
    // the web app's first load as a phone on a slow network sees it (needs `npm run build` and Chromium)
    log('\nLighthouse, mobile preset, on the built app served by the real server (BENCH_LIGHTHOUSE=0 skips):');
    try {
      log(lighthouseTable(await runLighthouse(log)));
    } catch (err) {
      log(`Lighthouse not run: ${(err as Error).message}`);
    }
  }
  if (!alive) log('server stderr tail:\n' + server.stderr());
  log(`total bench time ${((performance.now() - t0) / 1000).toFixed(0)} s`);
}

process.once('SIGINT', () => void cleanup().then(() => process.exit(130)));
try {
  await main();
} catch (err) {
  console.error(err);
  process.exitCode = 1;
} finally {
  await cleanup();
}
