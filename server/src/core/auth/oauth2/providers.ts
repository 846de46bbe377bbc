/**
 * OAuth2 provider definitions: the generic OpenID Connect provider (`oidc`, `oidc2`, `oidc3`,
 * endpoints from the collection config) and the named providers with fixed endpoints (Google,
 * Apple, Microsoft, GitHub). Each maps the provider's user to an AuthUser; `emailVerified` says
 * whether the provider vouches for the address (only then may it link or verify an account).
 */
import { createRemoteJWKSet, jwtVerify } from 'jose';
import type { OAuth2Provider } from '../../collections/collection.js';

export interface OAuth2Token {
  accessToken: string;
  refreshToken: string;
  idToken: string;
  expiry: string;
}

export interface AuthUser {
  id: string;
  name: string;
  username: string;
  email: string;
  emailVerified: boolean;
  avatarURL: string;
  rawUser: Record<string, unknown>;
}

type JsonGetter = (url: string, accessToken: string) => Promise<unknown>;

export interface ProviderSpec {
  displayName: string;
  authURL: string;
  tokenURL: string;
  userInfoURL: string;
  scopes: string[];
  pkce: boolean;
  /** extra query params of the authorization URL */
  authParams?: Record<string, string>;
  fetchUser(token: OAuth2Token, cfg: OAuth2Provider, getJson: JsonGetter): Promise<AuthUser>;
}

const s = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
const obj = (v: unknown): Record<string, unknown> => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {});
const isTrue = (v: unknown) => v === true || v === 'true';

const LOGO = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><circle cx="12" cy="12" r="10" fill="currentColor"/></svg>';
export const providerLogo = () => LOGO;

const oidc: ProviderSpec = {
  displayName: 'OIDC',
  authURL: '',
  tokenURL: '',
  userInfoURL: '',
  scopes: ['openid', 'email', 'profile'],
  pkce: true,
  async fetchUser(token, cfg, getJson) {
    if (!cfg.userInfoURL) throw new Error('the OIDC provider has no userInfoURL');
    const raw = obj(await getJson(cfg.userInfoURL, token.accessToken));
    const email = s(raw['email']);
    return {
      id: s(raw['sub']),
      name: s(raw['name']),
      username: s(raw['preferred_username']),
      email,
      emailVerified: !!email && isTrue(raw['email_verified']),
      avatarURL: s(raw['picture']),
      rawUser: raw,
    };
  },
};

const google: ProviderSpec = {
  ...oidc,
  displayName: 'Google',
  authURL: 'https://accounts.google.com/o/oauth2/v2/auth',
  tokenURL: 'https://oauth2.googleapis.com/token',
  userInfoURL: 'https://www.googleapis.com/oauth2/v3/userinfo',
  scopes: ['https://www.googleapis.com/auth/userinfo.profile', 'https://www.googleapis.com/auth/userinfo.email'],
};

const microsoft: ProviderSpec = {
  displayName: 'Microsoft',
  authURL: 'https://login.microsoftonline.com/common/oauth2/v2.0/authorize',
  tokenURL: 'https://login.microsoftonline.com/common/oauth2/v2.0/token',
  userInfoURL: 'https://graph.microsoft.com/v1.0/me',
  scopes: ['User.Read'],
  pkce: true,
  async fetchUser(token, cfg, getJson) {
    const raw = obj(await getJson(cfg.userInfoURL, token.accessToken));
    // the `mail` attribute is tenant-controlled: never treated as verified (nOAuth)
    return { id: s(raw['id']), name: s(raw['displayName']), username: '', email: s(raw['mail']), emailVerified: false, avatarURL: '', rawUser: raw };
  },
};

const github: ProviderSpec = {
  displayName: 'GitHub',
  authURL: 'https://github.com/login/oauth/authorize',
  tokenURL: 'https://github.com/login/oauth/access_token',
  userInfoURL: 'https://api.github.com/user',
  scopes: ['read:user', 'user:email'],
  pkce: true,
  async fetchUser(token, cfg, getJson) {
    const raw = obj(await getJson(cfg.userInfoURL, token.accessToken));
    let email: string;
    try {
      const emails = await getJson(new URL('/user/emails', cfg.userInfoURL).toString(), token.accessToken);
      const primary = (Array.isArray(emails) ? emails : []).map(obj).find((e) => e['primary'] === true && e['verified'] === true);
      email = s(primary?.['email']);
    } catch {
      email = '';
    }
    return { id: s(raw['id']), name: s(raw['name']), username: s(raw['login']), email, emailVerified: !!email, avatarURL: s(raw['avatar_url']), rawUser: raw };
  },
};

const apple: ProviderSpec = {
  displayName: 'Apple',
  authURL: 'https://appleid.apple.com/auth/authorize',
  tokenURL: 'https://appleid.apple.com/auth/token',
  // Apple has no userinfo endpoint: this is the JWKS URL the id_token is verified against
  userInfoURL: 'https://appleid.apple.com/auth/keys',
  scopes: ['name', 'email'],
  pkce: true,
  authParams: { response_mode: 'form_post' },
  async fetchUser(token, cfg) {
    if (!token.idToken) throw new Error('apple: missing id_token');
    const jwks = createRemoteJWKSet(new URL(cfg.userInfoURL));
    const { payload } = await jwtVerify(token.idToken, jwks, { issuer: 'https://appleid.apple.com', audience: cfg.clientId });
    const raw = payload as Record<string, unknown>;
    const email = s(raw['email']);
    return { id: s(raw['sub']), name: '', username: '', email, emailVerified: !!email && isTrue(raw['email_verified']), avatarURL: '', rawUser: raw };
  },
};

const SPECS: Record<string, ProviderSpec> = { oidc, oidc2: { ...oidc }, oidc3: { ...oidc }, google, microsoft, github, apple };

export const supportedProvider = (name: string): boolean => Object.hasOwn(SPECS, name);

/** `GET /api/collections/meta/oauth2-providers`: every provider this server supports */
export function listProviders(): { name: string; displayName: string; logo: string }[] {
  return Object.entries(SPECS).map(([name, spec]) => ({ name, displayName: spec.displayName, logo: providerLogo() }));
}

/** the effective spec of a configured provider: collection config overrides the fixed endpoints */
export function resolveProvider(cfg: OAuth2Provider): (ProviderSpec & { name: string; cfg: OAuth2Provider }) | null {
  const base = SPECS[cfg.name];
  if (!base) return null;
  return {
    ...base,
    name: cfg.name,
    cfg: { ...cfg, authURL: cfg.authURL || base.authURL, tokenURL: cfg.tokenURL || base.tokenURL, userInfoURL: cfg.userInfoURL || base.userInfoURL },
    displayName: cfg.displayName || base.displayName,
    authURL: cfg.authURL || base.authURL,
    tokenURL: cfg.tokenURL || base.tokenURL,
    userInfoURL: cfg.userInfoURL || base.userInfoURL,
    pkce: cfg.pkce === null || cfg.pkce === undefined ? base.pkce : cfg.pkce,
  };
}
