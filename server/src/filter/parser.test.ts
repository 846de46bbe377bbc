import { describe, expect, it } from 'vitest';
import { FILTER_LIMITS, type Expr, type Operand } from './ast.js';
import { FilterError } from './filter-error.js';
import { parseCacheSize, parseFilter } from './parser.js';

const id = (name: string): Operand => ({ kind: 'identifier', name });
const num = (value: number): Operand => ({ kind: 'number', value });
const txt = (value: string): Operand => ({ kind: 'text', value });
const cmp = (left: Operand, op: string, right: Operand) => ({ kind: 'comparison', op, left, right }) as Expr;

describe('parseFilter', () => {
  it.each<[string, Expr | null]>([
    ['', null],
    ['   ', null],
    ['// nothing\n', null],
    ['a = 1', cmp(id('a'), '=', num(1))],
    ["a ?!~ 'x'", cmp(id('a'), '?!~', txt('x'))],
    ['a = 1 && b = 2', { kind: 'and', left: cmp(id('a'), '=', num(1)), right: cmp(id('b'), '=', num(2)) }],
    [
      'a = 1 || b = 2 && c = 3',
      {
        kind: 'or',
        left: cmp(id('a'), '=', num(1)),
        right: { kind: 'and', left: cmp(id('b'), '=', num(2)), right: cmp(id('c'), '=', num(3)) },
      },
    ],
    [
      'a = 1 && b = 2 || c = 3',
      {
        kind: 'or',
        left: { kind: 'and', left: cmp(id('a'), '=', num(1)), right: cmp(id('b'), '=', num(2)) },
        right: cmp(id('c'), '=', num(3)),
      },
    ],
    [
      '(a = 1 || b = 2) && c = 3',
      {
        kind: 'and',
        left: { kind: 'or', left: cmp(id('a'), '=', num(1)), right: cmp(id('b'), '=', num(2)) },
        right: cmp(id('c'), '=', num(3)),
      },
    ],
    [
      'a = 1 && b = 2 && c = 3',
      {
        kind: 'and',
        left: { kind: 'and', left: cmp(id('a'), '=', num(1)), right: cmp(id('b'), '=', num(2)) },
        right: cmp(id('c'), '=', num(3)),
      },
    ],
    ['((a = 1))', cmp(id('a'), '=', num(1))],
    [
      "geoDistance(p.lon, p.lat, 23.32, -42.5) < 25",
      cmp({ kind: 'function', name: 'geoDistance', args: [id('p.lon'), id('p.lat'), num(23.32), num(-42.5)] }, '<', num(25)),
    ],
    ["f() = ''", cmp({ kind: 'function', name: 'f', args: [] }, '=', txt(''))],
    [
      "strftime('%Y', f(created)) = '2024'",
      cmp({ kind: 'function', name: 'strftime', args: [txt('%Y'), { kind: 'function', name: 'f', args: [id('created')] }] }, '=', txt('2024')),
    ],
    ["'x' = a", cmp(txt('x'), '=', id('a'))],
  ])('%j', (input, expected) => {
    expect(parseFilter(input)).toEqual(expected);
  });

  it.each([
    ['a'],
    ['a ='],
    ['= 1'],
    ['a = 1 &&'],
    ['&& a = 1'],
    ['a = 1 b = 2'],
    ['(a = 1'],
    ['a = 1)'],
    ['()'],
    ['a = (1)'],
    ['a = b = c'],
    ['f(a = 1'],
    ['f(a b) = 1'],
    ['f(a,) = 1'],
    ['a.b(1) = 1'],
    ['a = 1 || || b = 2'],
  ])('rejects malformed %j', (input) => {
    expect(() => parseFilter(input)).toThrow(FilterError);
  });

  it('enforces the length limit', () => {
    const pad = ' '.repeat(FILTER_LIMITS.maxLength - 5);
    expect(parseFilter(`a = 1${pad}`)).not.toBeNull();
    expect(() => parseFilter(`a = 1${pad} `)).toThrow(/longer/);
  });

  it('enforces the comparison limit', () => {
    const many = (n: number) => Array.from({ length: n }, () => 'a=1').join('&&');
    expect(parseFilter(many(FILTER_LIMITS.maxComparisons))).not.toBeNull();
    expect(() => parseFilter(many(FILTER_LIMITS.maxComparisons + 1))).toThrow(/expressions/);
  });

  it('enforces the depth limit', () => {
    const nest = (n: number) => `${'('.repeat(n)}a=1${')'.repeat(n)}`;
    expect(parseFilter(nest(FILTER_LIMITS.maxDepth))).not.toBeNull();
    expect(() => parseFilter(nest(FILTER_LIMITS.maxDepth + 1))).toThrow(/deeper/);
  });

  it('enforces function nesting and argument limits', () => {
    expect(parseFilter('f(g(a)) = 1')).not.toBeNull();
    expect(() => parseFilter('f(g(h(a))) = 1')).toThrow(/nested/);
    const args = (n: number) => Array.from({ length: n }, (_, i) => String(i)).join(',');
    expect(parseFilter(`f(${args(FILTER_LIMITS.maxFunctionArgs)}) = 1`)).not.toBeNull();
    expect(() => parseFilter(`f(${args(FILTER_LIMITS.maxFunctionArgs + 1)}) = 1`)).toThrow(/arguments/);
  });

  it('caches parse results (same object) within a bounded size', () => {
    const a = parseFilter('cached = 1');
    expect(parseFilter('cached = 1')).toBe(a);
    for (let i = 0; i < 600; i++) parseFilter(`x${i} = ${i}`);
    expect(parseCacheSize()).toBeLessThanOrEqual(500);
    expect(parseFilter('cached = 1')).toEqual(a);
  });
});
