/**
 * The @node-oauth/oauth2-server model on Covey's collections (decision 0012): clients from
 * `oauth_clients`, codes and tokens as keyed hashes in `oauth_tokens`. Codes live 2 minutes and are
 * single use; a reused code revokes every token issued from it. Refresh tokens rotate on every use;
 * a replayed (already rotated) refresh token revokes the whole chain. Tokens die with their grant;
 * no code or refresh token is honoured while the grant's user may not sign in (suspended).
 */
import type {
  AuthorizationCode,
  AuthorizationCodeModel,
  Client,
  RefreshToken,
  RefreshTokenModel,
  Token,
  User,
} from '@node-oauth/oauth2-server';
import type { CoreApp } from '../../../core/core-app.js';
import { authAllowed } from '../../../core/auth/auth-gate.js';
import { formatDate, storeDateMs } from '../../../util/dates.js';
import { findById, insert, str } from '../../hooks/context.js';
import { hashSecret, randomSecret, sameHash } from '../credentials/secret.js';
import { findClient, redirectUrisOf } from './oauth-request.js';
import { consume, findRecords, revokeFamily, tokenCollection } from './oauth-store.js';
import { store, type StoreRecord } from '../../store/store.js';

export const CODE_SECONDS = 120;
export const ACCESS_SECONDS = 3600;
export const REFRESH_SECONDS = 30 * 86_400;
export const PREFIX = { code: 'co_ac_', access: 'co_at_', refresh: 'co_rt_' } as const;

/** the user object the library carries: who, through which grant, in which token chain */
export interface GrantUser extends User {
  id: string;
  grant: string;
  family: string;
}

export function formDecode(v: string): string {
  try {
    return decodeURIComponent(v.replace(/\+/g, ' '));
  } catch {
    return v;
  }
}

const parseDate = (v: unknown) => new Date(storeDateMs(str(v)) || 0);

function toClient(record: StoreRecord<'oauth_clients'>): Client {
  return {
    id: record.data.client_id,
    redirectUris: redirectUrisOf(record),
    grants: ['authorization_code', 'refresh_token'],
    accessTokenLifetime: ACCESS_SECONDS,
    refreshTokenLifetime: REFRESH_SECONDS,
    record,
  };
}

/** a client's secret check (confidential clients); public clients have none */
export async function clientSecretOk(
  core: CoreApp,
  client: StoreRecord<'oauth_clients'>,
  secret: string | null | undefined,
): Promise<boolean> {
  if (client.data.type !== 'confidential') return true;
  if (!secret) return false;
  const stored = client.data.secret_hash;
  return !!stored && sameHash(stored, await hashSecret(core, secret));
}

export async function findToken(
  core: CoreApp,
  kind: 'code' | 'access' | 'refresh',
  value: string,
): Promise<StoreRecord<'oauth_tokens'> | null> {
  if (!value.startsWith(PREFIX[kind])) return null;
  const rows = (await findRecords(core, tokenCollection(core), 'hash', await hashSecret(core, value))) as StoreRecord<'oauth_tokens'>[];
  return rows.find((r) => r.data.kind === kind) ?? null;
}

/** the grant, when it is not revoked and its user may still sign in (e.g. not suspended) */
async function liveGrant(core: CoreApp, id: string): Promise<StoreRecord<'oauth_grants'> | null> {
  const grant = await findById(core, core.db, 'oauth_grants', id);
  if (!grant || grant.data.revoked === true) return null;
  const user = await findById(core, core.db, 'users', grant.data.user);
  return user && (await authAllowed(core, user, 'signin')) ? grant : null;
}

