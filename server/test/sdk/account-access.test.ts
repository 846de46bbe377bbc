/**
 * Issue 10 §3–7 through the official SDK: employers keep a roster and cannot re-link members;
 * suspended accounts cannot sign in by any method and their tokens, file tokens and realtime
 * connections stop at once; support impersonation follows product.md §6; uploads are shared with
 * the counselor unless the member says otherwise; password guessing is throttled per account
 * without locking the person out.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type PocketBase from 'pocketbase';
import { startServer, type ServerProcess } from '../harness/server-process.js';
import { buildCoveyFixture, png, type CoveyFixture } from '../harness/covey-fixture.js';
import { expectError, codesOf } from '../harness/expect-error.js';
import { MailCatcher, otpCode } from '../harness/mail-catcher.js';
import { collect, eventually } from '../harness/realtime-client.js';
import { OidcProvider } from '../harness/oidc-provider.js';

let srv: ServerProcess;
let fx: CoveyFixture;
const idOf = (key: string): string => fx.ids[key] ?? '';
const mail = new MailCatcher();
const idp = new OidcProvider();
const REDIRECT = 'http://localhost:5173/oauth-callback';
const PW = 'account-pass-123';

beforeAll(async () => {
  await mail.start();
  await idp.start();
  srv = await startServer();
  fx = await buildCoveyFixture(srv);
  await fx.su.settings.update({ smtp: { enabled: true, allowPrivateHost: true, host: '127.0.0.1', port: mail.port, tls: false } });
  await fx.su.collections.update('users', { otp: { enabled: true }, oauth2: { enabled: true, providers: [idp.config('oidc')] } });
}, 120_000);
afterAll(async () => {
  await srv?.stop();
  await mail.stop();
  await idp.stop();
});

/** the OAuth2 code flow as the web app does it, signing in the identity `idp.user` */
async function oauth2SignIn(pb: PocketBase) {
  const methods = await pb.collection('users').listAuthMethods();
  const p = methods.oauth2.providers.find((x) => x.name === 'oidc')!;
  const { code } = await idp.authorize(p.authURL + encodeURIComponent(REDIRECT));
  return pb.collection('users').authWithOAuth2Code('oidc', code, p.codeVerifier, REDIRECT);
}

/** the first mail to `email` with a subject matching `re` among those that arrive after `after` mails */
async function mailAfter(email: string, after: number, re: RegExp) {
  let found: ReturnType<MailCatcher['to']>[number] | undefined;
  const ok = await eventually(() => !!(found = mail.to(email).slice(after).find((m) => re.test(m.subject))), 5000);
  if (!ok || !found) throw new Error(`no mail matching ${re} to ${email}`);
  return found;
}

async function signedIn(email: string): Promise<{ pb: PocketBase; id: string }> {
  const u = await fx.su.collection('users').create({ email, password: PW, passwordConfirm: PW, name: 'Sam Person' });
  const pb = srv.newClient();
  await pb.collection('users').authWithPassword(email, PW);
  return { pb, id: u.id };
}

describe('employers keep a roster, not relationships', () => {
  it('an employer admin cannot make one member the subscriber of another', async () => {
    const employer = fx.clients.employer.collection('members');
    await expectError(employer.update(idOf('members'), { subscriber: fx.ids['mB'], relationship: 'child' }), { status: 404 });
    for (const body of [{ subscriber: fx.ids['mB'] }, { relationship: 'child' }, { employer: '' }, { user: fx.user.employer }, { minor: true }, { counselor: fx.ids['cB'] }]) {
      await expect(employer.update(idOf('members'), body), JSON.stringify(body)).rejects.toMatchObject({ status: expect.any(Number) });
    }
    // the same through field modifiers, a multipart body, @jsonPayload and a batch
    await expect(employer.update(idOf('members'), { 'subscriber+': fx.ids['mB'], status: 'active' })).rejects.toMatchObject({ status: expect.any(Number) });
    const form = new FormData();
    form.append('subscriber', fx.ids['mB']!);
    form.append('status', 'active');
    await expect(employer.update(idOf('members'), form)).rejects.toMatchObject({ status: expect.any(Number) });
    const payload = new FormData();
    payload.append('@jsonPayload', JSON.stringify({ subscriber: fx.ids['mB'], relationship: 'child' }));
    await expect(employer.update(idOf('members'), payload)).rejects.toMatchObject({ status: expect.any(Number) });
    const batch = fx.clients.employer.createBatch();
    batch.collection('members').update(idOf('members'), { subscriber: fx.ids['mB'], relationship: 'child', status: 'active' });
    await expect(batch.send()).rejects.toMatchObject({ status: expect.any(Number) });
    const after = await fx.su.collection('members').getOne(idOf('members'));
    expect(after).toMatchObject({ subscriber: '', relationship: 'self', employer: fx.ids['employers'], user: fx.user.member });
  });
  it('an employer admin may change roster fields', async () => {
    const saved = await fx.clients.employer.collection('members').update(idOf('members'), {
      employee_id: 'E-1001', eligibility_start: '2025-01-01 00:00:00.000Z', eligibility_end: '2026-12-31 00:00:00.000Z', status: 'active',
    });
    expect(saved).toMatchObject({ employee_id: 'E-1001', status: 'active' });
  });
  it('a counselor cannot re-link the member either', async () => {
    await expectError(fx.clients.counselor.collection('members').update(idOf('members'), { subscriber: fx.ids['mB'] }), { status: 404 });
    expect((await fx.su.collection('members').getOne(idOf('members')))['subscriber']).toBe('');
  });
});

