/**
 * Issue 18 §3–5: Covey as an OAuth2 authorization server, driven by a maintained client library
 * (oauth4webapi) against the built server: discovery, authorization code + PKCE S256 with the
 * consent endpoints the /oauth/authorize screen uses, tokens scoped to the grant and to the granted
 * person, refresh rotation with reuse detection, code reuse, RFC 7009 revocation, revoking a grant
 * from the account, and the refusals (wrong verifier, redirect URI, scope, suspended client).
 */
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as oauth from 'oauth4webapi';
import type PocketBase from 'pocketbase';
import { startServer, type ServerProcess } from '../harness/server-process.js';
import { buildCoveyFixture, type CoveyFixture } from '../harness/covey-fixture.js';

let srv: ServerProcess;
let fx: CoveyFixture;
let as: oauth.AuthorizationServer;
const REDIRECT = 'http://127.0.0.1:9/callback';
const insecure = { [oauth.allowInsecureRequests]: true };
let publicClient: oauth.Client;
let clientRecordId = '';

beforeAll(async () => {
  srv = await startServer();
  fx = await buildCoveyFixture(srv);
  // the issuer is the configured application URL (decision 0032)
  await fx.su.settings.update({ meta: { appURL: `${srv.url}/` } });
  const issuer = new URL(srv.url);
  as = await oauth.processDiscoveryResponse(
    issuer,
    await oauth.discoveryRequest(issuer, { algorithm: 'oauth2', ...insecure }),
  );
  const created = await registerClient(fx.clients.otherMember, fx.user.otherMember, { type: 'public' });
  clientRecordId = created.id;
  await fx.su.collection('oauth_clients').update(created.id, { status: 'approved' });
  publicClient = { client_id: created.client_id };
}, 120_000);
afterAll(async () => {
  await srv?.stop();
});

async function registerClient(pb: PocketBase, owner: string, over: Record<string, unknown> = {}) {
  return pb.collection('oauth_clients').create<{ id: string; client_id: string; status: string }>({
    owner,
    name: 'Pill Pal',
    homepage: 'https://pillpal.example',
    redirect_uris: [REDIRECT],
    type: 'public',
    allowed_scopes: ['profile', 'coverage:read', 'appointments:read', 'tasks:read'],
    status: 'pending_review',
    ...over,
  });
}

interface Started {
  verifier: string;
  state: string;
  query: Record<string, string>;
}

async function start(
  client: oauth.Client,
  scope = 'coverage:read profile',
  over: Record<string, string> = {},
): Promise<Started> {
  const verifier = oauth.generateRandomCodeVerifier();
  const state = oauth.generateRandomState();
  const query = {
    client_id: client.client_id,
    redirect_uri: REDIRECT,
    response_type: 'code',
    scope,
    state,
    code_challenge: await oauth.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    ...over,
  };
  return { verifier, state, query };
}

/** what the consent screen does on Allow / Deny */
async function decide(pb: PocketBase, s: Started, decision: 'allow' | 'deny', member = ''): Promise<URL> {
  const res = await pb.send<{ redirect: string }>('/api/oauth/authorize', {
    method: 'POST',
    body: { ...s.query, decision, member },
  });
  return new URL(res.redirect);
}

async function exchange(client: oauth.Client, s: Started, redirect: URL, verifier = s.verifier) {
  const params = oauth.validateAuthResponse(as, client, redirect, s.state);
  const res = await oauth.authorizationCodeGrantRequest(as, client, oauth.None(), params, REDIRECT, verifier, insecure);
  return oauth.processAuthorizationCodeResponse(as, client, res);
}

async function fullFlow(scope = 'coverage:read profile') {
  const s = await start(publicClient, scope);
  const redirect = await decide(fx.clients.member, s, 'allow');
  return { s, redirect, tokens: await exchange(publicClient, s, redirect) };
}

const api = (token: string, path: string) =>
  fetch(`${srv.url}${path}`, { headers: { authorization: `Bearer ${token}` } });
const items = async (res: Response) => ((await res.json()) as { items: { id: string }[] }).items.map((i) => i.id);

