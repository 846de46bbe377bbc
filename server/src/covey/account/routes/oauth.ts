/**
 * Covey as an OAuth2 authorization server (issue 18, decision 0012), on @node-oauth/oauth2-server:
 * - `GET /.well-known/oauth-authorization-server` — RFC 8414 metadata;
 * - `GET /api/oauth/authorize/check?…` — validates a request for the /oauth/authorize screen
 *   (client card, scopes, the people whose data may be shared, whether consent can be skipped);
 * - `POST /api/oauth/authorize {…request, decision, member}` — Allow (grant + single-use code) or
 *   Deny (`error=access_denied`), answered as `{redirect}` for the screen to follow;
 * - `POST /api/oauth/token` — authorization_code (PKCE) and refresh_token (rotation) grants;
 * - `POST /api/oauth/revoke` — RFC 7009.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import OAuth2Server, {
  OAuthError,
  Request as OAuthRequest,
  Response as OAuthResponse,
} from '@node-oauth/oauth2-server';
import type { CoreApp } from '../../../core/core-app.js';
import { requireAuth } from '../../../core/rules/request-guards.js';
import { findById, insert, patch, str } from '../../hooks/context.js';
import {
  ACCESS_SECONDS,
  CODE_SECONDS,
  REFRESH_SECONDS,
  clientSecretOk,
  findToken,
  formDecode,
  oauthModel,
  type GrantUser,
} from '../oauth/oauth-model.js';
import {
  OAuthFatal,
  OAuthRedirectError,
  errorRedirect,
  findClient,
  validateAuthorize,
  type AuthorizeParams,
} from '../oauth/oauth-request.js';
import { OAUTH_SCOPES } from '../oauth/oauth-scopes.js';
import { consume, findRecords, revokeFamily } from '../oauth/oauth-store.js';
import { collection } from '../../hooks/context.js';
import { isMinorNow } from '../age.js';
import type { StoreRecord } from '../../store/store.js';
import { msg, ProductError } from '../../i18n/product-error.js';

/**
 * The issuer and endpoint base: the configured application URL (settings `meta.appURL`), never the request's
 * `Host` header, which any client sets and the document is cached publicly (decision 0032).
 */
const issuerOf = (core: CoreApp) => core.settings.get().meta.appURL.trim().replace(/\/+$/, '');
const sameSet = (a: string[], b: string[]) => a.length === b.length && a.every((x) => b.includes(x));

function server(core: CoreApp, phase: 'authorize' | 'token') {
  return new OAuth2Server({
    model: oauthModel(core, phase),
    authorizationCodeLifetime: CODE_SECONDS,
    accessTokenLifetime: ACCESS_SECONDS,
    refreshTokenLifetime: REFRESH_SECONDS,
    requireClientAuthentication: { authorization_code: false, refresh_token: false },
    alwaysIssueNewRefreshToken: true,
  });
}

function signedInUser(req: FastifyRequest): Record<string, unknown> {
  requireAuth(req);
  if (req.auth!.collection.name !== 'users' || req.auth!.limit)
    throw new ProductError(403, msg('error.account.oauth_sign_in'));
  return req.auth!.record;
}

/** the people whose data the user may share: themselves and the minors they guard */
async function people(core: CoreApp, userId: string): Promise<{ id: string; name: string; self: boolean }[]> {
  const members = collection(core, 'members');
  const own = (await findRecords(core, members, 'user', userId)) as StoreRecord<'members'>[];
  const minors = ((await findRecords(core, members, 'subscriber', str(own[0]?.data.id))) as StoreRecord<'members'>[]).filter(
    (m) => isMinorNow(m.data),
  );
  const name = (m: StoreRecord<'members'>) => `${m.data.first_name} ${m.data.last_name}`.trim();
  return [
    ...own.map((m) => ({ id: m.data.id, name: name(m) || 'You', self: true })),
    ...minors.map((m) => ({ id: m.data.id, name: name(m) || 'A dependent', self: false })),
  ];
}

