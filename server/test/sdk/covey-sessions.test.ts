/**
 * "Sign out other devices" (`POST /api/account/sessions/end-others`) through the SDK against the built
 * server: every token the account had before stops working, the calling device gets a fresh one, other
 * accounts are untouched; no auth → 401, a superuser (no account) → 403.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type PocketBase from 'pocketbase';
import { startServer, type ServerProcess } from '../harness/server-process.js';
import { expectError } from '../harness/expect-error.js';

let srv: ServerProcess;
const PW = 'sessions-pass-123';

async function signIn(email: string): Promise<PocketBase> {
  const pb = srv.newClient();
  await pb.collection('users').authWithPassword(email, PW);
  return pb;
}

beforeAll(async () => {
  srv = await startServer();
  for (const email of ['two-devices@example.com', 'bystander@example.com']) {
    await srv.newClient().collection('users').create({ email, password: PW, passwordConfirm: PW, name: 'Session Tester' });
  }
}, 120_000);
afterAll(async () => {
  await srv?.stop();
});

describe('sign out other devices', () => {
  it('ends every other session of the account and keeps this one signed in', async () => {
    const laptop = await signIn('two-devices@example.com');
    const phone = await signIn('two-devices@example.com');
    const bystander = await signIn('bystander@example.com');
    const oldLaptopToken = laptop.authStore.token;

    const answer = await laptop.send<{ token: string; record: { id: string; email: string } }>('/api/account/sessions/end-others', {
      method: 'POST',
    });
    expect(answer.record.id).toBe(laptop.authStore.record!.id);
    expect(answer.record.email).toBe('two-devices@example.com');
    expect(answer.token).not.toBe(oldLaptopToken);

    // the other device's token no longer works
    await expectError(phone.collection('users').authRefresh(), { status: 401 });
    // nor does the token this device had before
    const stale = srv.newClient();
    stale.authStore.save(oldLaptopToken, null);
    await expectError(stale.collection('users').authRefresh(), { status: 401 });
    // the fresh one does
    laptop.authStore.save(answer.token, laptop.authStore.record);
    const again = await laptop.collection('users').authRefresh();
    expect(again.record.id).toBe(answer.record.id);
    // another account is untouched
    await expect(bystander.collection('users').authRefresh()).resolves.toBeTruthy();
  });

  it('needs a signed-in user account', async () => {
    await expectError(srv.newClient().send('/api/account/sessions/end-others', { method: 'POST' }), { status: 401 });
    const su = await srv.superuserClient();
    await expectError(su.send('/api/account/sessions/end-others', { method: 'POST' }), { status: 403 });
  });
});
