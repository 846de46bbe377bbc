/**
 * Builds the Fastify instance: body parsers, auth loading, security headers, CORS, PocketBase
 * JSON output, the `fields` response filter, error envelope, then the route groups.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import cors from '@fastify/cors';
import { ApiError } from '../util/api-error.js';
import type { CoreApp } from '../core/core-app.js';
import { applyFieldsToResponse } from '../util/pick-fields.js';
import { INVALID_BODY, parseUrlEncoded } from './body.js';
import { goJson } from './json.js';
import { clientErrorHandler, frameworkErrorHandler, installErrorHandling, type LocalizeError } from './error-handler.js';
import { installCompression } from './compression.js';
import { installMultipartParser } from './multipart.js';
import { limitedAuthMayCall, loadAuth } from './request-context.js';
import { redactUrl } from '../core/logs/redact-secrets.js';
import { registerRoutes, type RouteOptions } from './router.js';

const DEFAULT_MAX_BODY = 32 << 20;

export interface HttpOptions extends RouteOptions {
  /** Fastify logger on/off */
  logger?: boolean;
  /** the product's error sentences in the caller's language (the composition root passes Covey's) */
  localizeError?: LocalizeError;
}

/** what the console log shows of a request: Fastify's default fields, the URL without its secrets */
function logRequest(req: { method: string; url: string; host?: string; ip?: string; socket?: { remotePort?: number } }) {
  return { method: req.method, url: redactUrl(req.url), host: req.host, remoteAddress: req.ip, remotePort: req.socket?.remotePort };
}

function installParsers(server: FastifyInstance): void {
  server.removeAllContentTypeParsers();
  server.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, text, done) => {
    const s = String(text);
    if (!s.trim()) return done(null, undefined);
    try {
      done(null, JSON.parse(s));
    } catch {
      done(null, INVALID_BODY);
    }
  });
  server.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, text, done) => {
    done(null, parseUrlEncoded(String(text)));
  });
  server.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, buf, done) => {
    if ((buf as Buffer).length === 0) return done(null, undefined);
    done(new ApiError(400, 'Unsupported Content-Type.'), undefined);
  });
  installMultipartParser(server);
}

export async function createHttpServer(app: CoreApp, opts: HttpOptions = {}): Promise<FastifyInstance> {
  const server = Fastify({
    // the console log never shows the secrets a URL may carry (decision 0032)
    logger: opts.logger ? { level: 'info', serializers: { req: logRequest } } : false,
    bodyLimit: DEFAULT_MAX_BODY,
    routerOptions: { ignoreTrailingSlash: false, maxParamLength: 1000 },
    // on close: idle keep-alive sockets are closed at once, requests in flight finish first
    forceCloseConnections: 'idle',
    return503OnClosing: false,
    // as PocketBase's http.Server (ReadTimeout 5 min): a request whose body stalls is answered 408 and
    // closed instead of holding the connection forever (Fastify's default 0 turns Node's limit off)
    requestTimeout: 5 * 60_000,
    // errors raised before routing and requests Node cannot parse answer with the one envelope too
    frameworkErrors: frameworkErrorHandler,
    clientErrorHandler,
  });
  // ReadHeaderTimeout 1 min, as PocketBase
  server.server.headersTimeout = 60_000;
  installParsers(server);
  await server.register(cors, { origin: '*', methods: ['GET', 'HEAD', 'PUT', 'PATCH', 'POST', 'DELETE'], optionsSuccessStatus: 204 });
  server.decorateRequest('auth', null);
  server.decorateRequest('authClaims', null);
  server.decorateRequest('authToken', '');

  server.setReplySerializer((payload) => goJson(payload));
  // hot path: callback-style hooks (no promise per request when there is nothing to do)
  server.addHook('onRequest', (req, _reply, done) => {
    if (!req.headers.authorization) {
      req.auth = null;
      req.authClaims = null;
      req.authToken = '';
      return done();
    }
    loadAuth(app, req).then(() => {
      if (req.auth?.limit && !limitedAuthMayCall(req.method, req.url)) {
        return done(new ApiError(403, 'This key or app token cannot be used for this request.'));
      }
      done();
    }, done);
  });
  server.addHook('preSerialization', (req, reply, payload, done) => {
    const fields = (req.query as Record<string, unknown> | undefined)?.['fields'];
    if (typeof fields !== 'string' || !fields || reply.statusCode >= 300) return done(null, payload);
    try {
      done(null, applyFieldsToResponse(payload, fields));
    } catch (err) {
      done(err as Error);
    }
  });
  server.addHook('onSend', (_req, reply, payload, done) => {
    reply.header('X-XSS-Protection', '1; mode=block');
    reply.header('X-Content-Type-Options', 'nosniff');
    if (!reply.hasHeader('X-Frame-Options') && !reply.getHeader('content-disposition')) reply.header('X-Frame-Options', 'SAMEORIGIN');
    // keeps what the route set (compressed responses vary on Accept-Encoding)
    const vary = reply.getHeader('Vary');
    if (!vary) reply.header('Vary', 'Origin');
    else if (!/\borigin\b/i.test(String(vary))) reply.header('Vary', `${String(vary)}, Origin`);
    done(null, payload);
  });
  installErrorHandling(server, opts.localizeError);
  await installCompression(server);
  await registerRoutes(server, app, opts);
  return server;
}
