/**
 * List and view items built straight from the rows (no `expand`) are the items of the record path
 * (`recordResponse` over the same stored records), key order included, for every field type, hidden
 * fields, Go-escaped characters and the users collection's email visibility (own record, others,
 * superuser); `fields` still applies to them; a write shows on the next read.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usePostgres } from '../../../test/harness/pg-cluster.js';
import { createTestApp, type AuthAs, type TestApp } from '../../../test/harness/test-app.js';
import type { Row } from '../../storage/database.js';
import { recordFromRow } from '../../core/records/record.js';
import { guestRequest } from '../../core/rules/request-info.js';
import { recordResponse } from './record-actions.js';

let ctx: TestApp;
const C = '/api/collections/t_every/records';

beforeAll(async () => {
  ctx = await createTestApp();
  const su = (method: string, url: string, body: unknown) => ctx.inject({ method, url, body, auth: 'superuser' });
  const created = await su('POST', '/api/collections', {
    name: 't_every',
    listRule: '',
    viewRule: '',
    fields: [
      { name: 'title', type: 'text' },
      { name: 'body', type: 'editor' },
      { name: 'mail', type: 'email' },
      { name: 'site', type: 'url' },
      { name: 'n', type: 'number' },
      { name: 'on', type: 'bool' },
      { name: 'day', type: 'date' },
      { name: 'one', type: 'select', values: ['a', 'b'], maxSelect: 1 },
      { name: 'many', type: 'select', values: ['a', 'b', 'c'], maxSelect: 3 },
      { name: 'who', type: 'relation', collectionId: '_pb_users_auth_', maxSelect: 1 },
      { name: 'whom', type: 'relation', collectionId: '_pb_users_auth_', maxSelect: 9 },
      { name: 'data', type: 'json' },
      { name: 'where', type: 'geoPoint' },
      { name: 'secret', type: 'text', hidden: true },
      { name: 'created', type: 'autodate', onCreate: true },
    ],
  });
  expect(created.statusCode).toBe(200);
  const alice = String(ctx.records.alice.data['id']);
  const bob = String(ctx.records.bob.data['id']);
  const records = [
    {
      title: 'A <b>&</b> \u2028 "q" 😀',
      body: '<p>x</p>',
      mail: 'a@b.io',
      site: 'https://x.io/?a=1&b=2',
      n: -2.5,
      on: true,
      day: '2024-02-29 10:00:00.000Z',
      one: 'b',
      many: ['c', 'a'],
      who: alice,
      whom: [bob, alice],
      data: { k: [1, { z: null }], s: '<>' },
      where: { lon: 12.5, lat: -4 },
      secret: 's1',
    },
    { title: 'empty' },
    { title: 'json scalar', data: 3, n: 0, many: ['b'] },
  ];
  for (const r of records) expect((await su('POST', C, r)).statusCode).toBe(200);
  // everyone lists the users, alice manages them: emails shown to alice and the superuser, hidden otherwise
  const rules = { listRule: '', viewRule: '', manageRule: "@request.auth.email = 'alice@example.com'" };
  expect((await su('PATCH', '/api/collections/users', rules)).statusCode).toBe(200);
  // a value stored outside the API (not canonical): both paths read it the same way (PostgreSQL's typed
  // number and bool columns refuse text, so there only the date is off-canonical)
  const offCanonical = usePostgres() ? `"day" = '2024-01-01T10:00:00Z'` : `"n" = '7', "on" = 'true', "day" = '2024-01-01T10:00:00Z'`;
  await ctx.app.core.db.run(`UPDATE "t_every" SET ${offCanonical} WHERE "title" = 'empty'`);
});
afterAll(async () => {
  await ctx.close();
});

type Item = Record<string, unknown> & { id: string };

/** the record path's items for the same stored records, as `who` sees them */
async function reference(collection: string, ids: string[], who: AuthAs): Promise<unknown[]> {
  const core = ctx.app.core;
  const c = core.getCollection(collection)!;
  const records = [];
  for (const id of ids) {
    const row = (await core.db.all<Row>(`SELECT * FROM "${c.name}" WHERE id = ?`, [id]))[0]!;
    records.push(recordFromRow(c, row));
  }
  const actor = who === 'guest' ? null : ctx.records[who];
  const auth = actor ? { collection: actor.collection, record: actor.data } : null;
  return recordResponse({ app: core, collection: c, body: {}, files: [], query: {}, info: guestRequest({ auth }), isSuperuser: who === 'superuser' }, records);
}

