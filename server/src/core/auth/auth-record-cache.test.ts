/**
 * The auth record behind a token is cached per database commitVersion (tokens.ts): every change
 * that matters must be seen by the very next request — password change, tokenKey change in raw
 * SQL, suspension, schema change, token secret change, a write from another connection.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import Database from 'better-sqlite3';
import { join } from 'node:path';
import { createTestApp, PASSWORD, type TestApp } from '../../../test/harness/test-app.js';
import { usePostgres } from '../../../test/harness/pg-cluster.js';

const U = '/api/collections/users';
let ctx: TestApp;
const aliceId = () => String(ctx.records.alice.data['id']);
const refresh = (token: string) => ctx.app.http.inject({ method: 'POST', url: `${U}/auth-refresh`, headers: { authorization: token } });
const meName = async (token: string) => {
  const res = await refresh(token);
  return res.statusCode === 200 ? String((JSON.parse(res.body) as { record: { name: string } }).record.name) : res.statusCode;
};

beforeEach(async () => {
  ctx = await createTestApp();
});
afterEach(async () => {
  await ctx.close();
});

describe('auth record cache', () => {
  it('refuses the old token at once after a password change, and serves the new one', async () => {
    const old = ctx.tokens.alice;
    expect((await refresh(old)).statusCode).toBe(200);
    expect((await refresh(old)).statusCode).toBe(200);
    const changed = await ctx.inject({ method: 'PATCH', url: `${U}/records/${aliceId()}`, auth: 'alice', body: { oldPassword: PASSWORD, password: 'new-password-456', passwordConfirm: 'new-password-456' } });
    expect(changed.statusCode).toBe(200);
    expect((await refresh(old)).statusCode).toBe(401);
    const login = await ctx.inject({ method: 'POST', url: `${U}/auth-with-password`, body: { identity: 'alice@example.com', password: 'new-password-456' } });
    expect(login.statusCode).toBe(200);
    expect((await refresh((JSON.parse(login.body) as { token: string }).token)).statusCode).toBe(200);
  });

  it('refuses the old token after a tokenKey change made in raw SQL (no record hooks)', async () => {
    expect((await refresh(ctx.tokens.alice)).statusCode).toBe(200);
    await ctx.app.core.db.run('UPDATE "users" SET "tokenKey" = ? WHERE "id" = ?', ['rotated-key-0123456789', aliceId()]);
    expect((await refresh(ctx.tokens.alice)).statusCode).toBe(401);
  });

  it('refuses a suspended account at once (the auth gate sees the new status)', async () => {
    expect((await refresh(ctx.tokens.alice)).statusCode).toBe(200);
    await ctx.app.core.db.run('UPDATE "users" SET "status" = ? WHERE "id" = ?', ['suspended', aliceId()]);
    expect((await refresh(ctx.tokens.alice)).statusCode).toBe(401);
  });

  it('serves field changes made by anyone on the next request', async () => {
    expect(await meName(ctx.tokens.alice)).toBe('Alice');
    const patched = await ctx.inject({ method: 'PATCH', url: `${U}/records/${aliceId()}`, auth: 'superuser', body: { name: 'Alicia' } });
    expect(patched.statusCode).toBe(200);
    expect(await meName(ctx.tokens.alice)).toBe('Alicia');
    await ctx.app.core.db.transaction(async (tx) => {
      await tx.run('UPDATE "users" SET "name" = ? WHERE "id" = ?', ['In tx', aliceId()]);
    });
    expect(await meName(ctx.tokens.alice)).toBe('In tx');
  });

  it('follows a schema change of the auth collection', async () => {
    expect((await refresh(ctx.tokens.alice)).statusCode).toBe(200);
    const users = await ctx.inject({ method: 'GET', url: U, auth: 'superuser' });
    const fields = (JSON.parse(users.body) as { fields: unknown[] }).fields;
    const added = await ctx.inject({ method: 'PATCH', url: U, auth: 'superuser', body: { fields: [...fields, { name: 'nickname', type: 'text' }] } });
    expect(added.statusCode).toBe(200);
    const res = await refresh(ctx.tokens.alice);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('"nickname":""');
  });

  it('refuses old tokens after the collection auth token secret changes, and after a settings change still serves valid ones', async () => {
    expect((await refresh(ctx.tokens.bob)).statusCode).toBe(200);
    const settings = await ctx.inject({ method: 'PATCH', url: '/api/settings', auth: 'superuser', body: { meta: { appName: 'Renamed' } } });
    expect(settings.statusCode).toBe(200);
    expect((await refresh(ctx.tokens.bob)).statusCode).toBe(200);
    const secret = await ctx.inject({ method: 'PATCH', url: U, auth: 'superuser', body: { authToken: { secret: 'a-brand-new-secret-0123456789-abcdefghij' } } });
    expect(secret.statusCode).toBe(200);
    expect((await refresh(ctx.tokens.bob)).statusCode).toBe(401);
  });

  it.skipIf(usePostgres())('sees a write committed by another connection to the same file (another process)', async () => {
    expect(await meName(ctx.tokens.alice)).toBe('Alice');
    const other = new Database(join(ctx.dataDir, 'data.db'));
    try {
      other.pragma('busy_timeout = 5000');
      other.prepare('UPDATE "users" SET "name" = ? WHERE "id" = ?').run('From outside', aliceId());
    } finally {
      other.close();
    }
    expect(await meName(ctx.tokens.alice)).toBe('From outside');
    const other2 = new Database(join(ctx.dataDir, 'data.db'));
    try {
      other2.pragma('busy_timeout = 5000');
      other2.prepare('UPDATE "users" SET "tokenKey" = ? WHERE "id" = ?').run('outside-rotated-key-0123', aliceId());
    } finally {
      other2.close();
    }
    expect((await refresh(ctx.tokens.alice)).statusCode).toBe(401);
  });
});
