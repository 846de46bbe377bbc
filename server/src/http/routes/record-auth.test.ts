/**
 * Auth endpoints of auth collections (contract §6.2–6.6): auth-methods, auth-with-password,
 * auth-refresh, impersonate.
 */
import { describe, expect } from 'vitest';
import { EMAILS, MSG, PASSWORD, RawBody, runScenarios, type ApiScenario, type TestApp } from '../../../test/harness/api-scenario.js';

const U = '/api/collections/users';
const AUTH_FAILED = '"message":"Failed to authenticate."';
const INVALID_DATA = '"message":"An error occurred while validating the submitted data."';
const AUTH_RULE = `"message":"The request doesn't satisfy the collection requirements to authenticate."`;
const code = (field: string, c: string) => `"${field}":{"code":"${c}"`;
const idOf = (ctx: TestApp, who: 'alice' | 'bob') => String(ctx.records[who].data['id']);
const tokenOf = (body: string) => (JSON.parse(body) as { token: string }).token;

async function seed(ctx: TestApp): Promise<void> {
  const su = (url: string, body: unknown) => ctx.inject({ method: 'POST', url, body, auth: 'superuser' });
  expect((await su('/api/collections', { name: 't_gated', type: 'auth', authRule: 'verified = true' })).statusCode).toBe(200);
  expect((await su('/api/collections', { name: 't_nopass', type: 'auth', passwordAuth: { enabled: false } })).statusCode).toBe(200);
  expect((await su('/api/collections', { name: 't_posts', fields: [{ name: 'title', type: 'text' }] })).statusCode).toBe(200);
  const member = (email: string, verified: boolean) => ({ email, verified, password: PASSWORD, passwordConfirm: PASSWORD });
  expect((await su('/api/collections/t_gated/records', member('ok@example.com', true))).statusCode).toBe(200);
  expect((await su('/api/collections/t_gated/records', member('unverified@example.com', false))).statusCode).toBe(200);
  expect((await su('/api/collections/t_nopass/records', member('np@example.com', true))).statusCode).toBe(200);
}

const login = (identity: string, password = PASSWORD) => ({ identity, password });

