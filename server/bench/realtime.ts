/**
 * Realtime scenario (issue 4, targets R1/R2/R3; issue 20): holds N SSE clients in this one load
 * process, each subscribed to `rt_notes/*` with one of K user tokens, creates one record, and
 * measures how long each subscriber took to receive the event, plus the server's RSS per connection.
 * The list rule reads own fields and `@request.auth.*` only (`@request.auth.id != '' && (owner =
 * @request.auth.id || public = true)`, the record is public so everyone gets it); the SQL queries
 * the server ran for rule checks during the fan-outs are read from its counters (issue 20: 0).
 * Loopback only; every wait is bounded.
 */
import http from 'node:http';
import type { ApiClient } from './api.js';
import { pool } from './api.js';
import { rssMb } from './server-proc.js';

export interface RealtimeResult {
  clients: number;
  connected: number;
  rounds: number;
  delivered: number;
  expected: number;
  p50: number;
  p99: number;
  max: number;
  rssPerConnKb: number | undefined;
  /** SQL rule-check queries the server ran during the fan-outs (undefined: counters unavailable) */
  sqlRuleChecks: number | undefined;
  /** rule checks answered in memory during the fan-outs */
  memoryRuleChecks: number | undefined;
  /** server time from the record change to the last subscriber's send, mean over the rounds (ms) */
  serverFanOutMs: number | undefined;
  /** server CPU time of one fan-out (process CPU while it ran), mean over the rounds (ms) */
  serverFanOutCpuMs: number | undefined;
}

interface SseClient {
  req: http.ClientRequest;
  clientId: Promise<string>;
  onEvent: (cb: (name: string) => void) => void;
}

function openSse(base: string): SseClient {
  let resolveId!: (id: string) => void;
  let rejectId!: (err: Error) => void;
  const clientId = new Promise<string>((res, rej) => ((resolveId = res), (rejectId = rej)));
  let listener: (name: string) => void = () => undefined;
  const req = http.get(`${base}/api/realtime`, { agent: false }, (res) => {
    let buf = '';
    res.setEncoding('utf8');
    res.on('data', (chunk: string) => {
      buf += chunk;
      let end: number;
      while ((end = buf.indexOf('\n\n')) >= 0) {
        const frame = buf.slice(0, end);
        buf = buf.slice(end + 2);
        const name = /^event:(.*)$/m.exec(frame)?.[1] ?? '';
        if (name === 'PB_CONNECT') resolveId(/^id:(.*)$/m.exec(frame)?.[1] ?? '');
        else listener(name);
      }
    });
    res.on('error', () => undefined);
  });
  req.on('error', (err) => rejectId(err));
  return { req, clientId, onEvent: (cb) => (listener = cb) };
}

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

/**
 * `subscriberBase`: another instance on the same database whose SSE clients receive the events of
 * writes made through `api` (fan-out across instances); default: the same instance.
 */
