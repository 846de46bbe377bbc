/**
 * Filters whose results depend on how the database types values, checked on whichever dialect the
 * run uses (SQLite by default, PostgreSQL with COVEY_TEST_DB=postgres): both must answer the same.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../harness/test-app.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  const create = await t.inject({
    method: 'POST',
    url: '/api/collections',
    auth: 'superuser',
    body: {
      name: 'parity',
      listRule: '',
      fields: [
        { name: 'title', type: 'text' },
        { name: 'code', type: 'text' },
        { name: 'n', type: 'number' },
        { name: 'on', type: 'bool' },
        { name: 'meta', type: 'json' },
        { name: 'tags', type: 'select', values: ['a', 'b', 'c'], maxSelect: 3 },
        { name: 'when', type: 'date' },
      ],
    },
  });
  expect(create.statusCode).toBe(200);
  const rows = [
    {
      title: 'Alpha',
      code: '5',
      n: 10,
      on: true,
      meta: { count: 10, name: 'x', flag: true, s: '10' },
      tags: ['a', 'b'],
      when: '2024-01-15 10:00:00.000Z',
    },
    {
      title: 'beta',
      code: '10',
      n: 5,
      on: false,
      meta: { count: 5, name: 'y', flag: false, s: '5' },
      tags: ['c'],
      when: '2025-06-01 08:30:00.000Z',
    },
    { title: '', code: '5.0', n: 0, on: false, meta: null, tags: [], when: '' },
  ];
  for (const body of rows) {
    const r = await t.inject({ method: 'POST', url: '/api/collections/parity/records', auth: 'superuser', body });
    expect(r.statusCode).toBe(200);
  }
});

afterAll(async () => {
  await t?.close();
});

const titles = async (filter: string) => {
  const r = await t.inject({
    method: 'GET',
    url: `/api/collections/parity/records?sort=title&filter=${encodeURIComponent(filter)}`,
  });
  expect(r.statusCode, `${filter}: ${r.body}`).toBe(200);
  return (r.json() as { items: { title: string }[] }).items.map((i) => i.title);
};

describe('filters answer the same on every dialect', () => {
  it.each([
    ['n > 6', ['Alpha']],
    ['n >= 5 && n < 10', ['beta']],
    ['n = 0', ['']],
    ["n != ''", ['', 'Alpha', 'beta']],
    ["title = ''", ['']],
    ["title != ''", ['Alpha', 'beta']],
    ["title ~ 'ALP'", ['Alpha']],
    ["title !~ 'et'", ['', 'Alpha']],
    ['on = true', ['Alpha']],
    ['on = false', ['', 'beta']],
    ['meta.count > 6', ['Alpha']],
    ['meta.count = 5', ['beta']],
    ["meta.name = 'y'", ['beta']],
    ["tags:each ?= 'c'", ['beta']],
    ["tags:each = 'c'", ['beta']],
    ['tags:length = 2', ['Alpha']],
    ["when > '2024-12-31'", ['beta']],
    ["strftime('%Y', when) = '2024'", ['Alpha']],
    ["strftime('%Y-%m', when, 'start of month', '+1 month') = '2024-02'", ['Alpha']],
    ["title = '' || n > 9", ['', 'Alpha']],
    // text compared with a number column: text that reads as a number compares as one, other text never matches
    ["n = 'abc'", []],
    ["n != 'abc'", ['', 'Alpha', 'beta']],
    ["n = '5'", ['beta']],
    ["n > '6'", ['Alpha']],
    ["on = '1'", ['Alpha']],
    ["on = 'true'", []],
    ['n > title', []],
    // a number literal compared with a text column
    ['title > 5', ['Alpha', 'beta']],
    ['code < 6', ['', 'Alpha', 'beta']],
    // SQLite binds the number as a REAL and the TEXT column's affinity makes it '5.0'
    ['code = 5', ['']],
    ['code = 5.0', ['']],
    ['5 = code', ['']],
    ['code != 5', ['Alpha', 'beta']],
    ['code = 10', []],
    ['code < 5', ['Alpha', 'beta']],
    ['code > 5', []],
    ['code >= 5', ['']],
    ['code < 10', ['beta']],
    ['code = -5', []],
    // true/false against bool columns, text and JSON booleans (SQLite's json_extract gives 1/0)
    ['title = true', []],
    ['n = true', []],
    ['meta.flag = true', ['Alpha']],
    ['meta.flag = false', ['beta']],
    ['meta.flag != true', ['', 'beta']],
    ['meta.flag = 1', ['Alpha']],
    ["meta.flag = 'true'", []],
    ['on = true && meta.flag = true', ['Alpha']],
    // JSON path values keep their JSON type (SQLite's json_extract): a number never equals text,
    // text sorts after every number, numbers compare as numbers
    ['meta.count = "10"', []],
    ['meta.count != "10"', ['', 'Alpha', 'beta']],
    ['meta.count = 10', ['Alpha']],
    ['meta.count = 10.0', ['Alpha']],
    ['meta.s = "10"', ['Alpha']],
    ['meta.s = 10', []],
    ['meta.s > 6', ['Alpha', 'beta']],
    ['meta.s < 6', []],
    ['meta.s > "6"', []],
    ['meta.count < "a"', ['Alpha', 'beta']],
    ['meta.s = meta.count', ['']], // both missing: NULL IS NULL
    ['meta.flag > 0', ['Alpha']],
    ['meta.missing = 5', []],
    ['meta.missing != 5', ['', 'Alpha', 'beta']],
    // :each on a multi-value field compares every item
    ["tags:each != 'c'", ['', 'Alpha']],
    ["tags:each ?~ 'b'", ['Alpha']],
    ["tags:each > 'a'", ['beta']],
    ["tags:each ?= 'a' && tags:length = 2", ['Alpha']],
    // `=` / `!=` against text test the array as a whole (one JSON operation per row on PostgreSQL)
    ["tags:each = 'a'", []],
    ["tags:each ?!= 'c'", ['', 'Alpha']],
    ["tags:each ?!= 'a'", ['', 'Alpha', 'beta']],
    ["tags:each != 'a'", ['', 'beta']],
    ["'c' = tags:each", ['beta']],
    ["tags:each = ''", ['']],
    ["tags:each != ''", ['Alpha', 'beta']],
    ["tags:each ?= 'b' && tags:each != 'c'", ['Alpha']],
  ])('%s', async (filter, expected) => {
    expect(await titles(filter)).toEqual(expected);
  });

  it('sorts text in binary order (uppercase before lowercase), empty first', async () => {
    expect(await titles('')).toEqual(['', 'Alpha', 'beta']);
  });
});
