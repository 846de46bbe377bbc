import { describe, expect, it } from 'vitest';
import { sqliteRealText } from './sqlite-real-text.js';

describe('sqliteRealText: the text SQLite gives a REAL (a number literal meeting a TEXT column)', () => {
  it.each([
    [5, '5.0'],
    [-5, '-5.0'],
    [0, '0.0'],
    [5.5, '5.5'],
    [0.1, '0.1'],
    [100, '100.0'],
    [1e15, '1000000000000000.0'],
    [1e16, '10000000000000000.0'],
    [1e17, '1.0e+17'],
    [1e20, '1.0e+20'],
    [1.5e300, '1.5e+300'],
    [0.0001, '0.0001'],
    [1e-5, '1.0e-05'],
    [12345.678, '12345.678'],
    [0.1 + 0.2, '0.30000000000000004'],
    [1 / 3, '0.33333333333333332'],
    [Infinity, 'Inf'],
    [-Infinity, '-Inf'],
  ])('%s → %s', (v, text) => {
    expect(sqliteRealText(v)).toBe(text);
  });

  it('NaN binds as NULL', () => {
    expect(sqliteRealText(NaN)).toBeNull();
  });
});
