/**
 * Reads the record store's internal counters: SIGUSR2 makes `covey serve` print one
 * `covey-stats {json}` line on stderr (see server/src/cli/serve.ts); this waits for the next one.
 * BENCH_NO_STATS=1 skips it (for builds older than the handler).
 */
import type { Proc } from './server-proc.js';

/** the last stats line read, per server process (each process numbers its own lines from 1) */
const lastSeq = new WeakMap<Proc, number>();

export async function serverStats(server: Proc): Promise<Record<string, number> | undefined> {
  // a build without the handler would die of the signal (e.g. measuring an older commit)
  if (process.env['BENCH_NO_STATS'] === '1') return undefined;
  server.child.kill('SIGUSR2');
  const deadline = Date.now() + 5000;
  while (Date.now() < deadline) {
    const lines = server.stderr().match(/^covey-stats (\{.*\})$/gm) ?? [];
    const last = lines[lines.length - 1];
    if (last) {
      const stats = JSON.parse(last.slice('covey-stats '.length)) as Record<string, number>;
      if ((stats['seq'] ?? 0) > (lastSeq.get(server) ?? 0)) {
        lastSeq.set(server, stats['seq'] ?? 0);
        return stats;
      }
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  return undefined;
}
