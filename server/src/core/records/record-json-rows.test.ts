/**
 * Differential test: rowsToJSON gives the objects of the record path, compared as JSON text (key order included)
 * (`JSON.stringify(rows.map(r => recordToJSON(recordFromRow(c, r), opts)))`) for every field type,
 * stored values of every shape (NULLs, numbers in text columns, non-canonical dates, JSON texts,
 * multi-values stored as single values and back, characters Go escapes), hidden fields and the email
 * visibility rules of auth collections.
 */
import { describe, expect, it } from 'vitest';
import type { Collection } from '../collections/collection.js';
import type { FieldDef } from '../fields/field.js';
import type { Row } from '../../storage/database.js';
import { recordToJSON, type JsonOptions } from './record-json.js';
import { rowsToJSON } from './record-json-rows.js';
import { recordFromRow } from './record.js';
import { testCollection, testField } from '../collections/test-schema.js';

const field = testField;

const coll = (name: string, type: Collection['type'], fields: FieldDef[], extra: Partial<Collection> = {}): Collection =>
  testCollection(name, type, fields, extra);

const allTypes = coll('every"type<>', 'base', [
  field('id', 'text'),
  field('text', 'text'),
  field('editor', 'editor'),
  field('email', 'email'),
  field('url', 'url'),
  field('num', 'number'),
  field('flag', 'bool'),
  field('day', 'date'),
  field('created', 'autodate'),
  field('one', 'select', { values: ['a', 'b'], maxSelect: 1 }),
  field('many', 'select', { values: ['a', 'b', 'c'], maxSelect: 3 }),
  field('rel', 'relation', { collectionId: 'c_users', maxSelect: 1 }),
  field('rels', 'relation', { collectionId: 'c_users', maxSelect: 5 }),
  field('doc', 'file', { maxSelect: 1 }),
  field('docs', 'file', { maxSelect: 4 }),
  field('data', 'json'),
  field('where', 'geoPoint'),
  field('pw', 'password', { hidden: true }),
  field('secret', 'text', { hidden: true }),
  field('Upper', 'text'),
  field('weird', 'no-such-type'),
]);

const users = coll(
  'users',
  'auth',
  [
    field('id', 'text'),
    field('password', 'password', { hidden: true }),
    field('tokenKey', 'text', { hidden: true }),
    field('email', 'email'),
    field('emailVisibility', 'bool'),
    field('verified', 'bool'),
    field('name', 'text'),
    field('note', 'text', { hidden: true }),
    field('created', 'autodate'),
  ],
  { manageRule: '' },
);

/** stored values of every shape a column can hold (what SQLite hands back, and what it should not) */
const SAMPLES: unknown[] = [
  null,
  undefined,
  '',
  ' ',
  'plain',
  'a<b>&c \u2028 \u2029 "quoted" \\ back\nslash\t',
  'emoji 😀 and lone \ud800 surrogate',
  '2024-02-29 23:59:59.999Z',
  '2023-02-29 12:00:00.000Z',
  '2024-01-01T10:00:00Z',
  '2024-01-01',
  '0099-01-01 00:00:00.000Z',
  '["a","b","a",""]',
  ' ["b","c"]',
  '[]',
  '[1, 2.50, true]',
  'x[y',
  '{"k": [1, {"z": null}], "a": "<"}',
  '{"lon": 12.5, "lat": -4}',
  '{"lon": "x"}',
  'true',
  'false',
  '1e400',
  '-0',
  '12.000',
  0,
  1,
  -0,
  2,
  3.25,
  -1e21,
  Number.NaN,
  2 ** 70,
];

const rowOf = (c: Collection, pick: (name: string, i: number) => unknown): Row => {
  const row: Row = {};
  c.fields.forEach((f, i) => {
    const v = pick(f.name, i);
    if (v !== undefined) row[f.name] = v;
  });
  return row;
};

/** the text, or the error either path throws (a stored value no field type reads throws on both paths) */
const outcome = (fn: () => string | null): string | null => {
  try {
    return fn();
  } catch (err) {
    return `throws ${(err as Error).message}`;
  }
};
const reference = (c: Collection, rows: Row[], o: JsonOptions) =>
  outcome(() => JSON.stringify(rows.map((r) => recordToJSON(recordFromRow(c, r), o))));
