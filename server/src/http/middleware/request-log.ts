/**
 * Request logging (contract §10, PocketBase's activity logger): one log entry per API request
 * with method, URL, status, duration, auth collection (+ auth id when `logs.logAuthId`), client
 * and socket IP (when `logs.logIP`), referer and user agent. Bodies are never logged.
 *
 * It listens on the Node server underneath Fastify, so it sees every request of the app whatever
 * scope its route lives in (including 404s and requests rejected by guards), and it is installed
 * from a route group without touching the server setup. Entries go to the LogWriter, which
 * batches them into the auxiliary database: nothing here waits on a write.
 * Successful requests to `/api/logs…` and non-API paths are skipped (as PocketBase does).
 * Unlike PocketBase, secrets in the URL and the `Referer` (invite, file, backup, reset tokens, OAuth codes)
 * are redacted before anything is written: logs are kept for days (decision 0032).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { CoreApp } from '../../core/core-app.js';
import { verifyRecordToken } from '../../core/auth/tokens.js';
import { LOG_LEVEL } from '../../core/logs/log-model.js';
import { redactUrl } from '../../core/logs/redact-secrets.js';
import type { LogWriter } from '../../core/logs/log-writer.js';
import { clientIp, normalizeIp } from './rate-limit-rules.js';
import { SERVED_AUTH, tokenFromHeader } from '../request-context.js';

const cut = (s: string, max: number) => (s.length > max ? `${s.slice(0, max)}...` : s);
const header = (req: IncomingMessage, name: string) => {
  const v = req.headers[name];
  return Array.isArray(v) ? (v[0] ?? '') : (v ?? '');
};

function shouldLogRequest(path: string, status: number): boolean {
  if (status >= 400) return true;
  if (!path.startsWith('/api/')) return false;
  return !(path === '/api/logs' || path.startsWith('/api/logs/'));
}

type WithServedAuth = IncomingMessage & { [SERVED_AUTH]?: { collection: string; id: string } | null };

type ServedAuth = { collection: string; id: string } | null;

/** the auth a request was served with, when known without a token check (most requests) */
function knownAuth(req: IncomingMessage): ServedAuth | undefined {
  const served = (req as WithServedAuth)[SERVED_AUTH];
  if (served !== undefined) return served;
  return header(req, 'authorization') ? undefined : null;
}

async function authOf(core: CoreApp, req: IncomingMessage): Promise<ServedAuth> {
  const known = knownAuth(req);
  if (known !== undefined) return known;
  const token = tokenFromHeader(header(req, 'authorization'));
  if (!token) return null;
  const verified = await verifyRecordToken(core.db, (id) => core.getCollection(id), token, 'auth');
  return verified
    ? { collection: verified.record.collection.name, id: String(verified.record.data['id'] ?? '') }
    : null;
}

type LogEntryOut = { level: number; message: string; data: Record<string, unknown> } | null;

function requestLogEntry(
  core: CoreApp,
  req: IncomingMessage,
  res: ServerResponse,
  startedNs: bigint,
  remoteAddress: string,
  auth: ServedAuth,
): LogEntryOut {
  const execTime = Number(process.hrtime.bigint() - startedNs) / 1e6;
  const rawUrl = req.url ?? '';
  const q = rawUrl.indexOf('?');
  const path = q < 0 ? rawUrl : rawUrl.slice(0, q);
  const status = res.statusCode;
  if (!shouldLogRequest(path, status)) return null;
  const url = cut(redactUrl(rawUrl), 3000);
  const settings = core.settings.get();
  const method = cut(String(req.method ?? '').toUpperCase(), 50);
  const data: Record<string, unknown> = {
    type: 'request',
    execTime,
    url,
    method,
    status,
    referer: cut(redactUrl(header(req, 'referer')), 2000),
    userAgent: cut(header(req, 'user-agent'), 2000),
  };
  data['auth'] = auth?.collection ?? '';
  if (auth && settings.logs.logAuthId) data['authId'] = auth.id;
  if (settings.logs.logIP) {
    const src = { remoteAddress, headers: req.headers };
    data['userIP'] = clientIp(src, settings.trustedProxy);
    data['remoteIP'] = normalizeIp(src.remoteAddress);
  }
  let shownUrl = url;
  if (url.includes('%')) {
    try {
      shownUrl = decodeURIComponent(url);
    } catch {
      // keep the raw URL
    }
  }
  return { level: status >= 400 ? LOG_LEVEL.error : LOG_LEVEL.info, message: `${method} ${shownUrl}`, data };
}

async function buildRequestLog(
  core: CoreApp,
  req: IncomingMessage,
  res: ServerResponse,
  startedNs: bigint,
  remoteAddress: string,
): Promise<LogEntryOut> {
  const auth = await authOf(core, req).catch(() => null);
  return requestLogEntry(core, req, res, startedNs, remoteAddress, auth);
}

interface Pending {
  core: CoreApp;
  writer: LogWriter;
  req: IncomingMessage;
  started: bigint;
  remoteAddress: string;
}

const PENDING = Symbol('covey.requestLog');
type WithPending = ServerResponse & { [PENDING]?: Pending };

const write = (writer: LogWriter, entry: LogEntryOut) => {
  if (entry) writer.log(entry.level, entry.message, entry.data);
};

/** one shared `close` listener (no closure per request): the request's state rides on the response */
function onClose(this: WithPending): void {
  const p = this[PENDING];
  if (!p) return;
  this[PENDING] = undefined;
  const { core, writer, req, started, remoteAddress } = p;
  if (core.settings.get().logs.maxDays <= 0) return;
  // the auth is known for almost every request: no promise, no token check
  const known = knownAuth(req);
  if (known !== undefined) {
    try {
      write(writer, requestLogEntry(core, req, this, started, remoteAddress, known));
    } catch (err) {
      console.error('request log failed', err);
    }
    return;
  }
  buildRequestLog(core, req, this, started, remoteAddress)
    .then((entry) => write(writer, entry))
    .catch((err: unknown) => console.error('request log failed', err));
}

/** Logs every request the server of `scope` handles (the listener goes away with the server). */
export function installRequestLog(scope: FastifyInstance, core: CoreApp, writer: LogWriter): void {
  scope.server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    // CORS preflights are answered before PocketBase's logger and never logged
    if (req.method === 'OPTIONS') return;
    (res as WithPending)[PENDING] = { core, writer, req, started: process.hrtime.bigint(), remoteAddress: req.socket?.remoteAddress ?? '' };
    res.on('close', onClose);
  });
}
