/**
 * `POST /api/batch` (contract §9): record create/update/upsert/delete sub-requests run through the
 * same actions as the records API, all in one transaction; any failure rolls everything back.
 */
import { Transform } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, fieldError, type ErrorData } from '../../util/api-error.js';
import type { CoreApp } from '../../core/core-app.js';
import { findRecordById } from '../../core/records/record-queries.js';
import { readBody, type UploadedFile } from '../body.js';
import { dropRestOfBody, toApiError } from '../error-handler.js';
import { isSuperuserReq, requestInfo, snakeHeader } from '../request-context.js';
import { createAction, deleteAction, updateAction, type ActionResult, type RecordCall } from './record-actions.js';
import { collectionOr404 } from './record-crud.js';
import { applyFieldsToResponse } from '../../util/pick-fields.js';

export interface BatchSettings {
  enabled: boolean;
  maxRequests: number;
  timeout: number;
  maxBodySize: number;
}

interface SubRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: Record<string, unknown>;
}

const METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);
const RECORDS_URL = /^\/api\/collections\/([^/?]+)\/records(?:\/([^/?]+))?(?:\?(.*))?$/;

function validate(raw: unknown, max: number): SubRequest[] {
  const list = (raw as { requests?: unknown })?.requests;
  if (!Array.isArray(list)) {
    throw new ApiError(400, 'Invalid batch request data.', { requests: fieldError('validation_required', 'Cannot be blank.') });
  }
  if (list.length > max) {
    throw new ApiError(400, 'Invalid batch request data.', {
      requests: fieldError('validation_length_too_long', `The length must be no more than ${max}.`, { max }),
    });
  }
  const errors: ErrorData = {};
  const out = list.map((item, i) => {
    const r = (item ?? {}) as Record<string, unknown>;
    const method = String(r['method'] ?? '').toUpperCase();
    const url = String(r['url'] ?? '');
    const e: ErrorData = {};
    if (!METHODS.has(method)) e['method'] = fieldError('validation_in_invalid', 'Must be a valid value.');
    if (!url) e['url'] = fieldError('validation_required', 'Cannot be blank.');
    else if (url.length > 2000) e['url'] = fieldError('validation_length_out_of_range', 'The length must be between 1 and 2000.');
    if (Object.keys(e).length) errors[String(i)] = e;
    const headers: Record<string, string> = {};
    for (const [k, v] of Object.entries((r['headers'] as Record<string, unknown>) ?? {})) headers[k] = String(v);
    const body = r['body'] && typeof r['body'] === 'object' ? (r['body'] as Record<string, unknown>) : {};
    return { method, url, headers, body };
  });
  if (Object.keys(errors).length) throw new ApiError(400, 'Invalid batch request data.', { requests: errors });
  return out;
}

function filesFor(files: UploadedFile[], index: number): UploadedFile[] {
  const re = new RegExp(`^requests(?:\\.${index}\\.|\\[${index}\\]\\.)(.+)$`);
  return files.flatMap((f) => {
    const m = re.exec(f.field);
    return m ? [{ ...f, field: m[1]! }] : [];
  });
}

async function runOne(app: CoreApp, req: FastifyRequest, sub: SubRequest, files: UploadedFile[], q: RecordCall['q']): Promise<ActionResult> {
  const m = RECORDS_URL.exec(sub.url);
  if (!m || sub.method === 'GET') throw new ApiError(400);
  const collection = collectionOr404(app, decodeURIComponent(m[1]!));
  const id = m[2] ? decodeURIComponent(m[2]) : undefined;
  const query = Object.fromEntries(new URLSearchParams(m[3] ?? ''));
  const info = requestInfo(req, 'batch', sub.body);
  info.method = sub.method;
  for (const [k, v] of Object.entries(sub.headers)) if (k.toLowerCase() !== 'authorization') info.headers[snakeHeader(k)] = v;
  const call: RecordCall = { app, collection, id, body: sub.body, files, query, info, isSuperuser: isSuperuserReq(req), q };
  const r = await dispatch(sub, call, q);
  // the sub-request's own `fields` applies to its response body (as for a direct records request)
  return r.status < 300 && query['fields'] ? { ...r, body: applyFieldsToResponse(r.body, query['fields']) } : r;
}

async function dispatch(sub: SubRequest, call: RecordCall, q: RecordCall['q']): Promise<ActionResult> {
  const { id, collection } = call;
  if (sub.method === 'POST' && !id) return createAction(call);
  if (sub.method === 'PATCH' && id) return updateAction(call);
  if (sub.method === 'DELETE' && id) return deleteAction(call);
  if (sub.method === 'PUT' && !id) {
    const bodyId = typeof sub.body['id'] === 'string' ? sub.body['id'] : '';
    const existing = bodyId && q ? await findRecordById(q, collection, bodyId) : null;
    return existing ? updateAction({ ...call, id: bodyId }) : createAction(call);
  }
  throw new ApiError(400);
}

const DEFAULT_MAX_BATCH_BODY = 128 << 20;

/** fails the stream with a 413 once more than `max` bytes went through (the rest is not waited for) */
function capped(max: number, req: FastifyRequest): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _enc, cb) {
      seen += chunk.length;
      if (seen <= max) return cb(null, chunk);
      dropRestOfBody(req);
      cb(new ApiError(413));
    },
  });
}

export function registerBatchRoutes(server: FastifyInstance, app: CoreApp, settings: () => BatchSettings): void {
  const maxBody = () => (settings().maxBodySize > 0 ? settings().maxBodySize : DEFAULT_MAX_BATCH_BODY);
  const routeOptions = {
    // refused before a byte of the body is read (a disabled batch never buffers a body)
    onRequest: (req: FastifyRequest, _reply: unknown, done: (err?: Error) => void) => {
      const s = settings();
      if (s.enabled && s.maxRequests > 0) return done();
      dropRestOfBody(req);
      done(new ApiError(403, 'Batch requests are not allowed.'));
    },
    // the limit follows the settings live (`batch.maxBodySize`, default 128 MiB) instead of the global one
    bodyLimit: Number.MAX_SAFE_INTEGER,
    preParsing: async (req: FastifyRequest, _reply: unknown, payload: NodeJS.ReadableStream) => {
      const max = maxBody();
      if (Number(req.headers['content-length'] ?? 0) > max) {
        dropRestOfBody(req);
        throw new ApiError(413);
      }
      return payload.pipe(capped(max, req));
    },
  };
  server.post('/api/batch', routeOptions, async (req) => {
    const s = settings();
    if (!s.enabled || s.maxRequests <= 0) throw new ApiError(403, 'Batch requests are not allowed.');
    let parsed;
    try {
      parsed = await readBody(req);
    } catch {
      throw new ApiError(400, 'Failed to read the submitted batch data.');
    }
    const subs = validate(parsed.data, s.maxRequests);
    const deadline = Date.now() + s.timeout * 1000;
    return app.db.transaction(async (q) => {
      const results: { status: number; body: unknown }[] = [];
      for (const [i, sub] of subs.entries()) {
        try {
          if (Date.now() > deadline) throw new ApiError(400, 'Batch transaction timeout.');
          const r = await runOne(app, req, sub, filesFor(parsed.files, i), q);
          results.push({ status: r.status, body: r.body });
        } catch (err) {
          const api = toApiError(err);
          throw new ApiError(400, 'Batch transaction failed.', {
            requests: { [String(i)]: { code: 'batch_request_failed', message: 'Batch request failed.', response: api.toJSON() } as never },
          });
        }
      }
      return results;
    });
  });
}