describe('list and view as JSON text from the rows', () => {
  it('gives the items of the record path for every field type and caller', async () => {
    const urls = [`${C}?sort=created,id`, `${C}?sort=-title&skipTotal=1&perPage=2`, '/api/collections/users/records?sort=id'];
    let compared = 0;
    for (const url of urls) {
      for (const who of ['guest', 'alice', 'bob', 'superuser'] as const) {
        const res = await ctx.inject({ method: 'GET', url, auth: who });
        if (res.statusCode !== 200) continue;
        const items = (JSON.parse(res.body) as { items: Item[] }).items;
        const name = url.includes('users') ? 'users' : 't_every';
        expect(JSON.stringify(items), `${url} ${who}`).toBe(JSON.stringify(await reference(name, items.map((i) => i.id), who)));
        compared += items.length;
      }
    }
    expect(compared).toBeGreaterThan(20);
    const bobEmail = '"email":"bob@example.com"';
    expect((await ctx.inject({ method: 'GET', url: '/api/collections/users/records', auth: 'alice' })).body).toContain(bobEmail);
    expect((await ctx.inject({ method: 'GET', url: '/api/collections/users/records', auth: 'guest' })).body).not.toContain(bobEmail);
    const asBob = (await ctx.inject({ method: 'GET', url: '/api/collections/users/records', auth: 'bob' })).body;
    expect(asBob).toContain(bobEmail);
    expect(asBob).not.toContain('"email":"alice@example.com"');
    const su = await ctx.inject({ method: 'GET', url: `${C}?sort=created,id`, auth: 'superuser' });
    expect(su.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(su.body).toContain('"secret":"s1"');
    expect(su.body).toContain('\\u003cb\\u003e\\u0026\\u003c/b\\u003e \\u2028');
    expect((await ctx.inject({ method: 'GET', url: C, auth: 'alice' })).body).not.toContain('"secret"');
    const picked = await ctx.inject({ method: 'GET', url: `${C}?sort=created,id&fields=title,n`, auth: 'guest' });
    expect((JSON.parse(picked.body) as { items: unknown[] }).items[0]).toEqual({ title: 'A <b>&</b> \u2028 "q" 😀', n: -2.5 });
  });

  it('gives the view body of the record path, and the same 404', async () => {
    const list = JSON.parse((await ctx.inject({ method: 'GET', url: C, auth: 'superuser' })).body) as { items: Item[] };
    const alice = String(ctx.records.alice.data['id']);
    const bob = String(ctx.records.bob.data['id']);
    const cases: [string, string][] = [...list.items.map((i): [string, string] => ['t_every', i.id]), ['users', alice], ['users', bob]];
    for (const [name, id] of cases) {
      for (const who of ['guest', 'alice', 'superuser'] as const) {
        const res = await ctx.inject({ method: 'GET', url: `/api/collections/${name}/records/${id}`, auth: who });
        if (res.statusCode !== 200) continue;
        expect(JSON.stringify(JSON.parse(res.body)), `${name} ${who}`).toBe(JSON.stringify((await reference(name, [id], who))[0]));
      }
    }
    const missing = await ctx.inject({ method: 'GET', url: `${C}/nosuchrecord123`, auth: 'superuser' });
    expect(missing.statusCode).toBe(404);
  });

  it('shows a write on the next read', async () => {
    const first = JSON.parse((await ctx.inject({ method: 'GET', url: `${C}?sort=created,id`, auth: 'superuser' })).body) as { items: { id: string }[] };
    const id = first.items[0]!.id;
    expect((await ctx.inject({ method: 'PATCH', url: `${C}/${id}`, auth: 'superuser', body: { title: 'changed' } })).statusCode).toBe(200);
    expect((await ctx.inject({ method: 'GET', url: `${C}/${id}`, auth: 'guest' })).body).toContain('"title":"changed"');
    expect((await ctx.inject({ method: 'GET', url: C, auth: 'guest' })).body).toContain('"title":"changed"');
  });
});
