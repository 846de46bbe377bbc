/**
 * Serves the built web app (web/dist) with SPA fallback, and `/app-config.js`: the runtime
 * configuration the app reads at start (environment variables, no rebuild needed).
 * Built files go out precompressed (the `.br`/`.gz` sibling the browser accepts, `Vary: Accept-Encoding`);
 * hashed assets are cached for a year, everything else is revalidated on each load (decision 0036).
 */
import { existsSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import { installSpaDocumentHeaders } from '../spa-headers.js';

export interface WebConfig {
  environment: string;
  apiUrl: string;
  posthogKey: string;
  posthogHost: string;
  pixelId: string;
  /** the store can send mail, so accounts must confirm their email before using the app */
  requireVerifiedEmail: boolean;
}

export function webConfigFromEnv(env: NodeJS.ProcessEnv = process.env): WebConfig {
  return {
    environment: env['COVEY_ENVIRONMENT'] ?? '',
    apiUrl: env['COVEY_API_URL'] ?? '',
    posthogKey: env['COVEY_POSTHOG_KEY'] ?? '',
    posthogHost: env['COVEY_POSTHOG_HOST'] ?? '',
    pixelId: env['COVEY_PIXEL_ID'] ?? '',
    requireVerifiedEmail: false,
  };
}

/** content-hashed build output (Vite's `assets/`): a new release has new names, so caches may keep these */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** stable names (index.html, favicon, runtime config): revalidated on every load, so a deploy shows at once */
export const REVALIDATE = 'no-cache';

/** Cache-Control of a built file, by its path on disk (the compressed sibling is cached as its original) */
export function staticCacheControl(root: string, filePath: string): string {
  const rel = relative(root, filePath);
  return rel.startsWith(`assets${sep}`) ? IMMUTABLE : REVALIDATE;
}

export async function registerStaticSpa(
  server: FastifyInstance,
  webDist: string | undefined,
  config: () => WebConfig,
): Promise<void> {
  // built per request: part of it follows the settings (e.g. whether mail can be sent)
  server.get('/app-config.js', async (_req, reply) =>
    reply
      .type('application/javascript; charset=utf-8')
      .header('Cache-Control', REVALIDATE)
      .send(`window.__COVEY_CONFIG__ = ${JSON.stringify(config()).replace(/</g, '\\u003c')};\n`),
  );
  if (!webDist || !existsSync(join(webDist, 'index.html'))) return;
  installSpaDocumentHeaders(server, config);
  await server.register(fastifyStatic, {
    root: webDist,
    prefix: '/',
    wildcard: false,
    index: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, filePath) => void reply.header('Cache-Control', staticCacheControl(webDist, filePath)),
  });
  const sendIndex = (reply: FastifyReply) =>
    reply.header('Cache-Control', REVALIDATE).type('text/html; charset=utf-8').sendFile('index.html');
  server.get('/', async (_req, reply) => sendIndex(reply));
  server.get('/*', async (req, reply) => {
    if (req.url.startsWith('/api/') || req.url === '/api') return reply.callNotFound();
    // every built file has its own route (wildcard: false); a missing asset is a 404, any other path the app
    // (the file viewer's `/file/{collection}/{record}/{name.png}` ends like an asset but is an app route)
    const path = req.url.split('?')[0]!;
    const viewer = path.startsWith('/file/');
    if (
      /^\/assets\//.test(path) ||
      (!viewer && /\.(js|css|map|png|svg|ico|webmanifest|json|txt|woff2?)$/i.test(path))
    ) {
      return reply.callNotFound();
    }
    return sendIndex(reply);
  });
}
