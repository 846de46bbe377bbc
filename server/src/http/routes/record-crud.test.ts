/**
 * `/api/collections/{c}/records[/{id}]` (contract §3, §5): list/view/create/update/delete with
 * rules, validation, modifiers, expand, fields, body formats and limits.
 */
import { describe, expect } from 'vitest';
import { MSG, RawBody, multipart, runScenarios, type ApiScenario, type TestApp } from '../../../test/harness/api-scenario.js';

const P = '/api/collections/t_posts/records';
const P1 = 'post1aaaaaaaaaa'; // alice's
const P2 = 'post2bbbbbbbbbb'; // bob's, referenced by a comment (required relation)
const P3 = 'post3ccccccccccc'.slice(0, 15); // bob's, free
const CREATE_FAILED = '"message":"Failed to create record."';
const UPDATE_FAILED = '"message":"Failed to update record."';
const code = (field: string, c: string) => `"${field}":{"code":"${c}"`;
const id = (ctx: TestApp, who: 'alice' | 'bob') => String(ctx.records[who].data['id']);
const q = (s: string) => encodeURIComponent(s);

async function seed(ctx: TestApp): Promise<void> {
  const su = (method: string, url: string, body: unknown) => ctx.inject({ method, url, body, auth: 'superuser' });
  const owner = "author = @request.auth.id";
  const collections = [
    {
      name: 't_posts',
      listRule: '',
      viewRule: '',
      createRule: "@request.auth.id != ''",
      updateRule: owner,
      deleteRule: owner,
      fields: [
        { name: 'title', type: 'text', required: true, max: 50 },
        { name: 'body', type: 'editor' },
        { name: 'views', type: 'number' },
        { name: 'tags', type: 'select', values: ['a', 'b', 'c'], maxSelect: 3 },
        { name: 'author', type: 'relation', collectionId: '_pb_users_auth_', maxSelect: 1 },
        { name: 'secret', type: 'text', hidden: true },
      ],
    },
    { name: 't_locked', fields: [{ name: 'title', type: 'text' }] },
    { name: 't_posts_view', type: 'view', listRule: '', viewRule: '', viewQuery: 'select id, title from t_posts' },
  ];
  for (const c of collections) expect((await su('POST', '/api/collections', c)).statusCode).toBe(200);
  const postsId = ctx.app.core.getCollection('t_posts')!.id;
  const t_comments = { name: 't_comments', listRule: '', fields: [{ name: 'post', type: 'relation', collectionId: postsId, maxSelect: 1, required: true }] };
  expect((await su('POST', '/api/collections', t_comments)).statusCode).toBe(200);
  const t_posts = [
    { id: P1, title: 'First <b>&</b>', body: '<p>Hello <script>x()</script>world of t_posts</p>', views: 1, tags: ['a'], author: id(ctx, 'alice'), secret: 's1' },
    { id: P2, title: 'Second', views: 2, author: id(ctx, 'bob'), secret: 's2' },
    { id: P3, title: 'Third', views: 3, author: id(ctx, 'bob') },
  ];
  for (const p of t_posts) expect((await su('POST', P, p)).statusCode).toBe(200);
  expect((await su('POST', '/api/collections/t_comments/records', { post: P2 })).statusCode).toBe(200);
  expect((await su('POST', '/api/collections/t_locked/records', { id: 'locked000000001', title: 'x' })).statusCode).toBe(200);
}

const stored = async (ctx: TestApp, recId: string) =>
  (await ctx.app.core.db.all<Record<string, unknown>>('SELECT * FROM t_posts WHERE id = ?', [recId]))[0];

