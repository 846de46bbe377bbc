import { describe, expect, it } from 'vitest';
import { MailThrottle } from './mail-throttle.js';

describe('MailThrottle', () => {
  it('allows one mail per address per flow per minute', () => {
    let now = 1_000_000;
    const t = new MailThrottle({ now: () => now });
    expect(t.tryAcquire('otp', 'Ann@Example.com')).toBe(true);
    expect(t.tryAcquire('otp', ' ann@example.com ')).toBe(false);
    expect(t.tryAcquire('verification', 'ann@example.com')).toBe(true);
    expect(t.tryAcquire('otp', 'bob@example.com')).toBe(true);
    now += 59_999;
    expect(t.retryAfter('otp', 'ann@example.com')).toBe(1);
    expect(t.tryAcquire('otp', 'ann@example.com')).toBe(false);
    now += 1;
    expect(t.tryAcquire('otp', 'ann@example.com')).toBe(true);
  });

  it('keeps memory bounded', () => {
    let now = 0;
    const t = new MailThrottle({ now: () => now, maxEntries: 3 });
    for (const a of ['a', 'b', 'c', 'd', 'e']) t.tryAcquire('f', `${a}@x.y`);
    expect(t.size).toBe(3);
    now = 60_000;
    t.prune();
    expect(t.size).toBe(0);
  });

  it('rejects bad options', () => {
    expect(() => new MailThrottle({ intervalMs: 0 })).toThrow(/intervalMs/);
  });
});
