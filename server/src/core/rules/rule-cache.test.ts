/**
 * The compiled-rule cache (rule-cache.ts): a hit gives exactly what a fresh compile gives (SQL, params,
 * alias counter), for the request values the expression reads; a rule change, a schema change (of the
 * collection or of one it reaches), an auth record change and a settings change are seen by the next
 * request; time macros are never cached.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness/test-app.js';
import { parseFilter } from '../../filter/parser.js';
import { compileExpression, compileParsed } from './compile-rule.js';
import { AliasGen, type ResolverMode } from './record-field-resolver.js';
import { guestRequest, type RequestInfo } from './request-info.js';
import { ruleCacheCounters } from './rule-cache.js';

let ctx: TestApp;
const P = '/api/collections/t_notes/records';
const su = (method: string, url: string, body?: unknown) => ctx.inject({ method, url, body, auth: 'superuser' });
const id = (who: 'alice' | 'bob') => String(ctx.records[who].data['id']);
const titles = async (who: 'alice' | 'bob' | 'guest', query = '') => {
  const res = await ctx.inject({ method: 'GET', url: `${P}?sort=title${query}`, auth: who });
  return res.statusCode === 200 ? (JSON.parse(res.body) as { items: { title: string }[] }).items.map((i) => i.title) : res.statusCode;
};

beforeAll(async () => {
  ctx = await createTestApp();
  const created = await su('POST', '/api/collections', {
    name: 't_notes',
    listRule: 'owner = @request.auth.id',
    viewRule: 'owner = @request.auth.id',
    fields: [
      { name: 'title', type: 'text' },
      { name: 'owner', type: 'relation', collectionId: '_pb_users_auth_', maxSelect: 1 },
      { name: 'level', type: 'number' },
    ],
  });
  expect(created.statusCode).toBe(200);
  for (const [title, who, level] of [['a1', 'alice', 1], ['a2', 'alice', 5], ['b1', 'bob', 1]] as const) {
    expect((await su('POST', P, { title, owner: id(who), level })).statusCode).toBe(200);
  }
});
afterAll(async () => {
  await ctx.close();
});

const fresh = (text: string, req: RequestInfo, mode: ResolverMode, aliases = new AliasGen()) => {
  const core = ctx.app.core;
  const c = core.getCollection('t_notes')!;
  const lookup = { getCollection: (x: string) => core.getCollection(x) };
  return compileParsed(lookup, c, c.name, parseFilter(text)!, req, core.db.dialect, mode, aliases);
};
/** compared as JSON: the keyed form's subquery aliases (`_k<n>a`, `_k<n>r`) come from the compile's own counter, equal too */
const norm = (v: unknown) => JSON.parse(JSON.stringify(v ?? null)) as unknown;
const cached = (text: string, req: RequestInfo, mode: ResolverMode, aliases = new AliasGen()) => {
  const core = ctx.app.core;
  const c = core.getCollection('t_notes')!;
  return compileExpression({ getCollection: (x: string) => core.getCollection(x) }, c, c.name, text, req, core.db.dialect, mode, aliases);
};

