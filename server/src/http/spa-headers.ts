/**
 * Security headers of the web app's HTML document (decision 0032): a strict Content-Security-Policy and a
 * Referrer-Policy. Only `index.html` carries them (every app route answers with it); built assets and
 * API responses are untouched.
 *
 * - Scripts: this origin only (the built bundles and `/app-config.js`; the page has no inline script), plus
 *   the advertising pixel's host when a pixel id is configured.
 * - Styles: this origin and `'unsafe-inline'`. Mantine writes its theme variables into `<style>` elements at
 *   run time and components set `style` attributes; a nonce cannot cover attributes. Inline style cannot
 *   run script, and every other directive stays strict.
 * - Connections: this origin, the API origin when the app talks to another one, the analytics host only
 *   when analytics can run (production with a key), the pixel's host only when a pixel id is set.
 * - Referrer: `strict-origin-when-cross-origin`; `no-referrer` on the screens that carry tokens or
 *   invitations in their URL and on the sign-in screens (the app also sets it when it navigates there).
 */
import type { FastifyInstance } from 'fastify';
import type { WebConfig } from './routes/static-spa.js';

const DEFAULT_ANALYTICS_ORIGIN = 'https://us.i.posthog.com';
const PIXEL_SCRIPT_ORIGIN = 'https://connect.facebook.net';
const PIXEL_ORIGIN = 'https://www.facebook.com';
const SECRET_PARAMS = ['token', 'invite', 'circle_invite', 'code', 'state', 'email', 'otp'];

/** the origin of an http(s) URL, or null (a malformed setting adds nothing to the policy) */
function originOf(url: string): string | null {
  try {
    const u = new URL(url.trim());
    return u.protocol === 'https:' || u.protocol === 'http:' ? u.origin : null;
  } catch {
    return null;
  }
}

function analyticsOrigin(config: Pick<WebConfig, 'environment' | 'posthogKey' | 'posthogHost'>): string | null {
  if (config.environment !== 'production' || config.posthogKey.trim() === '') return null;
  return config.posthogHost.trim() === '' ? DEFAULT_ANALYTICS_ORIGIN : originOf(config.posthogHost);
}

export function contentSecurityPolicy(config: WebConfig): string {
  const api = config.apiUrl.trim() ? originOf(config.apiUrl) : null;
  const analytics = analyticsOrigin(config);
  const pixel = config.pixelId.trim() !== '';
  const list = (...sources: (string | null | false)[]) => sources.filter((s): s is string => !!s).join(' ');
  const directives: [string, string][] = [
    ['default-src', "'self'"],
    ['script-src', list("'self'", pixel && PIXEL_SCRIPT_ORIGIN)],
    ['style-src', "'self' 'unsafe-inline'"],
    ['img-src', list("'self'", 'data:', 'blob:', api, pixel && PIXEL_ORIGIN)],
    ['media-src', list("'self'", 'blob:', api)],
    ['font-src', "'self' data:"],
    ['connect-src', list("'self'", api, analytics, pixel && PIXEL_ORIGIN, pixel && PIXEL_SCRIPT_ORIGIN)],
    ['worker-src', "'self' blob:"],
    ['frame-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'self'"],
  ];
  return directives.map(([name, value]) => `${name} ${value}`).join('; ');
}

/** screens whose URL may carry a token or an invitation, and the sign-in screens */
function isAuthPath(url: string): boolean {
  const q = url.indexOf('?');
  const path = (q < 0 ? url : url.slice(0, q)).replace(/\/+$/, '') || '/';
  if (path === '/auth' || path.startsWith('/auth/') || path === '/oauth' || path.startsWith('/oauth/')) return true;
  if (path === '/login' || path === '/signup') return true;
  const params = new URLSearchParams(q < 0 ? '' : url.slice(q + 1));
  return SECRET_PARAMS.some((name) => params.has(name));
}

export function referrerPolicy(url: string): string {
  return isAuthPath(url) ? 'no-referrer' : 'strict-origin-when-cross-origin';
}

/** the headers `index.html` is sent with, for the request URL `url` */
function spaDocumentHeaders(config: WebConfig, url: string): Record<string, string> {
  return { 'Content-Security-Policy': contentSecurityPolicy(config), 'Referrer-Policy': referrerPolicy(url) };
}

/**
 * Adds the document headers to every HTML response outside `/api/` (the app's `index.html`, whichever
 * route serves it). A hook, so the static serving code stays as it is.
 */
export function installSpaDocumentHeaders(server: FastifyInstance, config: () => WebConfig): void {
  server.addHook('onSend', (req, reply, payload, done) => {
    const type = reply.getHeader('content-type');
    if (typeof type === 'string' && type.startsWith('text/html') && !req.url.startsWith('/api/')) {
      reply.headers(spaDocumentHeaders(config(), req.url));
    }
    done(null, payload);
  });
}
