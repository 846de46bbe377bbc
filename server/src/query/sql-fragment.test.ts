import { describe, expect, it } from 'vitest';
import { countPlaceholders, frag, joinFragments, normalizeParams } from './sql-fragment.js';

describe('sql fragments', () => {
  it('keeps params in textual order', () => {
    const a = { sql: 'x = ?', params: [1] };
    const b = { sql: 'y IN (?, ?)', params: [2, 3] };
    expect(frag`(${a} ${'AND'} ${b})`).toEqual({ sql: '(x = ? AND y IN (?, ?))', params: [1, 2, 3] });
    expect(joinFragments([a, b], ' OR ')).toEqual({ sql: 'x = ? OR y IN (?, ?)', params: [1, 2, 3] });
  });

  it.each<[string, number]>([
    ['?', 1],
    ["'?' = ?", 1],
    ['"a?b" = ? AND ? = \'it\'\'s ?\'', 2],
    ['[x?] `y?` ?', 1],
    ['', 0],
  ])('countPlaceholders(%j) = %d', (sql, n) => {
    expect(countPlaceholders(sql)).toBe(n);
  });

  it('normalises params for binding', () => {
    expect(normalizeParams([true, false, undefined, null, 'a', 2, ['x'], { a: 1 }])).toEqual([
      1, 0, null, null, 'a', 2, '["x"]', '{"a":1}',
    ]);
  });
});
