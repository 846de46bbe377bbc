/** recordToJSON's per-collection plan gives exactly the shape of the generic path (sorted keys, hidden, email). */
import { describe, expect, it } from 'vitest';
import type { Collection } from '../collections/collection.js';
import type { FieldDef } from '../fields/field.js';
import { genericToJSON, recordToJSON, type ExpandedRecord, type JsonOptions } from './record-json.js';
import { recordFromRow } from './record.js';
import { testCollection, testField } from '../collections/test-schema.js';

const field = testField;

const coll = (name: string, type: Collection['type'], fields: FieldDef[]): Collection => testCollection(name, type, fields);

const users = coll('users', 'auth', [
  field('id', 'text'),
  field('password', 'password', { hidden: true }),
  field('tokenKey', 'text', { hidden: true }),
  field('email', 'email'),
  field('emailVisibility', 'bool'),
  field('verified', 'bool'),
  field('Zeta', 'text'),
  field('name', 'text'),
  field('secret', 'text', { hidden: true }),
  field('created', 'autodate'),
]);
const posts = coll('posts', 'base', [
  field('id', 'text'),
  field('title', 'text'),
  field('tags', 'select', { values: ['a', 'b'], maxSelect: 2 }),
  field('author', 'relation', { collectionId: 'c_users', maxSelect: 1 }),
  field('_private', 'text', { hidden: true }),
  field('Big', 'number'),
  field('updated', 'autodate'),
]);
const odd = coll('odd', 'base', [field('id', 'text'), field('expand', 'text'), field('b', 'bool')]);

const user = (id: string, emailVisibility: boolean): ExpandedRecord => ({
  collection: users,
  data: { id, password: 'h', tokenKey: 'k', email: `${id}@x.io`, emailVisibility, verified: true, Zeta: 'z', name: 'N', secret: 's', created: '2024-01-01 00:00:00.000Z' },
});

describe('recordToJSON', () => {
  it('matches the generic shape for every option combination', () => {
    const post: ExpandedRecord = {
      collection: posts,
      data: { id: 'p1', title: 'T', tags: ['a'], author: 'u1', _private: 'x', Big: 3, updated: '2024-01-01 00:00:00.000Z' },
      expand: { author: user('u1', false), tags: [user('u2', true), user('u3', false)] },
    };
    const records = [post, { ...post, expand: undefined }, user('u1', false), user('u2', true), { collection: odd, data: { id: 'o', expand: 'e', b: 1 } }];
    const options: JsonOptions[] = [
      {},
      { isSuperuser: true },
      { viewerId: 'u1' },
      { viewerId: 'u3', managed: new Set(['u1']) },
      { forceEmail: true },
      { unhide: true },
    ];
    for (const r of records) {
      for (const o of options) {
        const fast = recordToJSON(r, o);
        const ref = genericToJSON(r, o);
        expect(JSON.stringify(fast), `${r.collection.name} ${JSON.stringify(o)}`).toBe(JSON.stringify(ref));
      }
    }
  });

  it('follows a schema change (a new collection object, or fields replaced in place)', () => {
    const c = coll('notes', 'base', [field('id', 'text'), field('a', 'text')]);
    expect(Object.keys(recordToJSON({ collection: c, data: { id: '1', a: 'x' } }))).toEqual(['a', 'collectionId', 'collectionName', 'id']);
    c.fields = [...c.fields, field('b', 'text', { hidden: true }), field('c', 'bool')];
    expect(recordToJSON({ collection: c, data: { id: '1', a: 'x', b: 'y', c: 1 } })).toEqual({ a: 'x', c: true, collectionId: 'c_notes', collectionName: 'notes', id: '1' });
    const next = { ...c, fields: c.fields.filter((f) => f.name !== 'a') };
    expect(Object.keys(recordToJSON({ collection: next, data: { id: '1', a: 'x', b: 'y', c: 0 } }, { isSuperuser: true }))).toEqual(['b', 'c', 'collectionId', 'collectionName', 'id']);
  });

  it('reads rows with the current fields after a schema change', () => {
    const c = coll('things', 'base', [field('id', 'text'), field('n', 'number')]);
    expect(recordFromRow(c, { id: 'a', n: 2, extra: 'x' }).data).toEqual({ id: 'a', n: 2 });
    const next = { ...c, fields: [...c.fields, field('extra', 'text'), field('on', 'bool')] };
    expect(recordFromRow(next, { id: 'a', n: 2, extra: 'x', on: 1 }).data).toEqual({ id: 'a', n: 2, extra: 'x', on: true });
    c.fields.push(field('on', 'bool'));
    expect(recordFromRow(c, { id: 'a', n: 2, on: 0 }).data).toEqual({ id: 'a', n: 2, on: false });
  });
});
