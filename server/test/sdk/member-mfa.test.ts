/**
 * Issue 29 item 1 through the official SDK and a real loopback SMTP server: a member turns on
 * two-step sign-in (`users.mfa_on`); from then on the password is followed by a 6-digit code by
 * mail, exactly as for staff; turned off, the password alone signs in again. While mail is not set
 * up, turning it on is refused with the reason and the next step, and nobody is asked for a code.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ClientResponseError } from 'pocketbase';
import type { ServerProcess } from '../harness/server-process.js';
import { PASSWORD, type CoveyFixture } from '../harness/covey-fixture.js';
import { startCoveySuite, stopSuite } from '../harness/sdk-bootstrap.js';
import { MailCatcher, otpCode } from '../harness/mail-catcher.js';

let srv: ServerProcess;
let fx: CoveyFixture;
const mail = new MailCatcher();
const MEMBER = 'member@fixture.test';

beforeAll(async () => void ({ srv, fx } = await startCoveySuite({ mail })), 120_000);
afterAll(() => stopSuite(srv, mail));

async function signedInMember() {
  const pb = srv.newClient();
  await pb.collection('users').authWithPassword(MEMBER, PASSWORD);
  return pb;
}

async function failure(p: Promise<unknown>): Promise<ClientResponseError> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ClientResponseError);
  return err as ClientResponseError;
}

describe('without mail', () => {
  it('turning two-step sign-in on is refused with the reason, and the password alone still signs in', async () => {
    const pb = await signedInMember();
    const id = pb.authStore.record!.id;
    const e = await failure(pb.collection('users').update(id, { mfa_on: true }));
    expect(e.status).toBe(400);
    expect(e.response['data']).toMatchObject({
      mfa_on: { code: 'validation_mail_off', message: expect.stringContaining('set up mail') },
    });
    expect((await pb.collection('users').getOne(id))['mfa_on']).toBe(false);
  });

  it('the demo account cannot turn it on', async () => {
    const pb = srv.newClient();
    await pb.collection('users').authWithPassword('demo@fixture.test', PASSWORD);
    const e = await failure(pb.collection('users').update(pb.authStore.record!.id, { mfa_on: true }));
    expect(e.status).toBe(400);
  });
});

describe('once mail is set up', () => {
  beforeAll(async () => {
    await fx.su.settings.update({ smtp: { enabled: true, allowPrivateHost: true, host: '127.0.0.1', port: mail.port, tls: false } });
  });

  it('a member who turned it on signs in with the password and then a code by mail; turned off, the password alone', async () => {
    const pb = await signedInMember();
    const id = pb.authStore.record!.id;
    await pb.collection('users').update(id, { mfa_on: true });

    const first = await failure(srv.newClient().collection('users').authWithPassword(MEMBER, PASSWORD));
    expect(first.status).toBe(401);
    const mfaId = String(first.response['mfaId']);
    expect(mfaId).toMatch(/^\w{15}$/);
    const before = mail.to(MEMBER).length;
    const client = srv.newClient();
    const { otpId } = await client.collection('users').requestOTP(MEMBER);
    const code = otpCode(await mail.waitFor(MEMBER, before + 1));
    const auth = await client.collection('users').authWithOTP(otpId, code, { mfaId });
    expect(auth.record['role']).toBe('member');

    await client.collection('users').update(id, { mfa_on: false });
    const again = await srv.newClient().collection('users').authWithPassword(MEMBER, PASSWORD);
    expect(again.token).toBeTruthy();
  });

  it('members who did not turn it on are not asked for a code', async () => {
    const auth = await srv.newClient().collection('users').authWithPassword(MEMBER, PASSWORD);
    expect(auth.record['mfa_on']).toBe(false);
  });
});
