import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type PocketBase from 'pocketbase';
import { AUTH_COLLECTION, createAuthCollection } from '../harness/auth-collection.js';
import { startServer, type ServerProcess } from '../harness/server-process.js';
import { expectError } from '../harness/expect-error.js';
import { linkToken, MailCatcher } from '../harness/mail-catcher.js';

let srv: ServerProcess;
let su: PocketBase;
const mail = new MailCatcher();
const APP_URL = 'https://app.covey.test';

async function newUser(email: string, password = 'first-password-1'): Promise<void> {
  await srv.newClient().collection(AUTH_COLLECTION).create({ email, password, passwordConfirm: password });
}

beforeAll(async () => {
  await mail.start();
  srv = await startServer({ rateLimits: true });
  su = await srv.superuserClient();
  await createAuthCollection(su);
  await su.settings.update({
    meta: { appURL: APP_URL, appName: 'Covey', senderName: 'Covey', senderAddress: 'no-reply@covey.test' },
    smtp: { enabled: true, allowPrivateHost: true, host: '127.0.0.1', port: mail.port, tls: false },
  });
});
afterAll(async () => {
  await srv?.stop();
  await mail.stop();
});

describe('email verification', () => {
  it('mails a link built from meta.appURL (not the request Host), verifies once, then refuses the used token', async () => {
    await newUser('ver@example.com');
    const pb = srv.newClient();
    await pb.collection(AUTH_COLLECTION).requestVerification('ver@example.com', { headers: { 'X-Forwarded-Host': 'evil.example', Host: 'evil.example' } });
    const m = await mail.waitFor('ver@example.com');
    expect(m.subject).toBe('Verify your Covey email');
    expect(m.raw).toMatch(/From: Covey <no-reply@covey\.test>/);
    const { url, token } = linkToken(m, 'confirm-verification');
    expect(url.startsWith(`${APP_URL}/_/#/auth/confirm-verification/`)).toBe(true);
    expect(m.body).not.toContain('evil.example');
    expect(await pb.collection(AUTH_COLLECTION).confirmVerification(token)).toBe(true);
    const auth = await pb.collection(AUTH_COLLECTION).authWithPassword('ver@example.com', 'first-password-1');
    expect(auth.record['verified']).toBe(true);
    // PocketBase: a still valid token of an already verified record answers 204 again, changing nothing
    expect(await pb.collection(AUTH_COLLECTION).confirmVerification(token)).toBe(true);
    expect((await pb.collection(AUTH_COLLECTION).authWithPassword('ver@example.com', 'first-password-1')).record['verified']).toBe(true);
    await expectError(srv.newClient().collection('_superusers').confirmVerification(token), { status: 400, message: 'All superusers are verified by default.' });
  });

  it('answers 204 alike for unknown and already verified addresses, and validates the email', async () => {
    const pb = srv.newClient();
    const before = mail.mails.length;
    await pb.collection(AUTH_COLLECTION).requestVerification('nobody@example.com');
    await pb.collection(AUTH_COLLECTION).requestVerification('ver@example.com');
    await new Promise((r) => setTimeout(r, 300));
    expect(mail.mails.length).toBe(before);
    await expectError(pb.collection(AUTH_COLLECTION).requestVerification('not-an-email'), { status: 400, data: { email: { code: 'validation_is_email' } } });
    await expectError(pb.collection('_superusers').requestVerification('root@example.com'), { status: 400, message: 'All superusers are verified by default.' });
  });

  it('rejects garbage and wrong-type tokens with the token field error', async () => {
    const pb = srv.newClient();
    // PocketBase checks the email claim first: a garbage or non-flow token has none
    const claims = { status: 400, message: 'An error occurred while validating the submitted data.', data: { token: { code: 'validation_invalid_token_claims', message: 'Missing email token claim.' } } };
    await expectError(pb.collection(AUTH_COLLECTION).confirmVerification('nope'), claims);
    await expectError(pb.collection(AUTH_COLLECTION).confirmVerification(su.authStore.token), claims);
    await expectError(pb.collection(AUTH_COLLECTION).confirmVerification(''), { status: 400, data: { token: { code: 'validation_required' } } });
    // a well-formed token with an email claim but a bad signature
    const forged = `${['{"alg":"HS256","typ":"JWT"}', '{"id":"x","type":"verification","collectionId":"x","email":"a@b.co","exp":9999999999}'].map((p) => Buffer.from(p).toString('base64url')).join('.')}.c2ln`;
    await expectError(pb.collection(AUTH_COLLECTION).confirmVerification(forged), { status: 400, data: { token: { code: 'validation_invalid_token' } } });
  });

  it('sends at most one mail per address per minute; the second request still answers 204', async () => {
    await newUser('throttle@example.com');
    const pb = srv.newClient();
    await pb.collection(AUTH_COLLECTION).requestVerification('throttle@example.com');
    await pb.collection(AUTH_COLLECTION).requestVerification('throttle@example.com');
    await mail.waitFor('throttle@example.com');
    await new Promise((r) => setTimeout(r, 300));
    expect(mail.to('throttle@example.com')).toHaveLength(1);
  });
});