describe('a suspended account', () => {
  it('cannot sign in by password, OTP or refresh, and its tokens stop working at once', async () => {
    const { pb, id } = await signedIn('suspend.me@fixture.test');
    const token = pb.authStore.token;
    const fileToken = await pb.files.getToken();
    const notes = await collect(pb, 'notifications', '*');
    await fx.su.collection('notifications').create({ user: id, title: 'before', kind: 'system' });
    expect(await eventually(() => notes.events.length === 1, 5000)).toBe(true);

    await fx.su.collection('users').update(id, { status: 'suspended' });

    await expectError(srv.newClient().collection('users').authWithPassword('suspend.me@fixture.test', PW), { status: 400, message: 'Failed to authenticate.' });
    await expectError(pb.collection('users').authRefresh(), { status: 401 });
    await expectError(pb.collection('users').getOne(id), { status: 404 });
    expect(pb.authStore.token).toBe(token);
    const sent = mail.to('suspend.me@fixture.test').length;
    const { otpId } = await srv.newClient().collection('users').requestOTP('suspend.me@fixture.test');
    const code = otpCode(await mailAfter('suspend.me@fixture.test', sent, /OTP/));
    await expectError(srv.newClient().collection('users').authWithOTP(otpId, code), { status: 400, message: 'Failed to authenticate.' });
    // a file token issued before the suspension grants nothing
    const file = await fx.clients.member.collection('files').getOne(idOf('files'));
    const url = pb.files.getURL(file, String(file['file']), { token: fileToken });
    expect((await fetch(url)).status).toBe(404);
    // the open realtime connection no longer receives the account's records
    await fx.su.collection('notifications').create({ user: id, title: 'after', kind: 'system' });
    const other = await collect(fx.su, 'notifications', '*');
    await fx.su.collection('notifications').create({ user: id, title: 'flush', kind: 'system' });
    expect(await eventually(() => other.events.some((e) => e.record['title'] === 'flush'), 5000)).toBe(true);
    expect(notes.events.map((e) => e.record['title'])).toEqual(['before']);
    await notes.unsubscribe().catch(() => undefined);
    await other.unsubscribe();

    // reinstated: signs in again, but the tokens issued before the suspension stay dead
    await fx.su.collection('users').update(id, { status: 'active' });
    await srv.newClient().collection('users').authWithPassword('suspend.me@fixture.test', PW);
    await expectError(pb.collection('users').authRefresh(), { status: 401 });
    await expectError(pb.collection('users').getOne(id), { status: 404 });
    expect((await fetch(url)).status).toBe(404);
  });
  it('cannot sign in by OAuth2 either, and can again once reinstated', async () => {
    idp.user = { sub: 'suspended-oauth-1', email: 'suspend.oauth@fixture.test', email_verified: true, name: 'Sam OAuth' };
    const first = await oauth2SignIn(srv.newClient());
    const id = first.record.id;
    await fx.su.collection('users').update(id, { status: 'suspended' });
    await expectError(oauth2SignIn(srv.newClient()), { status: 400, message: 'Failed to authenticate.' });
    await fx.su.collection('users').update(id, { status: 'active' });
    expect((await oauth2SignIn(srv.newClient())).record.id).toBe(id);
  });
  it('cannot be impersonated either', async () => {
    const { id } = await signedIn('suspend.imp@fixture.test');
    await fx.su.collection('users').update(id, { status: 'suspended' });
    await expectError(fx.su.collection('users').impersonate(id, 0, { body: { reason: 'ticket 1' } }), { status: 400, message: 'Failed to authenticate.' });
  });
});

