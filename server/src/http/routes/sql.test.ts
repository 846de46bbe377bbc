/**
 * `POST /api/sql` (PocketBase v0.39): the scenarios of PocketBase's own apis/sql_test.go plus the
 * row cap, read-only reads and values as text.
 */
import { describe, expect } from 'vitest';
import { MSG, runScenarios, type ApiScenario } from '../../../test/harness/api-scenario.js';
import { usePostgres } from '../../../test/harness/pg-cluster.js';

const U = '/api/sql';
const hasTable = async (c: { app: { core: { db: { all(sql: string, p: unknown[]): Promise<unknown[]> } } } }, name: string) =>
  usePostgres()
    ? (await c.app.core.db.all('SELECT relname FROM pg_class WHERE relname = ?', [name])).length > 0
    : (await c.app.core.db.all("SELECT name FROM sqlite_master WHERE type = 'table' AND name = ?", [name])).length > 0;

const scenarios: ApiScenario[] = [
  { name: 'guest → 401', method: 'POST', url: U, body: { query: 'select 1' }, expectedStatus: 401, expectedContent: [MSG.requiresAuth, MSG.emptyData] },
  { name: 'regular user → 403', method: 'POST', url: U, auth: 'alice', body: { query: 'select 1' }, expectedStatus: 403, expectedContent: [MSG.notAllowed, MSG.emptyData] },
  {
    name: 'superuser select',
    method: 'POST',
    url: U,
    auth: 'superuser',
    body: { query: 'select 1' },
    expectedStatus: 200,
    expectedContent: ['"execTime":', '"affectedRows":0', '"columns":[{"name":"1","type":"","nullable":true}]', '"rows":[["1"]]'],
  },
  { name: 'empty query', method: 'POST', url: U, auth: 'superuser', body: { query: '' }, expectedStatus: 400, expectedContent: ['"data":{"query":{"code":"validation_required"'] },
  { name: 'missing query', method: 'POST', url: U, auth: 'superuser', body: {}, expectedStatus: 400, expectedContent: ['"query":{"code":"validation_required"'] },
  { name: 'query of the wrong type', method: 'POST', url: U, auth: 'superuser', body: { query: 1 }, expectedStatus: 400, expectedContent: [MSG.emptyData] },
  { name: 'invalid query', method: 'POST', url: U, auth: 'superuser', body: { query: 'invalid' }, expectedStatus: 400, expectedContent: [MSG.emptyData, 'Raw error:', 'SQL logic error'] },
  { name: 'query above the length limit', method: 'POST', url: U, auth: 'superuser', body: { query: 'a'.repeat(5001) }, expectedStatus: 400, expectedContent: ['"data":{"query":{"code":"validation_length_too_long"'] },
  {
    name: 'query at the length limit',
    method: 'POST',
    url: U,
    auth: 'superuser',
    body: { query: `select '${'a'.repeat(4985)}' as id` },
    expectedStatus: 200,
    expectedContent: ['"affectedRows":0', '"columns":[{"name":"id","type":"","nullable":true}]', '"rows":[["aaa'],
  },
  {
    name: 'single write query',
    method: 'POST',
    url: U,
    auth: 'superuser',
    body: { query: 'create table test_sql_table(id int primary key)' },
    expectedStatus: 200,
    expectedContent: ['"affectedRows":0', '"columns":[]', '"rows":[]'],
    after: async (c) => expect(await hasTable(c, 'test_sql_table')).toBe(true),
  },
  {
    name: 'multiple write queries (rolled back on failure)',
    method: 'POST',
    url: U,
    auth: 'superuser',
    body: { query: 'create table test_sql_table2(id int primary key);insert into test_sql_table2(id)VALUES(1);invalid' },
    expectedStatus: 400,
    expectedContent: [MSG.emptyData, 'Raw error:', 'SQL logic error'],
    after: async (c) => expect(await hasTable(c, 'test_sql_table2')).toBe(false),
  },
  {
    name: 'multiple write queries',
    method: 'POST',
    url: U,
    auth: 'superuser',
    body: { query: "create table test_sql_table3(id int primary key, name text);insert into test_sql_table3(id, name)VALUES(1, 'a'),(2, null)" },
    expectedStatus: 200,
    expectedContent: ['"affectedRows":2', '"columns":[]', '"rows":[]'],
  },
  {
    name: 'multiple read queries answer the last one',
    method: 'POST',
    url: U,
    auth: 'superuser',
    body: { query: 'select 1;select 2' },
    expectedStatus: 200,
    expectedContent: ['"columns":[{"name":"2","type":"","nullable":true}]', '"rows":[["2"]]'],
  },
  {
    name: 'table columns: declared types, values as text, nulls',
    method: 'POST',
    url: U,
    auth: 'superuser',
    body: { query: '-- comment; with a semicolon\nselect id, name, 1.5 as f from test_sql_table3 order by id' },
    expectedStatus: 200,
    expectedContent: ['"columns":[{"name":"id","type":"INT","nullable":true},{"name":"name","type":"TEXT","nullable":true},{"name":"f","type":"","nullable":true}]', '"rows":[["1","a","1.5"],["2",null,"1.5"]]'],
  },
  {
    name: 'rows capped at 1000',
    method: 'POST',
    url: U,
    auth: 'superuser',
    body: { query: 'with recursive n(x) as (select 1 union all select x + 1 from n where x < 5000) select x from n' },
    expectedStatus: 200,
    expectedContent: ['"rows":[["1"],["2"]'],
    after: (_c, res) => expect((res.json() as { rows: unknown[] }).rows).toHaveLength(1000),
  },
  {
    name: 'a read script cannot write',
    method: 'POST',
    url: U,
    auth: 'superuser',
    body: { query: 'with x as (select 1) delete from test_sql_table3' },
    expectedStatus: 400,
    expectedContent: ['Raw error:', 'readonly'],
    after: async (c) => expect(await c.app.core.db.all('SELECT id FROM test_sql_table3', [])).toHaveLength(2),
  },
];

/**
 * On PostgreSQL the raw SQL runs as PostgreSQL SQL: errors and column metadata are its own
 * (`?column?`, type names, "syntax error"), so those expectations are PostgreSQL's.
 */
const PG_EXPECTED: Record<string, string[]> = {
  'superuser select': ['"execTime":', '"affectedRows":0', '"rows":[["1"]]'],
  'invalid query': [MSG.emptyData, 'Raw error:', 'syntax error'],
  'query at the length limit': ['"affectedRows":0', '"columns":[{"name":"id","type":"TEXT","nullable":true}]', '"rows":[["aaa'],
  'multiple write queries (rolled back on failure)': [MSG.emptyData, 'Raw error:', 'syntax error'],
  'multiple read queries answer the last one': ['"rows":[["2"]]'],
  'table columns: declared types, values as text, nulls': [
    '"columns":[{"name":"id","type":"INT4","nullable":true},{"name":"name","type":"TEXT","nullable":true},{"name":"f","type":"NUMERIC","nullable":true}]',
    '"rows":[["1","a","1.5"],["2",null,"1.5"]]',
  ],
  'a read script cannot write': ['Raw error:', 'read-only transaction'],
};

describe('POST /api/sql', () =>
  runScenarios(usePostgres() ? scenarios.map((s) => (PG_EXPECTED[s.name] ? { ...s, expectedContent: PG_EXPECTED[s.name]! } : s)) : scenarios));