const text = (c: Collection, rows: Row[], o: JsonOptions = {}) =>
  outcome(() => {
    const out = rowsToJSON(c, rows, o);
    return out && JSON.stringify(out);
  });
const rowsToJSONText = (c: Collection, rows: Row[], o: JsonOptions = {}) => text(c, rows, o);

const OPTIONS: JsonOptions[] = [
  {},
  { isSuperuser: true },
  { viewerId: 'u1' },
  { viewerId: 'u3', managed: new Set(['u1', 'u2']) },
  { managed: new Set() },
  { forceEmail: true },
  { unhide: true },
];

describe('rowsToJSON', () => {
  it('gives the record path text for every field type and stored value shape', () => {
    let compared = 0;
    for (let shift = 0; shift < SAMPLES.length; shift++) {
      // each field gets every sample across the rows, fields offset from each other
      const rows = SAMPLES.map((_, r) => rowOf(allTypes, (name, i) => (name === 'id' ? `id${r}` : SAMPLES[(r + i + shift) % SAMPLES.length])));
      for (const o of OPTIONS) {
        expect(text(allTypes, rows, o), JSON.stringify(o)).toBe(reference(allTypes, rows, o));
        // row by row too: one unreadable value must not hide the others
        for (const row of rows) expect(text(allTypes, [row], o)).toBe(reference(allTypes, [row], o));
        compared += rows.length;
      }
    }
    expect(compared).toBeGreaterThan(5000);
  });

  it('applies the email visibility rules of auth records as the record path does', () => {
    const rows: Row[] = [];
    for (const id of ['u1', 'u2', 'u3', '', null]) {
      for (const vis of [0, 1, null, '1', 'true', 'false', 2]) {
        rows.push({ id, password: 'hash', tokenKey: 'key', email: `${id}@x.io`, emailVisibility: vis, verified: 1, name: 'N', note: 'n', created: '2024-01-01 00:00:00.000Z' });
      }
    }
    for (const o of OPTIONS) expect(text(users, rows, o), JSON.stringify(o)).toBe(reference(users, rows, o));
    const shown = rowsToJSONText(users, rows, { isSuperuser: true })!;
    expect(shown).not.toContain('throws');
    expect(shown).not.toContain('hash');
    expect(shown).not.toContain('"key"');
    expect(shown).toContain('"note":"n"');
    expect(rowsToJSONText(users, rows)).not.toContain('"note"');
  });

  it('gives one object per row, [] for none, and leaves collections with system-like field names to the record path', () => {
    expect(rowsToJSONText(users, [])).toBe('[]');
    const odd = coll('odd', 'base', [field('id', 'text'), field('expand', 'text')]);
    expect(rowsToJSONText(odd, [{ id: 'a', expand: 'x' }])).toBeNull();
    const numeric = coll('numeric', 'base', [field('id', 'text'), field('10', 'text'), field('b', 'text')]);
    expect(rowsToJSONText(numeric, [{ id: 'a', 10: 'x', b: 'y' }])).toBeNull();
  });

  it('follows a schema change (a new collection object, or fields replaced in place)', () => {
    const c = coll('notes', 'base', [field('id', 'text'), field('a', 'text')]);
    const row = { id: '1', a: 'x', b: 'y', c: 1 };
    expect(text(c, [row])).toBe(reference(c, [row], {}));
    c.fields = [...c.fields, field('b', 'text', { hidden: true }), field('c', 'bool')];
    expect(text(c, [row])).toBe(reference(c, [row], {}));
    expect(text(c, [row], { isSuperuser: true })).toBe(reference(c, [row], { isSuperuser: true }));
    c.fields.push(field('d', 'number'));
    expect(text(c, [row])).toBe(reference(c, [row], {}));
    expect(text(c, [row])).toContain('"d":0');
    const next = { ...c, fields: c.fields.filter((f) => f.name !== 'a') };
    expect(text(next, [row])).toBe(reference(next, [row], {}));
    // a field object edited in place (hidden switched on, then renamed): never served from the old plan
    const secret = next.fields.find((f) => f.name === 'c')!;
    secret.hidden = true;
    expect(text(next, [row])).toBe(reference(next, [row], {}));
    expect(text(next, [row])).not.toContain('"c"');
    secret.name = 'b2';
    expect(text(next, [row], { isSuperuser: true })).toBe(reference(next, [row], { isSuperuser: true }));
  });
});
