/**
 * Per-request context: the authenticated record (from the Authorization header; invalid tokens
 * are silently ignored) and the RequestInfo that rules see as `@request.*`.
 */
import type { IncomingMessage } from 'node:http';
import type { FastifyRequest } from 'fastify';
import type { CoreApp } from '../core/core-app.js';
import { verifyRecordToken } from '../core/auth/tokens.js';
import { authAllowed } from '../core/auth/auth-gate.js';
import type { AuthInfo } from '../core/rules/request-info.js';
import type { TokenResolveEvent } from '../core/core-app.js';
import { ApiError } from '../util/api-error.js';
import { clientIp } from './middleware/rate-limit-rules.js';

// the request guards and the `@request.*` info covey routes use too live in core (decision 0042)
export { firstValues, isSuperuserReq, requestInfo, snakeHeader } from '../core/rules/request-guards.js';

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthInfo | null;
    /** claims of the auth token (e.g. `refreshable`) */
    authClaims: Record<string, unknown> | null;
    authToken: string;
  }
}

/** the auth a request was served with, left on the raw request for the request log (no second token check) */
export const SERVED_AUTH = Symbol('covey.servedAuth');

export function tokenFromHeader(value: string | undefined): string {
  if (!value) return '';
  return value.replace(/^bearer\s+/i, '').trim();
}

export async function loadAuth(app: CoreApp, req: FastifyRequest): Promise<void> {
  req.auth = null;
  req.authClaims = null;
  req.authToken = '';
  const token = tokenFromHeader(req.headers.authorization);
  if (!token) return;
  const ip = () => clientIp({ remoteAddress: req.socket.remoteAddress, headers: req.headers }, app.settings.get().trustedProxy);
  const resolved = await resolveToken(app, token, ip);
  if (!resolved) return;
  req.auth = resolved.auth;
  (req.raw as IncomingMessage & Record<symbol, unknown>)[SERVED_AUTH] = {
    collection: resolved.auth.collection.name,
    id: String(resolved.auth.record['id'] ?? ''),
  };
  req.authClaims = resolved.claims;
  // a delegated credential is never echoed, never logged: routes that reuse the raw token
  // (auth-refresh) refuse limited auth
  req.authToken = resolved.auth.limit ? '' : token;
}

/**
 * The auth a bearer token stands for, checked exactly as for a request's Authorization header
 * (another instance relays a realtime subscription change with the caller's token). `ip` is the
 * caller's address as the rate limiter sees it (API keys may be bound to addresses).
 */
export async function authForToken(app: CoreApp, token: string, ip: string): Promise<AuthInfo | null> {
  if (!token) return null;
  return (await resolveToken(app, token, () => ip))?.auth ?? null;
}

async function resolveToken(
  app: CoreApp,
  token: string,
  ip: () => string,
): Promise<{ auth: AuthInfo; claims: Record<string, unknown> } | null> {
  const verified = await verifyRecordToken(app.db, (id) => app.getCollection(id), token, 'auth');
  if (!verified) return resolveDelegated(app, token, ip());
  // a token of an account that may no longer sign in (e.g. suspended) counts as invalid at once
  if (!(await authAllowed(app, verified.record, 'token'))) return null;
  return { auth: { collection: verified.record.collection, record: verified.record.data }, claims: verified.claims };
}

/**
 * A bearer token the store does not know: the `tokenResolve` hook may claim it (API keys, OAuth2
 * access tokens) as its owner's auth narrowed by the credential's limit. A claimed credential whose
 * owner may no longer sign in answers 401 (the caller chose this credential; silently serving it
 * as a guest would hide the problem).
 */
async function resolveDelegated(
  app: CoreApp,
  token: string,
  ip: string,
): Promise<{ auth: AuthInfo; claims: Record<string, unknown> } | null> {
  if (app.hooks.tokenResolve.size === 0) return null;
  const event: TokenResolveEvent = { token, ip };
  await app.hooks.tokenResolve.trigger(event);
  if (!event.auth) return null;
  if (!(await authAllowed(app, event.auth.record, 'token'))) {
    throw new ApiError(401, 'The request requires valid record authorization token.');
  }
  return {
    auth: { collection: event.auth.record.collection, record: event.auth.record.data, limit: event.auth.limit },
    claims: { type: event.auth.limit.kind },
  };
}

/**
 * Routes a delegated credential (API key, OAuth2 access token) may call: the record API (rules are
 * narrowed there), batch (its sub-requests go through the same record code) and realtime. Anything
 * else (auth refresh, file tokens, settings, product routes) would act with the owner's full rights.
 */
export function limitedAuthMayCall(method: string, url: string): boolean {
  const path = (url.split('?')[0] ?? '').replace(/\/+$/, '');
  if (/^\/api\/collections\/[^/]+\/records(\/[^/]+)?$/.test(path)) return true;
  if (path === '/api/batch' && method === 'POST') return true;
  // file downloads check their own `?token=` (which a limited credential cannot mint), never this auth
  if ((method === 'GET' || method === 'HEAD') && /^\/api\/files\/[^/]+\/[^/]+\/[^/]+$/.test(path)) return true;
  return path === '/api/realtime' || path === '/api/health';
}
