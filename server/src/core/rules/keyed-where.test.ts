/**
 * Conditions through one single relation (`author.permissions.active = true`) also compile to a
 * per-related-row form (build-where keyedWhere); it must select exactly the rows the correlated
 * form selects, including posts whose relation is empty, dangling or refused by a listRule.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keyedCondition, type WhereFragment } from '../../query/build-where.js';
import { SqliteDatabase } from '../../storage/sqlite/sqlite-database.js';
import type { Collection } from '../collections/collection.js';
import type { FieldDef } from '../fields/field.js';
import { compileExpression } from './compile-rule.js';
import type { ResolverMode } from './record-field-resolver.js';
import { guestRequest, type RequestInfo } from './request-info.js';
import { testCollection, testField } from '../collections/test-schema.js';

const field = testField;

const coll = (name: string, fields: FieldDef[], listRule: string | null = ''): Collection =>
  testCollection(name, 'base', [field('id', 'text'), ...fields], { listRule, viewRule: '' });

const perms = coll('perms', [field('active', 'bool'), field('name', 'text')]);
const people = coll('people', [field('name', 'text'), field('perms', 'relation', { collectionId: 'c_perms', maxSelect: 9 }), field('boss', 'relation', { collectionId: 'c_people', maxSelect: 1 })], "name != 'hidden'");
const posts = coll('posts', [field('title', 'text'), field('author', 'relation', { collectionId: 'c_people', maxSelect: 1 }), field('editor', 'relation', { collectionId: 'c_people', maxSelect: 1 })]);
const lookup = { getCollection: (x: string) => [perms, people, posts].find((c) => c.id === x || c.name === x) };

const db = new SqliteDatabase({ path: ':memory:' });

beforeAll(async () => {
  await db.exec(`
    CREATE TABLE perms (id TEXT PRIMARY KEY NOT NULL, active BOOLEAN DEFAULT FALSE NOT NULL, name TEXT DEFAULT '' NOT NULL);
    CREATE TABLE people (id TEXT PRIMARY KEY NOT NULL, name TEXT DEFAULT '' NOT NULL, perms JSON DEFAULT '[]' NOT NULL, boss TEXT DEFAULT '' NOT NULL);
    CREATE TABLE posts (id TEXT PRIMARY KEY NOT NULL, title TEXT DEFAULT '' NOT NULL, author TEXT DEFAULT '', editor TEXT DEFAULT '' NOT NULL);
    CREATE INDEX posts_author ON posts (author);
    INSERT INTO perms VALUES ('p1', 1, 'read'), ('p2', 0, 'write'), ('p3', 1, '');
    INSERT INTO people VALUES ('u1', 'Ann', '["p1"]', ''), ('u2', 'Bob', '["p1","p2"]', 'u1'), ('u3', '', '[]', 'u9'),
      ('u4', 'hidden', '["p3"]', 'u2'), ('u5', 'Eve', '["p1","p3","px"]', 'u4');
    INSERT INTO posts VALUES ('a', 'one', 'u1', 'u2'), ('b', 'two', 'u2', ''), ('c', 'three', 'u3', 'u3'), ('d', 'four', 'u4', 'u1'),
      ('e', 'five', 'u5', 'u5'), ('f', 'none', '', 'u1'), ('g', 'dangling', 'u404', ''), ('h', 'null', 'u1', 'u4');
  `);
  await db.run("UPDATE posts SET author = NULL WHERE id = 'h'");
});
afterAll(() => db.close());

async function ids(where: { sql: string; params: unknown[] }): Promise<string[]> {
  const rows = await db.all<{ id: string }>(`SELECT "posts"."id" FROM "posts" AS "posts" WHERE ${where.sql} ORDER BY "posts"."id"`, where.params);
  return rows.map((r) => r.id);
}

const bob = guestRequest({ auth: { collection: people, record: { id: 'u2', name: 'Bob', perms: ['p1', 'p2'], boss: 'u1' } } });

const filters = [
  'author.perms.active = true',
  'author.perms.active ?= true',
  'author.perms.active != true',
  "author.name = ''",
  'author.name = null',
  "author.name != 'Ann'",
  "author.name ~ 'o'",
  "author.boss.name = 'Ann'",
  "author.boss = ''",
  'author.boss.perms.active ?= false',
  "author.perms.name ?= 'write' || author.name = 'Eve'",
  "author.name = 'Ann' && title != ''",
  "author.editor = ''",
  "author.name = 'Ann' || editor.name = 'Ann'",
  'author.id = @request.auth.id',
  "author.perms:length > 1",
  "author.perms.name:each != ''",
  "author.boss.boss.name != ''",
  // read through two columns: keyed in parts (decision 0037)
  "author.name = 'Ann' || editor.name = ''",
  "(author.name = 'Ann' || editor.name = 'Bob') && title != 'one'",
  "author.name = 'Bob' || (title = 'five' && editor.name = 'Eve') || title = 'null'",
  "author.boss.name = 'Ann' || (editor.name != 'Ann' && editor.perms.active ?= true)",
];

describe('keyed relation conditions', () => {
  it('select the same rows as the correlated form, for null-case true and false, rule and client mode', async () => {
    let keyedSeen = 0;
    for (const text of filters) {
      for (const [mode, req] of [
        ['rule', guestRequest()],
        ['client', bob],
        ['client', guestRequest()],
      ] as [ResolverMode, RequestInfo][]) {
        let where: WhereFragment | null;
        try {
          where = compileExpression(lookup, posts, 'posts', text, req, db.dialect, mode);
        } catch {
          continue; // refused in this mode (same for both forms)
        }
        if (!where?.keyed) continue;
        keyedSeen++;
        const nullCase = await db.get<{ c: unknown }>(where.keyed.nullCase.sql, where.keyed.nullCase.params);
        const fast = keyedCondition(where.keyed, !!Number(nullCase?.c ?? 0));
        expect(await ids(fast), `${text} (${mode}${req.auth ? ' as bob' : ''})`).toEqual(await ids(where));
      }
    }
    expect(keyedSeen).toBeGreaterThan(20);
  });

  it('the null case is true for conditions an empty relation satisfies', async () => {
    const where = compileExpression(lookup, posts, 'posts', "author.name = ''", guestRequest(), db.dialect, 'rule')!;
    expect((await db.get<{ c: number }>(where.keyed!.nullCase.sql, where.keyed!.nullCase.params))?.c).toBe(1);
    expect(await ids(where)).toEqual(['c', 'f', 'g', 'h']);
  });

  it('is not offered when no part reads the base row through one relation only', () => {
    for (const text of ["title = 'one'", "title = 'one' || author = ''"]) {
      expect(compileExpression(lookup, posts, 'posts', text, guestRequest(), db.dialect, 'rule')?.keyed, text).toBeUndefined();
    }
    expect(compileExpression(lookup, posts, 'posts', 'author.perms.active = true', guestRequest(), db.dialect, 'rule')?.keyed).toBeDefined();
  });

  it('keys the parts of a condition that reads two relations, one IN per relation (decision 0037)', () => {
    const where = compileExpression(lookup, posts, 'posts', "author.name = 'Ann' || (title != '' && editor.name = 'Ann')", guestRequest(), db.dialect, 'rule')!;
    expect(where.keyed?.inSet.sql).toMatch(/^\(\("posts"\."author" IN \(SELECT .* OR \(.*"posts"\."title" .* AND "posts"\."editor" IN \(SELECT /);
  });
});
