/**
 * Conditions through one single relation (`author.permissions.active = true`) also compile to a
 * per-related-row form (build-where keyedWhere); it must select exactly the rows the correlated
 * form selects, including posts whose relation is empty, dangling or refused by a listRule.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildWhere, keyedCondition, type WhereFragment } from '../../query/build-where.js';
import { parseFilter } from '../../filter/parser.js';
import { SqliteDatabase } from '../../storage/sqlite/sqlite-database.js';
import type { Collection } from '../collections/collection.js';
import type { FieldDef } from '../fields/field.js';
import { compileExpression } from './compile-rule.js';
import { RecordFieldResolver, type ResolverMode } from './record-field-resolver.js';
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

  // decision 0044: an `@collection` alias compared with the row's id is read as `id IN (SELECT …)`,
  // and the conjuncts of one relation are keyed together; the reference is the plain correlated
  // compile (no base alias, no rebase), i.e. the form before 0044
  const semiJoinFilters = [
    '@collection.people.boss ?= author',
    "@collection.people.name ?= 'Bob' && @collection.people.boss ?= author",
    "@collection.people.name != 'Bob' && @collection.people.boss ?= author.boss",
    '@collection.people.perms.active ?= true && @collection.people.boss ?= author',
    "@collection.people.perms.name ?= 'write' && @collection.people.boss ?= author && @collection.people.name ?= 'Bob'",
    "author.name = 'Ann' || (@collection.people.name ?= 'Eve' && @collection.people.boss ?= author)",
    "(@collection.people.name ?= 'Bob' && @collection.people.boss ?= author) || editor.name = 'Eve'",
    "@collection.people.boss ?= author && (@collection.people.name ?= 'Bob' || @collection.people.name ?= 'Eve')",
    "@collection.people.boss = author",
    "@collection.people.boss ?= id",
    "@collection.people.boss ?= author && title != 'one'",
    // two conjuncts through one relation: one IN on people, keyed there by its own best part
    "author.perms.active ?= true && (author.boss.name = 'Ann' || author.name = 'Eve')",
    "author.name != '' && author.boss.boss.name != '' && editor.name != 'Ann'",
    "author.perms.name ?= 'read' && (author.name = 'Bob' || @collection.people.boss ?= author)",
    // the relation against empty, a constant on an existing related row (rebase-expr.ts)
    "title != 'two' && (author = '' || author.boss.name = 'Ann')",
    "author != '' && author.name != 'Ann'",
    "author = null || (author != '' && author.perms.active ?= false)",
  ];

  it('an @collection alias compared with the row id selects the same rows as the correlated form (decision 0044)', async () => {
    let semi = 0;
    const inOr = semiJoinFilters.map((f) => `author.name = 'Zed' || (${f})`);
    for (const text of [...semiJoinFilters, ...inOr, ...filters]) {
      for (const [mode, req] of [
        ['rule', guestRequest()],
        ['rule', bob],
        ['client', bob],
        ['client', guestRequest()],
      ] as [ResolverMode, RequestInfo][]) {
        let reference: WhereFragment;
        try {
          reference = buildWhere(parseFilter(text)!, new RecordFieldResolver(lookup, posts, 'posts', req, mode, db.dialect), { dialect: db.dialect });
        } catch {
          expect(() => compileExpression(lookup, posts, 'posts', text, req, db.dialect, mode), text).toThrow();
          continue;
        }
        const where = compileExpression(lookup, posts, 'posts', text, req, db.dialect, mode)!;
        if (/ IN \(SELECT COALESCE\(/.test(where.sql + (where.keyed?.inSet.sql ?? ''))) semi++;
        const want = await ids(reference);
        expect(await ids(where), `${text} (${mode})`).toEqual(want);
        if (!where.keyed) continue;
        const nullCase = await db.get<{ c: unknown }>(where.keyed.nullCase.sql, where.keyed.nullCase.params);
        expect(await ids(keyedCondition(where.keyed, !!Number(nullCase?.c ?? 0))), `${text} (${mode}, keyed)`).toEqual(want);
      }
    }
    expect(semi).toBeGreaterThan(10);
  });

  it('reads the alias compared with the row id once, and two conjuncts of one relation through one IN', () => {
    const where = compileExpression(lookup, posts, 'posts', "author.name = 'Ann' || (@collection.people.name ?= 'Bob' && @collection.people.boss ?= author)", guestRequest(), db.dialect, 'rule')!;
    expect(where.keyed?.inSet.sql).toMatch(/"posts"\."author" IN \(SELECT "_k\d+r"\."id" FROM "people" AS "_k\d+r" WHERE .*"_k\d+r"\."id" IN \(SELECT COALESCE\(/);
    const both = compileExpression(lookup, posts, 'posts', "author.perms.active ?= true && author.name = 'Eve'", guestRequest(), db.dialect, 'rule')!;
    expect(both.keyed?.inSet.sql.match(/"posts"\."author" IN/g)).toHaveLength(1);
  });
  // decision 0051: a relation of a collection to itself (a member's `subscriber`) is keyed too; the
  // base table's name in `LEFT JOIN "people" AS "_j1"` was taken for a read of the base row
  it('keys a relation of a collection to itself, selecting the same rows as the correlated form', async () => {
    const peopleIds = async (w: { sql: string; params: unknown[] }) =>
      (await db.all<{ id: string }>(`SELECT "people"."id" FROM "people" AS "people" WHERE ${w.sql} ORDER BY "people"."id"`, w.params)).map((r) => r.id);
    for (const text of ["boss.name = 'Ann'", "name = 'Eve' || boss.name = 'Bob'", "boss.boss.name != ''", "boss = '' || boss.name = 'hidden'"]) {
      for (const [mode, req] of [['rule', guestRequest()], ['client', bob]] as [ResolverMode, RequestInfo][]) {
        const where = compileExpression(lookup, people, 'people', text, req, db.dialect, mode)!;
        expect(where.keyed, `${text} (${mode})`).toBeDefined();
        expect(where.keyed!.inSet.sql).toMatch(/"people"\."boss" IN \(SELECT/);
        const nullCase = await db.get<{ c: unknown }>(where.keyed!.nullCase.sql, where.keyed!.nullCase.params);
        const fast = keyedCondition(where.keyed!, !!Number(nullCase?.c ?? 0));
        expect(await peopleIds(fast), `${text} (${mode})`).toEqual(await peopleIds(where));
      }
    }
  });

  // decision 0051: `relation = "id"` on the row picks its few rows by index; keying another conjunct
  // read the whole related table into an uncorrelated IN
  it('does not key an AND whose rows are pinned by an id or single relation equal to a value', async () => {
    for (const text of ["author = 'u1' && (editor = '' || editor.name != 'Ann')", "id = 'a' && editor.name = 'Bob'", "'u2' = author && editor.perms.active ?= true"]) {
      const where = compileExpression(lookup, posts, 'posts', text, bob, db.dialect, 'client')!;
      expect(where.keyed, text).toBeUndefined();
    }
    expect(await ids(compileExpression(lookup, posts, 'posts', "author = 'u1' && (editor = '' || editor.name != 'Ann')", bob, db.dialect, 'client')!)).toEqual(['a']);
    // a text field, an empty value or another operator does not pin the rows: still keyed
    for (const text of ["title = 'one' && editor.name = 'Bob'", "author = '' && editor.name = 'Bob'", "author != 'u1' && editor.name = 'Bob'"]) {
      expect(compileExpression(lookup, posts, 'posts', text, bob, db.dialect, 'client')?.keyed, text).toBeDefined();
    }
  });
});
