/**
 * Files (contract §8.2–8.3): `POST /api/files/token` and `GET /api/files/{c}/{recordId}/{filename}`
 * with thumbs, downloads, protected fields and file tokens.
 */
import sharp from 'sharp';
import { describe, expect } from 'vitest';
import { MSG, multipart, runScenarios, type ApiScenario, type TestApp } from '../../../test/harness/api-scenario.js';

const REC = 'filerec00000001';
const F = `/api/files/t_docs/${REC}`;
const TEXT = 'hello covey files';
const FILE_HEADERS = {
  'x-frame-options': null,
  'content-security-policy': "default-src 'none'; media-src 'self'; style-src 'unsafe-inline'; sandbox",
  'cache-control': 'max-age=2592000, stale-while-revalidate=86400',
};

async function seed(ctx: TestApp): Promise<void> {
  const alice = String(ctx.records.alice.data['id']);
  const owner = 'owner = @request.auth.id';
  const docs = {
    name: 't_docs',
    listRule: owner,
    viewRule: owner,
    fields: [
      { name: 'owner', type: 'relation', collectionId: '_pb_users_auth_', maxSelect: 1 },
      { name: 'doc', type: 'file', maxSelect: 1, maxSize: 100000 },
      { name: 'pic', type: 'file', maxSelect: 1, maxSize: 1000000, thumbs: ['50x20'] },
      { name: 'page', type: 'file', maxSelect: 1, maxSize: 100000 },
      { name: 'priv', type: 'file', maxSelect: 1, maxSize: 100000, protected: true },
    ],
  };
  expect((await ctx.inject({ method: 'POST', url: '/api/collections', auth: 'superuser', body: docs })).statusCode).toBe(200);
  const png = await sharp({ create: { width: 200, height: 100, channels: 3, background: '#ff0000' } }).png().toBuffer();
  const body = multipart()
    .field('id', REC)
    .field('owner', alice)
    .file('doc', 'notes.txt', TEXT, 'text/plain')
    .file('pic', 'red.png', png, 'image/png')
    .file('page', 'page.html', '<html><script>alert(1)</script></html>', 'text/html')
    .file('priv', 'secret.txt', 'top secret', 'text/plain');
  const res = await ctx.inject({ method: 'POST', url: '/api/collections/t_docs/records', auth: 'superuser', body });
  expect(res.statusCode, res.body).toBe(200);
  const rec = res.json() as Record<string, string>;
  for (const key of ['doc', 'pic', 'page', 'priv']) ctx.vars[key] = rec[key]!;
  for (const who of ['alice', 'bob', 'superuser'] as const) {
    const t = await ctx.inject({ method: 'POST', url: '/api/files/token', auth: who });
    ctx.vars[`token_${who}`] = (t.json() as { token: string }).token;
  }
}

const file = (key: string, query = '') => (c: TestApp) => `${F}/${c.vars[key]}${query}`;