async function liveGrantFor(
  core: CoreApp,
  userId: string,
  clientId: string,
  member: string,
): Promise<StoreRecord<'oauth_grants'> | null> {
  const grants = (await findRecords(core, collection(core, 'oauth_grants'), 'user', userId)) as StoreRecord<'oauth_grants'>[];
  return (
    grants.find(
      (g) =>
        g.data.client === clientId &&
        g.data.revoked !== true &&
        (!member || g.data.member === member),
    ) ?? null
  );
}

async function clientCard(core: CoreApp, p: AuthorizeParams) {
  const c = p.client;
  const owner = await findById(core, core.db, 'users', c.data.owner);
  const logo = c.data.logo;
  return {
    id: c.data.id,
    name: c.data.name,
    homepage: c.data.homepage,
    description: c.data.description,
    developer: str(owner?.data.name) || 'Unknown developer',
    logo: logo ? `/api/files/${c.collection.id}/${c.data.id}/${encodeURIComponent(logo)}` : '',
    verified: c.data.status === 'approved',
  };
}

function oauthFailure(reply: FastifyReply, err: unknown) {
  if (err instanceof OAuthError) {
    // RFC 6749 §5.2: a redirect URI that differs from the authorization request's is invalid_grant
    if (err.name === 'invalid_request' && err.message.includes('`redirect_uri` is invalid')) {
      return reply
        .code(400)
        .header('cache-control', 'no-store')
        .send({
          error: 'invalid_grant',
          error_description: 'The redirect URI does not match the authorization request.',
        });
    }
    const status = err.code === 401 || err.name === 'invalid_client' ? 401 : err.code >= 500 ? 500 : 400;
    return reply
      .code(status)
      .header('cache-control', 'no-store')
      .send({ error: err.name, error_description: err.message });
  }
  throw err;
}

async function issueCode(core: CoreApp, req: FastifyRequest, p: AuthorizeParams, user: GrantUser): Promise<string> {
  const body = {
    client_id: p.client.data.client_id,
    redirect_uri: p.redirectUri,
    response_type: 'code',
    scope: p.scopes.join(' '),
    state: p.state,
    ...(p.codeChallenge ? { code_challenge: p.codeChallenge, code_challenge_method: 'S256' } : {}),
  };
  const request = new OAuthRequest({
    method: 'POST',
    query: {},
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body,
  });
  const response = new OAuthResponse({ headers: {} });
  await server(core, 'authorize').authorize(request, response, { authenticateHandler: { handle: () => user } });
  return str(response.headers?.['location']) || str(response.get('location'));
}

