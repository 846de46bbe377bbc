import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type PocketBase from 'pocketbase';
import { startServer, SUPERUSER_EMAIL, type ServerProcess } from '../harness/server-process.js';
import { codesOf, expectError } from '../harness/expect-error.js';

let srv: ServerProcess;
let su: PocketBase;
const PW = 'password123';

function decode(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;
}

async function signUp(collection: string, email: string, extra: Record<string, unknown> = {}) {
  return srv
    .newClient()
    .collection(collection)
    .create({ email, name: 'Test User', password: PW, passwordConfirm: PW, ...extra });
}

async function login(collection: string, email: string, password = PW): Promise<PocketBase> {
  const pb = srv.newClient();
  await pb.collection(collection).authWithPassword(email, password);
  return pb;
}

beforeAll(async () => {
  srv = await startServer();
  su = await srv.superuserClient();
  await su.collections.create({
    name: 'staff',
    type: 'auth',
    listRule: '',
    viewRule: '',
    createRule: '',
    updateRule: '',
    manageRule: "@request.auth.collectionName = 'users'",
    fields: [{ name: 'nick', type: 'text' }],
  });
  await su.collections.create({ name: 'gated', type: 'auth', createRule: '', authRule: 'verified = true' });
});
afterAll(async () => {
  await srv?.stop();
});

describe('auth methods and password auth', () => {
  it('lists auth methods', async () => {
    const m = await srv.newClient().collection('users').listAuthMethods();
    expect(m).toMatchObject({
      password: { enabled: true, identityFields: ['email'] },
      oauth2: { enabled: false, providers: [] },
      mfa: { enabled: false, duration: 0 },
      otp: { enabled: false, duration: 0 },
    });
    await expectError(srv.newClient().collection('authors_missing').listAuthMethods(), { status: 404 });
  });

  it('superuser login marks the store as superuser', async () => {
    expect(su.authStore.isValid).toBe(true);
    expect(su.authStore.isSuperuser).toBe(true);
    expect(su.authStore.record?.['email']).toBe(SUPERUSER_EMAIL);
  });

  it('signs up, logs in with email, refreshes', async () => {
    const created = await signUp('users', 'ann@example.com', { name: 'Ann' });
    expect(created).not.toHaveProperty('password');
    expect(created).not.toHaveProperty('tokenKey');
    const pb = srv.newClient();
    const auth = await pb.collection('users').authWithPassword('ANN@example.com', PW);
    expect(auth.record).toMatchObject({ id: created.id, email: 'ann@example.com', name: 'Ann', verified: false });
    expect(decode(auth.token)).toMatchObject({
      type: 'auth',
      id: created.id,
      collectionId: '_pb_users_auth_',
      refreshable: true,
    });
    expect(pb.authStore.isValid).toBe(true);
    expect(pb.authStore.isSuperuser).toBe(false);
    const refreshed = await pb.collection('users').authRefresh();
    expect(refreshed.record.id).toBe(created.id);
    expect(pb.authStore.token).toBe(refreshed.token);
    await expectError(srv.newClient().collection('users').authRefresh(), {
      status: 401,
      message: 'The request requires valid record authorization token.',
    });
    await expectError(pb.collection('_superusers').authRefresh(), { status: 403 });
  });

  it('answers 400 Failed to authenticate. on a wrong password or identity', async () => {
    await signUp('users', 'bea@example.com');
    for (const [id, pw] of [
      ['bea@example.com', 'wrong-password'],
      ['nobody@example.com', PW],
    ] as const) {
      await expectError(srv.newClient().collection('users').authWithPassword(id, pw), {
        status: 400,
        message: 'Failed to authenticate.',
        data: {},
      });
    }
    const err = await expectError(srv.newClient().collection('users').authWithPassword('', ''), { status: 400 });
    expect(Object.keys(codesOf(err)).sort()).toEqual(['identity', 'password']);
  });

  it('requires passwordConfirm on sign-up', async () => {
    const err = await expectError(
      srv
        .newClient()
        .collection('users')
        .create({ email: 'x@example.com', name: 'X', password: PW, passwordConfirm: 'other-pass' }),
      {
        status: 400,
        message: 'Failed to create record.',
      },
    );
    expect(codesOf(err)).toMatchObject({ passwordConfirm: 'validation_values_mismatch' });
    const dup = await expectError(signUp('users', 'bea@example.com'), { status: 400 });
    expect(codesOf(dup)).toMatchObject({ email: 'validation_not_unique' });
  });

  it('invalidates old tokens after a password change', async () => {
    const u = await signUp('users', 'cid@example.com');
    const pb = await login('users', 'cid@example.com');
    const oldToken = pb.authStore.token;
    const err = await expectError(
      pb.collection('users').update(u.id, { password: 'new-password-1', passwordConfirm: 'new-password-1' }),
      { status: 400 },
    );
    expect(codesOf(err)).toMatchObject({ oldPassword: 'validation_required' });
    const wrong = await expectError(
      pb.collection('users').update(u.id, { oldPassword: 'not-it-123', password: 'new-password-1', passwordConfirm: 'new-password-1' }),
      { status: 400 },
    );
    expect(codesOf(wrong)).toMatchObject({ oldPassword: 'validation_invalid_old_password' });
    await pb
      .collection('users')
      .update(u.id, { oldPassword: PW, password: 'new-password-1', passwordConfirm: 'new-password-1' });
    const stale = srv.newClient();
    stale.authStore.save(oldToken, null);
    await expectError(stale.collection('users').authRefresh(), { status: 401 });
    await expectError(stale.collection('users').getOne(u.id), { status: 404 });
    await expectError(login('users', 'cid@example.com'), { status: 400 });
    const fresh = await login('users', 'cid@example.com', 'new-password-1');
    expect(fresh.authStore.record?.id).toBe(u.id);
  });
});

