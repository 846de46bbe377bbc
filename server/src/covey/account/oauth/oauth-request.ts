/**
 * Validation of an authorization request (RFC 6749 §4.1.1 + PKCE RFC 7636), shared by the screen's
 * check endpoint and the consent endpoint. An unknown or suspended client, or a redirect URI that
 * is not exactly registered, is never redirected to (`fatal`); every later problem goes back to
 * the client as `redirect_uri?error=…&state=…`.
 */
import type { CoreApp } from '../../../core/core-app.js';
import { collection, str } from '../../hooks/context.js';
import { findRecords } from './oauth-store.js';
import { parseScope } from './oauth-scopes.js';
import type { StoreRecord } from '../../store/store.js';

export interface AuthorizeParams {
  client: StoreRecord<'oauth_clients'>;
  redirectUri: string;
  scopes: string[];
  state: string;
  codeChallenge: string;
  codeChallengeMethod: string;
  prompt: string;
}

export class OAuthFatal extends Error {
  constructor(
    readonly error: string,
    readonly description: string,
  ) {
    super(description);
  }
}

export class OAuthRedirectError extends Error {
  constructor(
    readonly error: string,
    readonly description: string,
    readonly redirect: string,
  ) {
    super(description);
  }
}

export function errorRedirect(redirectUri: string, error: string, state: string, description = ''): string {
  const u = new URL(redirectUri);
  u.searchParams.set('error', error);
  if (description) u.searchParams.set('error_description', description);
  if (state) u.searchParams.set('state', state);
  return u.toString();
}

export const redirectUrisOf = (client: StoreRecord<'oauth_clients'>): string[] => {
  const v = client.data.redirect_uris;
  return Array.isArray(v) ? v.map(String) : [];
};

export async function findClient(core: CoreApp, clientId: string): Promise<StoreRecord<'oauth_clients'> | null> {
  if (!clientId) return null;
  const rows = (await findRecords(core, collection(core, 'oauth_clients'), 'client_id', clientId)) as StoreRecord<'oauth_clients'>[];
  return rows[0] ?? null;
}

const CHALLENGE = /^[A-Za-z0-9\-._~]{43,128}$/;

export async function validateAuthorize(core: CoreApp, q: Record<string, unknown>): Promise<AuthorizeParams> {
  const client = await findClient(core, str(q['client_id']));
  if (!client || client.data.status === 'suspended')
    throw new OAuthFatal('invalid_client', 'This app is not registered with Covey or has been suspended.');
  const redirectUri = str(q['redirect_uri']);
  if (!redirectUri || !redirectUrisOf(client).includes(redirectUri)) {
    throw new OAuthFatal('invalid_request', 'The return address of this request is not registered for this app.');
  }
  const state = str(q['state']);
  const fail = (error: string, description: string) =>
    new OAuthRedirectError(error, description, errorRedirect(redirectUri, error, state, description));
  if (str(q['response_type']) !== 'code')
    throw fail('unsupported_response_type', 'Only response_type=code is supported.');
  if (!state) throw fail('invalid_request', 'Missing parameter: state.');
  const scopes = parseScope(q['scope']);
  const allowed = client.data.allowed_scopes;
  if (!scopes.length) throw fail('invalid_scope', 'Missing parameter: scope.');
  const bad = scopes.find((s) => !(allowed as readonly string[]).includes(s));
  if (bad) throw fail('invalid_scope', `The app may not ask for the scope "${bad.slice(0, 40)}".`);
  const codeChallenge = str(q['code_challenge']);
  const codeChallengeMethod = str(q['code_challenge_method']) || (codeChallenge ? 'plain' : '');
  if (codeChallenge && codeChallengeMethod !== 'S256')
    throw fail('invalid_request', 'code_challenge_method must be S256.');
  if (codeChallenge && !CHALLENGE.test(codeChallenge))
    throw fail('invalid_request', 'Invalid parameter: code_challenge.');
  if (!codeChallenge && client.data.type !== 'confidential')
    throw fail('invalid_request', 'PKCE (code_challenge with S256) is required.');
  return { client, redirectUri, scopes, state, codeChallenge, codeChallengeMethod, prompt: str(q['prompt']) };
}
