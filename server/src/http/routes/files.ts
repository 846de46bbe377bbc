/**
 * Files (contract §8.2–8.3): download with `thumb`, `download` and `token`, and file tokens.
 * Active types (HTML, SVG, XML…) are never served inline and every response carries a sandbox CSP
 * and `nosniff`, so an upload cannot run script on our origin.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../../util/api-error.js';
import type { CoreApp } from '../../core/core-app.js';
import { signRecordToken } from '../../core/auth/tokens.js';
import { findRecordById } from '../../core/records/record-queries.js';
import { canReadFile, findRecordFile } from '../../core/records/record-file-access.js';
import { fileKey } from '../../core/records/record-files.js';
import type { FieldDef } from '../../core/fields/field.js';
import { fileResponseHeaders } from '../../files/serve-headers.js';
import { contentRange, multipartByteRanges, resolveRange } from '../../files/byte-ranges.js';
import { randomString } from '../../util/random.js';
import { sniffMime } from '../../files/mime.js';
import { canThumb, makeThumb, parseThumbSize } from '../../files/thumbs.js';
import { FileNotFoundError } from '../../files/files-driver.js';
import { firstValues } from '../request-context.js';
import { requireAuth } from '../guards.js';

type P = { collection: string; recordId: string; filename: string };

const truthy = (v: string | undefined) => !!v && !['0', 'false', 'f', 'F', 'FALSE', 'False'].includes(v);

function thumbAllowed(field: FieldDef, size: string): boolean {
  const thumbs = Array.isArray(field['thumbs']) ? (field['thumbs'] as string[]) : [];
  return size === '100x100' || thumbs.includes(size);
}

async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

export function registerFileRoutes(server: FastifyInstance, app: CoreApp): void {
  server.post('/api/files/token', async (req) => {
    requireAuth(req);
    const record = await findRecordById(app.db, req.auth!.collection, String(req.auth!.record['id']));
    if (!record) throw new ApiError(401, 'The request requires valid record authorization token.');
    return { token: await signRecordToken(record, 'file') };
  });

  server.get<{ Params: P }>('/api/files/:collection/:recordId/:filename', async (req, reply) => {
    const c = app.getCollection(req.params.collection);
    if (!c) throw new ApiError(404);
    const found = await findRecordFile(app, c, req.params.recordId, req.params.filename);
    if (!found) throw new ApiError(404);
    const query = firstValues(req.query);
    if (!(await canReadFile(app, found, query['token'] ?? ''))) throw new ApiError(404);
    const name = req.params.filename;
    const key = fileKey(found.record.collection, String(found.record.data['id']), name);
    let data: Buffer;
    try {
      data = await readAll(await app.files.get(key));
    } catch (err) {
      if (err instanceof FileNotFoundError) throw new ApiError(404);
      throw err;
    }
    const size = query['thumb'] ?? '';
    if (size && parseThumbSize(size) && thumbAllowed(found.field, size) && canThumb(name)) {
      const thumbKey = `${found.record.collection.id}/${String(found.record.data['id'])}/thumbs_${name}/${size}_${name}`;
      try {
        data = (await app.files.stat(thumbKey)) ? await readAll(await app.files.get(thumbKey)) : await storeThumb(app, thumbKey, data, size);
      } catch (err) {
        req.log.warn({ err }, 'thumb generation failed; serving the original');
      }
    }
    const { mime } = await sniffMime(data);
    const headers = fileResponseHeaders({
      name,
      mime,
      download: truthy(query['download']),
      protected: !!found.field['protected'],
    });
    for (const [k, v] of Object.entries(headers)) reply.header(k, v);
    return sendContent(req, reply, data, headers['Content-Type']!, (await app.files.stat(key).catch(() => null))?.modified);
  });
}

/** the content as Go's http.ServeContent sends it: Last-Modified, Accept-Ranges and byte ranges (206/416) */
function sendContent(req: FastifyRequest, reply: FastifyReply, data: Buffer, contentType: string, modified?: Date) {
  const lastModified = modified ? new Date(Math.floor(modified.getTime() / 1000) * 1000) : undefined;
  if (lastModified) reply.header('Last-Modified', lastModified.toUTCString());
  reply.header('Accept-Ranges', 'bytes');
  let rangeHeader = typeof req.headers.range === 'string' ? req.headers.range : undefined;
  const ifRange = req.headers['if-range'];
  // If-Range: the ranges apply only while the content is unchanged (a date equal to Last-Modified)
  if (rangeHeader && typeof ifRange === 'string' && (!lastModified || Date.parse(ifRange) !== lastModified.getTime())) rangeHeader = undefined;
  const range = resolveRange(rangeHeader, data.length);
  if (range.kind === 'unsatisfiable') {
    // the error goes out as the JSON envelope: none of the file's own headers
    for (const h of ['Content-Type', 'Content-Disposition', 'Cache-Control', 'Last-Modified']) reply.removeHeader(h);
    if (range.noOverlap) reply.header('Content-Range', `bytes */${data.length}`);
    throw new ApiError(416, 'Requested range not satisfiable.');
  }
  if (range.kind === 'full') return reply.code(200).send(data);
  if (range.ranges.length === 1) {
    const r = range.ranges[0]!;
    reply.header('Content-Range', contentRange(r, data.length));
    return reply.code(206).send(data.subarray(r.start, r.start + r.length));
  }
  const boundary = randomString(30);
  reply.header('Content-Type', `multipart/byteranges; boundary=${boundary}`);
  return reply.code(206).send(multipartByteRanges(data, range.ranges, contentType, boundary));
}

async function storeThumb(app: CoreApp, key: string, original: Buffer, size: string): Promise<Buffer> {
  const thumb = await makeThumb(original, size);
  await app.files.put(key, thumb);
  return thumb;
}
