import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { FilterError } from '../filter/filter-error.js';
import { parseFilter } from '../filter/parser.js';
import { sqliteDialect as dialect } from '../storage/sqlite/sqlite-dialect.js';
import { buildWhere } from './build-where.js';
import { StubResolver } from './stub-resolver.case.js';

const now = new Date(Date.UTC(2024, 5, 1, 12, 0, 0, 0));
const build = (filter: string, auth?: { id: unknown }) => buildWhere(parseFilter(filter)!, new StubResolver(auth), { dialect, now });

const M = `json_each(CASE WHEN json_valid("t"."tags") AND json_type("t"."tags") = 'array' THEN "t"."tags" ELSE '[]' END)`;
const JX = `(CASE WHEN json_valid("t"."j") THEN JSON_EXTRACT("t"."j", '$."x"') ELSE NULL END)`;

describe('buildWhere SQL', () => {
  it.each<[string, string, unknown[]]>([
    ['a = 1', '"t"."a" = ?', [1]],
    ["a = ''", `("t"."a" = '' OR "t"."a" IS NULL)`, []],
    ['a = null', `("t"."a" = '' OR "t"."a" IS NULL)`, []],
    ["a != ''", `("t"."a" IS NOT '' AND "t"."a" IS NOT NULL)`, []],
    ["'' = a", `('' = "t"."a" OR "t"."a" IS NULL)`, []],
    ['a = b', `COALESCE("t"."a", '') = COALESCE("t"."b", '')`, []],
    ['a != b', `COALESCE("t"."a", '') IS NOT COALESCE("t"."b", '')`, []],
    ["a != 'x'", '"t"."a" IS NOT ?', ['x']],
    ["'' = null", `'' = ''`, []],
    ['a = true', '"t"."a" = 1', []],
    ['a != FALSE', '"t"."a" IS NOT 0', []],
    ['a = @request.auth.id', '"t"."a" = ?', ['u1']],
    ['@request.auth.none = a', `('' = "t"."a" OR "t"."a" IS NULL)`, []],
    ['@request.auth.verified = true', '? = 1', [1]],
    ['j.x = 1', `${JX} IS ?`, [1]],
    ["j.x != ''", `${JX} IS NOT ?`, ['']],
    ["a > 1 && b <= 'x' || a < -2.5", `(("t"."a" > ? AND "t"."b" <= ?) OR "t"."a" < ?)`, [1, 'x', -2.5]],
    ["a ~ 'x_y'", `"t"."a" LIKE ? ESCAPE '\\'`, ['%x\\_y%']],
    ["a ?!~ '50%'", `"t"."a" NOT LIKE ? ESCAPE '\\'`, ['50%']],
    ['a !~ b', `"t"."a" NOT LIKE ('%' || "t"."b" || '%') ESCAPE '\\'`, []],
    ['a ~ @request.auth.id', `"t"."a" LIKE ? ESCAPE '\\'`, ['%u1%']],
    ['a >= @todayStart', '"t"."a" >= ?', ['2024-06-01 00:00:00.000Z']],
    ['@month = 6', '? = ?', [6, 6]],
    ["m ?= 'x'", `EXISTS (SELECT 1 FROM (SELECT 1) AS "_d" LEFT JOIN ${M} AS "_m" WHERE "_m".value = ?)`, ['x']],
    [
      "m = 'x'",
      `EXISTS (SELECT 1 FROM (SELECT 1) AS "_d" LEFT JOIN ${M} AS "_m" WHERE ("_m".value = ? AND NOT EXISTS (SELECT 1 FROM ${M} AS "_im" WHERE NOT COALESCE(("_im".value = ?), FALSE))))`,
      ['x', 'x'],
    ],
    [
      "'x' != p && a = 1",
      `(EXISTS (SELECT 1 FROM (SELECT 1) AS "_d" LEFT JOIN json_each(?) AS "_p" WHERE (? IS NOT "_p".value AND NOT EXISTS (SELECT 1 FROM json_each(?) AS "_ip" WHERE NOT COALESCE((? IS NOT "_ip".value), FALSE)))) AND "t"."a" = ?)`,
      ['["x","y"]', 'x', '["x","y"]', 'x', 1],
    ],
    [
      'm = p',
      `EXISTS (SELECT 1 FROM (SELECT 1) AS "_d" LEFT JOIN ${M} AS "_m" LEFT JOIN json_each(?) AS "_p" WHERE (COALESCE("_m".value, '') = COALESCE("_p".value, '') AND NOT EXISTS (SELECT 1 FROM ${M} AS "_im" WHERE EXISTS (SELECT 1 FROM json_each(?) AS "_ip" WHERE NOT COALESCE((COALESCE("_im".value, '') = COALESCE("_ip".value, '')), FALSE)))))`,
      ['["x","y"]', '["x","y"]'],
    ],
    ["strftime('%Y', a) = '2024'", `COALESCE(strftime(?, "t"."a"), '') = ?`, ['%Y', '2024']],
    ["strftime('%Y', a, 'start of month', '+1 day') != b", `COALESCE(COALESCE(strftime(?, "t"."a", ?, ?), ''), '') IS NOT COALESCE("t"."b", '')`, ['%Y', 'start of month', '+1 day']],
  ])('%s', (filter, sql, params) => {
    expect(build(filter)).toEqual({ sql, params });
  });

  it('compiles geoDistance with IS semantics and params in placeholder order', () => {
    const { sql, params } = build('geoDistance(lon, lat, 23.32, 42.69) = null');
    expect(sql.endsWith(' IS NULL')).toBe(true);
    expect(sql.split('?').length - 1).toBe(params.length);
    expect(params).toEqual([42.69, 42.69, 23.32, 42.69, 42.69, 23.32]);
  });

  it('treats guests (null auth) as empty', () => {
    expect(build("@request.auth.id != ''", { id: null })).toEqual({ sql: `'' IS NOT ''`, params: [] });
  });

  it.each([
    ['unknown = 1', /unknown field/],
    ['nope(a) = 1', /unknown function/],
    ['geoDistance(a, b, 1) < 1', /4 arguments/],
    ["geoDistance(a, b, 1, 'x') < 1", /identifier or a number/],
    ['strftime(a, b) = 1', /text literal/],
    ["strftime('%Y') = 1", /format and a time value/],
    ["strftime('%Y', nope(a)) = 1", /unknown function/],
  ])('rejects %s', (filter, message) => {
    expect(() => build(filter)).toThrow(FilterError);
    expect(() => build(filter)).toThrow(message);
  });
});

