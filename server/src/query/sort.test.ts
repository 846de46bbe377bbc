import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { FilterError } from '../filter/filter-error.js';
import { sqliteDialect as dialect } from '../storage/sqlite/sqlite-dialect.js';
import { buildOrderBy, parseSort } from './sort.js';
import { StubResolver } from './stub-resolver.case.js';

describe('parseSort', () => {
  it.each<[string, { field: string; desc: boolean }[]]>([
    ['', []],
    ['a', [{ field: 'a', desc: false }]],
    ['-a, +b ,c', [{ field: 'a', desc: true }, { field: 'b', desc: false }, { field: 'c', desc: false }]],
    ['@random,-@rowid', [{ field: '@random', desc: false }, { field: '@rowid', desc: true }]],
    ['a,,b,', [{ field: 'a', desc: false }, { field: 'b', desc: false }]],
  ])('%j', (text, expected) => {
    expect(parseSort(text)).toEqual(expected);
  });

  it('enforces limits', () => {
    expect(parseSort(Array(8).fill('a').join(','))).toHaveLength(8);
    expect(() => parseSort(Array(9).fill('a').join(','))).toThrow(FilterError);
    expect(parseSort('x'.repeat(255))).toHaveLength(1);
    expect(() => parseSort(`-${'x'.repeat(256)}`)).toThrow(FilterError);
    expect(() => parseSort('-')).toThrow(FilterError);
  });
});

describe('buildOrderBy', () => {
  const order = (text: string) => buildOrderBy(parseSort(text), () => new StubResolver(), dialect, 't');

  it('builds plain, special and joined sort items', () => {
    expect(order('-a,b')).toEqual({ sql: '"t"."a" DESC, "t"."b" ASC', params: [] });
    expect(order('@random,-@rowid')).toEqual({ sql: 'RANDOM() ASC, "t"._rowid_ DESC', params: [] });
    expect(order('p')).toEqual({
      sql: '(SELECT "_p".value FROM (SELECT 1) AS "_d" LEFT JOIN json_each(?) AS "_p" LIMIT 1) ASC',
      params: ['["x","y"]'],
    });
    expect(order('')).toEqual({ sql: '', params: [] });
  });

  it('appends the tie-breaker in the direction of the last sort field', () => {
    const tied = (text: string) => buildOrderBy(parseSort(text), () => new StubResolver(), dialect, 't', dialect.rowid('t')).sql;
    expect(tied('-a')).toBe('"t"."a" DESC, "t"._rowid_ DESC');
    expect(tied('-a,b')).toBe('"t"."a" DESC, "t"."b" ASC, "t"._rowid_ ASC');
    expect(tied('a,-@rowid')).toBe('"t"."a" ASC, "t"._rowid_ DESC');
    expect(tied('@random')).toBe('RANDOM() ASC');
    expect(tied('')).toBe('');
  });

  it('throws the resolver error for unknown fields', () => {
    expect(() => order('a,-nope')).toThrow(FilterError);
  });

  it('runs on SQLite', () => {
    const db = new Database(':memory:');
    db.exec('CREATE TABLE t (id TEXT, a TEXT, b TEXT, tags JSON)');
    const ins = db.prepare('INSERT INTO t VALUES (?, ?, ?, ?)');
    ins.run('r1', 'x', '2', '["b"]');
    ins.run('r2', 'x', '1', '["c","a"]');
    ins.run('r3', 'a', '3', '["a"]');
    const run = (text: string) => {
      const { sql, params } = order(text);
      return db.prepare(`SELECT id FROM t ORDER BY ${sql}`).pluck().all(...params);
    };
    expect(run('-a,b')).toEqual(['r2', 'r1', 'r3']);
    expect(run('-@rowid')).toEqual(['r3', 'r2', 'r1']);
    expect(run('m,id')).toEqual(['r3', 'r1', 'r2']);
    expect(run('@random')).toHaveLength(3);
  });
});