describe('discovery', () => {
  it('publishes RFC 8414 metadata with PKCE S256', () => {
    expect(as.token_endpoint).toBe(`${srv.url}/api/oauth/token`);
    expect(as.authorization_endpoint).toBe(`${srv.url}/oauth/authorize`);
    expect(as.revocation_endpoint).toBe(`${srv.url}/api/oauth/revoke`);
    expect(as.code_challenge_methods_supported).toEqual(['S256']);
    expect(as.scopes_supported).toContain('coverage:read');
  });

  it('takes the issuer from the configured application URL, never from the Host header', async () => {
    const doc = await new Promise<Record<string, unknown>>((resolve, reject) => {
      const req = request(
        `${srv.url}/.well-known/oauth-authorization-server`,
        { headers: { host: 'evil.example' } },
        (res) => {
          let body = '';
          res.on('data', (c: Buffer) => (body += c.toString()));
          res.on('end', () => resolve(JSON.parse(body) as Record<string, unknown>));
        },
      );
      req.on('error', reject);
      req.end();
    });
    expect(doc['issuer']).toBe(srv.url);
    expect(doc['token_endpoint']).toBe(`${srv.url}/api/oauth/token`);
    expect(JSON.stringify(doc)).not.toContain('evil.example');
  });
});

describe('client registration', () => {
  it('refuses a homepage that is not an http(s) link (a javascript: URL dressed as user@host)', async () => {
    for (const homepage of ["javascript:'@pillpal.example/';alert(document.cookie)", 'data:text/html,hi', 'ftp://pillpal.example']) {
      const err = await registerClient(fx.clients.otherMember, fx.user.otherMember, { homepage }).catch((e: unknown) => e);
      expect(err).toMatchObject({ status: 400, response: { data: { homepage: { code: 'validation_invalid_url' } } } });
    }
  });
});

