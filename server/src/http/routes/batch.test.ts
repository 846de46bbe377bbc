/**
 * `POST /api/batch` (contract §9): off by default, all-or-nothing transaction, limits, sub-request
 * rules with the caller's auth, multipart with per-request files.
 */
import { describe, expect } from 'vitest';
import { MSG, RawBody, multipart, runScenarios, type ApiScenario, type TestApp } from '../../../test/harness/api-scenario.js';

const B = '/api/batch';
const P = '/api/collections/t_posts/records';
const FAILED = '"message":"Batch transaction failed."';
const INVALID = '"message":"Invalid batch request data."';
const subFailed = (i: number) => `"requests":{"${i}":{"code":"batch_request_failed","message":"Batch request failed.","response":{`;
const count = async (ctx: TestApp, table = 't_posts') => (await ctx.app.core.db.all(`SELECT id FROM ${table}`, [])).length;
const enable = (ctx: TestApp, batch: Record<string, unknown>) => ctx.app.core.settings.update({ batch });

async function seed(ctx: TestApp): Promise<void> {
  const su = (url: string, body: unknown) => ctx.inject({ method: 'POST', url, body, auth: 'superuser' });
  const t_posts = {
    name: 't_posts',
    listRule: '',
    viewRule: '',
    createRule: '',
    updateRule: "@request.auth.id != ''",
    deleteRule: "@request.auth.id != ''",
    fields: [
      { name: 'title', type: 'text', required: true },
      { name: 'doc', type: 'file', maxSelect: 1, maxSize: 1000 },
      { name: 'ctx', type: 'text' },
    ],
  };
  expect((await su('/api/collections', t_posts)).statusCode).toBe(200);
  expect((await su('/api/collections', { name: 't_locked', fields: [{ name: 'title', type: 'text' }] })).statusCode).toBe(200);
  expect((await su(P, { id: 'existing0000001', title: 'Existing' })).statusCode).toBe(200);
  expect((await su(P, { id: 'existing0000002', title: 'Second' })).statusCode).toBe(200);
}

const create = (title: string) => ({ method: 'POST', url: P, body: { title } });
const batch = (...requests: unknown[]) => ({ requests });

