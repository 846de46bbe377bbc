/**
 * `node --import tsx server/bench/cpu-ab.ts <dist-A> [dist-B]`: the cpu-cost figures (server CPU µs per
 * request, /api/health and the rule-bound list) of two builds on the SAME seeded data, taken in
 * alternation so that machine load hits both alike, the order swapped every round (A B, B A, …): A is
 * `<dist-A>/main.js` (e.g. a copy of server/dist built from the commit before a change), B is
 * `<dist-B>/main.js` (default: this tree's server/dist). Prints every round and the median per build.
 * Env: AB_ROUNDS (default 4), COST_REQUESTS (default 20000), BENCH_POSTS, AB_ACCEPT_ENCODING (the list is
 * asked for with that Accept-Encoding, as a browser: e.g. "gzip, deflate, br"; the bodies are then compared
 * as sent, so they differ when only one build compresses).
 */
import { createHash } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { measure } from './scenarios.js';
import { makeTempDir, setup } from './setup.js';
import { freePort, MAIN_JS, startNode, stop, type Proc } from './server-proc.js';

const N = Number(process.env['COST_REQUESTS'] ?? 20000);
const [distA, distB] = process.argv.slice(2);
const ROUNDS = Number(process.env['AB_ROUNDS'] ?? 4);
if (!distA) throw new Error('usage: cpu-ab.ts <dist-A> [dist-B]');

/** CPU of the whole process, or of its main thread only (`/proc/<pid>/task/<pid>`: worker threads excluded) */
function cpuMs(pid: number, mainThread = false): number {
  const f = readFileSync(mainThread ? `/proc/${pid}/task/${pid}/stat` : `/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return ((Number(f[11]) + Number(f[12])) * 1000) / 100;
}

/** µs of server CPU per request: the process, and its main thread (the event loop) */
async function costPerRequest(p: Proc, url: string, headers: Record<string, string> = {}): Promise<{ all: number; main: number }> {
  await measure({ url, headers, connections: 50, amount: 2000 });
  const pid = p.child.pid!;
  const before = { all: cpuMs(pid), main: cpuMs(pid, true) };
  const m = await measure({ url, headers, connections: 50, amount: N });
  return { all: ((cpuMs(pid) - before.all) * 1000) / m.requests, main: ((cpuMs(pid, true) - before.main) * 1000) / m.requests };
}

const fmt = (c: { all: number; main: number }) => `${c.all.toFixed(1)} µs (main thread ${c.main.toFixed(1)})`;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

const procs: Proc[] = [];
const dir = makeTempDir();
try {
  const env = await setup(dir, 500, Number(process.env['BENCH_POSTS'] ?? 100_000), (p) => procs.push(p), () => undefined);
  await stop(env.server);
  const builds = { A: path.join(path.resolve(distA), 'main.js'), B: distB ? path.join(path.resolve(distB), 'main.js') : MAIN_JS };
  const bodies = new Set<string>();
  type Costs = { health: number[]; list: number[]; healthMain: number[]; listMain: number[] };
  const results: Record<'A' | 'B', Costs> = { A: { health: [], list: [], healthMain: [], listMain: [] }, B: { health: [], list: [], healthMain: [], listMain: [] } };
  for (let round = 0; round < ROUNDS; round++) {
    for (const name of round % 2 ? (['B', 'A'] as const) : (['A', 'B'] as const)) {
      const port = await freePort();
      const p = await startNode([builds[name], 'serve', `--http=127.0.0.1:${port}`, `--dir=${path.join(dir, 'pb')}`], port, '/api/health');
      procs.push(p);
      const listUrl = `${p.url}/api/collections/bench_posts/records?perPage=20&skipTotal=1`;
      // both builds must answer with the same bytes (a faster wrong answer is no result)
      const body = await (await fetch(listUrl, { headers: { Authorization: env.userToken } })).text();
      const digest = createHash('sha256').update(body).digest('hex').slice(0, 12);
      bodies.add(digest);
      const health = await costPerRequest(p, `${p.url}/api/health`);
      const encoding = process.env['AB_ACCEPT_ENCODING'];
      const list = await costPerRequest(p, listUrl, { Authorization: env.userToken, ...(encoding ? { 'Accept-Encoding': encoding } : {}) });
      await stop(p);
      results[name].health.push(health.all);
      results[name].list.push(list.all);
      results[name].healthMain.push(health.main);
      results[name].listMain.push(list.main);
      console.log(`round ${round + 1} ${name}: health ${fmt(health)}, list ${fmt(list)} (list body ${body.length} bytes, sha256 ${digest})`);
    }
  }
  console.log(bodies.size === 1 ? 'list bodies: identical across builds' : `list bodies DIFFER across builds: ${[...bodies].join(', ')}`);
  for (const name of ['A', 'B'] as const) {
    const r = results[name];
    console.log(
      `median ${name}: health ${median(r.health).toFixed(1)} µs (main thread ${median(r.healthMain).toFixed(1)}), list ${median(r.list).toFixed(1)} µs (main thread ${median(r.listMain).toFixed(1)})`,
    );
  }
} finally {
  for (const p of procs) await stop(p);
  rmSync(dir, { recursive: true, force: true });
}
