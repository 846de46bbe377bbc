/**
 * Product writes that used to be raw `UPDATE`s now go through the store (decision 0042): each
 * change fires the after-update hook that realtime and the cluster listen on, so a subscriber hears
 * of it. On the old code none of these events fired (a raw UPDATE reached no one).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness/test-app.js';
import { endDelegatedAccess } from '../account/credentials/end-access.js';
import { store } from './store.js';

let ctx: TestApp;
const seen: { collection: string; id: string; data: Record<string, unknown> }[] = [];
const heard = (collection: string, id: string) => seen.filter((e) => e.collection === collection && e.id === id).map((e) => e.data);
const settle = () => new Promise((r) => setTimeout(r, 20));

beforeAll(async () => {
  ctx = await createTestApp();
  ctx.app.core.hooks.recordAfterUpdate.add((e) => {
    seen.push({ collection: e.record.collection.name, id: String(e.record.data['id']), data: { ...e.record.data } });
  });
});
beforeEach(() => {
  seen.length = 0;
});
afterAll(async () => {
  await ctx?.close();
});

const id = (r: { data: Record<string, unknown> }) => String(r.data['id']);

describe('writes that reach realtime', () => {
  it('switching a circle off revokes its active members and pending invitations through the store', async () => {
    const s = store(ctx.app.core);
    const alice = id(ctx.records.alice);
    const bob = id(ctx.records.bob);
    const member = await s.findFirst('members', 'user = {:u}', { params: { u: alice } });
    expect(member).not.toBeNull();
    const circle = await s.insertUnchecked('circles', { owner: alice, member: id(member!), name: 'Family', active: true });
    const row = await s.insertUnchecked('circle_members', { circle: id(circle), user: bob, email: 'bob@example.com', access: 'view', status: 'active' });
    const invite = await s.insertUnchecked('invites', { kind: 'circle', email: 'carol@example.com', circle: id(circle), status: 'pending', token: 'hash' });
    await settle();
    seen.length = 0;
    await s.update(circle, { active: false });
    await settle();
    expect(heard('circle_members', id(row))).toEqual([expect.objectContaining({ status: 'revoked' })]);
    expect(heard('invites', id(invite))).toEqual([expect.objectContaining({ status: 'revoked', token: '' })]);
  });

  it('ending an account’s delegated access marks its OAuth tokens used through the store', async () => {
    const s = store(ctx.app.core);
    const alice = id(ctx.records.alice);
    const client = await s.insertUnchecked('oauth_clients', { owner: alice, name: 'Planner', status: 'approved' });
    const token = await s.insertUnchecked('oauth_tokens', { client: id(client), user: alice, kind: 'access', hash: 'h1', used: false });
    await settle();
    seen.length = 0;
    await endDelegatedAccess(ctx.app.core, ctx.app.core.db, alice, { apiKeys: false, signInCodes: false });
    await settle();
    expect(heard('oauth_tokens', id(token))).toEqual([expect.objectContaining({ used: true })]);
  });

  it('signing up claims a pre-imported roster row through the store', async () => {
    const s = store(ctx.app.core);
    const employer = await s.insertUnchecked('employers', { name: 'Acme', status: 'active' });
    const row = await s.insertUnchecked('members', {
      employer: id(employer), email: 'Dana@Acme.example', first_name: 'Dana', last_name: 'Doe', status: 'invited', relationship: 'self',
    });
    await settle();
    seen.length = 0;
    const res = await ctx.inject({
      method: 'POST', url: '/api/collections/users/records',
      body: { email: 'dana@acme.example', name: 'Dana Doe', password: 'a-long-password-1', passwordConfirm: 'a-long-password-1' },
    });
    expect(res.statusCode, res.body).toBe(200);
    await settle();
    expect(heard('members', id(row))).toEqual([expect.objectContaining({ user: res.json().id, status: 'onboarding' })]);
    expect(await s.count('members', 'user = {:u}', { u: res.json().id })).toBe(1);
  });
});
