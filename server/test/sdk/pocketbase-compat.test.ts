/**
 * PocketBase compatibility gaps found with the official SDK and PocketBase's dashboard (issue 10):
 * `POST /api/sql`, record id changes, oldPassword, reserved field names, empty imports, `~` with
 * an escaped `\%`, Range requests on files, realtime without clientId, auth-refresh on a non-auth
 * collection, password reset and verification confirmations.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type PocketBase from 'pocketbase';
import { usePostgres } from '../harness/pg-cluster.js';
import { startServer, type ServerProcess } from '../harness/server-process.js';
import { codesOf, expectError } from '../harness/expect-error.js';

let srv: ServerProcess;
let su: PocketBase;
let guest: PocketBase;
const PW = 'first-password-1';

beforeAll(async () => {
  srv = await startServer();
  su = await srv.superuserClient();
  guest = srv.newClient();
  await su.collections.create({
    name: 'notes',
    listRule: '',
    viewRule: '',
    createRule: '',
    updateRule: '',
    fields: [
      { name: 'title', type: 'text' },
      { name: 'doc', type: 'file', maxSelect: 1, maxSize: 1 << 20 },
    ],
  });
  await su.collections.create({ name: 'people', type: 'auth', createRule: '', viewRule: 'id = @request.auth.id', updateRule: 'id = @request.auth.id' });
});
afterAll(async () => {
  await srv?.stop();
});

describe('POST /api/sql', () => {
  it('runs reads and writes for superusers only, in PocketBase shapes', async () => {
    await expectError(guest.sql.run('select 1'), { status: 401 });
    const read = await su.sql.run('select 1');
    // raw SQL speaks the database's own dialect: PostgreSQL names an unnamed column `?column?`
    const col = usePostgres() ? { name: '?column?', type: 'INT4', nullable: true } : { name: '1', type: '', nullable: true };
    expect(read).toMatchObject({ affectedRows: 0, columns: [col], rows: [['1']] });
    expect(typeof read.execTime).toBe('number');
    const write = await su.sql.run("create table sdk_sql(id int primary key, v text); insert into sdk_sql values (1, 'x'), (2, 'y')");
    expect(write).toMatchObject({ affectedRows: 2, columns: [], rows: [] });
    expect((await su.sql.run('select v from sdk_sql order by id')).rows).toEqual([['x'], ['y']]);
    const bad = await expectError(su.sql.run('invalid'), { status: 400, data: {} });
    expect(bad.response['message']).toMatch(usePostgres() ? /^Failed to execute query\. Raw error:\nsyntax error/ : /^Failed to execute query\. Raw error:\nSQL logic error/);
    const empty = await expectError(su.sql.run(''), { status: 400 });
    expect(codesOf(empty)).toEqual({ query: 'validation_required' });
  });
});

describe('records', () => {
  it('refuses an id change on update with validation_pk_change', async () => {
    const r = await guest.collection('notes').create({ title: 'a' });
    const err = await expectError(su.collection('notes').update(r.id, { id: 'otherid12345678' }), { status: 400 });
    expect(err.response['data']).toEqual({ id: { code: 'validation_pk_change', message: 'The record primary key cannot be changed.' } });
    expect((await su.collection('notes').getOne(r.id)).id).toBe(r.id);
  });

  it('requires oldPassword for a password change by the user', async () => {
    const u = await guest.collection('people').create({ email: 'pw@example.com', password: PW, passwordConfirm: PW });
    const pb = srv.newClient();
    await pb.collection('people').authWithPassword('pw@example.com', PW);
    const err = await expectError(pb.collection('people').update(u.id, { password: 'new-password-1', passwordConfirm: 'new-password-1' }), { status: 400 });
    expect(err.response['data']).toMatchObject({ oldPassword: { code: 'validation_required', message: 'Cannot be blank.' } });
    // a superuser changes it without
    await su.collection('people').update(u.id, { password: 'new-password-1', passwordConfirm: 'new-password-1' });
  });

  it('matches `~` with an escaped \\% literally', async () => {
    await su.collection('notes').create({ title: '50% off' });
    await su.collection('notes').create({ title: '500 off' });
    const list = await guest.collection('notes').getFullList({ filter: "title ~ '50\\%'" });
    expect(list.map((r) => r['title'])).toEqual(['50% off']);
    const wildcard = await guest.collection('notes').getFullList({ filter: "title ~ '50%'", sort: 'title' });
    expect(wildcard.map((r) => r['title'])).toEqual(['50% off', '500 off']);
  });
});

describe('collections', () => {
  it('refuses the reserved field names with PocketBase codes', async () => {
    const auth = await expectError(su.collections.create({ name: 'members_x', type: 'auth', fields: [{ name: 'passwordConfirm', type: 'text' }] }), { status: 400 });
    expect(JSON.stringify(auth.response['data'])).toContain('"name":{"code":"validation_reserved_field_name"');
    const expand = await expectError(su.collections.create({ name: 'base_x', fields: [{ name: 'expand', type: 'text' }] }), { status: 400 });
    expect(JSON.stringify(expand.response['data'])).toContain('"name":{"code":"validation_not_in_invalid"');
  });

  it('answers an empty import with the required-field error', async () => {
    const err = await expectError(su.collections.import([]), { status: 400, message: 'An error occurred while validating the submitted data.' });
    expect(codesOf(err)).toEqual({ collections: 'validation_required' });
  });
});

describe('files', () => {
  it('answers Range requests as http.ServeContent does', async () => {
    const text = '0123456789abcdefghij';
    const r = await guest.collection('notes').create({ title: 'f', doc: new File([text], 'range.txt', { type: 'text/plain' }) });
    const url = guest.files.getURL(r, r['doc'] as string);
    const full = await fetch(url);
    expect(full.status).toBe(200);
    expect(full.headers.get('accept-ranges')).toBe('bytes');
    expect(await full.text()).toBe(text);
    const part = await fetch(url, { headers: { range: 'bytes=2-5' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe('bytes 2-5/20');
    expect(part.headers.get('content-length')).toBe('4');
    expect(await part.text()).toBe('2345');
    const suffix = await fetch(url, { headers: { range: 'bytes=-3' } });
    expect(suffix.status).toBe(206);
    expect(await suffix.text()).toBe('hij');
    const multi = await fetch(url, { headers: { range: 'bytes=0-1,18-' } });
    expect(multi.status).toBe(206);
    expect(multi.headers.get('content-type')).toMatch(/^multipart\/byteranges; boundary=/);
    const body = await multi.text();
    expect(body).toContain('Content-Range: bytes 0-1/20\r\n');
    expect(body).toContain('Content-Range: bytes 18-19/20\r\n');
    const none = await fetch(url, { headers: { range: 'bytes=50-60' } });
    expect(none.status).toBe(416);
    expect(none.headers.get('content-range')).toBe('bytes */20');
    expect(await none.json()).toMatchObject({ status: 416, data: {} });
  });
});

