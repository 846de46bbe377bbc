/**
 * `/api/roster/signup` does not tell whether an address already has an account (issue 26): a taken
 * address gets the answer a new one gets, nothing is created or changed, and the account's owner
 * is mailed instead. PocketBase's own records API keeps its "must be unique" contract.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, EMAILS, PASSWORD, type TestApp } from '../../../../test/harness/test-app.js';
import { TestMailer } from '../../../mail/test-mailer.js';

let ctx: TestApp;
let mailer: TestMailer;
beforeAll(async () => {
  ctx = await createTestApp();
  mailer = new TestMailer();
  ctx.app.core.mailer = mailer;
});
afterAll(async () => {
  await ctx?.close();
});

const signup = (email: string) =>
  ctx.inject({ method: 'POST', url: '/api/roster/signup', body: { name: 'Someone', email, password: 'chosen-password-1' } });
const signIn = (identity: string, password: string) =>
  ctx.inject({ method: 'POST', url: '/api/collections/users/auth-with-password', body: { identity, password } });

describe('sign-up with an address that has an account', () => {
  it('answers as for a new address', async () => {
    const fresh = await signup('new-person@example.com');
    const taken = await signup(EMAILS.alice);
    expect(fresh.statusCode).toBe(200);
    expect(taken.statusCode).toBe(200);
    expect(taken.json()).toEqual({ ...fresh.json(), email: EMAILS.alice });
  });

  it('changes nothing and mails the owner instead', async () => {
    expect((await signIn(EMAILS.alice, 'chosen-password-1')).statusCode).toBe(400);
    expect((await signIn(EMAILS.alice, PASSWORD)).statusCode).toBe(200);
    const count = await ctx.inject({
      method: 'GET', url: `/api/collections/users/records?filter=${encodeURIComponent(`email = "${EMAILS.alice}"`)}`, auth: 'superuser',
    });
    expect(count.json().totalItems).toBe(1);
    await mailer.waitFor(1);
    const mail = mailer.to(EMAILS.alice);
    expect(mail.map((m) => m.subject)).toEqual(['You already have a Covey account']);
    expect(mail[0]?.text).toContain('/auth/reset');
    expect(mailer.to('new-person@example.com').filter((m) => m.subject === 'You already have a Covey account')).toEqual([]);
  });

  it('the records API keeps the store contract (unique email)', async () => {
    const res = await ctx.inject({
      method: 'POST', url: '/api/collections/users/records',
      body: { name: 'Again', email: EMAILS.bob, password: 'chosen-password-1', passwordConfirm: 'chosen-password-1' },
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('sign-up says whether mail is set up (#29: the client asked for a verification email that could not go out)', () => {
  it('answers mail: false when the mailer cannot send, true when it can, the same for a taken address', async () => {
    const off = { send: () => Promise.reject(new Error('off')), configured: () => false };
    ctx.app.core.mailer = off;
    try {
      expect((await signup('mail-off@example.com')).json()).toMatchObject({ mail: false });
      expect((await signup(EMAILS.alice)).json()).toMatchObject({ mail: false });
    } finally {
      ctx.app.core.mailer = mailer;
    }
    expect((await signup('mail-on@example.com')).json()).toMatchObject({ mail: true });
  });
});
