/**
 * "At most one mail per address per flow per interval" guard (Covey S2: ≤ 1 email per address per 60 s).
 * Memory is bounded: expired entries are pruned, and past `maxEntries` the oldest entries are dropped.
 */
export interface MailThrottleOptions {
  intervalMs?: number;
  now?: () => number;
  maxEntries?: number;
}

export class MailThrottle {
  private readonly intervalMs: number;
  private readonly now: () => number;
  private readonly maxEntries: number;
  private readonly last = new Map<string, number>();

  constructor(opts: MailThrottleOptions = {}) {
    this.intervalMs = opts.intervalMs ?? 60_000;
    this.now = opts.now ?? Date.now;
    this.maxEntries = opts.maxEntries ?? 50_000;
    if (!(this.intervalMs > 0) || !(this.maxEntries > 0)) throw new Error('MailThrottle: intervalMs and maxEntries must be > 0');
  }

  private key(flow: string, address: string): string {
    return `${flow}\u0000${address.trim().toLowerCase()}`;
  }

  /** Returns true (and records the send) when a mail for this flow/address may go out now. */
  tryAcquire(flow: string, address: string): boolean {
    const now = this.now();
    const key = this.key(flow, address);
    const prev = this.last.get(key);
    if (prev !== undefined && now - prev < this.intervalMs) return false;
    this.last.delete(key); // re-insert so Map order stays oldest-first
    this.last.set(key, now);
    if (this.last.size > this.maxEntries) this.prune();
    return true;
  }

  /** Milliseconds until tryAcquire would succeed again (0 when it would now). */
  retryAfter(flow: string, address: string): number {
    const prev = this.last.get(this.key(flow, address));
    if (prev === undefined) return 0;
    return Math.max(0, this.intervalMs - (this.now() - prev));
  }

  prune(): void {
    const now = this.now();
    for (const [key, at] of this.last) {
      if (now - at >= this.intervalMs) this.last.delete(key);
    }
    while (this.last.size > this.maxEntries) {
      const oldest = this.last.keys().next();
      if (oldest.done) break;
      this.last.delete(oldest.value);
    }
  }

  get size(): number {
    return this.last.size;
  }
}