describe('realtime and auth flows', () => {
  it('answers POST /api/realtime without clientId with the field error', async () => {
    const res = await fetch(`${srv.url}/api/realtime`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"subscriptions":[]}' });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      status: 400,
      message: 'Something went wrong while processing your request.',
      data: { clientId: { code: 'validation_required', message: 'Cannot be blank.' } },
    });
  });

  it('answers auth-refresh on a non-auth collection with 403', async () => {
    await guest.collection('people').create({ email: 'refresh@example.com', password: PW, passwordConfirm: PW });
    const pb = srv.newClient();
    await pb.collection('people').authWithPassword('refresh@example.com', PW);
    await expectError(pb.collection('notes').authRefresh(), { status: 403, message: 'The request requires auth record from people collection.' });
    await expectError(guest.collection('notes').authRefresh(), { status: 401 });
  });

  it('reports a passwordConfirm mismatch and token problems of the confirm flows', async () => {
    const reset = await expectError(guest.collection('people').confirmPasswordReset('garbage', 'new-password-1', 'other-password-2'), { status: 400 });
    expect(codesOf(reset)).toMatchObject({ token: 'validation_invalid_token', passwordConfirm: 'validation_values_mismatch' });
    const garbage = await expectError(guest.collection('people').confirmVerification('garbage'), { status: 400 });
    expect(codesOf(garbage)).toEqual({ token: 'validation_invalid_token_claims' });
  });
});