describe('support impersonation (product.md §6)', () => {
  it('needs a reason', async () => {
    const { id } = await signedIn('imp.noreason@fixture.test');
    const err = await expectError(fx.su.collection('users').impersonate(id, 600), { status: 400 });
    expect(codesOf(err)).toMatchObject({ reason: 'validation_required' });
    expect((await fx.su.collection('notifications').getList(1, 1, { filter: `user = "${id}"` })).totalItems).toBe(0);
  });
  it('lasts at most 15 minutes, is not refreshable, and is logged and notified', async () => {
    const { id } = await signedIn('imp.ok@fixture.test');
    const member = await fx.su.collection('members').getFirstListItem(`user = "${id}"`);
    const client = await fx.su.collection('users').impersonate(id, 86_400, { body: { reason: 'Ticket 42: cannot see my card' } });
    const payload = JSON.parse(Buffer.from(client.authStore.token.split('.')[1]!, 'base64url').toString()) as Record<string, number | boolean>;
    expect(Number(payload['exp']) - Math.floor(Date.now() / 1000)).toBeLessThanOrEqual(15 * 60);
    expect(payload['refreshable']).toBe(false);
    const refreshed = await client.collection('users').authRefresh();
    expect(refreshed.token).toBe(client.authStore.token);
    const update = await fx.su.collection('updates').getFirstListItem(`member = "${member.id}" && action = "impersonated"`);
    expect(update['summary']).toContain('Ticket 42');
    const notice = await fx.su.collection('notifications').getFirstListItem(`user = "${id}"`);
    expect(notice['update']).toBe(update.id);
    // the user sees both
    const own = srv.newClient();
    await own.collection('users').authWithPassword('imp.ok@fixture.test', PW);
    expect((await own.collection('notifications').getList(1, 10)).items.map((n) => n.id)).toContain(notice.id);
    expect((await own.collection('updates').getList(1, 10, { filter: 'action = "impersonated"' })).totalItems).toBe(1);
  });
  it('is refused when the user turned support access off', async () => {
    const { pb, id } = await signedIn('imp.optout@fixture.test');
    await pb.collection('users').update(id, { allow_support_view: false });
    await expectError(fx.su.collection('users').impersonate(id, 600, { body: { reason: 'curious' } }), { status: 403 });
    expect((await fx.su.collection('updates').getList(1, 1, { filter: `action = "impersonated" && data.user = "${id}"` })).totalItems).toBe(0);
  });
  it('stays superuser only', async () => {
    await expectError(fx.clients.counselor.collection('users').impersonate(fx.user.member, 600, { body: { reason: 'x' } }), { status: 403 });
  });
});

describe('uploads', () => {
  it('are shared with the counselor unless the body says otherwise', async () => {
    const files = fx.clients.member.collection('files');
    const shared = await files.create({ member: fx.ids['members'], owner: fx.user.member, title: 'EOB', kind: 'eob', file: png() });
    expect(shared['shared_with_counselor']).toBe(true);
    const kept = await files.create({ member: fx.ids['members'], owner: fx.user.member, title: 'Private', kind: 'other', file: png(), shared_with_counselor: false });
    expect(kept['shared_with_counselor']).toBe(false);
    const counselor = fx.clients.counselor.collection('files');
    const assigned = (await fx.su.collection('members').getOne(idOf('members')))['counselor'] === fx.ids['cA'];
    if (assigned) {
      expect((await counselor.getOne(shared.id)).id).toBe(shared.id);
      await expectError(counselor.getOne(kept.id), { status: 404 });
    }
  });
});

describe('password guessing per account', () => {
  it('slows guesses down per account, and the person can still sign in by OTP or reset', async () => {
    const email = 'guessed@fixture.test';
    await fx.su.collection('users').create({ email, password: PW, passwordConfirm: PW, name: 'Guessed' });
    for (let i = 0; i < 5; i++) {
      await expectError(srv.newClient().collection('users').authWithPassword(email, `wrong-${i}-pass`), { status: 400, message: 'Failed to authenticate.' });
    }
    // now the account waits: even the right password is not heard
    const err = await expectError(srv.newClient().collection('users').authWithPassword(email, PW), { status: 429 });
    expect(err.message).toMatch(/one-time code|reset/);
    // unknown accounts behave the same (no enumeration)
    for (let i = 0; i < 5; i++) await srv.newClient().collection('users').authWithPassword('nobody@fixture.test', `wrong-${i}-pass`).catch(() => undefined);
    await expectError(srv.newClient().collection('users').authWithPassword('nobody@fixture.test', 'x-wrong-pass'), { status: 429 });
    // other accounts are not affected
    await srv.newClient().collection('users').authWithPassword('member@fixture.test', 'fixture-pass-123');
    // the way out: OTP sign-in works and ends the delay
    const pb = srv.newClient();
    const before = mail.to(email).length;
    const { otpId } = await pb.collection('users').requestOTP(email);
    await pb.collection('users').authWithOTP(otpId, otpCode(await mailAfter(email, before, /OTP/)));
    await srv.newClient().collection('users').authWithPassword(email, PW);
    // and a password reset mail still goes out during a delay
    for (let i = 0; i < 6; i++) await srv.newClient().collection('users').authWithPassword(email, `again-${i}-pass`).catch(() => undefined);
    const sentBefore = mail.to(email).length;
    await srv.newClient().collection('users').requestPasswordReset(email);
    expect((await mailAfter(email, sentBefore, /password/i)).subject).toMatch(/password/i);
  });
});