const scenarios: ApiScenario[] = [
  { name: 'disabled by default → 403', method: 'POST', url: B, body: batch(create('x')), expectedStatus: 403, expectedContent: ['"message":"Batch requests are not allowed."'] },
  {
    name: 'create, update, upsert (update + create), delete',
    method: 'POST',
    url: B,
    auth: 'alice',
    before: (c) => enable(c, { enabled: true, maxRequests: 5 }),
    body: batch(
      create('One'),
      { method: 'PATCH', url: `${P}/existing0000001?fields=title`, body: { title: 'Existing (edited)' } },
      { method: 'PUT', url: P, body: { id: 'existing0000002', title: 'Second (upserted)' } },
      { method: 'PUT', url: P, body: { id: 'upserted0000003', title: 'Upserted new' } },
      { method: 'DELETE', url: `${P}/existing0000002` },
    ),
    expectedStatus: 200,
    expectedContent: ['[{"status":200,"body":{', '"title":"One"', '{"status":200,"body":{"title":"Existing (edited)"}}', '"title":"Second (upserted)"', '"id":"upserted0000003"', '{"status":204,"body":null}]'],
    after: async (c) => expect(await count(c)).toBe(3),
  },
  {
    name: 'a failing sub-request rolls everything back',
    method: 'POST',
    url: B,
    body: batch(create('Rolled back'), { method: 'POST', url: P, body: {} }),
    expectedStatus: 400,
    expectedContent: [FAILED, subFailed(1), '"message":"Failed to create record."', '"title":{"code":"validation_required"'],
    after: async (c) => expect(await count(c)).toBe(3),
  },
  { name: 'sub-request rule failure (guest update) → 404 response', method: 'POST', url: B, body: batch({ method: 'PATCH', url: `${P}/existing0000001`, body: { title: 'guest' } }), expectedStatus: 400, expectedContent: [FAILED, subFailed(0), MSG.notFound] },
  { name: 'sub-request Authorization header is ignored', method: 'POST', url: B, body: (c) => batch({ method: 'POST', url: '/api/collections/t_locked/records', headers: { Authorization: c.tokens.superuser }, body: { title: 'x' } }), expectedStatus: 400, expectedContent: [FAILED, subFailed(0), MSG.onlySuperusers] },
  { name: "caller's auth applies to sub-requests", method: 'POST', url: B, auth: 'superuser', body: batch({ method: 'POST', url: '/api/collections/t_locked/records', body: { title: 'su' } }), expectedStatus: 200, expectedContent: ['"title":"su"'] },
  { name: 'sub-request context is batch', method: 'POST', url: B, body: batch({ method: 'POST', url: P, body: { title: 'ctx', ctx: '' } }), expectedStatus: 200, expectedContent: ['"title":"ctx"'], before: (c) => c.app.core.settings.update({}) },
  { name: 'unknown collection → 404 response', method: 'POST', url: B, body: batch({ method: 'POST', url: '/api/collections/missing/records', body: {} }), expectedStatus: 400, expectedContent: [FAILED, subFailed(0), MSG.missingCollection] },
  { name: 'GET sub-request → generic 400 response', method: 'POST', url: B, body: batch({ method: 'GET', url: P }), expectedStatus: 400, expectedContent: [FAILED, subFailed(0), MSG.badRequest] },
  { name: 'non-record URL → generic 400 response', method: 'POST', url: B, body: batch({ method: 'POST', url: '/api/collections', body: { name: 'x' } }), expectedStatus: 400, expectedContent: [FAILED, subFailed(0), MSG.badRequest] },
  { name: 'too many requests', method: 'POST', url: B, body: batch(...Array.from({ length: 6 }, (_, i) => create(`n${i}`))), expectedStatus: 400, expectedContent: [INVALID, '"requests":{"code":"validation_length_too_long"'] },
  { name: 'missing requests', method: 'POST', url: B, body: {}, expectedStatus: 400, expectedContent: [INVALID, '"requests":{"code":"validation_required"'] },
  { name: 'invalid method and blank url', method: 'POST', url: B, body: batch({ method: 'TRACE', url: P }, { method: 'POST', url: '' }), expectedStatus: 400, expectedContent: [INVALID, '"0":{"method":{"code":"validation_in_invalid"', '"1":{"url":{"code":"validation_required"'] },
  { name: 'malformed JSON', method: 'POST', url: B, body: new RawBody('{"requests":[', 'application/json'), expectedStatus: 400, expectedContent: ['"message":"Failed to read the submitted batch data."'] },
  { name: 'unsupported content type', method: 'POST', url: B, body: new RawBody('requests', 'text/plain'), expectedStatus: 400, expectedContent: [MSG.unsupportedType] },
  {
    name: 'multipart with @jsonPayload and per-request files',
    method: 'POST',
    url: B,
    body: () => multipart().json(batch(create('With file'), create('No file'))).file('requests.0.doc', 'hello.txt', 'hello world', 'text/plain'),
    expectedStatus: 200,
    expectedContent: ['"doc":"hello_', '"title":"With file"', '"doc":"","id":"', '"title":"No file"'],
  },
  {
    name: 'body over batch.maxBodySize → 413',
    method: 'POST',
    url: B,
    before: (c) => enable(c, { enabled: true, maxRequests: 5, maxBodySize: 1000 }),
    body: batch(create('x'.repeat(2000))),
    expectedStatus: 413,
    expectedContent: [MSG.tooLarge],
  },
  { name: 'body within batch.maxBodySize', method: 'POST', url: B, body: batch(create('small')), expectedStatus: 200, expectedContent: ['"title":"small"'] },
];

describe('POST /api/batch', () => runScenarios(scenarios, seed));
