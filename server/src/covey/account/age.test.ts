import { describe, expect, it } from 'vitest';
import { adultOn, isMinorNow } from './age.js';

describe('age-derived access', () => {
  it('puts the 18th birthday at midnight UTC', () => {
    expect(adultOn('2010-06-15 00:00:00.000Z')).toBe('2028-06-15 00:00:00.000Z');
    expect(adultOn('2010-06-15')).toBe('2028-06-15 00:00:00.000Z');
  });
  it('lets a 29 February birthday come of age on 1 March of a common year', () => {
    expect(adultOn('2008-02-29')).toBe('2026-03-01 00:00:00.000Z');
  });
  it('knows no birthday without a date of birth', () => {
    expect(adultOn('')).toBe('');
    expect(adultOn('not a date')).toBe('');
  });
  it('is a minor until the birthday, not on it', () => {
    const m = { adult_on: '2028-06-15 00:00:00.000Z', minor: true };
    expect(isMinorNow(m, '2028-06-14 23:59:59.999Z')).toBe(true);
    expect(isMinorNow(m, '2028-06-15 00:00:00.000Z')).toBe(false);
    expect(isMinorNow({ minor: true, adult_on: '' }, '2020-01-01 00:00:00.000Z')).toBe(false);
  });
});
