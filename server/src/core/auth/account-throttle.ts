/**
 * Per-account password throttle (decision 0008): password guesses against one account are limited
 * whatever address they come from. The first few failures are free; after that each attempt must
 * wait a delay that doubles with every further failure, up to a cap. While an account waits,
 * password sign-in answers 429 without checking the password (a right guess teaches nothing).
 * It never locks the person out: OTP sign-in, password reset and OAuth2 are not throttled here,
 * and any successful sign-in or a password change clears the account's count. Unknown identities
 * are counted the same way (the key is the normalised identifier, not the account found), so the
 * answers do not tell which accounts exist. Memory is bounded.
 */
import { ApiError } from '../../util/api-error.js';
import type { CoreApp } from '../core-app.js';
import type { RecordModel } from '../records/record.js';

export interface AccountThrottleOptions {
  /** failures allowed before any delay */
  freeFailures?: number;
  /** delay after the first counted failure (ms); doubles with each further one */
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** a count is forgotten after this long without failures (ms) */
  forgetAfterMs?: number;
  maxKeys?: number;
  now?: () => number;
}

interface State {
  failures: number;
  last: number;
  until: number;
}

const THROTTLED_MESSAGE =
  'Too many failed sign-in attempts for this account. Wait a few minutes, or sign in with a one-time code or reset your password.';

/** a failure or a clear, as told to the other instances sharing the accounts (issue 21) */
export interface ThrottleEvent {
  op: 'fail' | 'clear';
  key: string;
}

export class AccountThrottle {
  private readonly state = new Map<string, State>();
  private readonly o: Required<AccountThrottleOptions>;
  private readonly listeners = new Set<(e: ThrottleEvent) => void>();

  constructor(opts: AccountThrottleOptions = {}) {
    this.o = {
      freeFailures: opts.freeFailures ?? 5,
      baseDelayMs: opts.baseDelayMs ?? 30_000,
      maxDelayMs: opts.maxDelayMs ?? 15 * 60_000,
      forgetAfterMs: opts.forgetAfterMs ?? 24 * 3600_000,
      maxKeys: opts.maxKeys ?? 50_000,
      now: opts.now ?? Date.now,
    };
  }

  private current(key: string): State | undefined {
    const s = this.state.get(key);
    if (s && this.o.now() - s.last > this.o.forgetAfterMs) {
      this.state.delete(key);
      return undefined;
    }
    return s;
  }

  /** ms until the next password attempt for `key` is heard (0 = now) */
  retryAfter(key: string): number {
    const s = this.current(key);
    return s ? Math.max(0, s.until - this.o.now()) : 0;
  }

  /** tells `fn` of every local failure and clear (not of the ones applied with `apply`); returns the remover */
  onLocal(fn: (e: ThrottleEvent) => void): () => void {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  }

  /** applies a failure or clear that happened on another instance */
  apply(e: ThrottleEvent): void {
    if (e.op === 'fail') this.count(e.key);
    else this.state.delete(e.key);
  }

  fail(key: string): void {
    this.count(key);
    for (const fn of this.listeners) fn({ op: 'fail', key });
  }

  clear(key: string): void {
    const had = this.state.delete(key);
    if (had) for (const fn of this.listeners) fn({ op: 'clear', key });
  }

  private count(key: string): void {
    const now = this.o.now();
    const s = this.current(key) ?? { failures: 0, last: now, until: 0 };
    s.failures++;
    s.last = now;
    const over = s.failures - this.o.freeFailures;
    if (over >= 0) s.until = now + Math.min(this.o.maxDelayMs, this.o.baseDelayMs * 2 ** Math.min(over, 30));
    this.state.delete(key);
    this.state.set(key, s);
    while (this.state.size > this.o.maxKeys) {
      const oldest = this.state.keys().next();
      if (oldest.done) break;
      this.state.delete(oldest.value);
    }
  }
}

const throttles = new WeakMap<CoreApp, AccountThrottle>();

/** the app's throttle; created on first use, cleared for an account whenever its password changes */
export function accountThrottle(app: CoreApp): AccountThrottle {
  let t = throttles.get(app);
  if (!t) {
    const created = new AccountThrottle();
    t = created;
    throttles.set(app, created);
    app.hooks.recordAfterUpdate.add(
      (e) => {
        const before = (e.original?.data['password'] as { hash?: string } | undefined)?.hash;
        const after = (e.record.data['password'] as { hash?: string } | undefined)?.hash;
        if (before !== after) for (const key of accountKeys(e.record)) created.clear(key);
      },
      (e) => e.record.collection.type === 'auth',
    );
  }
  return t;
}

/**
 * The throttle's key: the collection and the normalised identifier as typed (trimmed, lower-cased),
 * whether or not an account answers to it, so a known and an unknown address are counted and
 * answered alike (issue 26). Every spelling that finds an account (the email lookup ignores case)
 * has the same key.
 */
export const identityKey = (collectionId: string, identity: string) => `${collectionId}:${identity.trim().toLowerCase()}`;

/** the keys an account is reached by (one per identity field), cleared on sign-in or a new password */
export function accountKeys(record: RecordModel): string[] {
  const c = record.collection as { id: string; passwordAuth?: { identityFields?: string[] } };
  const fields = c.passwordAuth?.identityFields ?? ['email'];
  return fields.map((f) => String(record.data[f] ?? '')).filter(Boolean).map((v) => identityKey(c.id, v));
}

export function assertNotThrottled(app: CoreApp, key: string): void {
  if (accountThrottle(app).retryAfter(key) > 0) throw new ApiError(429, THROTTLED_MESSAGE);
}
