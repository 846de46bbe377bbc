/**
 * Per-request context: the authenticated record (from the Authorization header; invalid tokens
 * are silently ignored) and the RequestInfo that rules see as `@request.*`.
 */
import type { IncomingMessage } from 'node:http';
import type { FastifyRequest } from 'fastify';
import type { CoreApp } from '../core/core-app.js';
import { verifyRecordToken } from '../core/auth/tokens.js';
import { authAllowed } from '../core/auth/auth-gate.js';
import type { AuthInfo, RequestContext, RequestInfo } from '../core/rules/request-info.js';

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

export const snakeHeader = (name: string) => name.toLowerCase().replace(/-/g, '_');

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
  const verified = await verifyRecordToken(app.db, (id) => app.getCollection(id), token, 'auth');
  if (!verified) return;
  // a token of an account that may no longer sign in (e.g. suspended) counts as invalid at once
  if (!(await authAllowed(app, verified.record, 'token'))) return;
  req.auth = { collection: verified.record.collection, record: verified.record.data };
  (req.raw as IncomingMessage & Record<symbol, unknown>)[SERVED_AUTH] = {
    collection: verified.record.collection.name,
    id: String(verified.record.data['id'] ?? ''),
  };
  req.authClaims = verified.claims;
  req.authToken = token;
}

export const isSuperuserReq = (req: FastifyRequest) => req.auth?.collection.name === '_superusers';

export function firstValues(query: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (!query || typeof query !== 'object') return out;
  for (const [k, v] of Object.entries(query as Record<string, unknown>)) {
    out[k] = Array.isArray(v) ? String(v[0] ?? '') : String(v ?? '');
  }
  return out;
}

export function requestInfo(req: FastifyRequest, context: RequestContext = 'default', body: Record<string, unknown> = {}): RequestInfo {
  const headers: Record<string, string> = {};
  for (const [k, v] of Object.entries(req.headers)) {
    headers[snakeHeader(k)] = Array.isArray(v) ? (v[0] ?? '') : String(v ?? '');
  }
  return { auth: req.auth, method: req.method, context, query: firstValues(req.query), headers, body };
}
