import { describe, expect, it } from 'vitest';
import { FilterError } from '../filter/filter-error.js';
import { sqliteDialect } from '../storage/sqlite/sqlite-dialect.js';
import { LogFieldResolver } from './log-field-resolver.js';

describe('LogFieldResolver', () => {
  const r = new LogFieldResolver(sqliteDialect);
  it.each([
    ['id', '"_logs"."id"'],
    ['level', '"_logs"."level"'],
    ['created', '"_logs"."created"'],
  ])('maps %s to its column', (name, sql) => {
    expect(r.resolve(name)).toEqual({ sql, params: [] });
  });
  it('maps data.<path> to a JSON extract without the empty-string fallback', () => {
    const res = r.resolve('data.auth.id');
    expect(res.sql).toContain(`'$."auth"."id"'`);
    expect(res.noCoalesce).toBe(true);
  });
  it.each(['password', 'data.', 'data..x', '@request.auth.id', 'data.a-b'])('rejects %s', (name) => {
    expect(() => r.resolve(name)).toThrow(FilterError);
  });
  it('needs no joins', () => {
    expect(r.joins()).toEqual([]);
  });
});
