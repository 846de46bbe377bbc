/** Formats the bench results as a fixed-width text table. */
import type { Measured } from './scenarios.js';

export interface Row {
  id: string;
  label: string;
  load: string;
  m: Measured;
  /** e.g. "0.93 of B0" */
  vs?: string;
  /** PocketBase CAX11 (2 vCPU) published figure, from targets.md */
  pb?: string;
  target?: string;
}

const ms = (n: number): string => (n >= 1000 ? `${(n / 1000).toFixed(2)}s` : `${n.toFixed(n < 10 ? 2 : 1)}ms`);

export function ratio(a: number, b: number): string {
  return b > 0 ? (a / b).toFixed(2) : 'n/a';
}

export function table(rows: Row[]): string {
  const head = [
    'id',
    'scenario',
    'load',
    'reqs',
    'req/s',
    'mean',
    'p50',
    'p95',
    'p99',
    'max',
    'non2xx/err',
    'vs baseline',
    'PB CAX11',
    'target',
  ];
  const body = rows.map((r) => [
    r.id,
    r.label,
    r.load,
    String(r.m.requests) + (r.m.stoppedAtCap ? '*' : ''),
    r.m.rps.toFixed(r.m.rps < 100 ? 1 : 0),
    ms(r.m.mean),
    ms(r.m.p50),
    ms(r.m.p95),
    ms(r.m.p99),
    ms(r.m.max),
    `${r.m.non2xx}/${r.m.errors}`,
    r.vs ?? '',
    r.pb ?? '',
    r.target ?? '',
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => b[i]!.length)));
  const line = (cells: string[]): string => '| ' + cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ') + ' |';
  const sep = '|' + widths.map((w) => '-'.repeat(w + 2)).join('|') + '|';
  return [line(head), sep, ...body.map(line)].join('\n');
}

export function failures(rows: Row[]): string[] {
  const out: string[] = [];
  for (const r of rows) {
    const codes = Object.entries(r.m.statusCodes)
      .map(([c, n]) => `${c}x${n}`)
      .join(' ');
    if (r.m.failure || r.m.non2xx > 0 || r.m.errors > 0)
      out.push(`${r.id}: status counts [${codes}] errors=${r.m.errors}${r.m.failure ? `; ${r.m.failure}` : ''}`);
    if (r.m.stoppedAtCap) out.push(`${r.id}: stopped at its time cap after ${r.m.requests} responses`);
  }
  return out;
}
