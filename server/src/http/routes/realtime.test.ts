/**
 * `POST /api/realtime` (contract §7.2): setting a client's subscriptions, and its errors. The SSE
 * stream itself (`GET`) is covered by the realtime module and SDK suites.
 */
import { describe, expect } from 'vitest';
import { RealtimeClient } from '../../realtime/client.js';
import type { AuthInfo } from '../../core/rules/request-info.js';
import { MSG, RawBody, runScenarios, type ApiScenario, type TestApp } from '../../../test/harness/api-scenario.js';

const R = '/api/realtime';
const MISMATCH = `"message":"The current and the previous request authorization don't match."`;

/** registers a realtime client as if its SSE stream were open from `ip` */
function connect(ctx: TestApp, key: string, ip: string): void {
  const client = new RealtimeClient({ ip });
  ctx.app.broker.register(client);
  ctx.vars[key] = client.id;
}

const clientOf = (ctx: TestApp, key: string) => ctx.app.broker.get(ctx.vars[key]!)!;
const sub = (key: string, subscriptions: unknown) => (c: TestApp) => ({ clientId: c.vars[key], subscriptions });

async function seed(ctx: TestApp): Promise<void> {
  connect(ctx, 'local', '127.0.0.1');
  connect(ctx, 'remote', '10.1.2.3');
  connect(ctx, 'alice', '127.0.0.1');
}

const scenarios: ApiScenario[] = [
  { name: 'unknown client → 404', method: 'POST', url: R, body: { clientId: 'nope', subscriptions: [] }, expectedStatus: 404, expectedContent: ['"message":"Missing or invalid client id."', MSG.emptyData] },
  { name: 'missing client id → 400 field error', method: 'POST', url: R, body: {}, expectedStatus: 400, expectedContent: [MSG.badRequest, '"data":{"clientId":{"code":"validation_required","message":"Cannot be blank."}}'] },
  { name: 'empty body → 400 field error', method: 'POST', url: R, expectedStatus: 400, expectedContent: ['"clientId":{"code":"validation_required"'] },
  { name: 'empty client id with bad subscriptions → both field errors', method: 'POST', url: R, body: { clientId: '', subscriptions: [`t/${'x'.repeat(2501)}`] }, expectedStatus: 400, expectedContent: ['"clientId":{"code":"validation_required"', '"subscriptions":{"0":{"code":"validation_length_too_long"'] },
  { name: 'too long client id → 400', method: 'POST', url: R, body: { clientId: 'x'.repeat(256) }, expectedStatus: 400, expectedContent: ['"clientId":{"code":"validation_length_out_of_range"'] },
  { name: 'client id of the wrong type → 400', method: 'POST', url: R, body: { clientId: 12 }, expectedStatus: 400, expectedContent: [MSG.badRequest, MSG.emptyData] },
  { name: 'malformed JSON → 400', method: 'POST', url: R, body: new RawBody('{"clientId":', 'application/json'), expectedStatus: 400, expectedContent: [MSG.readFailed] },
  { name: 'unsupported content type → 400', method: 'POST', url: R, body: new RawBody('clientId', 'text/plain'), expectedStatus: 400, expectedContent: [MSG.unsupportedType] },
  { name: 'other IP than the stream → 400', method: 'POST', url: R, body: sub('remote', ['t_posts/*']), expectedStatus: 400, expectedContent: ['"message":"Invalid realtime client."'] },
  { name: 'too many subscriptions → 400', method: 'POST', url: R, body: sub('local', Array.from({ length: 1001 }, (_, i) => `t_${i}/*`)), expectedStatus: 400, expectedContent: [MSG.badRequest] },
  { name: 'too long subscription → 400', method: 'POST', url: R, body: sub('local', [`t_posts/${'x'.repeat(2501)}`]), expectedStatus: 400, expectedContent: [MSG.badRequest] },
  {
    name: 'set subscriptions (guest) → 204',
    method: 'POST',
    url: R,
    body: sub('local', ['t_posts/*', 't_posts/abc?options=%7B%7D']),
    expectedStatus: 204,
    after: (c) => expect([...clientOf(c, 'local').subscriptions.keys()]).toEqual(['t_posts/*', 't_posts/abc?options=%7B%7D']),
  },
  { name: 'the list replaces previous subscriptions', method: 'POST', url: R, body: sub('local', ['t_other/*']), expectedStatus: 204, after: (c) => expect([...clientOf(c, 'local').subscriptions.keys()]).toEqual(['t_other/*']) },
  { name: 'guest client may become authenticated', method: 'POST', url: R, auth: 'alice', body: sub('local', ['t_other/*']), expectedStatus: 204 },
  { name: 'authenticated client: first POST binds the auth', method: 'POST', url: R, auth: 'alice', body: sub('alice', ['t_posts/*']), expectedStatus: 204, after: (c) => expect((clientOf(c, 'alice').auth as AuthInfo | null)?.record['id']).toBe(c.records.alice.data['id']) },
  { name: 'same auth again (Bearer) → 204', method: 'POST', url: R, headers: (c) => ({ authorization: `Bearer ${c.tokens.alice}` }), body: sub('alice', []), expectedStatus: 204 },
  { name: 'other auth → 403', method: 'POST', url: R, auth: 'bob', body: sub('alice', ['t_posts/*']), expectedStatus: 403, expectedContent: [MISMATCH] },
  { name: 'now guest → 403', method: 'POST', url: R, body: sub('alice', ['t_posts/*']), expectedStatus: 403, expectedContent: [MISMATCH] },
  { name: 'invalid token counts as guest → 403', method: 'POST', url: R, headers: { authorization: 'broken' }, body: sub('alice', []), expectedStatus: 403, expectedContent: [MISMATCH] },
];

describe('POST /api/realtime', () => runScenarios(scenarios, seed));
