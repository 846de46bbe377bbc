/**
 * The OAuth2 client side: authorization URLs with state and PKCE for `auth-methods`, the code
 * exchange and the user fetch (10 s timeouts; any failure becomes PocketBase's 400 messages).
 */
import { createHash } from 'node:crypto';
import { ApiError } from '../../../util/api-error.js';
import { randomString } from '../../../util/random.js';
import type { AuthCollection } from '../../collections/collection.js';
import { providerLogo, resolveProvider, type AuthUser, type OAuth2Token } from './providers.js';
import { outboundRequest } from '../ssrf-guard.js';
import { randomToken } from '../../../util/random.js';

const TIMEOUT = 10_000;

export interface ProviderInfo {
  name: string;
  displayName: string;
  logo: string;
  state: string;
  authURL: string;
  authUrl: string;
  codeVerifier: string;
  codeChallenge: string;
  codeChallengeMethod: string;
}

/** the `oauth2.providers` list of `auth-methods` */
export function providersInfo(c: AuthCollection): ProviderInfo[] {
  if (!c.oauth2?.enabled) return [];
  const out: ProviderInfo[] = [];
  for (const cfg of c.oauth2.providers ?? []) {
    const p = resolveProvider(cfg);
    if (!p || !p.authURL) continue;
    const state = randomString(30);
    const codeVerifier = p.pkce ? randomToken(48) : '';
    const codeChallenge = p.pkce ? createHash('sha256').update(codeVerifier).digest('base64url') : '';
    const q = new URLSearchParams({ client_id: cfg.clientId, response_type: 'code', scope: p.scopes.join(' '), state, ...(p.authParams ?? {}) });
    if (p.pkce) {
      q.set('code_challenge', codeChallenge);
      q.set('code_challenge_method', 'S256');
    }
    const authURL = `${p.authURL}${p.authURL.includes('?') ? '&' : '?'}${q.toString()}&redirect_uri=`;
    out.push({
      name: p.name,
      displayName: p.displayName,
      logo: providerLogo(),
      state,
      authURL,
      authUrl: authURL,
      codeVerifier,
      codeChallenge,
      codeChallengeMethod: p.pkce ? 'S256' : '',
    });
  }
  return out;
}

/** GETs provider JSON with the access token, only from checked addresses (see outboundRequest) */
const getJsonFor = (allowPrivate: boolean) => async (url: string, accessToken: string): Promise<unknown> => {
  const res = await outboundRequest(url, {
    method: 'GET',
    headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
    timeoutMs: TIMEOUT,
    allowPrivate,
  });
  if (res.status < 200 || res.status >= 300) throw new Error(`GET ${url}: ${res.status}`);
  return JSON.parse(res.data.toString('utf8'));
};

export interface ExchangeInput {
  code: string;
  codeVerifier: string;
  redirectURL: string;
}

export async function fetchOAuth2User(c: AuthCollection, providerName: string, input: ExchangeInput): Promise<{ token: OAuth2Token; user: AuthUser }> {
  const cfg = c.oauth2.providers.find((p) => p.name === providerName);
  const p = cfg && resolveProvider(cfg);
  if (!cfg || !p) throw new ApiError(400, 'Failed to fetch OAuth2 token.');
  let token: OAuth2Token;
  try {
    const form = new URLSearchParams({ grant_type: 'authorization_code', code: input.code, client_id: cfg.clientId, client_secret: cfg.clientSecret });
    if (input.redirectURL) form.set('redirect_uri', input.redirectURL);
    if (p.pkce && input.codeVerifier) form.set('code_verifier', input.codeVerifier);
    // the client secret goes only to a checked address of the token URL's host (never a private one unless allowed)
    const res = await outboundRequest(p.tokenURL, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: form.toString(),
      timeoutMs: TIMEOUT,
      allowPrivate: cfg.allowPrivateHost === true,
    });
    if (res.status < 200 || res.status >= 300) throw new Error(`token endpoint answered ${res.status}`);
    const body = JSON.parse(res.data.toString('utf8')) as Record<string, unknown>;
    const accessToken = typeof body['access_token'] === 'string' ? body['access_token'] : '';
    if (!accessToken) throw new Error('no access_token');
    const expiresIn = Number(body['expires_in'] ?? 0);
    token = {
      accessToken,
      refreshToken: typeof body['refresh_token'] === 'string' ? body['refresh_token'] : '',
      idToken: typeof body['id_token'] === 'string' ? body['id_token'] : '',
      expiry: expiresIn > 0 ? new Date(Date.now() + expiresIn * 1000).toISOString().replace('T', ' ') : '',
    };
  } catch (err) {
    console.error(`oauth2 ${providerName}: token exchange failed:`, err instanceof Error ? err.message : err);
    throw new ApiError(400, 'Failed to fetch OAuth2 token.');
  }
  try {
    const user = await p.fetchUser(token, p.cfg, getJsonFor(cfg.allowPrivateHost === true));
    if (!user.id) throw new Error('the provider returned no user id');
    return { token, user };
  } catch (err) {
    console.error(`oauth2 ${providerName}: user fetch failed:`, err instanceof Error ? err.message : err);
    throw new ApiError(400, 'Failed to fetch OAuth2 user.');
  }
}
