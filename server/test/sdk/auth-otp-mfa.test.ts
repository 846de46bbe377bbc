import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ClientResponseError } from 'pocketbase';
import type PocketBase from 'pocketbase';
import { AUTH_COLLECTION, createAuthCollection } from '../harness/auth-collection.js';
import { startServer, type ServerProcess } from '../harness/server-process.js';
import { expectError } from '../harness/expect-error.js';
import { MailCatcher, otpCode } from '../harness/mail-catcher.js';

let srv: ServerProcess;
let su: PocketBase;
const mail = new MailCatcher();
const PW = 'first-password-1';

beforeAll(async () => {
  await mail.start();
  srv = await startServer({ rateLimits: true });
  su = await srv.superuserClient();
  await createAuthCollection(su);
  await su.settings.update({ meta: { appName: 'Covey' }, smtp: { enabled: true, allowPrivateHost: true, host: '127.0.0.1', port: mail.port } });
  await su.collections.update(AUTH_COLLECTION, { otp: { enabled: true } });
  for (const email of ['otp@example.com', 'otp2@example.com', 'mfa@example.com', 'alert@example.com']) {
    await su.collection(AUTH_COLLECTION).create({ email, password: PW, passwordConfirm: PW });
  }
});
afterAll(async () => {
  await srv?.stop();
  await mail.stop();
});

async function mfaIdOf(p: Promise<unknown>): Promise<string> {
  try {
    await p;
  } catch (err) {
    expect(err).toBeInstanceOf(ClientResponseError);
    const e = err as ClientResponseError;
    expect(e.status).toBe(401);
    expect(Object.keys(e.response)).toEqual(['mfaId']);
    return String(e.response['mfaId']);
  }
  throw new Error('expected a 401 {mfaId}');
}

describe('OTP', () => {
  it('mails an 8-digit code, signs in once with it, and marks the address verified', async () => {
    const pb = srv.newClient();
    const { otpId } = await pb.collection(AUTH_COLLECTION).requestOTP('otp@example.com');
    expect(otpId).toMatch(/^[a-z0-9]{15}$/);
    const m = await mail.waitFor('otp@example.com');
    expect(m.subject).toBe('OTP for Covey');
    const code = otpCode(m);
    expect(code).toMatch(/^\d{8}$/);
    // stored hashed, never the code itself
    const stored = await su.collection('_otps').getOne(otpId);
    expect(JSON.stringify(stored)).not.toContain(code);
    const auth = await pb.collection(AUTH_COLLECTION).authWithOTP(otpId, code);
    expect(auth.record['email']).toBe('otp@example.com');
    expect(auth.record['verified']).toBe(true);
    await expectError(srv.newClient().collection(AUTH_COLLECTION).authWithOTP(otpId, code), { status: 400, message: 'Invalid or expired OTP.' });
  });

  it('gives unknown addresses an otpId of the same shape and status', async () => {
    const { otpId } = await srv.newClient().collection(AUTH_COLLECTION).requestOTP('ghost@example.com');
    expect(otpId).toMatch(/^[a-z0-9]{15}$/);
    await expectError(srv.newClient().collection(AUTH_COLLECTION).authWithOTP(otpId, '12345678'), { status: 400, message: 'Invalid or expired OTP.' });
  });

  it('answers 429 after more than 5 failed attempts for the record', async () => {
    const pb = srv.newClient();
    const { otpId } = await pb.collection(AUTH_COLLECTION).requestOTP('otp2@example.com');
    const code = otpCode(await mail.waitFor('otp2@example.com'));
    const wrong = code === '00000000' ? '11111111' : '00000000';
    for (let i = 0; i < 5; i++) await expectError(pb.collection(AUTH_COLLECTION).authWithOTP(otpId, wrong), { status: 400, message: 'Invalid or expired OTP.' });
    await expectError(pb.collection(AUTH_COLLECTION).authWithOTP(otpId, code), { status: 429, message: 'Too many attempts, please try again later with a new OTP.' });
  });

  it('is refused when disabled', async () => {
    // _superusers offers OTP in Covey (operators' second factor, decision 0031): a collection without it
    await createAuthCollection(su, { name: 'no_otp' });
    await expectError(srv.newClient().collection('no_otp').requestOTP('root@example.com'), { status: 403 });
  });
});

describe('MFA', () => {
  it('needs a second, different factor; mfaId works in the body or query', async () => {
    await su.collections.update(AUTH_COLLECTION, { mfa: { enabled: true, rule: "email = 'mfa@example.com'" } });
    try {
      const pb = srv.newClient();
      // the rule decides who must use MFA
      expect((await pb.collection(AUTH_COLLECTION).authWithPassword('otp2@example.com', PW)).token).toBeTruthy();
      const mfaId = await mfaIdOf(pb.collection(AUTH_COLLECTION).authWithPassword('mfa@example.com', PW));
      await expectError(pb.collection(AUTH_COLLECTION).authWithPassword('mfa@example.com', PW, { mfaId }), { status: 400, message: 'A different authentication method is required.' });
      await expectError(pb.collection(AUTH_COLLECTION).authWithPassword('otp2@example.com', PW, { body: { mfaId } }), { status: 400 });
      await expectError(pb.collection(AUTH_COLLECTION).authWithPassword('mfa@example.com', PW, { mfaId: 'missing' }), { status: 400, message: 'Invalid or expired MFA session.' });
      const { otpId } = await pb.collection(AUTH_COLLECTION).requestOTP('mfa@example.com');
      const code = otpCode(await mail.waitFor('mfa@example.com'));
      const auth = await pb.collection(AUTH_COLLECTION).authWithOTP(otpId, code, { mfaId });
      expect(auth.record['email']).toBe('mfa@example.com');
      expect(pb.authStore.isValid).toBe(true);
    } finally {
      await su.collections.update(AUTH_COLLECTION, { mfa: { enabled: false, rule: '' } });
    }
  });

  it('auth-methods reports otp and mfa', async () => {
    const methods = await srv.newClient().collection(AUTH_COLLECTION).listAuthMethods();
    expect(methods.otp).toEqual({ enabled: true, duration: 180 });
    expect(methods.mfa).toEqual({ enabled: false, duration: 0 });
  });
});

describe('login alert', () => {
  it('mails on a sign-in from a new location, not on the first one', async () => {
    const pb = srv.newClient();
    await pb.collection(AUTH_COLLECTION).authWithPassword('alert@example.com', PW, { headers: { 'User-Agent': 'device-one' } });
    await pb.collection(AUTH_COLLECTION).authWithPassword('alert@example.com', PW, { headers: { 'User-Agent': 'device-one' } });
    await pb.collection(AUTH_COLLECTION).authWithPassword('alert@example.com', PW, { headers: { 'User-Agent': 'device-two' } });
    const m = await mail.waitFor('alert@example.com');
    expect(m.subject).toBe('Login from a new location');
    expect(m.body).toContain('device-two');
    await new Promise((r) => setTimeout(r, 300));
    expect(mail.to('alert@example.com')).toHaveLength(1);
  });
});
