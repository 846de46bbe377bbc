import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EventSource } from 'eventsource';
import type PocketBase from 'pocketbase';
import { AUTH_COLLECTION, createAuthCollection } from '../harness/auth-collection.js';
import { startServer, type ServerProcess } from '../harness/server-process.js';
import { expectError } from '../harness/expect-error.js';
import { OidcProvider } from '../harness/oidc-provider.js';

(globalThis as { EventSource?: unknown }).EventSource ??= EventSource;

let srv: ServerProcess;
let su: PocketBase;
const idp = new OidcProvider();
const apple = new OidcProvider();
const REDIRECT = 'http://localhost:5173/oauth-callback';

/** the manual (code) flow as an app does it */
async function signIn(pb: PocketBase, provider = 'oidc', createData?: Record<string, unknown>) {
  const methods = await pb.collection(AUTH_COLLECTION).listAuthMethods();
  const p = methods.oauth2.providers.find((x) => x.name === provider)!;
  const { code, state } = await (provider === 'apple' ? apple : idp).authorize(p.authURL + encodeURIComponent(REDIRECT));
  expect(state).toBe(p.state);
  return pb.collection(AUTH_COLLECTION).authWithOAuth2Code(provider, code, p.codeVerifier, REDIRECT, createData);
}

beforeAll(async () => {
  await idp.start();
  apple.issuer = 'https://appleid.apple.com';
  await apple.start();
  srv = await startServer({ rateLimits: true });
  su = await srv.superuserClient();
  await createAuthCollection(su);
  await su.collections.update(AUTH_COLLECTION, {
    oauth2: {
      enabled: true,
      providers: [
        idp.config('oidc'),
        idp.config('oidc2', { displayName: 'Second IdP' }),
        apple.config('apple', { userInfoURL: `${apple.url}/jwks` }),
      ],
    },
  });
});
afterAll(async () => {
  await srv?.stop();
  await idp.stop();
  await apple.stop();
});

