import { describe, it, expect } from 'vitest';
import Database from 'better-sqlite3';
import { applyListModifier, toUniqueStrings } from './multi-value.js';
import { FIELD_TYPES, fillFieldDefaults } from './registry.js';
import type { FieldDef } from './field.js';

describe('toUniqueStrings', () => {
  it.each([
    [null, []], ['', []], ['a', ['a']], ['["a","b","a"]', ['a', 'b']], ['[bad', ['[bad']], [['a', '', 'a', 'b'], ['a', 'b']],
    [5, ['5']], [[1, 'x'], ['1', 'x']],
  ] as [unknown, string[]][])('%j', (raw, expected) => {
    expect(toUniqueStrings(raw)).toEqual(expected);
  });
  it('rejects objects', () => {
    expect(() => toUniqueStrings({ a: 1 })).toThrow(/unsupported/i);
  });
  it('single-valued modifier keeps the last value', () => {
    const d = fillFieldDefaults({ type: 'select', name: 's', values: ['a', 'b'] });
    expect(applyListModifier(d, 'append', 'a', ['b', 'a'])).toBe('b');
  });
});

describe('sqlite round trip of every type', () => {
  const samples: [string, Partial<FieldDef>, unknown][] = [
    ['text', {}, 'héllo'],
    ['number', {}, -12.5],
    ['bool', {}, true],
    ['email', {}, 'a@b.io'],
    ['url', {}, 'https://a.io'],
    ['editor', {}, '<p>x</p>'],
    ['date', {}, '2024-01-02 03:04:05.006Z'],
    ['autodate', { onCreate: true }, '2024-01-02 03:04:05.006Z'],
    ['select', { values: ['a', 'b'], maxSelect: 2 }, ['b', 'a']],
    ['select', { values: ['a', 'b'] }, 'a'],
    ['file', { maxSelect: 3 }, ['x.txt', 'y.png']],
    ['relation', { collectionId: 'c' }, 'abc'],
    ['json', {}, { a: [1, 'two', null], b: true }],
    ['json', {}, null],
    ['password', {}, { hash: '$argon2id$abc' }],
    ['geoPoint', {}, { lon: 12.5, lat: -3 }],
  ];
  it.each(samples)('%s %j', (type, opts, value) => {
    const t = FIELD_TYPES.find((x) => x.type === type)!;
    const def = fillFieldDefaults({ type, name: 'f', id: 'x', ...opts });
    const col = t.column(def);
    const db = new Database(':memory:');
    const sqlType = { text: 'TEXT', number: 'NUMERIC', bool: 'BOOLEAN', json: 'JSON' }[col.kind];
    const dflt = col.default === null ? 'NULL' : typeof col.default === 'string' ? `'${col.default}'` : String(col.default === true ? 1 : col.default === false ? 0 : col.default);
    db.exec(`CREATE TABLE t (id INTEGER PRIMARY KEY, f ${sqlType} DEFAULT ${dflt})`);
    db.prepare('INSERT INTO t (f) VALUES (?)').run(t.toDb(def, value) as never);
    db.exec('INSERT INTO t DEFAULT VALUES');
    const rows = db.prepare('SELECT f FROM t ORDER BY id').all() as { f: unknown }[];
    expect(t.fromDb(def, rows[0]!.f)).toEqual(value);
    expect(t.fromDb(def, rows[1]!.f)).toEqual(t.emptyValue(def));
    db.close();
  });
});
