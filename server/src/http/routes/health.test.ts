/**
 * `GET /api/health` (contract §10) plus the transport basics every route shares (§1):
 * auth header handling, HEAD, CORS, unknown routes, trailing slashes, security headers, `fields`.
 */
import { describe } from 'vitest';
import { MSG, runScenarios, type ApiScenario } from '../../../test/harness/api-scenario.js';

const HEALTHY = '"message":"API is healthy."';
const GUEST_DATA = '"data":{}';
const SUPER_DATA = '"canBackup":true';
const CORS = { 'access-control-allow-origin': '*', vary: /Origin/ };

const scenarios: ApiScenario[] = [
  { name: 'guest', method: 'GET', url: '/api/health', expectedStatus: 200, expectedContent: [HEALTHY, '"code":200', GUEST_DATA], notExpectedContent: [SUPER_DATA], expectedEvents: {} },
  { name: 'user sees no details', method: 'GET', url: '/api/health', auth: 'alice', expectedStatus: 200, expectedContent: [GUEST_DATA], notExpectedContent: [SUPER_DATA] },
  { name: 'superuser gets details', method: 'GET', url: '/api/health', auth: 'superuser', expectedStatus: 200, expectedContent: [HEALTHY, SUPER_DATA, '"realIP":', '"possibleProxyHeader":""'] },
  { name: 'JSON content type, trailing newline', method: 'GET', url: '/api/health', expectedStatus: 200, expectedContent: ['}\n'], expectedHeaders: { 'content-type': /^application\/json/ } },
  // Authorization header (§1.2)
  { name: 'Bearer prefix', method: 'GET', url: '/api/health', headers: (c) => ({ authorization: `Bearer ${c.tokens.superuser}` }), expectedStatus: 200, expectedContent: [SUPER_DATA] },
  { name: 'bearer prefix lower-case', method: 'GET', url: '/api/health', headers: (c) => ({ authorization: `bearer ${c.tokens.superuser}` }), expectedStatus: 200, expectedContent: [SUPER_DATA] },
  { name: 'BEARER prefix upper-case', method: 'GET', url: '/api/health', headers: (c) => ({ authorization: `BEARER ${c.tokens.superuser}` }), expectedStatus: 200, expectedContent: [SUPER_DATA] },
  { name: 'invalid token → guest', method: 'GET', url: '/api/health', headers: { authorization: 'not-a-jwt' }, expectedStatus: 200, expectedContent: [GUEST_DATA], notExpectedContent: [SUPER_DATA] },
  { name: 'tampered token → guest', method: 'GET', url: '/api/health', headers: (c) => ({ authorization: `${c.tokens.superuser}x` }), expectedStatus: 200, expectedContent: [GUEST_DATA], notExpectedContent: [SUPER_DATA] },
  { name: 'empty bearer → guest', method: 'GET', url: '/api/health', headers: { authorization: 'Bearer ' }, expectedStatus: 200, expectedContent: [GUEST_DATA] },
  // fields filter (§3.6)
  { name: 'fields=code', method: 'GET', url: '/api/health?fields=code', expectedStatus: 200, expectedContent: ['{"code":200}'], notExpectedContent: [HEALTHY] },
  { name: 'fields=message,data', method: 'GET', url: '/api/health?fields=message,data', expectedStatus: 200, expectedContent: [HEALTHY, GUEST_DATA], notExpectedContent: ['"code"'] },
  { name: 'unknown query params ignored', method: 'GET', url: '/api/health?autoRefresh=true&x=1', expectedStatus: 200, expectedContent: [HEALTHY] },
  // HEAD: status without body
  { name: 'HEAD → no body', method: 'HEAD', url: '/api/health', expectedStatus: 200 },
  { name: 'HEAD unknown route → 404 without body', method: 'HEAD', url: '/api/nope', expectedStatus: 404 },
  // CORS (§1.1)
  { name: 'CORS on simple request', method: 'GET', url: '/api/health', headers: { origin: 'https://example.com' }, expectedStatus: 200, expectedContent: [HEALTHY], expectedHeaders: CORS },
  {
    name: 'CORS preflight → 204',
    method: 'OPTIONS',
    url: '/api/collections/users/records',
    headers: { origin: 'https://example.com', 'access-control-request-method': 'PATCH', 'access-control-request-headers': 'authorization,content-type' },
    expectedStatus: 204,
    expectedHeaders: { ...CORS, 'access-control-allow-methods': /PATCH/ },
  },
  // routing (§1.1)
  { name: 'trailing slash → 404', method: 'GET', url: '/api/health/', expectedStatus: 404, expectedContent: [MSG.notFound, MSG.emptyData, '"status":404'] },
  { name: 'unknown route → 404 envelope', method: 'GET', url: '/api/unknown', expectedStatus: 404, expectedContent: [MSG.notFound, MSG.emptyData, '"status":404'] },
  { name: 'wrong method → 404 envelope', method: 'DELETE', url: '/api/health', expectedStatus: 404, expectedContent: [MSG.notFound, MSG.emptyData] },
  { name: 'POST unknown route with JSON body → 404', method: 'POST', url: '/api/unknown', body: { a: 1 }, expectedStatus: 404, expectedContent: [MSG.notFound] },
  { name: 'SDK-style GET with JSON content type and empty body', method: 'GET', url: '/api/health', headers: { 'content-type': 'application/json' }, expectedStatus: 200, expectedContent: [HEALTHY] },
];

describe('GET /api/health and transport basics', () => runScenarios(scenarios));
