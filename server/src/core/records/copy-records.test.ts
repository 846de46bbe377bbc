/**
 * copyRecords (`covey seed --copy-from`): every record of the source arrives in the target with the
 * same values (text, number, bool, JSON, multi relation, auth fields), rows the target already has
 * by id are kept, and the records read the same through the API afterwards.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness/test-app.js';
import { copyRecords } from './copy-records.js';

let source: TestApp;
let target: TestApp;

const COLLECTION = {
  name: 't_copy',
  listRule: '',
  viewRule: '',
  fields: [
    { name: 'title', type: 'text' },
    { name: 'n', type: 'number' },
    { name: 'done', type: 'bool' },
    { name: 'meta', type: 'json' },
    { name: 'people', type: 'relation', collectionId: '_pb_users_auth_', maxSelect: 5 },
  ],
};

const su = (t: TestApp, method: string, url: string, body?: unknown) => t.inject({ method, url, body, auth: 'superuser' });
const items = async (t: TestApp, coll: string) =>
  (JSON.parse((await su(t, 'GET', `/api/collections/${coll}/records?perPage=500&sort=id`)).body) as { items: Record<string, unknown>[] }).items;

beforeAll(async () => {
  source = await createTestApp();
  target = await createTestApp();
  for (const t of [source, target]) expect((await su(t, 'POST', '/api/collections', COLLECTION)).statusCode).toBe(200);
  const people = [String(source.records.alice.data['id']), String(source.records.bob.data['id'])];
  for (let i = 0; i < 30; i++) {
    const res = await su(source, 'POST', '/api/collections/t_copy/records', { title: `row ${i} ‘quoted’`, n: i / 4, done: i % 2 === 0, meta: { i, tags: ['a', 'b'] }, people: people.slice(0, i % 3) });
    expect(res.statusCode).toBe(200);
  }
  // the target starts without the source's people (its own test users share their e-mail addresses)
  for (const u of await items(target, 'users')) expect((await su(target, 'DELETE', `/api/collections/users/records/${String(u['id'])}`)).statusCode).toBe(204);
});
afterAll(async () => {
  await source?.close();
  await target?.close();
});

describe('copyRecords', () => {
  it('copies every record with the same values, and keeps a row the target already has', async () => {
    const first = (await items(source, 't_copy'))[0]!;
    // a row with the same id already in the target stays as it is
    const kept = await target.app.core.db.run('INSERT INTO "t_copy" ("id", "title", "n", "done", "meta", "people") VALUES (?, ?, 0, 0, ?, ?)', [first['id'], 'kept', '{}', '[]']);
    expect(kept.changes).toBe(1);
    const res = await copyRecords(source.app.core, target.app.core);
    expect(res.rows['t_copy']).toBe(30);
    const want = await items(source, 't_copy');
    const got = await items(target, 't_copy');
    expect(got).toHaveLength(30);
    expect(got[0]!['title']).toBe('kept');
    const strip = (r: Record<string, unknown>) => ({ ...r, collectionId: undefined });
    expect(got.slice(1).map(strip)).toEqual(want.slice(1).map(strip));
    expect((await items(target, 'users')).map((u) => u['email']).sort()).toEqual((await items(source, 'users')).map((u) => u['email']).sort());
  });

  it('copies the auth records whole: the copied people sign in with their passwords', async () => {
    const email = String(source.records.alice.data['email']);
    const res = await target.inject({ method: 'POST', url: '/api/collections/users/auth-with-password', body: { identity: email, password: 'test-password-123' } });
    expect(res.statusCode).toBe(200);
  });
});