describe('password reset', () => {
  it('resets the password, revokes existing tokens and the reset token itself', async () => {
    await newUser('reset@example.com');
    const pb = srv.newClient();
    const session = await pb.collection(AUTH_COLLECTION).authWithPassword('reset@example.com', 'first-password-1');
    await srv.newClient().collection(AUTH_COLLECTION).requestPasswordReset('reset@example.com');
    const m = await mail.waitFor('reset@example.com');
    expect(m.subject).toBe('Reset your Covey password');
    const { token } = linkToken(m, 'confirm-password-reset');
    const guest = srv.newClient();
    await expectError(guest.collection(AUTH_COLLECTION).confirmPasswordReset(token, 'new-password-2', 'different-3'), {
      status: 400, message: 'An error occurred while validating the submitted data.', data: { passwordConfirm: { code: 'validation_values_mismatch', message: "Values don't match." } },
    });
    // the token is validated within the same form: a bad token and a mismatch are reported together
    const both = await expectError(guest.collection(AUTH_COLLECTION).confirmPasswordReset('garbage', 'new-password-2', 'different-3'), { status: 400 });
    expect(both.response['data']).toMatchObject({ token: { code: 'validation_invalid_token' }, passwordConfirm: { code: 'validation_values_mismatch' } });
    await expectError(guest.collection(AUTH_COLLECTION).confirmPasswordReset(token, 'short', 'short'), { status: 400, data: { password: { code: 'validation_length_out_of_range' } } });
    expect(await guest.collection(AUTH_COLLECTION).confirmPasswordReset(token, 'new-password-2', 'new-password-2')).toBe(true);
    await expectError(guest.collection(AUTH_COLLECTION).confirmPasswordReset(token, 'third-password-3', 'third-password-3'), { status: 400, data: { token: { code: 'validation_invalid_token' } } });
    await expectError(guest.collection(AUTH_COLLECTION).authWithPassword('reset@example.com', 'first-password-1'), { status: 400, message: 'Failed to authenticate.' });
    const again = await guest.collection(AUTH_COLLECTION).authWithPassword('reset@example.com', 'new-password-2');
    expect(again.record['verified']).toBe(true);
    // the old session token no longer authenticates
    pb.authStore.save(session.token, session.record);
    await expectError(pb.collection(AUTH_COLLECTION).authRefresh(), { status: 401 });
  });

  it('answers the same for unknown identities (status, body) and refuses when password auth is off', async () => {
    const known = await fetch(`${srv.url}/api/collections/${AUTH_COLLECTION}/request-password-reset`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'reset@example.com' }) });
    const unknown = await fetch(`${srv.url}/api/collections/${AUTH_COLLECTION}/request-password-reset`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'ghost@example.com' }) });
    expect([known.status, await known.text()]).toEqual([unknown.status, await unknown.text()]);
    expect(known.status).toBe(204);
  });
});

describe('email change', () => {
  it('needs auth of the collection, mails the new address, and needs the current password', async () => {
    await newUser('old@example.com');
    await newUser('taken@example.com');
    const guest = srv.newClient();
    await expectError(guest.collection(AUTH_COLLECTION).requestEmailChange('new@example.com'), { status: 401 });
    await expectError(su.collection(AUTH_COLLECTION).requestEmailChange('new@example.com'), { status: 403 });
    await expectError(su.collection('_superusers').requestEmailChange('new@example.com'), { status: 400, message: 'All superusers can change their emails directly.' });
    const pb = srv.newClient();
    await pb.collection(AUTH_COLLECTION).authWithPassword('old@example.com', 'first-password-1');
    await expectError(pb.collection(AUTH_COLLECTION).requestEmailChange('taken@example.com'), { status: 400, data: { newEmail: { code: 'validation_invalid_new_email' } } });
    await expectError(pb.collection(AUTH_COLLECTION).requestEmailChange('old@example.com'), { status: 400, data: { newEmail: { code: 'validation_invalid_new_email' } } });
    await pb.collection(AUTH_COLLECTION).requestEmailChange('new@example.com');
    const m = await mail.waitFor('new@example.com');
    expect(m.subject).toBe('Confirm your Covey new email address');
    const { token } = linkToken(m, 'confirm-email-change');
    await expectError(guest.collection(AUTH_COLLECTION).confirmEmailChange(token, 'wrong-password'), { status: 400, data: { password: { code: 'validation_invalid_password' } } });
    expect(await pb.collection(AUTH_COLLECTION).confirmEmailChange(token, 'first-password-1')).toBe(true);
    expect(pb.authStore.token).toBe('');
    const auth = await guest.collection(AUTH_COLLECTION).authWithPassword('new@example.com', 'first-password-1');
    expect(auth.record['verified']).toBe(true);
    await expectError(guest.collection(AUTH_COLLECTION).confirmEmailChange(token, 'first-password-1'), { status: 400 });
  });
});

describe('SMTP not configured', () => {
  it('answers a clear 400 (same for every identity) and the server keeps running', async () => {
    await su.settings.update({ smtp: { enabled: false } });
    try {
      for (const email of ['ver@example.com', 'ghost@example.com']) {
        await expectError(srv.newClient().collection(AUTH_COLLECTION).requestPasswordReset(email), { status: 400, message: 'The mail server is not configured. Enable SMTP in the settings to use this action.' });
      }
      expect((await fetch(`${srv.url}/api/health`)).status).toBe(200);
    } finally {
      await su.settings.update({ smtp: { enabled: true } });
    }
  });
});
