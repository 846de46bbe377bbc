/**
 * Failed-attempt counter over a sliding window (OTP: more than 5 failures per record in 180 s
 * answer 429). Memory is bounded.
 */
export interface AttemptCounterOptions {
  windowMs: number;
  max: number;
  now?: () => number;
  maxKeys?: number;
}

export class AttemptCounter {
  private readonly fails = new Map<string, number[]>();
  private readonly now: () => number;
  private readonly maxKeys: number;

  constructor(private readonly opts: AttemptCounterOptions) {
    if (!(opts.windowMs > 0) || !(opts.max > 0)) throw new Error('AttemptCounter: windowMs and max must be > 0');
    this.now = opts.now ?? Date.now;
    this.maxKeys = opts.maxKeys ?? 50_000;
  }

  private recent(key: string): number[] {
    const cutoff = this.now() - this.opts.windowMs;
    const list = (this.fails.get(key) ?? []).filter((t) => t > cutoff);
    if (list.length) this.fails.set(key, list);
    else this.fails.delete(key);
    return list;
  }

  /** true once `max` failures happened within the window: further attempts must be refused */
  blocked(key: string): boolean {
    return this.recent(key).length >= this.opts.max;
  }

  fail(key: string): void {
    const list = this.recent(key);
    list.push(this.now());
    this.fails.delete(key);
    this.fails.set(key, list);
    while (this.fails.size > this.maxKeys) {
      const oldest = this.fails.keys().next();
      if (oldest.done) break;
      this.fails.delete(oldest.value);
    }
  }

  clear(key: string): void {
    this.fails.delete(key);
  }
}