const scenarios: ApiScenario[] = [
  // file token (§8.3)
  { name: 'token as guest → 401', method: 'POST', url: '/api/files/token', expectedStatus: 401, expectedContent: [MSG.requiresAuth] },
  { name: 'token as user', method: 'POST', url: '/api/files/token', auth: 'alice', expectedStatus: 200, expectedContent: ['{"token":"ey'] },
  { name: 'token as superuser', method: 'POST', url: '/api/files/token', auth: 'superuser', expectedStatus: 200, expectedContent: ['{"token":"ey'] },
  { name: 'token with invalid auth → 401', method: 'POST', url: '/api/files/token', headers: { authorization: 'Bearer x.y.z' }, expectedStatus: 401, expectedContent: [MSG.requiresAuth] },

  // download (§8.2)
  { name: 'public file', method: 'GET', url: file('doc'), expectedStatus: 200, expectedContent: [TEXT], expectedHeaders: { ...FILE_HEADERS, 'content-type': 'text/plain; charset=utf-8', 'content-disposition': /^attachment; filename="?notes_\w{10}\.txt"?$/ } },
  { name: 'download=1 → attachment', method: 'GET', url: file('pic', '?download=1'), expectedStatus: 200, expectedContent: ['PNG'], expectedHeaders: { ...FILE_HEADERS, 'content-disposition': /^attachment; / } },
  { name: 'image inline', method: 'GET', url: file('pic'), expectedStatus: 200, expectedContent: ['PNG'], expectedHeaders: { ...FILE_HEADERS, 'content-type': 'image/png', 'content-disposition': /^inline; / } },
  {
    name: 'thumb 100x100 (always allowed)',
    method: 'GET',
    url: file('pic', '?thumb=100x100'),
    expectedStatus: 200,
    expectedContent: ['PNG'],
    expectedHeaders: FILE_HEADERS,
    after: async (_c, res) => expect(await sharp(res.rawPayload).metadata()).toMatchObject({ width: 100, height: 100 }),
  },
  { name: 'thumb listed in field', method: 'GET', url: file('pic', '?thumb=50x20'), expectedStatus: 200, expectedContent: ['PNG'], after: async (_c, res) => expect(await sharp(res.rawPayload).metadata()).toMatchObject({ width: 50, height: 20 }) },
  { name: 'thumb not listed → original', method: 'GET', url: file('pic', '?thumb=30x30'), expectedStatus: 200, expectedContent: ['PNG'], after: async (_c, res) => expect(await sharp(res.rawPayload).metadata()).toMatchObject({ width: 200, height: 100 }) },
  { name: 'thumb on a non-image → original', method: 'GET', url: file('doc', '?thumb=100x100'), expectedStatus: 200, expectedContent: [TEXT] },
  { name: 'active type never inline', method: 'GET', url: file('page'), expectedStatus: 200, expectedContent: ['alert(1)'], expectedHeaders: { ...FILE_HEADERS, 'content-disposition': /^attachment; / } },
  { name: 'HEAD file → headers, no body', method: 'HEAD', url: file('doc'), expectedStatus: 200, expectedHeaders: FILE_HEADERS },
  { name: 'unknown collection → 404', method: 'GET', url: (c) => `/api/files/t_missing/${REC}/${c.vars['doc']}`, expectedStatus: 404, expectedContent: [MSG.notFound] },
  { name: 'unknown record → 404', method: 'GET', url: (c) => `/api/files/t_docs/missing00000000/${c.vars['doc']}`, expectedStatus: 404, expectedContent: [MSG.notFound] },
  { name: 'unknown filename → 404', method: 'GET', url: `${F}/nope.txt`, expectedStatus: 404, expectedContent: [MSG.notFound] },
  { name: 'file route needs all parts', method: 'GET', url: `${F}/`, expectedStatus: 404, expectedContent: [MSG.notFound] },

  // protected files
  { name: 'protected without token → 404', method: 'GET', url: file('priv'), expectedStatus: 404, expectedContent: [MSG.notFound] },
  { name: 'protected with Authorization header only → 404', method: 'GET', url: file('priv'), auth: 'alice', expectedStatus: 404, expectedContent: [MSG.notFound] },
  { name: 'protected with auth token as ?token → 404', method: 'GET', url: (c) => `${F}/${c.vars['priv']}?token=${c.tokens.alice}`, expectedStatus: 404, expectedContent: [MSG.notFound] },
  // a token-gated file is never cached: a cached copy would outlive the token and the viewRule (decision 0032)
  { name: "protected with owner's file token (never cached)", method: 'GET', url: (c) => `${F}/${c.vars['priv']}?token=${c.vars['token_alice']}`, expectedStatus: 200, expectedContent: ['top secret'], expectedHeaders: { 'cache-control': 'private, no-store' } },
  { name: 'protected download with a file token (never cached)', method: 'GET', url: (c) => `${F}/${c.vars['priv']}?download=1&token=${c.vars['token_superuser']}`, expectedStatus: 200, expectedContent: ['top secret'], expectedHeaders: { 'cache-control': 'private, no-store' } },
  { name: "protected with another user's file token → 404", method: 'GET', url: (c) => `${F}/${c.vars['priv']}?token=${c.vars['token_bob']}`, expectedStatus: 404, expectedContent: [MSG.notFound] },
  { name: 'protected with superuser file token', method: 'GET', url: (c) => `${F}/${c.vars['priv']}?token=${c.vars['token_superuser']}`, expectedStatus: 200, expectedContent: ['top secret'], expectedHeaders: { 'cache-control': 'private, no-store' } },
  { name: 'protected with a broken token → 404', method: 'GET', url: (c) => `${F}/${c.vars['priv']}?token=broken`, expectedStatus: 404, expectedContent: [MSG.notFound] },
];

// every served file: no X-Frame-Options, sandbox CSP, long cache
const withFileHeaders = scenarios.map((s) =>
  s.expectedStatus === 200 && s.method !== 'POST' ? { ...s, expectedHeaders: { ...FILE_HEADERS, ...s.expectedHeaders } } : s,
);

describe('/api/files', () => runScenarios(withFileHeaders, seed));
