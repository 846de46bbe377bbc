/**
 * Issue 26 item 5 (decision 0031) through the SDK, oauth4webapi and plain fetch: a suspension ends
 * every credential the account handed out. Nothing issued before or during it works after a
 * reinstatement (password sessions, one-time codes, OAuth2 access and refresh tokens, API keys),
 * the OAuth2 refresh grant is refused while suspended, and a password change ends OAuth2 grants.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as oauth from 'oauth4webapi';
import type PocketBase from 'pocketbase';
import { startServer, type ServerProcess } from '../harness/server-process.js';
import { buildCoveyFixture, type CoveyFixture } from '../harness/covey-fixture.js';
import { expectError } from '../harness/expect-error.js';
import { MailCatcher, otpCode } from '../harness/mail-catcher.js';

let srv: ServerProcess;
let fx: CoveyFixture;
let as: oauth.AuthorizationServer;
let client: oauth.Client;
const mail = new MailCatcher();
const REDIRECT = 'http://127.0.0.1:9/callback';
const insecure = { [oauth.allowInsecureRequests]: true };
const PW = 'suspension-pass-123';
/** an employer admin signed in before mail (and with it staff MFA) was set up */
let employer: { pb: PocketBase; id: string };

async function newUser(email: string, role = 'member'): Promise<{ pb: PocketBase; id: string }> {
  const u = await fx.su.collection('users').create({ email, password: PW, passwordConfirm: PW, name: 'Sam Person', role });
  const pb = srv.newClient();
  await pb.collection('users').authWithPassword(email, PW);
  return { pb, id: u.id };
}

beforeAll(async () => {
  await mail.start();
  srv = await startServer();
  fx = await buildCoveyFixture(srv);
  employer = await newUser('susp.employer@fixture.test', 'employer');
  await fx.su.settings.update({
    // the OAuth issuer is the configured application URL (decision 0032)
    meta: { appURL: `${srv.url}/` },
    smtp: { enabled: true, allowPrivateHost: true, host: '127.0.0.1', port: mail.port, tls: false },
  });
  await fx.su.collections.update('users', { otp: { enabled: true } });
  const issuer = new URL(srv.url);
  as = await oauth.processDiscoveryResponse(issuer, await oauth.discoveryRequest(issuer, { algorithm: 'oauth2', ...insecure }));
  const created = await fx.clients.otherMember.collection('oauth_clients').create<{ id: string; client_id: string }>({
    owner: fx.user.otherMember,
    name: 'Pill Pal',
    homepage: 'https://pillpal.example',
    redirect_uris: [REDIRECT],
    type: 'public',
    allowed_scopes: ['profile', 'coverage:read'],
    status: 'pending_review',
  });
  await fx.su.collection('oauth_clients').update(created.id, { status: 'approved' });
  client = { client_id: created.client_id };
}, 120_000);
afterAll(async () => {
  await srv?.stop();
  await mail.stop();
});

/** the authorization code flow with consent by `pb` */
async function connectApp(pb: PocketBase) {
  const verifier = oauth.generateRandomCodeVerifier();
  const state = oauth.generateRandomState();
  const query = {
    client_id: client.client_id,
    redirect_uri: REDIRECT,
    response_type: 'code',
    scope: 'coverage:read profile',
    state,
    code_challenge: await oauth.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
  };
  const res = await pb.send<{ redirect: string }>('/api/oauth/authorize', { method: 'POST', body: { ...query, decision: 'allow', member: '' } });
  const params = oauth.validateAuthResponse(as, client, new URL(res.redirect), state);
  const grant = await oauth.authorizationCodeGrantRequest(as, client, oauth.None(), params, REDIRECT, verifier, insecure);
  return oauth.processAuthorizationCodeResponse(as, client, grant);
}

