/**
 * `~` / `!~` with escaped wildcards (`\%`, `\_`, `\\`) find the literal characters on every dialect,
 * as PocketBase's wrapLikeParams does: the SDK's `pb.filter('note ~ {:v}', { v: '50\\%' })` sends
 * `note ~ '50\%'`, which must find "50%" and not "500".
 */
import PocketBase from 'pocketbase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../harness/test-app.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  const create = await t.inject({
    method: 'POST',
    url: '/api/collections',
    auth: 'superuser',
    body: { name: 'notes', listRule: '', fields: [{ name: 'note', type: 'text' }] },
  });
  expect(create.statusCode).toBe(200);
  for (const note of ['50% off', '500 mg', 'a_b', 'axb', 'back\\slash', 'backslash', "it's"]) {
    const r = await t.inject({ method: 'POST', url: '/api/collections/notes/records', auth: 'superuser', body: { note } });
    expect(r.statusCode).toBe(200);
  }
});

afterAll(async () => {
  await t?.close();
});

const notes = async (filter: string) => {
  const r = await t.inject({
    method: 'GET',
    url: `/api/collections/notes/records?sort=note&filter=${encodeURIComponent(filter)}`,
  });
  expect(r.statusCode, `${filter}: ${r.body}`).toBe(200);
  return (r.json() as { items: { note: string }[] }).items.map((i) => i.note);
};

describe('~ with escaped wildcards', () => {
  it.each([
    ["note ~ '50\\%'", ['50% off']],
    ["note !~ '50\\%'", ["500 mg", 'a_b', 'axb', 'back\\slash', 'backslash', "it's"].sort()],
    ["note ~ '50%'", ['50% off', '500 mg']],
    ["note ~ 'a_b'", ['a_b']],
    ["note ~ 'a\\_b'", ['a_b']],
    ["note ~ 'k\\\\s'", ['back\\slash']],
    ["note ~ 'k\\s'", ['back\\slash']],
    ["note ~ 't\\'s'", ["it's"]],
    ["note ~ '\\%'", ['50% off']],
  ])('%s', async (filter, expected) => {
    expect(await notes(filter)).toEqual(expected);
  });

  const pb = new PocketBase('http://127.0.0.1');
  it.each<[string, Record<string, string>, string[]]>([
    ['note ~ {:v}', { v: '50\\%' }, ['50% off']],
    ['note !~ {:v}', { v: '50\\%' }, ['500 mg', 'a_b', 'axb', 'back\\slash', 'backslash', "it's"]],
    ['note ~ {:v}', { v: '50%' }, ['50% off', '500 mg']],
    ['note ~ {:v}', { v: 'a\\_b' }, ['a_b']],
    ['note ~ {:v}', { v: 'k\\s' }, ['back\\slash']],
    ['note = {:v}', { v: 'back\\slash' }, ['back\\slash']],
    ['note ~ {:v}', { v: "t's" }, ["it's"]],
  ])('pb.filter(%j, %j)', async (raw, params, expected) => {
    expect(await notes(pb.filter(raw, params))).toEqual(expected);
  });
});