describe('OAuth2 sign-in with a real OpenID Connect provider', () => {
  it('auth-methods lists the providers with state and PKCE', async () => {
    const m = await srv.newClient().collection(AUTH_COLLECTION).listAuthMethods();
    expect(m.oauth2.enabled).toBe(true);
    const p = m.oauth2.providers.find((x) => x.name === 'oidc')!;
    expect(p.displayName).toBe('Local OIDC');
    expect(p.state).toHaveLength(30);
    expect(p.authURL.endsWith('&redirect_uri=')).toBe(true);
    expect(p.codeChallengeMethod).toBe('S256');
    expect(new URL(p.authURL).searchParams.get('code_challenge')).toBe(p.codeChallenge);
    expect(m.oauth2.providers.find((x) => x.name === 'apple')!.authURL).toContain('response_mode=form_post');
  });

  it('creates a verified user from a provider-verified email, then signs the same identity in again', async () => {
    idp.user = { sub: 'alice-1', email: 'alice@example.com', email_verified: true, name: 'Alice A' };
    const pb = srv.newClient();
    const first = await signIn(pb);
    expect(first.meta?.['isNew']).toBe(true);
    expect(first.meta?.['email']).toBe('alice@example.com');
    expect(first.record).toMatchObject({ email: 'alice@example.com', verified: true, name: 'Alice A' });
    expect(idp.tokenRequests.at(-1)?.get('code_verifier')).toBeTruthy();
    const second = await signIn(srv.newClient());
    expect(second.meta?.['isNew']).toBe(false);
    expect(second.record.id).toBe(first.record.id);
    const links = await pb.collection(AUTH_COLLECTION).listExternalAuths(first.record.id);
    expect(links.map((l) => [l['provider'], l['providerId']])).toEqual([['oidc', 'alice-1']]);
  });

  it('completes the SDK all-in-one flow over realtime (@oauth2 + /api/oauth2-redirect)', async () => {
    idp.user = { sub: 'bob-1', email: 'bob@example.com', email_verified: true };
    const pb = srv.newClient();
    const auth = await pb.collection(AUTH_COLLECTION).authWithOAuth2({
      provider: 'oidc',
      urlCallback: async (url) => {
        expect(url).toContain(encodeURIComponent(`${srv.url}/api/oauth2-redirect`));
        const { location } = await idp.authorize(url);
        const res = await fetch(location);
        expect(await res.text()).toBe('Auth completed. You can close this window and go back to the app.');
      },
    });
    expect(auth.record['email']).toBe('bob@example.com');
    expect(pb.authStore.isValid).toBe(true);
  });

  it('/api/oauth2-redirect refuses unknown realtime clients', async () => {
    const res = await fetch(`${srv.url}/api/oauth2-redirect?state=nope&code=abc`);
    expect(await res.text()).toBe('Failed to authenticate. You can close this window and go back to the app to try again.');
    const post = await fetch(`${srv.url}/api/oauth2-redirect`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'state=nope&code=abc' });
    expect(post.status).toBe(200);
  });

  it('a client-sent createData.email never verifies an account', async () => {
    idp.user = { sub: 'carol-1' };
    const res = await signIn(srv.newClient(), 'oidc', { email: 'carol@example.com', name: 'Carol' });
    expect(res.record).toMatchObject({ email: 'carol@example.com', verified: false, name: 'Carol' });
    idp.user = { sub: 'carol-2', email: 'carol2@example.com', email_verified: false };
    const res2 = await signIn(srv.newClient(), 'oidc', { email: 'other@example.com' });
    expect(res2.record).toMatchObject({ email: 'carol2@example.com', verified: false });
  });

  it('CVE-2024-38351: OAuth2 onto an unverified password account kills the pre-registered password', async () => {
    const attacker = srv.newClient();
    await attacker.collection(AUTH_COLLECTION).create({ email: 'victim@example.com', password: 'attacker-pass-1', passwordConfirm: 'attacker-pass-1' });
    idp.user = { sub: 'victim-google', email: 'victim@example.com', email_verified: true };
    const victim = await signIn(srv.newClient());
    expect(victim.record['verified']).toBe(true);
    await expectError(attacker.collection(AUTH_COLLECTION).authWithPassword('victim@example.com', 'attacker-pass-1'), { status: 400, message: 'Failed to authenticate.' });
  });

  it('CVE-2026-44166: the earlier provider link of an unverified account does not survive the verified sign-in', async () => {
    // attacker signs in via provider "oidc2" (no verified email) and claims the victim's address
    idp.user = { sub: 'attacker-x', email: 'victim2@example.com', email_verified: false };
    const pre = await signIn(srv.newClient(), 'oidc2');
    expect(pre.record).toMatchObject({ email: 'victim2@example.com', verified: false });
    // the victim arrives through another provider with the verified address
    idp.user = { sub: 'victim2-sub', email: 'victim2@example.com', email_verified: true };
    const victim = await signIn(srv.newClient(), 'oidc');
    expect(victim.record.id).toBe(pre.record.id);
    expect(victim.record['verified']).toBe(true);
    const links = await su.collection('_externalAuths').getFullList({ filter: `recordRef = "${victim.record.id}"` });
    expect(links.map((l) => l['provider'])).toEqual(['oidc']);
    // the attacker's provider identity no longer reaches the victim's account
    idp.user = { sub: 'attacker-x', email: 'victim2@example.com', email_verified: false };
    const again = await signIn(srv.newClient(), 'oidc2').catch((e: unknown) => e);
    if (!(again instanceof Error)) expect((again as { record: { id: string } }).record.id).not.toBe(victim.record.id);
  });

  it('never fetches an avatar from loopback, incl. IPv4-mapped IPv6; the sign-in still works', async () => {
    for (const [i, picture] of [`${idp.url}/avatar.png`, 'http://[::ffff:127.0.0.1]:9/a.png', 'http://169.254.169.254/latest/meta-data'].entries()) {
      idp.user = { sub: `pic-${i}`, email: `pic${i}@example.com`, email_verified: true, picture };
      const res = await signIn(srv.newClient());
      expect(res.record['avatar']).toBe('');
    }
  });

  it('verifies Apple id_tokens against the JWKS', async () => {
    apple.user = { sub: 'apple-1', email: 'apple@example.com', email_verified: true };
    const res = await signIn(srv.newClient(), 'apple');
    expect(res.record).toMatchObject({ email: 'apple@example.com', verified: true });
  });

  it('reports token, provider and configuration errors', async () => {
    const pb = srv.newClient();
    await expectError(pb.collection(AUTH_COLLECTION).authWithOAuth2Code('oidc', 'bad-code', 'v', REDIRECT), { status: 400, message: 'Failed to fetch OAuth2 token.' });
    await expectError(pb.collection(AUTH_COLLECTION).authWithOAuth2Code('github', 'c', 'v', REDIRECT), { status: 400, data: { provider: { code: 'validation_invalid_provider' } } });
    await expectError(pb.collection('_superusers').authWithOAuth2Code('oidc', 'c', 'v', REDIRECT), { status: 403 });
  });
});
