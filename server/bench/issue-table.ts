/** The issue #20 table: each target as a same-run ratio (or latency) with whether it is met. */
import type { Measured } from './scenarios.js';
import type { RealtimeResult } from './realtime.js';

export interface IssueFigures {
  b0: Measured;
  s0: Measured;
  b1: Measured;
  s1: Measured;
  b2: Measured;
  s2: Measured;
  s3a: Measured;
  rt: RealtimeResult | undefined;
}

const f2 = (n: number): string => (Number.isFinite(n) ? n.toFixed(2) : 'n/a');
const msS = (n: number): string => (n >= 1000 ? `${(n / 1000).toFixed(2)} s` : `${n.toFixed(1)} ms`);
const met = (ok: boolean): string => (ok ? 'met' : 'NOT met');

/** `raw`: the driver of the same-run baselines (`better-sqlite3` on SQLite, `pg` on PostgreSQL) */
export function issueTable(x: IssueFigures, raw = 'better-sqlite3'): string {
  const health = x.s0.rps / x.b0.rps;
  const list = x.s1.rps / x.b1.rps;
  const totals = x.s2.p50 / x.b2.p50;
  const rows: string[][] = [
    ['`/api/health` vs bare `node:http` (req/s, c100)', `${f2(health)} (${x.s0.rps.toFixed(0)} / ${x.b0.rps.toFixed(0)})`, '>= 0.85', met(health >= 0.85)],
    [
      `rule-bound list, skipTotal, c100, vs raw ${raw} + \`node:http\``,
      `${f2(list)} (${x.s1.rps.toFixed(0)} / ${x.b1.rps.toFixed(0)})`,
      '>= 0.6',
      met(list >= 0.6),
    ],
    [
      `list with totals, c10 (p50 vs raw ${raw} count + select)`,
      `${f2(totals)}x (${msS(x.s2.p50)} / ${msS(x.b2.p50)})`,
      'p50 <= 2x',
      met(totals <= 2),
    ],
    [
      '`author.permissions.active = true` with totals, 100k, c10',
      `p50 ${msS(x.s3a.p50)}, p95 ${msS(x.s3a.p95)}`,
      'p95 <= 0.3 s',
      met(x.s3a.p95 <= 300),
    ],
  ];
  if (x.rt) {
    const sql = x.rt.sqlRuleChecks;
    rows.push([
      `realtime: one change -> ${x.rt.clients} subscribers, 20 users, own-field + auth rule`,
      `p99 ${msS(x.rt.p99)} (server fan-out ${x.rt.serverFanOutMs === undefined ? 'not measured' : msS(x.rt.serverFanOutMs)}), ${sql === undefined ? 'SQL rule queries not counted (server counters not read)' : `${sql} SQL rule queries`} in ${x.rt.rounds} fan-outs`,
      'p99 <= 150 ms, 0 SQL',
      met(x.rt.p99 <= 150 && sql === 0 && x.rt.delivered === x.rt.expected),
    ]);
  }
  const head = ['path', 'now (this run)', 'target', ''];
  const all = [head, ...rows];
  const widths = head.map((_, i) => Math.max(...all.map((r) => r[i]!.length)));
  const line = (r: string[]): string => '| ' + r.map((c, i) => c.padEnd(widths[i]!)).join(' | ') + ' |';
  return [line(head), '|' + widths.map((w) => '-'.repeat(w + 2)).join('|') + '|', ...rows.map(line)].join('\n');
}
