/**
 * Issue 26 item 9 (decision 0031) through the official SDK and a real loopback SMTP server: staff
 * (counselor, employer, broker) and operators sign in with a second factor, a 6-digit code by mail,
 * once mail is set up; members and the demo account do not; without mail everyone still signs in
 * with the password alone and auth-methods says MFA and OTP are off.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ClientResponseError } from 'pocketbase';
import { startServer, SUPERUSER_EMAIL, SUPERUSER_PASSWORD, type ServerProcess } from '../harness/server-process.js';
import { buildCoveyFixture, PASSWORD, type CoveyFixture } from '../harness/covey-fixture.js';
import { expectError } from '../harness/expect-error.js';
import { MailCatcher, otpCode } from '../harness/mail-catcher.js';

let srv: ServerProcess;
let fx: CoveyFixture;
const mail = new MailCatcher();

beforeAll(async () => {
  await mail.start();
  srv = await startServer();
  fx = await buildCoveyFixture(srv);
}, 120_000);
afterAll(async () => {
  await srv?.stop();
  await mail.stop();
});

async function mfaIdOf(p: Promise<unknown>): Promise<string> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err, 'expected a 401 {mfaId}').toBeInstanceOf(ClientResponseError);
  const e = err as ClientResponseError;
  expect(e.status).toBe(401);
  expect(Object.keys(e.response)).toEqual(['mfaId']);
  return String(e.response['mfaId']);
}

const email = (role: string) => `${role.toLowerCase()}@fixture.test`;

/** the second step as /login does it: request the code, read it from the mail, send it with the mfaId */
async function secondStep(collection: string, address: string, mfaId: string) {
  const before = mail.to(address).length;
  const pb = srv.newClient();
  const { otpId } = await pb.collection(collection).requestOTP(address);
  const m = await mail.waitFor(address, before + 1);
  const code = otpCode(m);
  return { pb, otpId, code, mail: m, signIn: () => pb.collection(collection).authWithOTP(otpId, code, { mfaId }) };
}

describe('without mail', () => {
  it('staff and operators sign in with the password alone, and auth-methods says MFA waits', async () => {
    const methods = await srv.newClient().collection('users').listAuthMethods();
    expect(methods.mfa.enabled).toBe(false);
    expect(methods.otp.enabled).toBe(false);
    for (const role of ['counselor', 'employer', 'broker']) {
      const auth = await srv.newClient().collection('users').authWithPassword(email(role), PASSWORD);
      expect(auth.record['role']).toBe(role);
    }
    const su = await srv.newClient().collection('_superusers').authWithPassword(SUPERUSER_EMAIL, SUPERUSER_PASSWORD);
    expect(su.token).toBeTruthy();
  });
});

describe('once mail is set up', () => {
  beforeAll(async () => {
    await fx.su.settings.update({ smtp: { enabled: true, allowPrivateHost: true, host: '127.0.0.1', port: mail.port, tls: false } });
  });

  it('auth-methods offers the code by mail and MFA', async () => {
    const methods = await srv.newClient().collection('users').listAuthMethods();
    expect(methods.mfa.enabled).toBe(true);
    expect(methods.otp).toMatchObject({ enabled: true });
  });

  it('counselors, employers and brokers need a 6-digit code by mail after the password', async () => {
    for (const role of ['counselor', 'employer', 'broker']) {
      const mfaId = await mfaIdOf(srv.newClient().collection('users').authWithPassword(email(role), PASSWORD));
      const step = await secondStep('users', email(role), mfaId);
      expect(step.code).toMatch(/^\d{6}$/);
      const auth = await step.signIn();
      expect(auth.record['role']).toBe(role);
      expect(step.pb.authStore.isValid).toBe(true);
    }
  });

  it('a wrong code or a code without the password step signs nobody in', async () => {
    const mfaId = await mfaIdOf(srv.newClient().collection('users').authWithPassword(email('counselor'), PASSWORD));
    const step = await secondStep('users', email('counselor'), mfaId);
    const wrong = step.code === '000000' ? '111111' : '000000';
    await expectError(step.pb.collection('users').authWithOTP(step.otpId, wrong, { mfaId }), { status: 400 });
    expect(step.pb.authStore.isValid).toBe(false);
    // the code alone is only the first factor: the password is still asked for
    const alone = await secondStep('users', email('counselor'), '');
    const fresh = srv.newClient();
    const next = await mfaIdOf(fresh.collection('users').authWithOTP(alone.otpId, alone.code));
    expect(fresh.authStore.isValid).toBe(false);
    const auth = await fresh.collection('users').authWithPassword(email('counselor'), PASSWORD, { mfaId: next });
    expect(auth.record['role']).toBe('counselor');
  });

  it('members and the demo account sign in with the password alone', async () => {
    for (const role of ['member', 'demo']) {
      const auth = await srv.newClient().collection('users').authWithPassword(email(role), PASSWORD);
      expect(auth.token).toBeTruthy();
    }
  });

  it('operators need the code by mail too', async () => {
    const mfaId = await mfaIdOf(srv.newClient().collection('_superusers').authWithPassword(SUPERUSER_EMAIL, SUPERUSER_PASSWORD));
    const step = await secondStep('_superusers', SUPERUSER_EMAIL, mfaId);
    expect(step.code).toMatch(/^\d{6}$/);
    const auth = await step.signIn();
    expect(auth.record['email']).toBe(SUPERUSER_EMAIL);
  });
});