describe('compiled-rule cache', () => {
  it('gives what a fresh compile gives, per the request values the expression reads', () => {
    const users = ctx.app.core.getCollection('users')!;
    const as = (who: 'alice' | 'bob' | null, over: Partial<RequestInfo> = {}): RequestInfo =>
      guestRequest({ auth: who ? { collection: users, record: { ...ctx.records[who].data } } : null, ...over });
    const texts = [
      'owner = @request.auth.id',
      "owner.name = 'Alice' && owner.email != ''",
      '@request.auth.id != "" && (owner = @request.auth.id || level > 2)',
      "@request.query.x = 'y' || @request.headers.x_t = '1' || @request.method = 'GET'",
      '@request.body.level:isset = true && level < @request.body.level',
      "owner.email ~ 'example' && title != @request.auth.name",
      "@collection.t_notes.owner ?= @request.auth.id && @collection.t_notes.level > 3",
    ];
    const requests = [
      as(null),
      as('alice'),
      as('bob'),
      as('alice', { query: { x: 'y' } }),
      as('alice', { headers: { x_t: '1' }, method: 'POST' }),
      as('bob', { body: { level: 3 } }),
      as('bob', { body: {} }),
    ];
    const before = ruleCacheCounters.hits;
    for (let pass = 0; pass < 2; pass++) {
      for (const text of texts) {
        for (const req of requests) {
          for (const mode of ['rule', 'client'] as const) {
            let expected: unknown;
            try {
              const a = new AliasGen();
              expected = { frag: norm(fresh(text, req, mode, a)), count: a.count };
            } catch (err) {
              expected = String(err);
            }
            let got: unknown;
            try {
              const a = new AliasGen();
              got = { frag: norm(cached(text, req, mode, a)), count: a.count };
            } catch (err) {
              got = String(err);
            }
            expect(got, `${text} ${mode} ${JSON.stringify(req.auth?.record['id'])}`).toEqual(expected);
          }
        }
      }
    }
    expect(ruleCacheCounters.hits - before).toBeGreaterThan(50);
  });

  it('continues the alias counter of a shared compile (rule then filter) as a fresh compile does', () => {
    const req = guestRequest();
    for (let i = 0; i < 2; i++) {
      const a = new AliasGen();
      const b = new AliasGen();
      const r1 = cached("owner.name != ''", req, 'rule', a);
      const f1 = cached("owner.email != ''", req, 'rule', a);
      const r2 = fresh("owner.name != ''", req, 'rule', b);
      const f2 = fresh("owner.email != ''", req, 'rule', b);
      expect(norm([r1, f1, a.count])).toEqual(norm([r2, f2, b.count]));
    }
  });

  it('compiles the same keyed filter to the same SQL every time, so its nested list-rule compiles hit the cache (decision 0044)', () => {
    const users = ctx.app.core.getCollection('users')!;
    const alice: RequestInfo = guestRequest({ auth: { collection: users, record: { ...ctx.records.alice.data } } });
    // a client filter read through `owner` is keyed on users under their list rule; `@now` keeps the
    // filter itself out of the cache, the rebased users list rule inside it is cached
    const text = "(owner.name = 'Alice' || owner.email = 'x@example.com') && title != @now";
    const first = fresh(text, alice, 'client');
    // `IN (SELECT …` on SQLite, `= ANY(ARRAY(SELECT …` on PostgreSQL
    expect(first.keyed?.inSet.sql).toMatch(/(IN \(|ANY\(ARRAY\()SELECT "_k\d+r"\."id" FROM "users" AS "_k\d+r"/);
    const hits = ruleCacheCounters.hits;
    const again = fresh(text, alice, 'client');
    // same SQL text (the old global alias counter gave `_k<n>r` a new number on every compile)
    // (the texts only: `@now` is a param read at each compile)
    const texts = (w: typeof first) => [w.sql, w.keyed?.inSet.sql, w.keyed?.nullCase.sql, w.keyed?.unmatched.sql];
    expect(texts(again)).toEqual(texts(first));
    // the users list rule compiled under the rebased alias was found in the cache
    expect(ruleCacheCounters.hits).toBeGreaterThan(hits);
  });

  it('caches an expression whose only time macro is @now, and gives it the time of each call (decision 0044)', () => {
    const users = ctx.app.core.getCollection('users')!;
    const alice: RequestInfo = guestRequest({ auth: { collection: users, record: { ...ctx.records.alice.data } } });
    const inRange = (v: unknown, from: number, to: number) => typeof v === 'string' && Date.parse(v.replace(' ', 'T')) >= from && Date.parse(v.replace(' ', 'T')) <= to;
    for (const text of ["owner = @request.auth.id && title != @now", "owner.name = 'Alice' && (title < @now || owner.email = 'x@example.com')"]) {
      const expected = fresh(text, alice, 'client');
      const times = (w: typeof expected) => w.params.flatMap((p, i) => (p === expected.params[i] ? [] : [i]));
      for (let i = 0; i < 3; i++) {
        const hits = ruleCacheCounters.hits;
        const from = Date.now();
        const got = cached(text, alice, 'client')!;
        const to = Date.now();
        if (i > 0) expect(ruleCacheCounters.hits).toBeGreaterThan(hits);
        expect(got.sql).toBe(expected.sql);
        expect(got.keyed?.inSet.sql).toBe(expected.keyed?.inSet.sql);
        // the same params as a fresh compile, but the time: this call's own
        const changed = got.params.flatMap((p, j) => (p === expected.params[j] ? [] : [j]));
        for (const j of changed) expect(inRange(got.params[j], from, to), String(got.params[j])).toBe(true);
        expect(changed.length).toBeLessThanOrEqual(times(expected).length + 1);
        for (const p of [...got.params, ...(got.keyed?.inSet.params ?? [])]) if (typeof p === 'string' && /^\d{4}-/.test(p)) expect(inRange(p, from, to), p).toBe(true);
      }
    }
  });

  it('builds a value from @now with the real time (a pattern), never a cached stand-in', () => {
    const from = Date.now();
    const got = cached('title ~ @now', guestRequest(), 'rule')!;
    const again = cached('title ~ @now', guestRequest(), 'rule')!;
    const to = Date.now();
    for (const w of [got, again]) {
      expect(w.params).toHaveLength(1);
      const t = String(w.params[0]).replace(/%/g, '');
      expect(Date.parse(t.replace(' ', 'T'))).toBeGreaterThanOrEqual(from);
      expect(Date.parse(t.replace(' ', 'T'))).toBeLessThanOrEqual(to);
    }
  });

  it('never caches time macros', () => {
    const before = ruleCacheCounters.uncached;
    cached("title != @now || level > @second", guestRequest(), 'rule');
    cached("title != @now || level > @second", guestRequest(), 'rule');
    expect(ruleCacheCounters.uncached).toBe(before + 2);
  });

  it('does not keep long request values (a submitted text) in the cache, and still answers right', () => {
    const text = '@request.body.title:changed = false';
    const long = guestRequest({ method: 'PATCH', body: { title: 'x'.repeat(5000) } });
    const before = { ...ruleCacheCounters };
    for (let i = 0; i < 2; i++) expect(norm(cached(text, long, 'rule'))).toEqual(norm(fresh(text, long, 'rule')));
    expect(ruleCacheCounters.hits).toBe(before.hits);
    expect(ruleCacheCounters.uncached).toBe(before.uncached + 2);
    const short = guestRequest({ method: 'PATCH', body: { title: 'short' } });
    cached(text, short, 'rule');
    cached(text, short, 'rule');
    expect(ruleCacheCounters.hits).toBe(before.hits + 1);
  });

  it('sees an auth change, a rule change and a schema change on the next request', async () => {
    expect(await titles('alice')).toEqual(['a1', 'a2']);
    expect(await titles('bob')).toEqual(['b1']);
    expect(await titles('alice')).toEqual(['a1', 'a2']);
    // rule change
    expect((await su('PATCH', '/api/collections/t_notes', { listRule: 'level >= @request.auth.verified' })).statusCode).toBe(200);
    expect(await titles('alice')).toEqual(['a1', 'a2', 'b1']);
    expect((await su('PATCH', '/api/collections/t_notes', { listRule: "@request.auth.name = 'Alice' && level > 2" })).statusCode).toBe(200);
    expect(await titles('alice')).toEqual(['a2']);
    expect(await titles('bob')).toEqual([]);
    // the auth record changes: the rule reads the new name at once
    expect((await su('PATCH', `/api/collections/users/records/${id('bob')}`, { name: 'Alice' })).statusCode).toBe(200);
    expect(await titles('bob')).toEqual(['a2']);
    expect((await su('PATCH', `/api/collections/users/records/${id('bob')}`, { name: 'Bob' })).statusCode).toBe(200);
    expect(await titles('bob')).toEqual([]);
    // schema change of the collection: a new field is known to the next filter, a removed one refused
    expect((await su('PATCH', '/api/collections/t_notes', { listRule: '' })).statusCode).toBe(200);
    expect(await titles('alice', `&filter=${encodeURIComponent("level > 2")}`)).toEqual(['a2']);
    const c = ctx.app.core.getCollection('t_notes')!;
    const fields = c.fields.filter((f) => f.name !== 'level');
    expect((await su('PATCH', '/api/collections/t_notes', { fields: [...fields, { name: 'tag', type: 'text' }] })).statusCode).toBe(200);
    expect(await titles('alice', `&filter=${encodeURIComponent("level > 2")}`)).toBe(400);
    expect(await titles('alice', `&filter=${encodeURIComponent("tag = ''")}`)).toEqual(['a1', 'a2', 'b1']);
  });

  it('sees a schema change of a collection the rule reaches (the users collection)', async () => {
    expect((await su('PATCH', '/api/collections/t_notes', { listRule: "owner.name != ''" })).statusCode).toBe(200);
    expect(await titles('alice')).toEqual(['a1', 'a2', 'b1']);
    const users = ctx.app.core.getCollection('users')!;
    expect((await su('PATCH', '/api/collections/users', { fields: [...users.fields, { name: 'nick', type: 'text' }] })).statusCode).toBe(200);
    expect((await su('PATCH', '/api/collections/t_notes', { listRule: "owner.nick = ''" })).statusCode).toBe(200);
    expect(await titles('alice')).toEqual(['a1', 'a2', 'b1']);
    expect((await su('PATCH', `/api/collections/users/records/${id('bob')}`, { nick: 'bobby' })).statusCode).toBe(200);
    expect(await titles('alice')).toEqual(['a1', 'a2']);
  });

  it('keeps a settings change and a password change in force at once', async () => {
    expect((await su('PATCH', '/api/collections/t_notes', { listRule: 'owner = @request.auth.id' })).statusCode).toBe(200);
    expect(await titles('alice')).toEqual(['a1', 'a2']);
    expect((await su('PATCH', '/api/settings', { meta: { appName: 'Renamed' } })).statusCode).toBe(200);
    expect(await titles('alice')).toEqual(['a1', 'a2']);
    const old = ctx.tokens.alice;
    const changed = await ctx.inject({
      method: 'PATCH',
      url: `/api/collections/users/records/${id('alice')}`,
      auth: 'alice',
      body: { oldPassword: 'test-password-123', password: 'new-password-456', passwordConfirm: 'new-password-456' },
    });
    expect(changed.statusCode).toBe(200);
    const res = await ctx.app.http.inject({ method: 'GET', url: P, headers: { authorization: old } });
    // the old token no longer authenticates: a guest sees nothing of the owner-bound list
    expect((JSON.parse(res.body) as { items: unknown[] }).items).toEqual([]);
  });
});
