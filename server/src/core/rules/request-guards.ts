/**
 * What a route knows about its request, for guards and rules: the authenticated record and the
 * `@request.*` info (headers, query, body, method, ip). Structural request shapes, not Fastify's,
 * so http/ and covey's routes share one copy without covey importing http/ (decision 0042).
 */
import { ApiError } from '../../util/api-error.js';
import type { AuthInfo, RequestContext, RequestInfo } from './request-info.js';

/** the part of a request the guards read (a FastifyRequest is one) */
export interface AuthedRequest {
  auth: AuthInfo | null;
}

/** the part of a request its `@request.*` info is built from (a FastifyRequest is one) */
export interface RequestLike extends AuthedRequest {
  method: string;
  query: unknown;
  headers: Record<string, string | string[] | undefined>;
  ip: string;
}

export function requireAuth(req: AuthedRequest): void {
  if (!req.auth) throw new ApiError(401, 'The request requires valid record authorization token.');
}

export function requireSuperuser(req: AuthedRequest): void {
  requireAuth(req);
  if (!isSuperuserReq(req)) throw new ApiError(403, 'The authorized record is not allowed to perform this action.');
}

/** header names seen so far → their `@request.headers.*` key (a handful of distinct names; bounded) */
const snakeNames = new Map<string, string>();

export function snakeHeader(name: string): string {
  let snake = snakeNames.get(name);
  if (snake === undefined) {
    snake = name.toLowerCase().replace(/-/g, '_');
    if (snakeNames.size < 1000) snakeNames.set(name, snake);
  }
  return snake;
}

export const isSuperuserReq = (req: AuthedRequest) => req.auth?.collection.name === '_superusers';

export function firstValues(query: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (!query || typeof query !== 'object') return out;
  for (const [k, v] of Object.entries(query as Record<string, unknown>)) {
    out[k] = Array.isArray(v) ? String(v[0] ?? '') : String(v ?? '');
  }
  return out;
}

export function requestInfo(
  req: RequestLike,
  context: RequestContext = 'default',
  body: Record<string, unknown> = {},
  query: Record<string, string> = firstValues(req.query),
): RequestInfo {
  const headers: Record<string, string> = {};
  const raw = req.headers;
  for (const k in raw) {
    const v = raw[k];
    headers[snakeHeader(k)] = Array.isArray(v) ? (v[0] ?? '') : String(v ?? '');
  }
  return { auth: req.auth, method: req.method, context, query, headers, body, ip: req.ip };
}
