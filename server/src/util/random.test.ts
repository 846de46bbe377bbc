import { describe, it, expect } from 'vitest';
import { newRecordId, orderedId, randomFromPattern, randomString } from './random.js';

describe('randomString', () => {
  it('uses the default alphabet and length', () => {
    const s = randomString(200);
    expect(s).toMatch(/^[a-z0-9]{200}$/);
  });
  it('uses a custom alphabet', () => {
    expect(randomString(50, 'ab')).toMatch(/^[ab]{50}$/);
  });
  it('rejects bad input', () => {
    expect(() => randomString(5, '')).toThrow();
    expect(() => randomString(-1)).toThrow();
  });
  it('newRecordId is 15 [a-z0-9]', () => {
    expect(newRecordId()).toMatch(/^[a-z0-9]{15}$/);
    expect(newRecordId()).not.toBe(newRecordId());
  });
});

describe('randomFromPattern', () => {
  const cases: [string, RegExp][] = [
    ['[a-z0-9]{15}', /^[a-z0-9]{15}$/],
    ['[a-zA-Z0-9]{50}', /^[a-zA-Z0-9]{50}$/],
    ['abc[0-9]{5}', /^abc[0-9]{5}$/],
    ['[0-9]{3}-suffix', /^[0-9]{3}-suffix$/],
    ['^[a-f]{4}$', /^[a-f]{4}$/],
    ['x\\d{2}\\w', /^x\d{2}\w$/],
    ['[a-c]{2,4}', /^[a-c]{2,4}$/],
    ['a?b+', /^a?b+$/],
    ['[-a]{3}', /^[-a]{3}$/],
    ['[a\\-z]{6}', /^[a\-z]{6}$/],
  ];
  it.each(cases)('%s', (pattern, re) => {
    for (let i = 0; i < 20; i++) expect(randomFromPattern(pattern)).toMatch(re);
  });
  it.each(['[a-z', '[z-a]{2}', '[a-z]{', '[a-z]{x}', '(ab)', 'a|b', '[^a]', 'a{3,1}', '\\'])('rejects %s', (p) => {
    expect(() => randomFromPattern(p)).toThrow(Error);
  });
});

describe('random draws', () => {
  it('are uniform over the alphabet (pooled bytes with rejection, no modulo bias)', () => {
    const counts = new Map<string, number>();
    for (const ch of randomString(36_000)) counts.set(ch, (counts.get(ch) ?? 0) + 1);
    expect(counts.size).toBe(36);
    for (const n of counts.values()) {
      expect(n).toBeGreaterThan(700);
      expect(n).toBeLessThan(1300);
    }
    const ab = randomString(20_000, 'abc');
    for (const ch of 'abc') expect(ab.split(ch).length - 1).toBeGreaterThan(5_500);
  });
});

describe('orderedId', () => {
  it('is 15 chars of [a-z0-9], unique, and ordered by time then creation within the process', () => {
    const t = Date.UTC(2026, 10, 24, 12);
    const ids = [orderedId(t), orderedId(t), orderedId(t + 1), orderedId(t + 1000), orderedId(t + 86_400_000)];
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]{15}$/);
    const later = ids.slice(2);
    expect([...later].sort()).toEqual(later);
    expect(ids[0]!.slice(0, 9) < ids[2]!.slice(0, 9)).toBe(true);
  });
  it('never repeats in one process, even when the clock steps back', () => {
    const seen = new Set<string>();
    const t = Date.now();
    for (let i = 0; i < 50_000; i++) seen.add(orderedId(t - (i % 3)));
    expect(seen.size).toBe(50_000);
  });
});