/** the refresh grant as a plain form post: its status and error */
async function refresh(token: string): Promise<{ status: number; error: string; access: string }> {
  const res = await fetch(`${srv.url}/api/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: token, client_id: client.client_id }),
  });
  const body = (await res.json()) as Record<string, string>;
  return { status: res.status, error: body['error'] ?? '', access: body['access_token'] ?? '' };
}

const api = async (token: string, path: string) =>
  (await fetch(`${srv.url}${path}`, { headers: { authorization: `Bearer ${token}` } })).status;
const COVERAGES = '/api/collections/coverages/records';

async function requestCode(email: string): Promise<{ otpId: string; code: string }> {
  const before = mail.to(email).length;
  const { otpId } = await srv.newClient().collection('users').requestOTP(email);
  return { otpId, code: otpCode(await mail.waitFor(email, before + 1)) };
}

describe('a suspension ends every credential of the account', () => {
  it('password sessions, one-time codes and OAuth2 tokens from before or during it stay dead after reinstatement', async () => {
    const email = 'susp.oauth@fixture.test';
    const { pb, id } = await newUser(email);
    const tokens = await connectApp(pb);
    expect(await api(tokens.access_token, COVERAGES)).toBe(200);
    // a second chain, refreshed once: its newest refresh token is the one still live
    const other = await connectApp(pb);
    const rotated = await refresh(other.refresh_token!);
    expect(rotated.status).toBe(200);
    const before = await requestCode(email);

    await fx.su.collection('users').update(id, { status: 'suspended' });

    // while suspended the refresh grant mints nothing
    const refused = await refresh(tokens.refresh_token!);
    expect(refused).toMatchObject({ status: 400, error: 'invalid_grant', access: '' });
    expect(await api(tokens.access_token, COVERAGES)).toBe(401);
    const during = await requestCode(email);
    await expectError(srv.newClient().collection('users').authWithOTP(during.otpId, during.code), { status: 400 });
    const grants = await fx.su.collection('oauth_grants').getFullList({ filter: `user = "${id}"` });
    expect(grants.length).toBeGreaterThan(0);
    expect(grants.every((g) => g['revoked'] === true)).toBe(true);

    const lateCode = await requestCode(email);
    await fx.su.collection('users').update(id, { status: 'active' });

    // reinstated: the person signs in again, nothing issued before or during the suspension works
    const fresh = srv.newClient();
    await fresh.collection('users').authWithPassword(email, PW);
    await expectError(pb.collection('users').authRefresh(), { status: 401 });
    expect(await api(tokens.access_token, COVERAGES)).toBe(401);
    expect(await api(other.access_token, COVERAGES)).toBe(401);
    expect(await api(rotated.access, COVERAGES)).toBe(401);
    expect((await refresh(tokens.refresh_token!)).status).toBe(400);
    expect((await refresh(other.refresh_token!)).status).toBe(400);
    for (const otp of [before, lateCode]) {
      await expectError(srv.newClient().collection('users').authWithOTP(otp.otpId, otp.code), { status: 400 });
    }
    // the person connects the app again, by choice
    const again = await connectApp(fresh);
    expect(await api(again.access_token, COVERAGES)).toBe(200);
  });

  it('API keys are revoked and stay revoked after reinstatement', async () => {
    const key = await employer.pb.send<{ id: string; key: string }>('/api/keys', { method: 'POST', body: { name: 'HRIS', scopes: ['read:roster'] } });
    const roster = '/api/collections/members/records';
    expect(await api(key.key, roster)).toBe(200);
    await fx.su.collection('users').update(employer.id, { status: 'suspended' });
    expect(await api(key.key, roster)).toBe(401);
    await fx.su.collection('users').update(employer.id, { status: 'active' });
    expect(await api(key.key, roster)).toBe(401);
    expect((await fx.su.collection('api_keys').getOne(key.id))['revoked']).toBe(true);
    await expectError(employer.pb.collection('users').authRefresh(), { status: 401 });
  });
});

describe('a password change', () => {
  it('ends every OAuth2 grant, as it ends every session', async () => {
    const email = 'pwchange.oauth@fixture.test';
    const { pb, id } = await newUser(email);
    const tokens = await connectApp(pb);
    expect(await api(tokens.access_token, COVERAGES)).toBe(200);
    const NEW = 'another-pass-456';
    await pb.collection('users').update(id, { oldPassword: PW, password: NEW, passwordConfirm: NEW });
    expect(await api(tokens.access_token, COVERAGES)).toBe(401);
    expect((await refresh(tokens.refresh_token!)).status).toBe(400);
    const grants = await fx.su.collection('oauth_grants').getFullList({ filter: `user = "${id}"` });
    expect(grants.every((g) => g['revoked'] === true)).toBe(true);
  });
});
