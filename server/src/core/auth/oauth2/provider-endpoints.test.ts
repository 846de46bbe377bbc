/**
 * An OAuth2 provider's token URL receives the client secret (issue 26): a new host needs the secret
 * again, and a loopback, link-local or private token or user info URL needs the operator's explicit
 * permission, both when the collection is saved and at the code exchange.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/harness/test-app.js';
import type { AuthCollection } from '../../collections/collection.js';
import { ApiError } from '../../../util/api-error.js';
import { fetchOAuth2User } from './oauth2-client.js';

let t: TestApp;
let idp: Server;
let port = 0;
const seen: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  idp = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      seen.push(`${req.method} ${req.url} ${body}`);
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(req.url === '/token' ? { access_token: 'at', expires_in: 60 } : { sub: 'u1', email: 'u1@example.com' }));
    });
  });
  await new Promise<void>((r) => idp.listen(0, '127.0.0.1', r));
  port = (idp.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise((r) => idp.close(r));
  await t?.close();
});

const provider = (over: Record<string, unknown> = {}) => ({
  name: 'oidc',
  clientId: 'cid',
  clientSecret: 'top-secret',
  authURL: 'https://idp.example.com/authorize',
  tokenURL: 'https://idp.example.com/token',
  userInfoURL: 'https://idp.example.com/userinfo',
  displayName: 'IdP',
  pkce: true,
  ...over,
});
const save = (p: Record<string, unknown>) =>
  t.inject({ method: 'PATCH', url: '/api/collections/users', auth: 'superuser', body: { oauth2: { enabled: true, providers: [p] } } });
const stored = () => (t.app.core.getCollection('users') as AuthCollection).oauth2.providers[0];

describe('OAuth2 provider endpoints', () => {
  it('a loopback or private token or user info URL is refused unless allowed', async () => {
    for (const [key, url] of [['tokenURL', `http://127.0.0.1:${port}/token`], ['userInfoURL', 'http://localhost/userinfo'], ['tokenURL', 'http://169.254.169.254/token']] as const) {
      const r = await save(provider({ [key]: url }));
      expect(r.statusCode, url).toBe(400);
      expect(r.json()).toMatchObject({ data: { oauth2: { providers: { 0: { [key]: { code: 'validation_private_host' } } } } } });
    }
    expect((await save(provider())).statusCode).toBe(200);
  });

  it('an import is checked the same way', async () => {
    const users = t.app.core.getCollection('users')!;
    const r = await t.inject({
      method: 'PUT',
      url: '/api/collections/import',
      auth: 'superuser',
      body: { collections: [{ id: users.id, name: 'users', type: 'auth', oauth2: { enabled: true, providers: [provider({ tokenURL: 'http://10.0.0.1/token' })] } }] },
    });
    expect(r.statusCode).toBe(400);
    expect(r.body).toContain('validation_private_host');
    expect(stored()!.tokenURL).toBe('https://idp.example.com/token');
  });

  it('a new token host needs the client secret again; the same hosts keep it', async () => {
    const r = await save(provider({ clientSecret: undefined, tokenURL: 'https://collector.example.net/token' }));
    expect(r.statusCode).toBe(400);
    expect(r.json()).toMatchObject({ data: { oauth2: { providers: { 0: { clientSecret: { message: 'Enter the client secret again for the new host.' } } } } } });
    expect(stored()).toMatchObject({ tokenURL: 'https://idp.example.com/token', clientSecret: 'top-secret' });
    expect((await save(provider({ clientSecret: undefined, displayName: 'Renamed' }))).statusCode).toBe(200);
    expect(stored()).toMatchObject({ displayName: 'Renamed', clientSecret: 'top-secret' });
    expect((await save(provider({ clientSecret: 'new-secret', tokenURL: 'https://idp2.example.com/token' }))).statusCode).toBe(200);
    expect(stored()).toMatchObject({ tokenURL: 'https://idp2.example.com/token', clientSecret: 'new-secret' });
  });

  it('the code exchange does not send the secret to a private address that was not allowed', async () => {
    const users = t.app.core.getCollection('users') as AuthCollection;
    const p = provider({ tokenURL: `http://127.0.0.1:${port}/token`, userInfoURL: `http://127.0.0.1:${port}/userinfo` });
    const withProvider = (over: Record<string, unknown>) =>
      ({ ...users, oauth2: { ...users.oauth2, enabled: true, providers: [{ ...p, ...over }] } }) as unknown as AuthCollection;
    const input = { code: 'c', codeVerifier: 'v', redirectURL: 'https://app.example.com/cb' };
    const err = await fetchOAuth2User(withProvider({}), 'oidc', input).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(seen).toEqual([]);
    const ok = await fetchOAuth2User(withProvider({ allowPrivateHost: true }), 'oidc', input);
    expect(ok.user.id).toBe('u1');
    expect(seen[0]).toMatch(/^POST \/token .*client_secret=top-secret/);
  });
});
