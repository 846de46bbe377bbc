/**
 * `node --import tsx server/bench/profile.ts [scenario...]`: seeds the bench data, restarts the record
 * store under `node --cpu-prof`, loads one scenario at a time for PROFILE_SECONDS (default 8), and
 * prints the heaviest functions by self time (the .cpuprofile files stay in PROFILE_DIR for a flame
 * graph). Scenarios: health, list (rule-bound, skipTotal), totals (rule-bound with totals), relation.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { measure } from './scenarios.js';
import { makeTempDir, setup } from './setup.js';
import { freePort, MAIN_JS, startNode, stop, type Proc } from './server-proc.js';

const SECONDS = Number(process.env['PROFILE_SECONDS'] ?? 8);
const OUT = process.env['PROFILE_DIR'] ?? path.join(makeTempDir(), 'prof');
const wanted = process.argv.slice(2).length ? process.argv.slice(2) : ['health', 'list'];

interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
  children?: number[];
}

function summarize(file: string): string {
  const prof = JSON.parse(readFileSync(file, 'utf8')) as { nodes: Node[]; samples: number[] };
  const total = prof.samples.length;
  const self = new Map<string, number>();
  for (const n of prof.nodes) {
    const f = n.callFrame;
    const key = `${f.functionName || '(anon)'} ${f.url.replace(/^.*\/(node_modules|server)\//, '$1/')}:${f.lineNumber + 1}`;
    self.set(key, (self.get(key) ?? 0) + (n.hitCount ?? 0));
  }
  return [...self.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 40)
    .map(([k, v]) => `${((100 * v) / total).toFixed(1).padStart(5)}%  ${k}`)
    .join('\n');
}

const procs: Proc[] = [];
const dir = makeTempDir();
try {
  const env = await setup(dir, 500, Number(process.env['BENCH_POSTS'] ?? 100_000), (p) => procs.push(p), console.log);
  await stop(procs.pop()!);
  mkdirSync(OUT, { recursive: true });
  const list = (q: string) => `/api/collections/bench_posts/records?perPage=20${q}`;
  const scenarios: Record<string, { url: string; headers?: Record<string, string>; connections: number }> = {
    health: { url: '/api/health', connections: 100 },
    list: { url: list('&skipTotal=1'), headers: { Authorization: env.userToken }, connections: 100 },
    totals: { url: list(''), headers: { Authorization: env.userToken }, connections: 10 },
    relation: { url: list(`&filter=${encodeURIComponent('author.permissions.active = true')}`), headers: { Authorization: env.api.token }, connections: 10 },
  };
  for (const name of wanted) {
    const s = scenarios[name];
    if (!s) throw new Error(`unknown scenario ${name}`);
    const port = await freePort();
    const sub = path.join(OUT, name);
    const server = await startNode(
      ['--cpu-prof', `--cpu-prof-dir=${sub}`, MAIN_JS, 'serve', `--http=127.0.0.1:${port}`, `--dir=${path.join(dir, 'pb')}`],
      port,
      '/api/health',
    );
    const m = await measure({ url: server.url + s.url, headers: s.headers ?? {}, connections: s.connections, duration: SECONDS });
    await stop(server);
    console.log(`\n== ${name}: ${m.rps.toFixed(0)} req/s, p50 ${m.p50.toFixed(1)} ms, p95 ${m.p95.toFixed(1)} ms (${m.non2xx} non-2xx)`);
    for (const f of readdirSync(sub)) console.log(summarize(path.join(sub, f)));
  }
  console.log(`\nprofiles in ${OUT}`);
} finally {
  for (const p of procs) await stop(p);
  rmSync(dir, { recursive: true, force: true });
}
