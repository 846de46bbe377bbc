/**
 * Buffers log entries in memory and writes them to the logs table in batches (every `flushMs`,
 * or sooner when `batchSize` entries wait), so logging never waits on a disk write and never
 * touches the data database. Entries below `logs.minLevel`, or all entries when `logs.maxDays`
 * is 0, are dropped. A failed batch is reported and dropped (logs must never take the app down).
 */
import { newRecordId } from '../../util/random.js';
import { formatDate } from '../../util/dates.js';
import type { LogsSettings } from '../settings/settings-model.js';
import type { LogEntry } from './log-model.js';
import type { LogStore } from './log-store.js';

export interface LogWriterOptions {
  flushMs?: number;
  batchSize?: number;
  /** pending entries beyond this are dropped (memory bound under a flood) */
  maxPending?: number;
  onError?: (err: unknown) => void;
  /** id of a new entry (default: a random record id) */
  newId?: () => string;
}

export class LogWriter {
  private pending: LogEntry[] = [];
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> = Promise.resolve();
  private closed = false;
  private readonly flushMs: number;
  private readonly batchSize: number;
  private readonly maxPending: number;
  private readonly newId: () => string;

  constructor(
    private readonly store: LogStore,
    private readonly settings: () => Readonly<LogsSettings>,
    private readonly opts: LogWriterOptions = {},
  ) {
    this.flushMs = opts.flushMs ?? 200;
    // large batches: one commit (one WAL write of the touched index pages) per flush, not per 200 rows
    this.batchSize = opts.batchSize ?? 2000;
    this.maxPending = opts.maxPending ?? 10_000;
    this.newId = opts.newId ?? newRecordId;
  }

  /** queues one entry; returns false when it was dropped by the settings or the memory bound */
  log(level: number, message: string, data: Record<string, unknown> = {}): boolean {
    const s = this.settings();
    if (this.closed || s.maxDays <= 0 || level < s.minLevel) return false;
    if (this.pending.length >= this.maxPending) return false;
    this.pending.push({ id: this.newId(), created: this.now(), level, message, data });
    if (this.pending.length >= this.batchSize) void this.flush();
    else if (!this.timer) {
      this.timer = setTimeout(() => void this.flush(), this.flushMs);
      this.timer.unref();
    }
    return true;
  }

  private lastMs = -1;
  private lastCreated = '';

  /** the current time as stored: formatted once per millisecond (many requests share one under load) */
  private now(): string {
    const ms = Date.now();
    if (ms !== this.lastMs) {
      this.lastMs = ms;
      this.lastCreated = formatDate(new Date(ms));
    }
    return this.lastCreated;
  }

  /** writes everything queued so far */
  flush(): Promise<void> {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = null;
    }
    const batch = this.pending;
    this.pending = [];
    this.flushing = this.flushing.then(async () => {
      if (!batch.length) return;
      try {
        await this.store.insert(batch);
      } catch (err) {
        this.report(err);
      }
    });
    return this.flushing;
  }

  async close(): Promise<void> {
    await this.flush();
    this.closed = true;
  }

  private report(err: unknown): void {
    try {
      (this.opts.onError ?? ((e) => console.error('writing logs failed', e)))(err);
    } catch {
      // ignore
    }
  }
}
