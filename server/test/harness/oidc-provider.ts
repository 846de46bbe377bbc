/**
 * A small but real OpenID Connect provider on loopback (node:http + jose) for the OAuth2 tests:
 * discovery, JWKS, an authorization endpoint (auto-approves the configured user; PKCE S256
 * required when a challenge is sent), a token endpoint (client secret, one-time codes, redirect
 * URI and PKCE verifier checks, RS256 id_token) and userinfo.
 */
import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type JWK } from 'jose';

export interface OidcUser {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
  preferred_username?: string;
  picture?: string;
}

interface Grant {
  user: OidcUser;
  clientId: string;
  redirectUri: string;
  challenge: string;
  used: boolean;
}

export class OidcProvider {
  url = '';
  readonly clientId = 'covey-client';
  readonly clientSecret = 'covey-secret';
  /** who "signs in" at the next authorization request */
  user: OidcUser = { sub: 'user-1' };
  /** `iss` of id tokens (e.g. https://appleid.apple.com for the Apple provider test) */
  issuer = '';
  readonly tokenRequests: URLSearchParams[] = [];
  private server!: http.Server;
  private readonly grants = new Map<string, Grant>();
  private readonly tokens = new Map<string, OidcUser>();
  private jwk!: JWK;
  private privateKey!: Awaited<ReturnType<typeof generateKeyPair>>["privateKey"];

  async start(): Promise<void> {
    const { publicKey, privateKey } = await generateKeyPair('RS256');
    this.privateKey = privateKey;
    this.jwk = { ...(await exportJWK(publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
    this.server = http.createServer((req, res) => void this.handle(req, res).catch((err) => this.json(res, 500, { error: String(err) })));
    await new Promise<void>((r) => this.server.listen(0, '127.0.0.1', () => r()));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    this.issuer ||= this.url;
  }

  stop(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((r) => this.server.close(() => r()));
  }

  /** provider config for an auth collection's `oauth2.providers` */
  config(name = 'oidc', over: Record<string, unknown> = {}) {
    return {
      name,
      clientId: this.clientId,
      clientSecret: this.clientSecret,
      authURL: `${this.url}/authorize`,
      tokenURL: `${this.url}/token`,
      userInfoURL: `${this.url}/userinfo`,
      displayName: 'Local OIDC',
      pkce: true,
      // the provider runs on loopback: an operator's explicit permission (issue 26)
      allowPrivateHost: true,
      ...over,
    };
  }

  /** what a browser does with an auth URL: the provider answers with a redirect to redirect_uri?code&state */
  async authorize(authURL: string): Promise<{ location: string; code: string; state: string }> {
    const res = await fetch(authURL, { redirect: 'manual' });
    if (res.status !== 302) throw new Error(`authorize answered ${res.status}: ${await res.text()}`);
    const location = res.headers.get('location') ?? '';
    const u = new URL(location);
    return { location, code: u.searchParams.get('code') ?? '', state: u.searchParams.get('state') ?? '' };
  }

  private json(res: http.ServerResponse, status: number, body: unknown): void {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const u = new URL(req.url ?? '/', this.url);
    if (u.pathname === '/.well-known/openid-configuration') {
      return this.json(res, 200, {
        issuer: this.issuer, authorization_endpoint: `${this.url}/authorize`, token_endpoint: `${this.url}/token`,
        userinfo_endpoint: `${this.url}/userinfo`, jwks_uri: `${this.url}/jwks`, code_challenge_methods_supported: ['S256'],
        response_types_supported: ['code'], subject_types_supported: ['public'], id_token_signing_alg_values_supported: ['RS256'],
      });
    }
    if (u.pathname === '/jwks') return this.json(res, 200, { keys: [this.jwk] });
    if (u.pathname === '/authorize') return this.authorizeEndpoint(u, res);
    if (u.pathname === '/token' && req.method === 'POST') return this.tokenEndpoint(req, res);
    if (u.pathname === '/userinfo') {
      const token = (req.headers.authorization ?? '').replace(/^Bearer /i, '');
      const user = this.tokens.get(token);
      return user ? this.json(res, 200, user) : this.json(res, 401, { error: 'invalid_token' });
    }
    this.json(res, 404, { error: 'not_found' });
  }

  private authorizeEndpoint(u: URL, res: http.ServerResponse): void {
    const q = u.searchParams;
    const redirectUri = q.get('redirect_uri') ?? '';
    if (q.get('client_id') !== this.clientId || !redirectUri || q.get('response_type') !== 'code') {
      return this.json(res, 400, { error: 'invalid_request' });
    }
    const challenge = q.get('code_challenge') ?? '';
    if (challenge && q.get('code_challenge_method') !== 'S256') return this.json(res, 400, { error: 'invalid_request' });
    const code = randomBytes(16).toString('hex');
    this.grants.set(code, { user: { ...this.user }, clientId: this.clientId, redirectUri, challenge, used: false });
    const target = new URL(redirectUri);
    target.searchParams.set('code', code);
    target.searchParams.set('state', q.get('state') ?? '');
    res.writeHead(302, { location: target.toString() });
    res.end();
  }

  private async tokenEndpoint(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
    this.tokenRequests.push(form);
    const grant = this.grants.get(form.get('code') ?? '');
    const bad = (why: string) => this.json(res, 400, { error: 'invalid_grant', error_description: why });
    if (form.get('grant_type') !== 'authorization_code') return bad('grant_type');
    if (form.get('client_id') !== this.clientId || form.get('client_secret') !== this.clientSecret) return this.json(res, 401, { error: 'invalid_client' });
    if (!grant || grant.used) return bad('unknown or used code');
    grant.used = true;
    const redirect = form.get('redirect_uri');
    if (redirect !== null && redirect !== grant.redirectUri) return bad('redirect_uri mismatch');
    if (grant.challenge) {
      const verifier = form.get('code_verifier') ?? '';
      if (createHash('sha256').update(verifier).digest('base64url') !== grant.challenge) return bad('PKCE verification failed');
    }
    const accessToken = randomBytes(24).toString('hex');
    this.tokens.set(accessToken, grant.user);
    const idToken = await new SignJWT({ ...grant.user })
      .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
      .setIssuer(this.issuer).setAudience(this.clientId).setSubject(grant.user.sub).setIssuedAt().setExpirationTime('10m')
      .sign(this.privateKey);
    this.json(res, 200, { access_token: accessToken, token_type: 'Bearer', expires_in: 3600, refresh_token: `r-${accessToken}`, id_token: idToken });
  }
}
