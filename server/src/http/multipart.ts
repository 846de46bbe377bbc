/**
 * The `multipart/form-data` body parser. It runs as an ordinary Fastify content-type parser, so a
 * multipart body goes through the same pipeline as every other body: it reads the payload the
 * `preParsing` hooks hand over (a route's own size cap, e.g. the batch route's), it is read to the
 * end or refused (413) once it passes the route's body limit, and a broken body is a 400. Parts are
 * buffered (the record handlers need whole values); only the backup upload streams its file, in its
 * own scope.
 */
import type { Readable } from 'node:stream';
import { Busboy, type BusboyConfig, type BusboyInstance } from '@fastify/busboy';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../util/api-error.js';

interface MultipartPart {
  field: string;
  /** set for file parts */
  file?: { filename: string; mimetype: string; data: Buffer };
  value?: string;
}

const MULTIPART = Symbol('multipart body');

export interface MultipartBody {
  readonly [MULTIPART]: true;
  parts: MultipartPart[];
}

export const isMultipartBody = (body: unknown): body is MultipartBody =>
  !!body && typeof body === 'object' && (body as Partial<MultipartBody>)[MULTIPART] === true;

const MAX_PARTS = 1000;
/** a body that ended and Busboy makes no progress on for this long (checks × interval) is refused */
const STALL_CHECKS = 10;
const STALL_CHECK_MS = 100;

function parseMultipart(req: FastifyRequest, payload: Readable, limit: number): Promise<MultipartBody> {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers['content-length'] ?? NaN);
    if (Number.isFinite(declared) && declared > limit) return reject(new ApiError(413));
    let bb: BusboyInstance;
    try {
      bb = Busboy({
        headers: req.headers as BusboyConfig['headers'],
        limits: { parts: MAX_PARTS, fieldSize: limit, fileSize: limit, fieldNameSize: 1000 },
      });
    } catch {
      return reject(new ApiError(400, 'Failed to read the submitted data.'));
    }
    const parts: MultipartPart[] = [];
    let pendingFiles = 0;
    let finished = false;
    let settled = false;
    let seen = 0;
    /** Busboy's events so far (fields, files, file chunks and ends) */
    let progress = 0;
    // Busboy can stall on some malformed bodies (a part with no header block): it stops taking the
    // payload (back-pressure) or never finishes one that ended. Waiting on Busboy (not on the client)
    // with no progress at all (no byte taken, no field, file chunk or end) for a while is a 400.
    let ended = false;
    payload.once('end', () => (ended = true));
    let idle = 0;
    let last = -1;
    const stallCheck = setInterval(() => {
      const now = seen + progress;
      if (now !== last || !(ended || bb.writableNeedDrain)) {
        last = now;
        idle = 0;
      } else if (++idle >= STALL_CHECKS) {
        fail(new ApiError(400, 'Failed to read the submitted data.'));
      }
    }, STALL_CHECK_MS);
    stallCheck.unref();
    const fail = (err: ApiError) => {
      if (settled) return;
      settled = true;
      clearInterval(stallCheck);
      payload.unpipe(bb);
      bb.removeAllListeners();
      bb.on('error', () => undefined);
      reject(err);
    };
    const done = () => {
      if (settled || !finished || pendingFiles > 0) return;
      settled = true;
      clearInterval(stallCheck);
      resolve({ [MULTIPART]: true, parts });
    };
    payload.on('data', (chunk: Buffer) => {
      seen += chunk.length;
      if (seen > limit) fail(new ApiError(413));
    });
    payload.on('error', (err) => fail(err instanceof ApiError ? err : new ApiError(400, 'Failed to read the submitted data.')));
    bb.on('field', (field: string, value: string) => {
      progress++;
      parts.push({ field, value });
    });
    bb.on('file', (field: string, stream: Readable, filename: string, _enc: string, mimetype: string) => {
      pendingFiles++;
      progress++;
      const part: MultipartPart = { field };
      parts.push(part);
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => {
        progress++;
        chunks.push(c);
      });
      stream.on('limit', () => fail(new ApiError(413)));
      stream.on('error', () => fail(new ApiError(400, 'Failed to read the submitted data.')));
      stream.on('end', () => {
        progress++;
        pendingFiles--;
        part.file = { filename: filename ?? '', mimetype: mimetype || 'application/octet-stream', data: Buffer.concat(chunks) };
        done();
      });
    });
    bb.on('partsLimit', () => fail(new ApiError(413)));
    bb.on('error', () => fail(new ApiError(400, 'Failed to read the submitted data.')));
    bb.on('finish', () => {
      finished = true;
      done();
    });
    payload.pipe(bb);
  });
}

/** installs the multipart parser on `server` (replacing one a parent scope has) */
export function installMultipartParser(server: FastifyInstance): void {
  if (server.hasContentTypeParser('multipart/form-data')) server.removeContentTypeParser('multipart/form-data');
  server.addContentTypeParser('multipart/form-data', (req, payload, done) => {
    parseMultipart(req, payload as Readable, req.routeOptions.bodyLimit ?? Number.MAX_SAFE_INTEGER).then(
      (body) => done(null, body),
      (err: Error) => done(err, undefined),
    );
  });
}