describe('buildWhere on SQLite', () => {
  const db = new Database(':memory:');
  db.exec(`CREATE TABLE t (id TEXT, a TEXT, b TEXT, tags JSON, nums JSON, j JSON, lon REAL, lat REAL, created TEXT)`);
  const insert = db.prepare('INSERT INTO t VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)');
  insert.run('r1', 'x', 'x', '["x","y"]', '[1,2]', '{"x":1}', 23.32, 42.69, '2024-02-14 10:00:00.000Z');
  insert.run('r2', null, '', '["x"]', '[5]', null, 2.35, 48.86, '2023-05-01 00:00:00.000Z');
  insert.run('r3', '', null, '[]', null, '{"x":null}', null, null, '');
  insert.run('r4', '50%_off', 'y', '["y"]', '[3,4]', '{"x":"1"}', 23.33, 42.7, '2024-12-31 23:59:59.000Z');

  const ids = (filter: string, auth?: { id: unknown }) => {
    const { sql, params } = build(filter, auth);
    return db.prepare(`SELECT id FROM t WHERE ${sql} ORDER BY id`).pluck().all(...params);
  };

  it.each<[string, string[]]>([
    ["a = ''", ['r2', 'r3']],
    ['a = null', ['r2', 'r3']],
    ["a != ''", ['r1', 'r4']],
    ['a = b', ['r1', 'r2', 'r3']],
    ['a != b', ['r4']],
    ["a != 'x'", ['r2', 'r3', 'r4']],
    ["m ?= 'x'", ['r1', 'r2']],
    ["m = 'x'", ['r2']],
    ["'x' = m", ['r2']],
    ["m ?= 'y'", ['r1', 'r4']],
    ["m != 'x'", ['r3', 'r4']],
    ['n > 2', ['r2', 'r4']],
    ['n ?> 4', ['r2']],
    ['n ?< 2 || n ?> 4', ['r1', 'r2']],
    ["m ?= p", ['r1', 'r2', 'r4']],
    ['m != p', ['r3']],
    ["p = 'x'", []],
    ["p != 'z' && a = 'x'", ['r1']],
    ["a ~ 'X'", ['r1']],
    ["a ~ '_off'", ['r4']],
    ["a ~ '0\\%'", ['r4']],
    ["a ~ '50%'", ['r4']],
    ["a ~ '0%_'", []],
    ["a !~ 'x'", ['r3', 'r4']],
    ['a ~ b', ['r1']],
    ['j.x = 1', ['r1']],
    ['j.x = null', ['r2', 'r3']],
    ["j.x != null", ['r1', 'r4']],
    ['created > @yearStart', ['r1', 'r4']],
    ['created < @now && created != ""', ['r1', 'r2']],
    ["strftime('%Y', created) = '2024'", ['r1', 'r4']],
    ["strftime('%Y', created) = ''", ['r3']],
    ["strftime('%Y-%m', created, '+1 month') = '2025-01'", ['r4']],
    ['geoDistance(lon, lat, 23.32, 42.69) < 25', ['r1', 'r4']],
    ['geoDistance(lon, lat, 23.32, 42.69) = null', ['r3']],
    ['geoDistance(lon, lat, 2.35, 48.86) > 1700 && geoDistance(lon, lat, 2.35, 48.86) < 1800', ['r1', 'r4']],
    ['geoDistance(lon, lat, lon, lat) = 0', ['r1', 'r2', 'r4']],
  ])('%s', (filter, expected) => {
    expect(ids(filter)).toEqual(expected);
  });

  it('evaluates @request values for guests', () => {
    expect(ids("@request.auth.id != ''", { id: null })).toEqual([]);
    expect(ids("@request.auth.id = ''", { id: null })).toEqual(['r1', 'r2', 'r3', 'r4']);
    expect(ids('a = @request.auth.id', { id: '' })).toEqual(['r2', 'r3']);
    expect(ids('@request.auth.verified = true && a = @request.auth.id', { id: 'x' })).toEqual(['r1']);
  });

  it('computes Sofia–Paris distance', () => {
    const { sql, params } = build('geoDistance(lon, lat, 2.35, 48.86) > 0');
    const expr = sql.slice(0, sql.lastIndexOf(' >'));
    const km = db.prepare(`SELECT ${expr} FROM t WHERE id = 'r1'`).pluck().get(...params.slice(0, -1)) as number;
    expect(km).toBeGreaterThan(1740);
    expect(km).toBeLessThan(1760);
  });
});