export function oauthRoutes(core: CoreApp) {
  return (scope: FastifyInstance) => {
    scope.get('/.well-known/oauth-authorization-server', async (_req, reply) => {
      const o = issuerOf(core);
      reply.header('cache-control', 'public, max-age=300');
      return {
        issuer: o,
        authorization_endpoint: `${o}/oauth/authorize`,
        token_endpoint: `${o}/api/oauth/token`,
        revocation_endpoint: `${o}/api/oauth/revoke`,
        response_types_supported: ['code'],
        response_modes_supported: ['query'],
        grant_types_supported: ['authorization_code', 'refresh_token'],
        code_challenge_methods_supported: ['S256'],
        token_endpoint_auth_methods_supported: ['none', 'client_secret_basic', 'client_secret_post'],
        revocation_endpoint_auth_methods_supported: ['none', 'client_secret_basic', 'client_secret_post'],
        scopes_supported: [...OAUTH_SCOPES],
        service_documentation: `${o}/apikeys`,
      };
    });

    scope.get('/api/oauth/authorize/check', async (req, reply) => {
      const q = (req.query ?? {}) as Record<string, unknown>;
      try {
        const p = await validateAuthorize(core, q);
        const card = await clientCard(core, p);
        const me =
          req.auth && req.auth.collection.name === 'users' && !req.auth.limit ? str(req.auth.record['id']) : '';
        const who = me ? await people(core, me) : [];
        const previous = me ? await liveGrantFor(core, me, card.id, '') : null;
        const skip = !!previous && p.prompt !== 'consent' && sameSet(previous.data.scopes, p.scopes);
        return {
          client: card,
          scopes: p.scopes,
          redirect_uri: p.redirectUri,
          state: p.state,
          people: who,
          skip_consent: skip,
          member: skip ? str(previous?.data.member) : '',
        };
      } catch (err) {
        if (err instanceof OAuthFatal)
          return reply.code(400).send({ error: err.error, error_description: err.description });
        if (err instanceof OAuthRedirectError)
          return reply.code(400).send({ error: err.error, error_description: err.description, redirect: err.redirect });
        throw err;
      }
    });

    scope.post('/api/oauth/authorize', async (req, reply) => {
      const me = signedInUser(req);
      const meId = str(me['id']);
      const body = (req.body ?? {}) as Record<string, unknown>;
      let p: AuthorizeParams;
      try {
        p = await validateAuthorize(core, body);
      } catch (err) {
        if (err instanceof OAuthFatal)
          return reply.code(400).send({ error: err.error, error_description: err.description });
        if (err instanceof OAuthRedirectError) return { redirect: err.redirect };
        throw err;
      }
      if (str(body['decision']) !== 'allow')
        return { redirect: errorRedirect(p.redirectUri, 'access_denied', p.state) };
      const who = await people(core, meId);
      const member = str(body['member']) || who[0]?.id || '';
      if (!who.some((w) => w.id === member))
        throw new ProductError(400, msg('error.account.oauth_choose_person'));
      const clientId = p.client.data.id;
      const existing = await liveGrantFor(core, meId, clientId, member);
      const grant = existing
        ? await patch(core, core.db, existing, { scopes: p.scopes })
        : await insert(core, core.db, 'oauth_grants', {
            user: meId,
            client: clientId,
            member,
            scopes: p.scopes,
            revoked: false,
          });
      try {
        const redirect = await issueCode(core, req, p, { id: meId, grant: grant.data.id, family: '' });
        return { redirect };
      } catch (err) {
        if (err instanceof OAuthError)
          return { redirect: errorRedirect(p.redirectUri, err.name, p.state, err.message) };
        throw err;
      }
    });

    scope.post('/api/oauth/token', async (req, reply) => {
      const request = new OAuthRequest({
        method: 'POST',
        query: {},
        headers: req.headers as Record<string, string>,
        body: stringBody(req.body),
      });
      const response = new OAuthResponse({ headers: {} });
      try {
        await server(core, 'token').token(request, response);
      } catch (err) {
        return oauthFailure(reply, err);
      }
      reply.header('cache-control', 'no-store').header('pragma', 'no-cache');
      return response.body;
    });

    scope.post('/api/oauth/revoke', async (req, reply) => {
      const body = stringBody(req.body);
      const basic = basicAuth(req.headers.authorization);
      const client = await findClient(core, basic?.id ?? str(body['client_id']));
      if (!client || !(await clientSecretOk(core, client, basic?.secret ?? str(body['client_secret'])))) {
        return reply.code(401).send({ error: 'invalid_client', error_description: 'Client authentication failed.' });
      }
      const value = str(body['token']);
      if (!value)
        return reply.code(400).send({ error: 'invalid_request', error_description: 'Missing parameter: token.' });
      const row = (await findToken(core, 'refresh', value)) ?? (await findToken(core, 'access', value));
      if (row && row.data.client === client.data.id) {
        await consume(core, row.data.id);
        // revoking a refresh token ends the access tokens of its chain too (RFC 7009 §2.1)
        if (row.data.kind === 'refresh') await revokeFamily(core, row.data.family);
      }
      reply.header('cache-control', 'no-store');
      return {};
    });
  };
}

function stringBody(body: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (body && typeof body === 'object')
    for (const [k, v] of Object.entries(body as Record<string, unknown>))
      out[k] = Array.isArray(v) ? str(v[0]) : str(v);
  return out;
}

function basicAuth(header: string | undefined): { id: string; secret: string } | null {
  const m = /^basic\s+(.+)$/i.exec(header ?? '');
  if (!m) return null;
  const raw = Buffer.from(m[1] ?? '', 'base64').toString('utf8');
  const i = raw.indexOf(':');
  if (i < 0) return null;
  return { id: formDecode(raw.slice(0, i)), secret: formDecode(raw.slice(i + 1)) };
}