describe('authorization code with PKCE', () => {
  it('issues tokens scoped to the grant and to the granted person', async () => {
    const { s, redirect, tokens } = await fullFlow();
    expect(redirect.searchParams.get('state')).toBe(s.state);
    expect(tokens.access_token).toMatch(/^co_at_/);
    expect(tokens.refresh_token).toMatch(/^co_rt_/);
    expect(tokens.token_type.toLowerCase()).toBe('bearer');
    const cov = await api(tokens.access_token, '/api/collections/coverages/records');
    expect(cov.status).toBe(200);
    expect(await items(cov)).toContain(fx.ids['coverages']);
    const members = await api(tokens.access_token, '/api/collections/members/records');
    expect(await items(members)).toEqual([fx.ids['members']]);
    // outside the scopes
    for (const c of ['appointments', 'reports', 'tasks', 'messages', 'api_keys', 'oauth_tokens']) {
      expect((await api(tokens.access_token, `/api/collections/${c}/records`)).status, c).toBe(403);
    }
    expect(
      (
        await fetch(`${srv.url}/api/collections/users/auth-refresh`, {
          method: 'POST',
          headers: { authorization: `Bearer ${tokens.access_token}` },
        })
      ).status,
    ).toBe(403);
    // the token never reaches the grant list
    const grants = await fx.clients.member.collection('oauth_grants').getFullList();
    expect(JSON.stringify(grants)).not.toContain(tokens.access_token);
    const asSu = JSON.stringify(await fx.su.collection('oauth_tokens').getFullList());
    expect(asSu).not.toContain(tokens.access_token);
    expect(asSu).not.toContain(tokens.refresh_token ?? 'x');
  });

  it('refuses a wrong verifier, a reused code (revoking what it issued) and a different redirect URI', async () => {
    const s = await start(publicClient);
    const redirect = await decide(fx.clients.member, s, 'allow');
    await expect(exchange(publicClient, s, redirect, oauth.generateRandomCodeVerifier())).rejects.toMatchObject({
      error: 'invalid_grant',
    });
    // the failed attempt consumed the code
    await expect(exchange(publicClient, s, redirect)).rejects.toMatchObject({ error: 'invalid_grant' });

    const { s: s2, redirect: r2, tokens } = await fullFlow();
    expect((await api(tokens.access_token, '/api/collections/coverages/records')).status).toBe(200);
    await expect(exchange(publicClient, s2, r2)).rejects.toMatchObject({ error: 'invalid_grant' });
    expect((await api(tokens.access_token, '/api/collections/coverages/records')).status).toBe(401);

    // the token request must repeat the same redirect URI
    const s3 = await start(publicClient);
    const params3 = oauth.validateAuthResponse(
      as,
      publicClient,
      await decide(fx.clients.member, s3, 'allow'),
      s3.state,
    );
    await expect(
      oauth.processAuthorizationCodeResponse(
        as,
        publicClient,
        await oauth.authorizationCodeGrantRequest(
          as,
          publicClient,
          oauth.None(),
          params3,
          'http://127.0.0.1:9/other',
          s3.verifier,
          insecure,
        ),
      ),
    ).rejects.toMatchObject({ error: 'invalid_grant' });
    const check = await fetch(
      `${srv.url}/api/oauth/authorize/check?${new URLSearchParams({ ...s.query, redirect_uri: 'http://127.0.0.1:9/other' })}`,
    );
    expect(check.status).toBe(400);
    const body = (await check.json()) as Record<string, unknown>;
    expect(body['error']).toBe('invalid_request');
    expect(body['redirect']).toBeUndefined();
  });

  it('redirects back with errors for a scope the client may not ask for, a missing PKCE challenge, and Deny', async () => {
    const bad = await start(publicClient, 'reports:read');
    const denied = await decide(fx.clients.member, bad, 'allow');
    expect(denied.searchParams.get('error')).toBe('invalid_scope');
    expect(denied.searchParams.get('state')).toBe(bad.state);
    const noPkce = await start(publicClient);
    const { code_challenge: _c, code_challenge_method: _m, ...rest } = noPkce.query;
    const r = new URL(
      (
        await fx.clients.member.send<{ redirect: string }>('/api/oauth/authorize', {
          method: 'POST',
          body: { ...rest, decision: 'allow' },
        })
      ).redirect,
    );
    expect(r.searchParams.get('error')).toBe('invalid_request');
    const plain = await start(publicClient, 'profile', { code_challenge_method: 'plain' });
    expect((await decide(fx.clients.member, plain, 'allow')).searchParams.get('error')).toBe('invalid_request');
    const s = await start(publicClient);
    const deny = await decide(fx.clients.member, s, 'deny');
    expect(deny.searchParams.get('error')).toBe('access_denied');
    expect(deny.searchParams.get('state')).toBe(s.state);
    expect(deny.searchParams.get('code')).toBeNull();
  });

  it('the consent check shows the client card and skips consent for identical scopes unless prompt=consent', async () => {
    await fullFlow('coverage:read profile');
    const s = await start(publicClient, 'profile coverage:read');
    const check = await fx.clients.member.send<Record<string, unknown>>('/api/oauth/authorize/check', {
      query: s.query,
    });
    expect(check['skip_consent']).toBe(true);
    expect(check['client']).toMatchObject({
      name: 'Pill Pal',
      homepage: 'https://pillpal.example',
      verified: true,
      developer: 'Fixture otherMember',
    });
    const again = await fx.clients.member.send<Record<string, unknown>>('/api/oauth/authorize/check', {
      query: { ...s.query, prompt: 'consent' },
    });
    expect(again['skip_consent']).toBe(false);
    const other = await fx.clients.member.send<Record<string, unknown>>('/api/oauth/authorize/check', {
      query: (await start(publicClient, 'profile')).query,
    });
    expect(other['skip_consent']).toBe(false);
  });
});