export async function runRealtime(
  api: ApiClient,
  serverPid: number | undefined,
  sizes: number[],
  log: (s: string) => void,
  stats: () => Promise<Record<string, number> | undefined> = async () => undefined,
  subscriberBase?: string,
  /** false: the collection and users exist already (a second run) */
  create = true,
): Promise<RealtimeResult[]> {
  const base = subscriberBase ?? api.base;
  const users = await api.req<{ id: string }>('GET', '/api/collections/users');
  const rule = "@request.auth.id != '' && (owner = @request.auth.id || public = true)";
  if (create) {
    await api.req('POST', '/api/collections', {
      name: 'rt_notes',
      type: 'base',
      listRule: rule,
      viewRule: rule,
      fields: [
        { name: 'title', type: 'text' },
        { name: 'public', type: 'bool' },
        { name: 'owner', type: 'relation', collectionId: users.id, maxSelect: 1 },
      ],
    });
  }
  const K = 20;
  const tokens: string[] = [];
  let owner = '';
  for (let i = 0; i < K; i++) {
    const email = `rt${i}@bench.local`;
    if (create) await api.req('POST', '/api/collections/users/records', { email, password: 'rt-password-123', passwordConfirm: 'rt-password-123' });
    const auth = await api.req<{ token: string; record: { id: string } }>('POST', '/api/collections/users/auth-with-password', { identity: email, password: 'rt-password-123' });
    owner ||= auth.record.id;
    tokens.push(auth.token);
  }
  const results: RealtimeResult[] = [];
  for (const n of sizes) {
    const before = rssMb(serverPid);
    const clients: SseClient[] = [];
    let connected = 0;
    await pool(
      Array.from({ length: n }, (_, i) => i),
      100,
      async (i) => {
        const c = openSse(base);
        clients.push(c);
        const id = await Promise.race([c.clientId, new Promise<string>((_, rej) => setTimeout(() => rej(new Error('connect timeout')), 15000))]);
        await fetch(`${base}/api/realtime`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Authorization: tokens[i % K]! },
          body: JSON.stringify({ clientId: id, subscriptions: ['rt_notes/*'] }),
        }).then((r) => {
          if (r.status >= 300) throw new Error(`subscribe answered ${r.status}`);
        });
        connected++;
      },
    ).catch((err) => log(`  realtime: ${(err as Error).message}`));
    const after = rssMb(serverPid);
    const latencies: number[] = [];
    const rounds = 5;
    const statsBefore = await stats();
    let delivered = 0;
    for (let r = 0; r < rounds; r++) {
      let got = 0;
      let t0 = 0;
      const done = new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, 10_000);
        for (const c of clients) {
          c.onEvent(() => {
            latencies.push(performance.now() - t0);
            got++;
            if (got === connected) {
              clearTimeout(timer);
              resolve();
            }
          });
        }
      });
      t0 = performance.now();
      await api.req('POST', '/api/collections/rt_notes/records', { title: `round ${r}`, public: true, owner });
      await done;
      delivered += got;
    }
    const statsAfter = await stats();
    const diff = (k: string): number | undefined =>
      statsBefore?.[k] !== undefined && statsAfter?.[k] !== undefined ? statsAfter[k] - statsBefore[k] : undefined;
    for (const c of clients) c.req.destroy();
    latencies.sort((a, b) => a - b);
    const perConn = before !== undefined && after !== undefined && connected ? ((after - before) * 1024) / connected : undefined;
    const fanOuts = diff('realtimeFanOuts');
    const result: RealtimeResult = {
      clients: n,
      connected,
      rounds,
      delivered,
      expected: connected * rounds,
      p50: pct(latencies, 50),
      p99: pct(latencies, 99),
      max: latencies[latencies.length - 1] ?? NaN,
      rssPerConnKb: perConn,
      sqlRuleChecks: diff('realtimeSqlChecks'),
      memoryRuleChecks: diff('realtimeMemoryChecks'),
      serverFanOutMs: fanOuts ? diff('realtimeFanOutMsTotal')! / fanOuts : undefined,
      serverFanOutCpuMs: fanOuts ? diff('realtimeFanOutCpuMsTotal')! / fanOuts : undefined,
    };
    results.push(result);
    const counters =
      result.sqlRuleChecks === undefined
        ? `server counters not read (${process.env['BENCH_NO_STATS'] === '1' ? 'BENCH_NO_STATS=1' : 'no covey-stats line on stderr within 5 s of SIGUSR2'})`
        : `rule checks: ${result.sqlRuleChecks} SQL, ${result.memoryRuleChecks ?? 0} in memory; server fan-out ` +
          (result.serverFanOutMs === undefined
            ? 'not measured (no fan-out counted on this instance)'
            : `${result.serverFanOutMs.toFixed(1)} ms per event (CPU ${result.serverFanOutCpuMs?.toFixed(1) ?? 'n/a'} ms)`);
    log(`  realtime ${n}: ${connected} connected, ${delivered}/${connected * rounds} delivered; ${counters}`);
    await new Promise((r) => setTimeout(r, 1000));
  }
  return results;
}

export function realtimeTable(rows: RealtimeResult[]): string {
  const head = '| clients | connected | delivered | p50 | p99 | max | server RSS per connection | SQL rule checks | server fan-out per event | targets |';
  const sep = '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |';
  const lines = rows.map(
    (r) =>
      `| ${r.clients} | ${r.connected} | ${r.delivered}/${r.expected} | ${r.p50.toFixed(1)} ms | ${r.p99.toFixed(1)} ms | ${r.max.toFixed(1)} ms | ${r.rssPerConnKb === undefined ? 'not read (no /proc)' : `${r.rssPerConnKb.toFixed(1)} KB`} | ${r.sqlRuleChecks ?? 'counters not read'} | ${r.serverFanOutMs === undefined ? 'not measured' : `${r.serverFanOutMs.toFixed(1)} ms (CPU ${r.serverFanOutCpuMs?.toFixed(1) ?? 'n/a'} ms)`} | R1 ≤ 30 KB/conn; R2 p99 ≤ ${r.clients >= 10000 ? '1 s' : '250 ms'} |`,
  );
  return [head, sep, ...lines].join('\n');
}
