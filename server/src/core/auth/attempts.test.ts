import { describe, expect, it } from 'vitest';
import { AttemptCounter } from './attempts.js';

describe('AttemptCounter', () => {
  it('blocks after max failures within the window and forgets them afterwards', () => {
    let now = 0;
    const c = new AttemptCounter({ windowMs: 180_000, max: 5, now: () => now });
    for (let i = 0; i < 5; i++) {
      expect(c.blocked('r1')).toBe(false);
      c.fail('r1');
    }
    expect(c.blocked('r1')).toBe(true);
    expect(c.blocked('r2')).toBe(false);
    now = 180_001;
    expect(c.blocked('r1')).toBe(false);
    c.fail('r1');
    c.clear('r1');
    expect(c.blocked('r1')).toBe(false);
  });
  it('rejects bad options', () => {
    expect(() => new AttemptCounter({ windowMs: 0, max: 1 })).toThrow(/windowMs/);
  });
});