const scenarios: ApiScenario[] = [
  // auth-methods (§6.4)
  {
    name: 'auth-methods',
    method: 'GET',
    url: `${U}/auth-methods`,
    expectedStatus: 200,
    expectedContent: ['"password":{"identityFields":["email"],"enabled":true}', '"oauth2":{"providers":[],"enabled":false}', '"mfa":{"enabled":false,"duration":0}', '"otp":{"enabled":false,"duration":0}', '"authProviders":null', '"usernamePassword":false', '"emailPassword":true'],
  },
  { name: 'auth-methods as the SDK asks (fields)', method: 'GET', url: `${U}/auth-methods?fields=mfa,otp,password,oauth2`, expectedStatus: 200, expectedContent: ['"password":{'], notExpectedContent: ['emailPassword', 'authProviders'] },
  { name: 'auth-methods by collection id', method: 'GET', url: '/api/collections/_pb_users_auth_/auth-methods', expectedStatus: 200, expectedContent: ['"emailPassword":true'] },
  { name: 'auth-methods, password auth off', method: 'GET', url: '/api/collections/t_nopass/auth-methods', expectedStatus: 200, expectedContent: ['"password":{"identityFields":[],"enabled":false}', '"emailPassword":false'] },
  { name: 'auth-methods of a base collection → 404', method: 'GET', url: '/api/collections/t_posts/auth-methods', expectedStatus: 404, expectedContent: [MSG.missingAuthCollection, MSG.emptyData] },
  { name: 'auth-methods of unknown collection → 404', method: 'GET', url: '/api/collections/missing/auth-methods', expectedStatus: 404, expectedContent: [MSG.missingAuthCollection] },

  // auth-with-password (§6.5)
  { name: 'login', method: 'POST', url: `${U}/auth-with-password`, body: login(EMAILS.alice), expectedStatus: 200, expectedContent: ['"token":"ey', '"record":{', `"email":"${EMAILS.alice}"`, '"collectionName":"users"'], notExpectedContent: ['"password"', '"tokenKey"', '"meta"'] },
  { name: 'login, email case-insensitive', method: 'POST', url: `${U}/auth-with-password`, body: login('ALICE@example.com'), expectedStatus: 200, expectedContent: [`"email":"${EMAILS.alice}"`] },
  { name: 'login with identityField', method: 'POST', url: `${U}/auth-with-password`, body: { ...login(EMAILS.bob), identityField: 'email' }, expectedStatus: 200, expectedContent: [`"email":"${EMAILS.bob}"`] },
  { name: 'login urlencoded', method: 'POST', url: `${U}/auth-with-password`, body: new RawBody(`identity=${encodeURIComponent(EMAILS.alice)}&password=${PASSWORD}`, 'application/x-www-form-urlencoded'), expectedStatus: 200, expectedContent: ['"token":"'] },
  { name: 'login with fields', method: 'POST', url: `${U}/auth-with-password?fields=record.email`, body: login(EMAILS.alice), expectedStatus: 200, expectedContent: [`{"record":{"email":"${EMAILS.alice}"}}`], notExpectedContent: ['"token"'] },
  { name: 'superuser login', method: 'POST', url: '/api/collections/_superusers/auth-with-password', body: login(EMAILS.superuser), expectedStatus: 200, expectedContent: ['"collectionName":"_superusers"', `"email":"${EMAILS.superuser}"`], notExpectedContent: ['"password"', '"tokenKey"'] },
  { name: 'wrong password', method: 'POST', url: `${U}/auth-with-password`, body: login(EMAILS.alice, 'wrong-password'), expectedStatus: 400, expectedContent: [AUTH_FAILED, MSG.emptyData] },
  { name: 'unknown identity', method: 'POST', url: `${U}/auth-with-password`, body: login('nobody@example.com'), expectedStatus: 400, expectedContent: [AUTH_FAILED, MSG.emptyData] },
  { name: 'user password does not open _superusers', method: 'POST', url: '/api/collections/_superusers/auth-with-password', body: login(EMAILS.alice), expectedStatus: 400, expectedContent: [AUTH_FAILED] },
  { name: 'empty body → field errors', method: 'POST', url: `${U}/auth-with-password`, body: {}, expectedStatus: 400, expectedContent: [INVALID_DATA, code('identity', 'validation_required'), code('password', 'validation_required')] },
  { name: 'invalid identityField', method: 'POST', url: `${U}/auth-with-password`, body: { ...login(EMAILS.alice), identityField: 'name' }, expectedStatus: 400, expectedContent: [INVALID_DATA, code('identityField', 'validation_in_invalid')] },
  { name: 'malformed JSON', method: 'POST', url: `${U}/auth-with-password`, body: new RawBody('{"identity":', 'application/json'), expectedStatus: 400, expectedContent: [MSG.readFailed] },
  { name: 'unsupported content type', method: 'POST', url: `${U}/auth-with-password`, body: new RawBody('x', 'text/plain'), expectedStatus: 400, expectedContent: [MSG.unsupportedType] },
  { name: 'password auth disabled → 403', method: 'POST', url: '/api/collections/t_nopass/auth-with-password', body: login('np@example.com'), expectedStatus: 403, expectedContent: ['"message":"The collection is not configured to allow password authentication."'] },
  { name: 'authRule satisfied', method: 'POST', url: '/api/collections/t_gated/auth-with-password', body: login('ok@example.com'), expectedStatus: 200, expectedContent: ['"collectionName":"t_gated"'] },
  { name: 'authRule not satisfied → 403', method: 'POST', url: '/api/collections/t_gated/auth-with-password', body: login('unverified@example.com'), expectedStatus: 403, expectedContent: [AUTH_RULE] },
  { name: 'base collection → 404', method: 'POST', url: '/api/collections/t_posts/auth-with-password', body: login(EMAILS.alice), expectedStatus: 404, expectedContent: [MSG.missingAuthCollection] },
  { name: 'unknown collection → 404', method: 'POST', url: '/api/collections/missing/auth-with-password', body: login(EMAILS.alice), expectedStatus: 404, expectedContent: [MSG.missingAuthCollection] },

  // auth-refresh (§6.6)
  { name: 'refresh', method: 'POST', url: `${U}/auth-refresh`, auth: 'alice', expectedStatus: 200, expectedContent: ['"token":"ey', `"email":"${EMAILS.alice}"`], notExpectedContent: ['"password"'] },
  { name: 'refresh with Bearer prefix', method: 'POST', url: `${U}/auth-refresh`, headers: (c) => ({ authorization: `Bearer ${c.tokens.bob}` }), expectedStatus: 200, expectedContent: [`"email":"${EMAILS.bob}"`] },
  { name: 'refresh with expand', method: 'POST', url: `${U}/auth-refresh?fields=record.id`, auth: 'alice', expectedStatus: 200, expectedContent: ['{"record":{"id":"'] },
  { name: 'refresh as guest → 401', method: 'POST', url: `${U}/auth-refresh`, expectedStatus: 401, expectedContent: [MSG.requiresAuth, MSG.emptyData] },
  { name: 'refresh with invalid token → 401', method: 'POST', url: `${U}/auth-refresh`, headers: { authorization: 'invalid' }, expectedStatus: 401, expectedContent: [MSG.requiresAuth] },
  { name: 'refresh with another collection token → 403', method: 'POST', url: `${U}/auth-refresh`, auth: 'superuser', expectedStatus: 403, expectedContent: ['"message":"The request requires auth record from _superusers collection."'] },
  { name: 'refresh on base collection → 403', method: 'POST', url: '/api/collections/t_posts/auth-refresh', auth: 'alice', expectedStatus: 403, expectedContent: ['"message":"The request requires auth record from users collection."', MSG.emptyData] },
  { name: 'refresh on a missing collection → 403', method: 'POST', url: '/api/collections/missing/auth-refresh', auth: 'alice', expectedStatus: 403, expectedContent: ['"message":"The request requires auth record from users collection."'] },
  { name: 'refresh on base collection as guest → 401', method: 'POST', url: '/api/collections/t_posts/auth-refresh', expectedStatus: 401, expectedContent: [MSG.requiresAuth] },

  // impersonate (§6.6)
  { name: 'impersonate as guest → 401', method: 'POST', url: (c) => `${U}/impersonate/${idOf(c, 'alice')}`, expectedStatus: 401, expectedContent: [MSG.requiresAuth] },
  { name: 'impersonate as user → 403', method: 'POST', url: (c) => `${U}/impersonate/${idOf(c, 'alice')}`, auth: 'bob', expectedStatus: 403, expectedContent: [MSG.notAllowed] },
  {
    name: 'impersonate',
    method: 'POST',
    url: (c) => `${U}/impersonate/${idOf(c, 'alice')}`,
    auth: 'superuser',
    // Covey's product hook (product.md §6): a reason is required and the token lasts at most 15 minutes
    body: { duration: 3600, reason: 'Support ticket 7' },
    expectedStatus: 200,
    expectedContent: ['"token":"ey', `"email":"${EMAILS.alice}"`],
    after(ctx, res) {
      const token = tokenOf(res.body);
      const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { exp: number; refreshable: boolean };
      expect(claims.refreshable).toBe(false);
      expect(claims.exp - Date.now() / 1000).toBeLessThanOrEqual(901);
      ctx.vars['impersonated'] = token;
    },
  },
  {
    name: 'refresh of a non-refreshable token returns the same token',
    method: 'POST',
    url: `${U}/auth-refresh`,
    headers: (c) => ({ authorization: c.vars['impersonated']! }),
    expectedStatus: 200,
    expectedContent: [`"email":"${EMAILS.alice}"`],
    after: (ctx, res) => expect(tokenOf(res.body)).toBe(ctx.vars['impersonated']),
  },
  { name: 'impersonate without body → 400 (reason required)', method: 'POST', url: (c) => `${U}/impersonate/${idOf(c, 'bob')}`, auth: 'superuser', expectedStatus: 400, expectedContent: [INVALID_DATA, code('reason', 'validation_required')] },
  { name: 'impersonate with only a reason', method: 'POST', url: (c) => `${U}/impersonate/${idOf(c, 'bob')}`, auth: 'superuser', body: { reason: 'Ticket 8' }, expectedStatus: 200, expectedContent: [`"email":"${EMAILS.bob}"`] },
  { name: 'impersonate negative duration → 400', method: 'POST', url: (c) => `${U}/impersonate/${idOf(c, 'alice')}`, auth: 'superuser', body: { duration: -1 }, expectedStatus: 400, expectedContent: [INVALID_DATA, '"duration":{"code":"validation_min_greater_equal_than_required"'] },
  { name: 'impersonate missing record → 404', method: 'POST', url: `${U}/impersonate/missing0000000`, auth: 'superuser', expectedStatus: 404, expectedContent: [MSG.notFound] },
  { name: 'impersonate on base collection → 404', method: 'POST', url: '/api/collections/t_posts/impersonate/abc', auth: 'superuser', expectedStatus: 404, expectedContent: [MSG.missingAuthCollection] },
];

describe('auth record endpoints', () => runScenarios(scenarios, seed));
