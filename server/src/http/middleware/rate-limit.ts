/**
 * The rate-limit hook (contract §11, Covey S2: on by default): applies RateLimiter to every
 * matched route with the route's tags, per client IP (trusted proxy headers only when configured),
 * and follows `rateLimits`/`trustedProxy` settings changes live. Superusers are never limited.
 * Over the limit ⇒ 429 `Too Many Requests.`. Tests can turn it off with
 * `PATCH /api/settings {"rateLimits":{"enabled":false}}`.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../../util/api-error.js';
import type { CoreApp } from '../../core/core-app.js';
import { isSuperuserReq } from '../request-context.js';
import { clientIp, RateLimiter, type RateDelta } from './rate-limit-rules.js';

const COLLECTION_PREFIX = '/api/collections/:collection/';

const AUTH_TAGS: Record<string, string[]> = {
  'auth-methods': ['listAuthMethods'],
  'auth-refresh': ['authRefresh'],
  'auth-with-password': ['authWithPassword', 'auth'],
  'auth-with-oauth2': ['authWithOAuth2', 'auth'],
  'request-otp': ['requestOTP'],
  'auth-with-otp': ['authWithOTP', 'auth'],
  'request-password-reset': ['requestPasswordReset'],
  'confirm-password-reset': ['confirmPasswordReset'],
  'request-verification': ['requestVerification'],
  'confirm-verification': ['confirmVerification'],
  'request-email-change': ['requestEmailChange'],
  'confirm-email-change': ['confirmEmailChange'],
};

const RECORD_TAGS: Record<string, string> = { 'GET records': 'list', 'POST records': 'create', 'GET records/:id': 'view', 'PATCH records/:id': 'update', 'DELETE records/:id': 'delete' };

/** the tags of a route pattern (most specific first) */
export function routeTags(method: string, routeUrl: string): string[] {
  if (routeUrl === '/api/files/:collection/:recordId/:filename') return ['file'];
  if (!routeUrl.startsWith(COLLECTION_PREFIX)) return [];
  const rest = routeUrl.slice(COLLECTION_PREFIX.length);
  const record = RECORD_TAGS[`${method.toUpperCase()} ${rest}`];
  if (record) return [record];
  return AUTH_TAGS[rest] ?? [];
}

/** the client IP as the settings define it (trusted proxy headers only when configured) */
export function requestIp(app: CoreApp, req: FastifyRequest): string {
  return clientIp({ remoteAddress: req.socket?.remoteAddress ?? req.ip, headers: req.headers }, app.settings.get().trustedProxy);
}

/** how instances sharing one database pool their counts (app/cluster-wiring.ts provides it) */
export interface RateLimitShare {
  publish(deltas: RateDelta[]): void;
  subscribe(fn: (deltas: RateDelta[]) => void): void;
}

const SHARE_EVERY_MS = 200;

export function installRateLimit(server: FastifyInstance, app: CoreApp, share?: RateLimitShare): () => void {
  const limiter = new RateLimiter(app.settings.get().rateLimits);
  const offSettings = app.settings.onChange((next) => limiter.updateRules(next.rateLimits));
  let timer: NodeJS.Timeout | undefined;
  if (share) {
    limiter.sharing = true;
    share.subscribe((deltas) => limiter.absorb(deltas));
    timer = setInterval(() => {
      const deltas = limiter.drain();
      if (deltas.length) share.publish(deltas);
    }, SHARE_EVERY_MS);
    timer.unref();
  }
  const off = () => {
    offSettings();
    if (timer) clearInterval(timer);
  };
  // callback style: this runs on every request, and most pass without waiting on anything
  server.addHook('onRequest', (req, _reply, done) => {
    // the cheap checks first: `routeOptions` builds a new object on every read
    if (req.method === 'OPTIONS' || !app.settings.get().rateLimits.enabled) return done();
    const url = req.routeOptions?.url;
    if (!url) return done();
    const tags = routeTags(req.method, url);
    const param = (req.params as Record<string, string> | undefined)?.['collection'];
    const collectionName = param && tags.length ? (app.getCollection(param)?.name ?? param) : undefined;
    const path = req.url.split('?')[0] ?? req.url;
    const res = limiter.check({ ip: requestIp(app, req), path, method: req.method, collectionName, tags, isAuth: !!req.auth, isSuperuser: isSuperuserReq(req) });
    done(res.allowed ? undefined : new ApiError(429));
  });
  return off;
}
