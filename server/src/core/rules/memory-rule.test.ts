/**
 * The in-memory rule evaluator answers exactly what the SQL form answers on the same one-row
 * virtual table (the realtime check it replaces), and hands everything it cannot read to SQL.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { parseFilter } from '../../filter/parser.js';
import { existsVirtual, virtualRow } from '../../query/records-sql.js';
import { SqliteDatabase } from '../../storage/sqlite/sqlite-database.js';
import type { Collection } from '../collections/collection.js';
import type { FieldDef } from '../fields/field.js';
import { recordToDb } from '../records/record.js';
import { compileExpression } from './compile-rule.js';
import { evaluateInMemory } from './memory-rule.js';
import type { ResolverMode } from './record-field-resolver.js';
import { guestRequest, type RequestInfo } from './request-info.js';
import { testCollection, testField } from '../collections/test-schema.js';

const field = testField;

const coll = (name: string, type: Collection['type'], fields: FieldDef[]): Collection =>
  testCollection(name, type, [field('id', 'text'), ...fields]);

const users = coll('users', 'auth', [
  field('email', 'email'),
  field('emailVisibility', 'bool'),
  field('verified', 'bool'),
  field('name', 'text'),
  field('age', 'number'),
  field('admin', 'bool'),
  field('team', 'relation', { collectionId: 'c_teams', maxSelect: 1 }),
  field('tags', 'select', { values: ['a', 'b'], maxSelect: 2 }),
]);
const notes = coll('notes', 'base', [
  field('title', 'text'),
  field('owner', 'relation', { collectionId: 'c_users', maxSelect: 1 }),
  field('team', 'relation', { collectionId: 'c_teams', maxSelect: 1 }),
  field('public', 'bool'),
  field('score', 'number'),
  field('secret', 'text', { hidden: true }),
  field('kind', 'select', { values: ['x', 'y'], maxSelect: 1 }),
  field('labels', 'select', { values: ['x', 'y'], maxSelect: 2 }),
  field('meta', 'json'),
]);
const teams = coll('teams', 'base', [field('name', 'text')]);
const lookup = { getCollection: (x: string) => [users, notes, teams].find((c) => c.id === x || c.name === x) };

const db = new SqliteDatabase({ path: ':memory:' });
afterAll(() => db.close());

async function viaSql(text: string, data: Record<string, unknown>, req: RequestInfo, mode: ResolverMode): Promise<boolean> {
  const where = compileExpression(lookup, notes, notes.name, text, req, db.dialect, mode);
  if (!where) return true;
  const sql = existsVirtual(db.dialect, notes.name, virtualRow(db.dialect, recordToDb({ collection: notes, data })), where);
  return !!(await db.get(sql.sql, sql.params));
}

const inMemory = (text: string, data: Record<string, unknown>, req: RequestInfo, mode: ResolverMode) =>
  evaluateInMemory(parseFilter(text)!, { collection: notes, row: recordToDb({ collection: notes, data }), req, mode });

const alice = {
  id: 'alice0000000001',
  email: 'a@x.io',
  emailVisibility: false,
  verified: true,
  name: 'Alice',
  age: 30,
  admin: true,
  team: 'team00000000001',
  tags: ['a'],
};
const asAlice = guestRequest({ auth: { collection: users, record: alice }, context: 'realtime' });
const asGuest = guestRequest({ context: 'realtime' });

const base = { id: 'note00000000001', title: 'Hello', owner: alice.id, team: '', public: true, score: 5, secret: 's', kind: 'x', labels: ['x'], meta: null };
const records: Record<string, unknown>[] = [
  base,
  { ...base, owner: 'bob000000000001', public: false, score: 0, title: '', kind: '' },
  { ...base, team: alice.team, score: 31, title: '30' },
  { ...base, owner: '', score: -2.5, title: 'alice0000000001' },
];

const evaluable = [
  "@request.auth.id != ''",
  "@request.auth.id = ''",
  'owner = @request.auth.id',
  "@request.auth.id != '' && (owner = @request.auth.id || public = true)",
  'owner = @request.auth.id || public = true',
  'public = false',
  'public != true',
  'public = null',
  'title = null',
  "title = ''",
  "title != ''",
  "title = 'Hello'",
  'title = 30',
  "title = '30'",
  'title = @request.auth.id',
  'score = 5',
  "score = '5'",
  'score > 4 && score <= 31',
  'score < 0',
  'score >= @request.auth.age',
  'score = null',
  "kind = 'x'",
  "kind ?= 'x'",
  'team = @request.auth.team',
  'public = @request.auth.admin',
  '@request.auth.verified = true',
  "@request.auth.collectionName = 'users' && @request.auth.name = 'Alice'",
  '@request.auth.missing = null',
  "@request.context = 'realtime'",
  "@request.method = 'GET' && id != ''",
  'true = public',
  'null = title',
];

const needsSql = [
  'owner.name = "x"',
  'labels = "x"',
  'labels:each = "x"',
  "title ~ 'He'",
  'title:lower = "hello"',
  '@request.auth.tags ?= "a"',
  '@request.auth.team.name = "x"',
  'created > @now',
  "strftime('%Y', title) = '2024'",
  '@collection.teams.name = "x"',
  'meta.a = 1',
  "title > 'A'",
  'score > title',
  "notes_via_owner.id != ''",
];

describe('evaluateInMemory', () => {
  it('answers what the SQL form answers, for every evaluable rule, record and caller', async () => {
    for (const text of evaluable) {
      for (const data of records) {
        for (const req of [asAlice, asGuest]) {
          for (const mode of ['rule', 'client'] as const) {
            const fast = inMemory(text, data, req, mode);
            expect(fast, `${text} (${mode}) should be evaluable`).not.toBeUndefined();
            expect(fast, `${text} on ${JSON.stringify(data)} as ${req.auth ? 'alice' : 'guest'}`).toBe(await viaSql(text, data, req, mode));
          }
        }
      }
    }
  });

  it('hands relations, multi values, functions, macros, LIKE and text ordering to SQL', () => {
    for (const text of needsSql) expect(inMemory(text, base, asAlice, 'rule'), text).toBeUndefined();
  });

  it('hands hidden fields in client mode to SQL (which refuses them), reads them in rule mode', async () => {
    expect(inMemory("secret = 's'", base, asAlice, 'client')).toBeUndefined();
    expect(inMemory("secret = 's'", base, asAlice, 'rule')).toBe(true);
    expect(await viaSql("secret = 's'", base, asAlice, 'rule')).toBe(true);
  });

  it('an unknown field needs SQL (whose compile error refuses the event)', () => {
    expect(inMemory("nope = 'x'", base, asAlice, 'rule')).toBeUndefined();
  });
});
