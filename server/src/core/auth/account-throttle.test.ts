import { describe, expect, it } from 'vitest';
import { AccountThrottle } from './account-throttle.js';

describe('AccountThrottle', () => {
  const make = () => {
    let now = 1_000_000;
    const t = new AccountThrottle({ freeFailures: 3, baseDelayMs: 1000, maxDelayMs: 8000, forgetAfterMs: 60_000, now: () => now });
    return { t, tick: (ms: number) => (now += ms) };
  };
  it('lets the first failures through, then delays with doubling waits up to the cap', () => {
    const { t, tick } = make();
    for (let i = 0; i < 2; i++) t.fail('a');
    expect(t.retryAfter('a')).toBe(0);
    t.fail('a');
    expect(t.retryAfter('a')).toBe(1000);
    tick(1000);
    expect(t.retryAfter('a')).toBe(0);
    const waits = [];
    for (let i = 0; i < 5; i++) {
      t.fail('a');
      waits.push(t.retryAfter('a'));
      tick(t.retryAfter('a'));
    }
    expect(waits).toEqual([2000, 4000, 8000, 8000, 8000]);
  });
  it('keeps accounts apart, clears on demand and forgets after a quiet period', () => {
    const { t, tick } = make();
    for (let i = 0; i < 3; i++) t.fail('a');
    expect(t.retryAfter('b')).toBe(0);
    t.clear('a');
    expect(t.retryAfter('a')).toBe(0);
    for (let i = 0; i < 3; i++) t.fail('a');
    tick(60_001);
    t.fail('a');
    expect(t.retryAfter('a')).toBe(0);
  });
});