describe('impersonate, authRule, manageRule, email visibility', () => {
  it('impersonates with a non-refreshable token (superusers only)', async () => {
    const u = await signUp('users', 'dan@example.com');
    const imp = await su.collection('users').impersonate(u.id, 3600, { body: { reason: 'Support ticket 1' } });
    expect(imp.authStore.record?.id).toBe(u.id);
    const claims = decode(imp.authStore.token);
    expect(claims['refreshable']).toBe(false);
    expect(Number(claims['exp']) - Math.floor(Date.now() / 1000)).toBeLessThanOrEqual(3600);
    expect((await imp.collection('users').getOne(u.id)).id).toBe(u.id);
    const again = await imp.collection('users').authRefresh();
    expect(again.token).toBe(imp.authStore.token);
    await expectError(srv.newClient().collection('users').impersonate(u.id, 0), { status: 401 });
    const dan = await login('users', 'dan@example.com');
    await expectError(dan.collection('users').impersonate(u.id, 0), { status: 403 });
    await expectError(su.collection('users').impersonate('missingmissing1', 0), { status: 404 });
  });

  it('blocks authentication that fails the authRule', async () => {
    const g = await signUp('gated', 'gil@example.com');
    const msg = "The request doesn't satisfy the collection requirements to authenticate.";
    await expectError(login('gated', 'gil@example.com'), { status: 403, message: msg });
    await su.collection('gated').update(g.id, { verified: true });
    expect((await login('gated', 'gil@example.com')).authStore.record?.id).toBe(g.id);
  });

  it('lets managers change email/verified/password and refuses others', async () => {
    const s = await signUp('staff', 'sam@example.com', { nick: 'sam' });
    const samPb = await login('staff', 'sam@example.com');
    const self = await expectError(
      samPb.collection('staff').update(s.id, { email: 'sam2@example.com', verified: true }),
      { status: 400 },
    );
    expect(codesOf(self)).toMatchObject({ verified: 'validation_values_mismatch' });
    expect((await samPb.collection('staff').update(s.id, { emailVisibility: true }))['emailVisibility']).toBe(true);
    await signUp('users', 'mgr@example.com');
    const mgr = await login('users', 'mgr@example.com');
    const upd = await mgr
      .collection('staff')
      .update(s.id, {
        email: 'sam3@example.com',
        verified: true,
        password: 'managed-pass',
        passwordConfirm: 'managed-pass',
      });
    expect(upd).toMatchObject({ email: 'sam3@example.com', verified: true });
    expect((await login('staff', 'sam3@example.com', 'managed-pass')).authStore.record?.id).toBe(s.id);
  });

  it('shows emails only when visible, to the owner, to managers and superusers', async () => {
    const hidden = await signUp('staff', 'hid@example.com');
    const guest = srv.newClient();
    const asGuest = await guest.collection('staff').getOne(hidden.id);
    expect(asGuest).not.toHaveProperty('email');
    expect(asGuest).toHaveProperty('emailVisibility', false);
    const own = await login('staff', 'hid@example.com');
    expect((await own.collection('staff').getOne(hidden.id))['email']).toBe('hid@example.com');
    expect((await su.collection('staff').getOne(hidden.id))['email']).toBe('hid@example.com');
    const mgr = await login('users', 'mgr@example.com');
    expect((await mgr.collection('staff').getOne(hidden.id))['email']).toBe('hid@example.com');
    // filtering by email only matches visible emails for non-superusers
    expect(await guest.collection('staff').getFullList({ filter: "email = 'hid@example.com'" })).toHaveLength(0);
    expect(await guest.collection('staff').getFullList({ filter: "email = 'sam3@example.com'" })).toHaveLength(1);
    expect(await su.collection('staff').getFullList({ filter: "email = 'hid@example.com'" })).toHaveLength(1);
    await expectError(guest.collection('staff').getList(1, 10, { filter: "password != ''" }), { status: 400 });
  });

  it('keeps the last superuser', async () => {
    const me = su.authStore.record!;
    await expectError(su.collection('_superusers').delete(me.id), {
      status: 400,
      message: "You can't delete the only existing superuser.",
    });
  });
});