/** `phase` tells whether a confidential client must prove its secret (token and revocation endpoints) */
export function oauthModel(core: CoreApp, phase: 'authorize' | 'token'): AuthorizationCodeModel & RefreshTokenModel {
  const save = async (
    kind: 'code' | 'access' | 'refresh',
    value: string,
    expires: Date,
    user: GrantUser,
    client: Client,
    extra: Record<string, unknown> = {},
  ) =>
    insert(core, core.db, 'oauth_tokens', {
      kind,
      hash: await hashSecret(core, value),
      grant: user.grant,
      client: (client['record'] as StoreRecord<'oauth_clients'>).data.id,
      user: user.id,
      expires: formatDate(expires),
      used: false,
      family: user.family,
      ...extra,
    });

  return {
    generateAuthorizationCode: () => Promise.resolve(randomSecret(PREFIX.code)),
    generateAccessToken: () => Promise.resolve(randomSecret(PREFIX.access)),
    generateRefreshToken: () => Promise.resolve(randomSecret(PREFIX.refresh)),

    async getClient(clientId, clientSecret) {
      // HTTP Basic credentials are form-urlencoded (RFC 6749 §2.3.1); the library passes them raw
      const client = await findClient(core, formDecode(clientId));
      if (!client || client.data.status === 'suspended') return null;
      if (
        phase === 'token' &&
        !(await clientSecretOk(core, client, clientSecret ? formDecode(clientSecret) : clientSecret))
      )
        return null;
      return toClient(client);
    },

    async validateScope(_user, client, scope) {
      const allowed = (client['record'] as StoreRecord<'oauth_clients'>).data.allowed_scopes;
      const wanted = scope ?? [];
      return wanted.length && wanted.every((s) => (allowed as readonly string[]).includes(s)) ? wanted : false;
    },

    async saveAuthorizationCode(code, client, user) {
      const u = user as GrantUser;
      const rec = await save('code', code.authorizationCode, code.expiresAt, { ...u, family: '' }, client, {
        code_challenge: code.codeChallenge ?? '',
        code_challenge_method: code.codeChallenge ? 'S256' : '',
        redirect_uri: code.redirectUri,
      });
      return { ...code, client, user: { ...u, family: rec.data.id } } as AuthorizationCode;
    },

    async getAuthorizationCode(value) {
      const row = await findToken(core, 'code', value);
      if (!row) return null;
      const id = row.data.id;
      if (row.data.used === true) {
        // a code used twice: whoever holds it may have stolen it; everything issued from it stops
        await revokeFamily(core, id);
        return null;
      }
      const grant = await liveGrant(core, row.data.grant);
      const clientRec = await findById(core, core.db, 'oauth_clients', row.data.client);
      if (!grant || !clientRec) return null;
      const user: GrantUser = { id: row.data.user, grant: grant.data.id, family: id };
      return {
        authorizationCode: value,
        expiresAt: parseDate(row.data.expires),
        redirectUri: row.data.redirect_uri,
        scope: grant.data.scopes,
        client: toClient(clientRec),
        user,
        codeChallenge: row.data.code_challenge || undefined,
        codeChallengeMethod: row.data.code_challenge_method || undefined,
        rowId: id,
      };
    },

    async revokeAuthorizationCode(code) {
      // false when a parallel exchange consumed it first: the library then refuses this one
      return consume(core, str(code['rowId']));
    },

    async saveToken(token, client, user) {
      const u = user as GrantUser;
      await save(
        'access',
        token.accessToken,
        token.accessTokenExpiresAt ?? new Date(Date.now() + ACCESS_SECONDS * 1000),
        u,
        client,
      );
      if (token.refreshToken) {
        await save(
          'refresh',
          token.refreshToken,
          token.refreshTokenExpiresAt ?? new Date(Date.now() + REFRESH_SECONDS * 1000),
          u,
          client,
        );
      }
      const grant = await store(core).findById('oauth_grants', u.grant);
      if (grant) await store(core).update(grant, { last_used: formatDate(new Date()) });
      return { ...token, client, user } as Token;
    },

    async getAccessToken(value) {
      const row = await findToken(core, 'access', value);
      if (!row || row.data.used === true) return null;
      return {
        accessToken: value,
        accessTokenExpiresAt: parseDate(row.data.expires),
        client: { id: '', grants: [] },
        user: { id: row.data.user },
      };
    },

    async getRefreshToken(value) {
      const row = await findToken(core, 'refresh', value);
      if (!row) return null;
      const family = row.data.family;
      if (row.data.used === true) {
        // a rotated refresh token came back: the chain is compromised, end all of it
        await revokeFamily(core, family);
        return null;
      }
      const grant = await liveGrant(core, row.data.grant);
      const clientRec = await findById(core, core.db, 'oauth_clients', row.data.client);
      if (!grant || !clientRec || clientRec.data.status === 'suspended') return null;
      const user: GrantUser = { id: row.data.user, grant: grant.data.id, family };
      const token: RefreshToken = {
        refreshToken: value,
        refreshTokenExpiresAt: parseDate(row.data.expires),
        scope: grant.data.scopes,
        client: toClient(clientRec),
        user,
        rowId: row.data.id,
      };
      return token;
    },

    async revokeToken(token) {
      return consume(core, str(token['rowId']));
    },
  };
}
