/**
 * `node --import tsx server/bench/cpu-cost.ts`: CPU time the server process spends per request
 * (user + system, from /proc/<pid>/stat) for the health and rule-bound list paths, next to the same
 * figure for the bare node:http baselines. Unlike req/s, this hardly moves when other work shares
 * the machine, so it is the figure to compare changes with. Env: COST_REQUESTS (default 20000).
 */
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { measure } from './scenarios.js';
import { makeTempDir, setup } from './setup.js';
import { freePort, startNode, stop, type Proc } from './server-proc.js';

const N = Number(process.env['COST_REQUESTS'] ?? 20000);
const HERE = path.dirname(fileURLToPath(import.meta.url));

function cpuMs(pid: number): number {
  const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return ((Number(f[11]) + Number(f[12])) * 1000) / 100; // utime + stime in clock ticks (100/s)
}

async function costPerRequest(p: Proc, url: string, headers: Record<string, string> = {}): Promise<number> {
  await measure({ url, headers, connections: 50, amount: 2000 });
  const before = cpuMs(p.child.pid!);
  const m = await measure({ url, headers, connections: 50, amount: N });
  return ((cpuMs(p.child.pid!) - before) * 1000) / m.requests;
}

const procs: Proc[] = [];
const dir = makeTempDir();
try {
  const env = await setup(dir, 500, Number(process.env['BENCH_POSTS'] ?? 100_000), (p) => procs.push(p), () => undefined);
  const base = async (file: string, args: string[]) => {
    const port = await freePort();
    const p = await startNode(['--import', 'tsx', path.join(HERE, 'baselines', file), String(port), ...args], port, '/');
    procs.push(p);
    return p;
  };
  const b0 = await base('b0-hello.ts', []);
  const b1 = await base('b1-sqlite.ts', [env.b1Db, env.postsCollectionId, env.userId]);
  const b3 = await base('b3-fastify.ts', []);
  const list = `${env.server.url}/api/collections/bench_posts/records?perPage=20&skipTotal=1`;
  const rows: [string, number][] = [
    ['B0 bare node:http', await costPerRequest(b0, b0.url + '/')],
    ['S0 /api/health', await costPerRequest(env.server, env.server.url + '/api/health')],
    ['B3 Fastify alone', await costPerRequest(b3, b3.url + '/')],
    ['B1 node:http + sqlite', await costPerRequest(b1, b1.url + '/')],
    ['S1 rule-bound list', await costPerRequest(env.server, list, { Authorization: env.userToken })],
  ];
  for (const [label, us] of rows) console.log(`${label.padEnd(24)} ${us.toFixed(1)} µs CPU per request`);
  const us = (id: string) => rows.find(([label]) => label.startsWith(id))![1];
  console.log(`S0/B0 cost ${(us('S0') / us('B0')).toFixed(2)}x, B3/B0 ${(us('B3') / us('B0')).toFixed(2)}x, S1/B1 cost ${(us('S1') / us('B1')).toFixed(2)}x`);
} finally {
  for (const p of procs) await stop(p);
  rmSync(dir, { recursive: true, force: true });
}
