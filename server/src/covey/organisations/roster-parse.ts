/**
 * Parses and checks a roster CSV without holding the event loop (decision 0038): checking costs about
 * 50 µs a row here (5,000 rows 250 ms, the 50,000-row limit 3.4 s, all synchronous), so a file above
 * 64 KB (~1,000 rows, ~50 ms) is parsed in a worker thread; a smaller one inline, where a thread's
 * start would cost more than the parse. Same result either way (`parseRoster`).
 */
import { WorkerQueue } from '../../util/worker-queue.js';
import { workerScript } from '../../util/worker-script.js';
import { parseRoster, type ParsedRoster, type RosterMapping } from './roster-import.js';

export const INLINE_PARSE_BYTES = 64 * 1024;

export interface RosterParseJob {
  data: Uint8Array;
  mapping?: RosterMapping;
}

let queue: WorkerQueue<RosterParseJob, ParsedRoster> | undefined;

export async function parseRosterOffLoop(data: Buffer, mapping?: RosterMapping, inlineBytes = INLINE_PARSE_BYTES): Promise<ParsedRoster> {
  if (data.byteLength <= inlineBytes) return parseRoster(data, mapping);
  queue ??= new WorkerQueue({ script: workerScript(import.meta.url, 'roster-parse-worker'), timeoutMs: 120_000, maxQueued: 8, idleMs: 60_000 });
  const copy = new Uint8Array(data);
  return queue.run(mapping ? { data: copy, mapping } : { data: copy }, { transfer: [copy.buffer] });
}

/** stops the worker thread (tests) */
export async function closeRosterParser(): Promise<void> {
  await queue?.close();
}
