/**
 * Where one instance stands in the cluster bus's replayable messages (the `_cluster_events` outbox
 * on PostgreSQL, decision 0027). Every replayable message has a sequence number; the outbox hands
 * them out in commit order, so an instance handles them in ascending order, once each:
 * - live (NOTIFY) messages at or below the cursor are duplicates of what a replay already handled;
 * - after a reconnect the rows above the cursor are read and handled in order;
 * - if pruning removed a row the instance never handled (the outbox's floor passed the cursor),
 *   the gap cannot be filled: the caller is told (`missed`) and the cursor jumps to the head.
 * Pure bookkeeping, no I/O.
 */

export interface SequencedRow {
  seq: number;
}

export type ReplayPage<T extends SequencedRow> = { missed: true } | { missed: false; rows: T[] };

export class EventCursor {
  /** the highest sequence handled (or skipped on purpose) */
  last: number;
  /** a replay is owed (the last one failed): live messages wait for it instead of jumping the gap */
  stale = false;

  constructor(start = 0) {
    this.last = start;
  }

  /** a live message: true when it is to be handled now (and the cursor moves to it) */
  live(seq: number): boolean {
    if (this.stale || !(seq > this.last)) return false;
    this.last = seq;
    return true;
  }

  /**
   * One page of outbox rows read after a reconnect, with the outbox's floor (the highest sequence
   * pruned) read in the same snapshot. Answers the rows to handle, ascending and without
   * duplicates, moving the cursor past them; or `missed` when rows above the cursor were pruned.
   */
  replay<T extends SequencedRow>(floor: number, rows: readonly T[]): ReplayPage<T> {
    if (floor > this.last) return { missed: true };
    const out: T[] = [];
    for (const row of [...rows].sort((a, b) => a.seq - b.seq)) {
      if (!(row.seq > this.last)) continue;
      this.last = row.seq;
      out.push(row);
    }
    return { missed: false, rows: out };
  }

  /** skips everything up to `head` (after a miss, or when an instance starts) */
  jump(head: number): void {
    this.last = Math.max(this.last, head);
    this.stale = false;
  }
}