const scenarios: ApiScenario[] = [
  // list (§3.1)
  { name: 'guest list, hidden field not output', method: 'GET', url: P, expectedStatus: 200, expectedContent: ['"page":1', '"perPage":30', '"totalItems":3', '"totalPages":1', '"collectionName":"t_posts"', `"id":"${P1}"`], notExpectedContent: ['"secret"', '"expand"'] },
  { name: 'superuser sees hidden field', method: 'GET', url: P, auth: 'superuser', expectedStatus: 200, expectedContent: ['"secret":"s1"'] },
  { name: 'list by collection id', method: 'GET', url: (c) => `/api/collections/${c.app.core.getCollection('t_posts')!.id}/records`, expectedStatus: 200, expectedContent: ['"totalItems":3'] },
  { name: 'JSON escaping of <>&', method: 'GET', url: `${P}/${P1}`, expectedStatus: 200, expectedContent: ['"title":"First \\u003cb\\u003e\\u0026\\u003c/b\\u003e"'], notExpectedContent: ['<b>'] },
  { name: 'unknown collection → 404', method: 'GET', url: '/api/collections/missing/records', expectedStatus: 404, expectedContent: [MSG.missingCollection, MSG.emptyData] },
  { name: 'trailing slash → 404', method: 'GET', url: `${P}/`, expectedStatus: 404, expectedContent: [MSG.notFound] },
  { name: 'null listRule, guest → 403', method: 'GET', url: '/api/collections/t_locked/records', expectedStatus: 403, expectedContent: [MSG.onlySuperusers] },
  { name: 'null listRule, user → 403', method: 'GET', url: '/api/collections/t_locked/records', auth: 'alice', expectedStatus: 403, expectedContent: [MSG.onlySuperusers] },
  { name: 'null listRule, superuser → 200', method: 'GET', url: '/api/collections/t_locked/records', auth: 'superuser', expectedStatus: 200, expectedContent: ['"totalItems":1'] },
  { name: 'listRule filters rows silently', method: 'GET', url: '/api/collections/users/records', auth: 'alice', expectedStatus: 200, expectedContent: ['"totalItems":1', '"email":"alice@example.com"'], notExpectedContent: ['bob@example.com'] },
  { name: 'listRule, guest sees nothing', method: 'GET', url: '/api/collections/users/records', expectedStatus: 200, expectedContent: ['"totalItems":0', '"items":[]'] },
  { name: 'filter', method: 'GET', url: `${P}?filter=${q("title = 'Second'")}`, expectedStatus: 200, expectedContent: ['"totalItems":1', `"id":"${P2}"`] },
  { name: 'filter with && and ~', method: 'GET', url: `${P}?filter=${q("views > 1 && title ~ 'ir'")}`, expectedStatus: 200, expectedContent: ['"totalItems":1', `"id":"${P3}"`] },
  { name: 'invalid filter → 400', method: 'GET', url: `${P}?filter=${q('title =')}`, expectedStatus: 400, expectedContent: [MSG.badRequest, MSG.emptyData] },
  { name: 'unknown filter field → 400', method: 'GET', url: `${P}?filter=${q("nope = 1")}`, expectedStatus: 400, expectedContent: [MSG.badRequest] },
  { name: 'guest filter by hidden field → 400', method: 'GET', url: `${P}?filter=${q("secret = 's1'")}`, expectedStatus: 400, expectedContent: [MSG.badRequest] },
  { name: 'superuser filter by hidden field', method: 'GET', url: `${P}?filter=${q("secret = 's1'")}`, auth: 'superuser', expectedStatus: 200, expectedContent: ['"totalItems":1'] },
  { name: 'guest filter by @request → 403', method: 'GET', url: `${P}?filter=${q("@request.auth.id = ''")}`, expectedStatus: 403, expectedContent: ['"message":"Only superusers can filter by @request."'] },
  { name: 'guest filter by @collection → 403', method: 'GET', url: `${P}?filter=${q("@collection.t_posts.id != ''")}`, expectedStatus: 403, expectedContent: ['"message":"Only superusers can filter by @collection."'] },
  { name: 'sort -views', method: 'GET', url: `${P}?sort=-views`, expectedStatus: 200, expectedContent: [`"items":[{"author":"`, `"id":"${P3}"`] , after: (_c, res) => expect((res.json() as { items: { id: string }[] }).items.map((i) => i.id)).toEqual([P3, P2, P1]) },
  // ties (P2 and P3 have no body) come back in insertion order, following the sort's direction
  { name: 'sort ties, descending', method: 'GET', url: `${P}?sort=-body`, expectedStatus: 200, expectedContent: ['"totalItems":3'], after: (_c, res) => expect((res.json() as { items: { id: string }[] }).items.map((i) => i.id)).toEqual([P1, P3, P2]) },
  { name: 'sort ties, ascending', method: 'GET', url: `${P}?sort=body`, expectedStatus: 200, expectedContent: ['"totalItems":3'], after: (_c, res) => expect((res.json() as { items: { id: string }[] }).items.map((i) => i.id)).toEqual([P2, P3, P1]) },
  { name: 'sort a view (ties broken by id)', method: 'GET', url: '/api/collections/t_posts_view/records?sort=-title', expectedStatus: 200, expectedContent: ['"totalItems":3'], after: (_c, res) => expect((res.json() as { items: { id: string }[] }).items.map((i) => i.id)).toEqual([P3, P2, P1]) },
  { name: 'unknown sort field → 400', method: 'GET', url: `${P}?sort=nope`, expectedStatus: 400, expectedContent: [MSG.badRequest] },
  { name: 'page 2 of perPage 2', method: 'GET', url: `${P}?perPage=2&page=2`, expectedStatus: 200, expectedContent: ['"page":2', '"perPage":2', '"totalItems":3', '"totalPages":2', `"id":"${P3}"`] },
  { name: 'perPage clamped to 1000', method: 'GET', url: `${P}?perPage=5000`, expectedStatus: 200, expectedContent: ['"perPage":1000'] },
  { name: 'perPage 0 → 30, page 0 → 1', method: 'GET', url: `${P}?perPage=0&page=0`, expectedStatus: 200, expectedContent: ['"page":1', '"perPage":30'] },
  { name: 'non-integer page → 400', method: 'GET', url: `${P}?page=x`, expectedStatus: 400, expectedContent: [MSG.badRequest] },
  { name: 'skipTotal', method: 'GET', url: `${P}?skipTotal=1`, expectedStatus: 200, expectedContent: ['"totalItems":-1', '"totalPages":-1'] },
  { name: 'invalid skipTotal → 400', method: 'GET', url: `${P}?skipTotal=maybe`, expectedStatus: 400, expectedContent: [MSG.badRequest] },
  { name: 'expand relation (superuser)', method: 'GET', url: `${P}/${P1}?expand=author`, auth: 'superuser', expectedStatus: 200, expectedContent: ['"expand":{"author":{', '"email":"alice@example.com"'] },
  { name: 'expand dropped by viewRule (guest)', method: 'GET', url: `${P}/${P1}?expand=author`, expectedStatus: 200, expectedContent: ['"expand":{}'], notExpectedContent: ['alice@example.com'] },
  { name: 'expand unknown path ignored', method: 'GET', url: `${P}/${P1}?expand=nope`, expectedStatus: 200, expectedContent: ['"expand":{}'] },
  { name: 'fields on list items', method: 'GET', url: `${P}?fields=id,title&sort=views`, expectedStatus: 200, expectedContent: [`"items":[{"id":"${P1}","title":`, '"page":1'], notExpectedContent: ['"views"', '"collectionName"'] },
  { name: 'fields :excerpt', method: 'GET', url: `${P}/${P1}?fields=body:excerpt(11,true)`, expectedStatus: 200, expectedContent: ['{"body":"Hello world..."}'] },
  { name: 'fields with expand path', method: 'GET', url: `${P}/${P1}?expand=author&fields=id,expand.author.name`, auth: 'superuser', expectedStatus: 200, expectedContent: [`{"expand":{"author":{"name":"Alice"}},"id":"${P1}"}`] },

  // view (§3.2)
  { name: 'view', method: 'GET', url: `${P}/${P1}`, expectedStatus: 200, expectedContent: [`"id":"${P1}"`, '"collectionId":"pbc_', '"tags":["a"]', '"views":1'], notExpectedContent: ['"secret"'] },
  { name: 'view missing → 404', method: 'GET', url: `${P}/missing`, expectedStatus: 404, expectedContent: [MSG.notFound, MSG.emptyData] },
  { name: 'view unknown collection → 404', method: 'GET', url: `/api/collections/missing/records/${P1}`, expectedStatus: 404, expectedContent: [MSG.missingCollection] },
  { name: 'null viewRule, user → 403', method: 'GET', url: '/api/collections/t_locked/records/locked000000001', auth: 'alice', expectedStatus: 403, expectedContent: [MSG.onlySuperusers] },
  { name: 'null viewRule, superuser', method: 'GET', url: '/api/collections/t_locked/records/locked000000001', auth: 'superuser', expectedStatus: 200, expectedContent: ['"title":"x"'] },
  { name: 'viewRule not satisfied → 404', method: 'GET', url: (c) => `/api/collections/users/records/${id(c, 'bob')}`, auth: 'alice', expectedStatus: 404, expectedContent: [MSG.notFound] },
  { name: 'viewRule satisfied, own email shown', method: 'GET', url: (c) => `/api/collections/users/records/${id(c, 'bob')}`, auth: 'bob', expectedStatus: 200, expectedContent: ['"email":"bob@example.com"'], notExpectedContent: ['"password"', '"tokenKey"'] },
  { name: 'view record of a view collection', method: 'GET', url: `/api/collections/t_posts_view/records/${P2}`, expectedStatus: 200, expectedContent: ['"title":"Second"', '"collectionName":"t_posts_view"'] },

  // create (§3.2–3.4)
  { name: 'guest fails createRule → 400, no data', method: 'POST', url: P, body: { title: 'x' }, expectedStatus: 400, expectedContent: [CREATE_FAILED, MSG.emptyData] },
  { name: 'required field missing', method: 'POST', url: P, auth: 'alice', body: {}, expectedStatus: 400, expectedContent: [CREATE_FAILED, code('title', 'validation_required')] },
  { name: 'text too long', method: 'POST', url: P, auth: 'alice', body: { title: 'x'.repeat(51) }, expectedStatus: 400, expectedContent: [CREATE_FAILED, code('title', 'validation_max_text_constraint')] },
  { name: 'invalid select value', method: 'POST', url: P, auth: 'alice', body: { title: 'x', tags: ['z'] }, expectedStatus: 400, expectedContent: [CREATE_FAILED, code('tags', 'validation_invalid_value')] },
  { name: 'missing relation record', method: 'POST', url: P, auth: 'alice', body: { title: 'x', author: 'nosuchuser0000' }, expectedStatus: 400, expectedContent: [CREATE_FAILED, code('author', 'validation_missing_rel_records')] },
  { name: 'not a number', method: 'POST', url: P, auth: 'alice', body: { title: 'x', views: 'many' }, expectedStatus: 400, expectedContent: [CREATE_FAILED, '"views":{"code":"validation_'] },
  { name: 'duplicate id', method: 'POST', url: P, auth: 'superuser', body: { id: P1, title: 'dup' }, expectedStatus: 400, expectedContent: [CREATE_FAILED, '"id":{"code":"validation_'] },
  { name: 'invalid custom id', method: 'POST', url: P, auth: 'superuser', body: { id: 'short', title: 'bad id' }, expectedStatus: 400, expectedContent: [CREATE_FAILED, '"id":{"code":"validation_'] },
  { name: 'malformed JSON → 400', method: 'POST', url: P, auth: 'alice', body: new RawBody('{"title":', 'application/json'), expectedStatus: 400, expectedContent: [MSG.readFailed] },
  { name: 'JSON array body → 400', method: 'POST', url: P, auth: 'alice', body: [1, 2], expectedStatus: 400, expectedContent: [MSG.readFailed] },
  { name: 'unsupported content type → 400', method: 'POST', url: P, auth: 'alice', body: new RawBody('title=x', 'text/plain'), expectedStatus: 400, expectedContent: [MSG.unsupportedType] },
  { name: 'oversize body → 413', method: 'POST', url: P, auth: 'alice', body: () => new RawBody(`{"title":"${'x'.repeat(64 << 20)}"}`, 'application/json'), expectedStatus: 413, expectedContent: [MSG.tooLarge] },
  { name: 'nothing written by failures', method: 'GET', url: P, auth: 'superuser', expectedStatus: 200, expectedContent: ['"totalItems":3'] },
  {
    name: 'create (200), hidden field dropped for non-superusers',
    method: 'POST',
    url: P,
    auth: 'alice',
    body: (c) => ({ id: 'post4dddddddddd', title: 'Mine', author: id(c, 'alice'), tags: ['b', 'a'], secret: 'nope' }),
    expectedStatus: 200,
    expectedContent: ['"id":"post4dddddddddd"', '"title":"Mine"', '"tags":["b","a"]', '"collectionName":"t_posts"'],
    notExpectedContent: ['"secret"'],
    after: async (c) => expect((await stored(c, 'post4dddddddddd'))?.['secret']).toBe(''),
  },
  { name: 'create multipart with @jsonPayload', method: 'POST', url: P, auth: 'alice', body: () => multipart().field('title', 'Multi').field('views', '12').json({ tags: ['c'] }), expectedStatus: 200, expectedContent: ['"title":"Multi"', '"views":12', '"tags":["c"]'] },
  { name: 'create urlencoded (values inferred)', method: 'POST', url: P, auth: 'alice', body: new RawBody('title=Form&views=7&tags=a&tags=b', 'application/x-www-form-urlencoded'), expectedStatus: 200, expectedContent: ['"title":"Form"', '"views":7', '"tags":["a","b"]'] },
  { name: 'create with expand and fields', method: 'POST', url: `${P}?expand=author&fields=title,expand`, auth: 'alice', body: (c) => ({ title: 'Exp', author: id(c, 'alice') }), expectedStatus: 200, expectedContent: ['"expand":{"author":{', '"title":"Exp"'], notExpectedContent: ['"views"'] },
  { name: 'create: null createRule, user → 403', method: 'POST', url: '/api/collections/t_locked/records', auth: 'alice', body: { title: 'y' }, expectedStatus: 403, expectedContent: [MSG.onlySuperusers] },
  { name: 'create: null createRule, superuser', method: 'POST', url: '/api/collections/t_locked/records', auth: 'superuser', body: { title: 'y' }, expectedStatus: 200, expectedContent: ['"title":"y"'] },
  { name: 'create in a view → 400', method: 'POST', url: '/api/collections/t_posts_view/records', auth: 'superuser', body: { title: 'v' }, expectedStatus: 400, expectedContent: ['"message":"Unsupported collection type."'] },
  { name: 'create in unknown collection → 404', method: 'POST', url: '/api/collections/missing/records', auth: 'superuser', body: { title: 'v' }, expectedStatus: 404, expectedContent: [MSG.missingCollection] },

  // auth collection records (§3.3)
  { name: 'auth create needs password', method: 'POST', url: '/api/collections/users/records', body: { email: 'new@example.com' }, expectedStatus: 400, expectedContent: [CREATE_FAILED, code('password', 'validation_required')] },
  { name: 'auth create password mismatch', method: 'POST', url: '/api/collections/users/records', body: { email: 'new@example.com', password: '12345678', passwordConfirm: '87654321' }, expectedStatus: 400, expectedContent: [CREATE_FAILED, code('passwordConfirm', 'validation_values_mismatch')] },
  { name: 'auth create duplicate email', method: 'POST', url: '/api/collections/users/records', body: { email: 'alice@example.com', name: 'Dup', password: '12345678', passwordConfirm: '12345678' }, expectedStatus: 400, expectedContent: [CREATE_FAILED, code('email', 'validation_not_unique')] },
  { name: 'auth create ok, secrets never output', method: 'POST', url: '/api/collections/users/records', body: { email: 'new@example.com', name: 'New', password: '12345678', passwordConfirm: '12345678', emailVisibility: true }, expectedStatus: 200, expectedContent: ['"email":"new@example.com"', '"verified":false'], notExpectedContent: ['"password"', '"tokenKey"', '12345678'] },
  { name: 'auth update password needs oldPassword', method: 'PATCH', url: (c) => `/api/collections/users/records/${id(c, 'alice')}`, auth: 'alice', body: { password: 'new-password-1', passwordConfirm: 'new-password-1' }, expectedStatus: 400, expectedContent: [UPDATE_FAILED, '"oldPassword":{"code":"validation_required","message":"Cannot be blank."}'] },
  { name: 'auth update password with a wrong oldPassword', method: 'PATCH', url: (c) => `/api/collections/users/records/${id(c, 'alice')}`, auth: 'alice', body: { oldPassword: 'wrong-password-1', password: 'new-password-1', passwordConfirm: 'new-password-1' }, expectedStatus: 400, expectedContent: [UPDATE_FAILED, code('oldPassword', 'validation_invalid_old_password')] },
  { name: 'update changing the id', method: 'PATCH', url: (c) => `/api/collections/users/records/${id(c, 'alice')}`, auth: 'superuser', body: { id: 'changedid123456' }, expectedStatus: 400, expectedContent: [UPDATE_FAILED, '"id":{"code":"validation_pk_change","message":"The record primary key cannot be changed."}'] },
  { name: 'update with the same id', method: 'PATCH', url: (c) => `/api/collections/users/records/${id(c, 'alice')}`, auth: 'superuser', body: (c) => ({ id: id(c, 'alice') }), expectedStatus: 200, expectedContent: ['"id":"'] },
  { name: 'auth update with only oldPassword', method: 'PATCH', url: (c) => `/api/collections/users/records/${id(c, 'alice')}`, auth: 'alice', body: { oldPassword: 'whatever-1' }, expectedStatus: 400, expectedContent: [UPDATE_FAILED, code('password', 'validation_required'), code('passwordConfirm', 'validation_required')] },
  { name: 'auth update verified by non-manager', method: 'PATCH', url: (c) => `/api/collections/users/records/${id(c, 'bob')}`, auth: 'bob', body: { verified: true }, expectedStatus: 400, expectedContent: [UPDATE_FAILED, '"verified":{"code":"validation_'] },
  { name: 'auth update name', method: 'PATCH', url: (c) => `/api/collections/users/records/${id(c, 'bob')}`, auth: 'bob', body: { name: 'Bobby' }, expectedStatus: 200, expectedContent: ['"name":"Bobby"', '"email":"bob@example.com"'] },

  // update (§3.2, §3.4)
  { name: 'update own', method: 'PATCH', url: `${P}/${P1}`, auth: 'alice', body: { title: 'First edited' }, expectedStatus: 200, expectedContent: ['"title":"First edited"', '"views":1'] },
  { name: 'update modifiers', method: 'PATCH', url: `${P}/${P1}`, auth: 'alice', body: { 'views+': 5, 'tags+': ['c'], '+tags': 'b' }, expectedStatus: 200, expectedContent: ['"views":6', '"tags":["b","a","c"]'] },
  { name: 'update remove modifiers', method: 'PATCH', url: `${P}/${P1}`, auth: 'alice', body: { 'views-': 1, 'tags-': ['a', 'b'] }, expectedStatus: 200, expectedContent: ['"views":5', '"tags":["c"]'] },
  { name: 'update empty body = no-op', method: 'PATCH', url: `${P}/${P1}`, auth: 'alice', body: {}, expectedStatus: 200, expectedContent: ['"title":"First edited"'] },
  { name: 'update validation', method: 'PATCH', url: `${P}/${P1}`, auth: 'alice', body: { title: '' }, expectedStatus: 400, expectedContent: [UPDATE_FAILED, code('title', 'validation_required')] },
  { name: "update other's (rule fails) → 404", method: 'PATCH', url: `${P}/${P2}`, auth: 'alice', body: { title: 'hijack' }, expectedStatus: 404, expectedContent: [MSG.notFound] },
  { name: 'update as guest → 404', method: 'PATCH', url: `${P}/${P1}`, body: { title: 'guest' }, expectedStatus: 404, expectedContent: [MSG.notFound] },
  { name: 'update missing → 404', method: 'PATCH', url: `${P}/missing`, auth: 'alice', body: { title: 'x' }, expectedStatus: 404, expectedContent: [MSG.notFound] },
  { name: 'update malformed JSON', method: 'PATCH', url: `${P}/${P1}`, auth: 'alice', body: new RawBody('{', 'application/json'), expectedStatus: 400, expectedContent: [MSG.readFailed] },
  { name: 'update: null updateRule, user → 403', method: 'PATCH', url: '/api/collections/t_locked/records/locked000000001', auth: 'alice', body: { title: 'z' }, expectedStatus: 403, expectedContent: [MSG.onlySuperusers] },
  { name: 'update: superuser bypasses rules', method: 'PATCH', url: `${P}/${P2}`, auth: 'superuser', body: { title: 'Second (su)' }, expectedStatus: 200, expectedContent: ['"title":"Second (su)"'] },
  { name: 'update in a view → 400', method: 'PATCH', url: `/api/collections/t_posts_view/records/${P2}`, auth: 'superuser', body: { title: 'v' }, expectedStatus: 400, expectedContent: ['"message":"Unsupported collection type."'] },
  { name: 'update unknown collection → 404', method: 'PATCH', url: `/api/collections/missing/records/${P1}`, auth: 'alice', body: {}, expectedStatus: 404, expectedContent: [MSG.missingCollection] },
  { name: 'stored values after failures', method: 'GET', url: `${P}/${P2}`, expectedStatus: 200, expectedContent: ['"title":"Second (su)"'] },

  // delete (§3.2)
  { name: "delete other's (rule fails) → 404", method: 'DELETE', url: `${P}/${P3}`, auth: 'alice', expectedStatus: 404, expectedContent: [MSG.notFound] },
  { name: 'delete as guest → 404', method: 'DELETE', url: `${P}/${P1}`, expectedStatus: 404, expectedContent: [MSG.notFound] },
  { name: 'delete: null deleteRule, user → 403', method: 'DELETE', url: '/api/collections/t_locked/records/locked000000001', auth: 'alice', expectedStatus: 403, expectedContent: [MSG.onlySuperusers] },
  { name: 'delete in a view → 400', method: 'DELETE', url: `/api/collections/t_posts_view/records/${P2}`, auth: 'superuser', expectedStatus: 400, expectedContent: ['"message":"Unsupported collection type."'] },
  { name: 'delete referenced by required relation → 400', method: 'DELETE', url: `${P}/${P2}`, auth: 'bob', expectedStatus: 400, expectedContent: ['"message":"Failed to delete record. Make sure that the record is not part of a required relation reference."'] },
  { name: 'delete missing → 404', method: 'DELETE', url: `${P}/missing`, auth: 'superuser', expectedStatus: 404, expectedContent: [MSG.notFound] },
  { name: 'delete unknown collection → 404', method: 'DELETE', url: `/api/collections/missing/records/${P1}`, auth: 'superuser', expectedStatus: 404, expectedContent: [MSG.missingCollection] },
  { name: 'delete own → 204 empty', method: 'DELETE', url: `${P}/${P1}`, auth: 'alice', expectedStatus: 204, after: async (c) => expect(await stored(c, P1)).toBeUndefined() },
  { name: 'deleted is gone', method: 'GET', url: `${P}/${P1}`, expectedStatus: 404, expectedContent: [MSG.notFound] },
  { name: 'superuser deletes (null rule)', method: 'DELETE', url: '/api/collections/t_locked/records/locked000000001', auth: 'superuser', expectedStatus: 204 },
];

describe('/api/collections/{c}/records', () => runScenarios(scenarios, seed));