describe('refresh, revocation, grants', () => {
  it('rotates refresh tokens and a replayed one revokes the chain', async () => {
    const { tokens } = await fullFlow();
    const r1 = await oauth.processRefreshTokenResponse(
      as,
      publicClient,
      await oauth.refreshTokenGrantRequest(as, publicClient, oauth.None(), tokens.refresh_token!, insecure),
    );
    expect(r1.refresh_token).toBeTruthy();
    expect(r1.refresh_token).not.toBe(tokens.refresh_token);
    expect((await api(r1.access_token, '/api/collections/coverages/records')).status).toBe(200);
    await expect(
      oauth.processRefreshTokenResponse(
        as,
        publicClient,
        await oauth.refreshTokenGrantRequest(as, publicClient, oauth.None(), tokens.refresh_token!, insecure),
      ),
    ).rejects.toMatchObject({ error: 'invalid_grant' });
    expect((await api(r1.access_token, '/api/collections/coverages/records')).status).toBe(401);
    await expect(
      oauth.processRefreshTokenResponse(
        as,
        publicClient,
        await oauth.refreshTokenGrantRequest(as, publicClient, oauth.None(), r1.refresh_token!, insecure),
      ),
    ).rejects.toMatchObject({ error: 'invalid_grant' });
  });

  it('RFC 7009 revocation stops a token at once', async () => {
    const { tokens } = await fullFlow();
    await oauth.processRevocationResponse(
      await oauth.revocationRequest(as, publicClient, oauth.None(), tokens.access_token, insecure),
    );
    expect((await api(tokens.access_token, '/api/collections/coverages/records')).status).toBe(401);
    await oauth.processRevocationResponse(
      await oauth.revocationRequest(as, publicClient, oauth.None(), tokens.refresh_token!, insecure),
    );
    await expect(
      oauth.processRefreshTokenResponse(
        as,
        publicClient,
        await oauth.refreshTokenGrantRequest(as, publicClient, oauth.None(), tokens.refresh_token!, insecure),
      ),
    ).rejects.toMatchObject({ error: 'invalid_grant' });
  });

  it('revoking the grant from the account kills its tokens; a suspended client stops working', async () => {
    const { tokens } = await fullFlow();
    const grants = await fx.clients.member
      .collection('oauth_grants')
      .getFullList({ filter: `client = "${clientRecordId}" && revoked = false` });
    expect(grants.length).toBeGreaterThan(0);
    for (const g of grants) await fx.clients.member.collection('oauth_grants').update(g.id, { revoked: true });
    expect((await api(tokens.access_token, '/api/collections/coverages/records')).status).toBe(401);

    const again = await fullFlow();
    await fx.su.collection('oauth_clients').update(clientRecordId, { status: 'suspended' });
    try {
      expect((await api(again.tokens.access_token, '/api/collections/coverages/records')).status).toBe(401);
      const check = await fetch(
        `${srv.url}/api/oauth/authorize/check?${new URLSearchParams((await start(publicClient)).query)}`,
      );
      expect(check.status).toBe(400);
      expect(((await check.json()) as Record<string, unknown>)['error']).toBe('invalid_client');
    } finally {
      await fx.su.collection('oauth_clients').update(clientRecordId, { status: 'approved' });
    }
  });

  it('a confidential client authenticates with its secret, shown once', async () => {
    const created = await registerClient(fx.clients.otherMember, fx.user.otherMember, {
      type: 'confidential',
      name: 'Clinic Portal',
    });
    expect(created.status).toBe('pending_review');
    expect(created.client_id).toMatch(/^cl_/);
    const { client_secret } = await fx.clients.otherMember.send<{ client_secret: string }>(
      `/api/oauth/clients/${created.id}/secret`,
      { method: 'POST' },
    );
    const client: oauth.Client = { client_id: created.client_id };
    const s = await start(client, 'profile');
    const redirect = await decide(fx.clients.member, s, 'allow');
    const params = oauth.validateAuthResponse(as, client, redirect, s.state);
    await expect(
      oauth.processAuthorizationCodeResponse(
        as,
        client,
        await oauth.authorizationCodeGrantRequest(
          as,
          client,
          oauth.ClientSecretBasic('cs_wrong'),
          params,
          REDIRECT,
          s.verifier,
          insecure,
        ),
      ),
    ).rejects.toMatchObject({ error: 'invalid_client' });
    const s2 = await start(client, 'profile');
    const r2 = oauth.validateAuthResponse(as, client, await decide(fx.clients.member, s2, 'allow'), s2.state);
    const tokens = await oauth.processAuthorizationCodeResponse(
      as,
      client,
      await oauth.authorizationCodeGrantRequest(
        as,
        client,
        oauth.ClientSecretBasic(client_secret),
        r2,
        REDIRECT,
        s2.verifier,
        insecure,
      ),
    );
    expect((await api(tokens.access_token, '/api/collections/members/records')).status).toBe(200);
    const stored = await fx.su.collection('oauth_clients').getOne(created.id);
    expect(JSON.stringify(stored)).not.toContain(client_secret);
  });
});
