/**
 * Timing for `npm run bench:scale`: runs one operation N times in a row (single client) while a
 * side loop polls `/api/health` every 100 ms; the worst health wait during the operation is its
 * event-loop stall figure. One line per operation: p50, p95, worst stall, statuses.
 */
import { ClientResponseError } from 'pocketbase';

export interface OpResult {
  kind: 'read' | 'write';
  role: string;
  name: string;
  /** how many times it ran (fewer than asked when its time budget ran out) */
  runs: number;
  p50: number;
  p95: number;
  max: number;
  stall: number;
  statuses: Record<string, number>;
}

export const percentile = (sorted: readonly number[], p: number): number =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : NaN;

const statusOf = (err: unknown): number => (err instanceof ClientResponseError ? err.status : -1);

/** polls /api/health every 100 ms until stopped; `worst()` is the longest wait for an answer */
function healthLoop(baseUrl: string): { stop: () => Promise<number> } {
  let running = true;
  let worst = 0;
  const loop = (async () => {
    while (running) {
      const t0 = performance.now();
      try {
        await fetch(`${baseUrl}/api/health`).then((r) => r.arrayBuffer());
      } catch {
        /* a refused poll counts as its wait */
      }
      const waited = performance.now() - t0;
      worst = Math.max(worst, waited);
      if (running) await new Promise((r) => setTimeout(r, Math.max(0, 100 - waited)));
    }
  })();
  return {
    stop: async () => {
      running = false;
      await loop;
      return worst;
    },
  };
}

/**
 * Runs `op` `times` times (each call gets its index); `expect` says which statuses are the
 * intended outcome (a refused write expects 4xx). Errors are counted by status, not thrown.
 */
export async function measure(
  baseUrl: string,
  meta: { kind: 'read' | 'write'; role: string; name: string },
  times: number,
  op: (i: number) => Promise<unknown>,
  okStatus = 200,
): Promise<OpResult> {
  if (!selected(meta.name)) return { ...meta, runs: 0, p50: NaN, p95: NaN, max: NaN, stall: 0, statuses: {} };
  const durations: number[] = [];
  const statuses: Record<string, number> = {};
  const side = healthLoop(baseUrl);
  let firstError = '';
  const started = performance.now();
  for (let i = 0; i < times; i++) {
    // bounded in time as well as count: a slow operation stops after its budget (at least one run)
    if (i > 0 && performance.now() - started > OP_BUDGET_MS) break;
    const t0 = performance.now();
    let status = okStatus;
    try {
      await op(i);
    } catch (err) {
      status = statusOf(err);
      if (!firstError) firstError = err instanceof ClientResponseError ? `${err.status} ${err.message} ${JSON.stringify(err.response?.['data'] ?? {})}` : String(err);
    }
    durations.push(performance.now() - t0);
    statuses[status] = (statuses[status] ?? 0) + 1;
  }
  const stall = await side.stop();
  durations.sort((a, b) => a - b);
  if (firstError && process.env['BENCH_SCALE_VERBOSE']) console.error(`  ${meta.role} ${meta.name}: ${firstError.slice(0, 300)}`);
  return { ...meta, runs: durations.length, p50: percentile(durations, 50), p95: percentile(durations, 95), max: durations.at(-1) ?? NaN, stall, statuses };
}

/** BENCH_SCALE_ONLY: comma-separated parts of operation names; only those run (the others report `runs: 0`) */
const ONLY = (process.env['BENCH_SCALE_ONLY'] ?? '').split(',').map((s) => s.trim()).filter(Boolean);
export const selected = (name: string): boolean => !ONLY.length || ONLY.some((o) => name.includes(o));

/** BENCH_SCALE_OP_BUDGET (s, default 60): the time after which an operation stops repeating */
const OP_BUDGET_MS = Number(process.env['BENCH_SCALE_OP_BUDGET'] ?? 60) * 1000;

export const READ_P95 = 150;
export const WRITE_P95 = 300;
export const STALL_MAX = 100;

export function line(r: OpResult): string {
  const target = r.kind === 'read' ? READ_P95 : WRITE_P95;
  const flags = [r.p95 > target ? `p95>${target}` : '', r.stall > STALL_MAX ? `stall>${STALL_MAX}` : ''].filter(Boolean).join(' ');
  const st = Object.entries(r.statuses).map(([s, n]) => `${s}×${n}`).join(' ');
  return `${r.kind.padEnd(5)} ${r.role.padEnd(9)} ${r.name.padEnd(44)} p50 ${r.p50.toFixed(1).padStart(7)} ms  p95 ${r.p95.toFixed(1).padStart(7)} ms  stall ${r.stall.toFixed(0).padStart(5)} ms  ${st.padEnd(14)} ${flags}`;
}
