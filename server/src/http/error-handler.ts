/**
 * Maps every error to PocketBase's envelope: ApiError as is; filter/parse failures and other
 * non-API errors to 400 (never a 500 for bad input); body limits to 413.
 */
import type { Socket } from 'node:net';
import type { Readable } from 'node:stream';
import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, ValidationErrors } from '../util/api-error.js';
import { FilterError } from '../filter/filter-error.js';

export function toApiError(err: unknown): ApiError {
  if (err instanceof ApiError) return err;
  if (err instanceof FilterError) return new ApiError(400);
  if (err instanceof ValidationErrors) return new ApiError(400, 'An error occurred while validating the submitted data.', err.errors);
  const fe = err as Partial<FastifyError>;
  if (fe.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || fe.statusCode === 413) return new ApiError(413);
  if (fe.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || fe.statusCode === 415) return new ApiError(400, 'Unsupported Content-Type.');
  if (fe.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' || fe.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
    return new ApiError(400, 'Failed to read the submitted data.');
  }
  if (fe.statusCode === 404) return new ApiError(404);
  if (fe.statusCode && fe.statusCode >= 400 && fe.statusCode < 500) return new ApiError(fe.statusCode);
  return new ApiError(400);
}

const unread = new WeakSet<object>();

/** how much of a refused body is read and dropped so that its client sees the answer (Go's server reads 256 KB) */
const UNREAD_DRAIN_MAX = 4 << 20;

/**
 * Marks a request whose body will not be read to its end (a disabled route, a body over the route's
 * limit, declared or streamed): the answer goes out at once and the connection closes, instead of
 * waiting for the client to upload a body nobody will read.
 */
export function dropRestOfBody(req: FastifyRequest): void {
  unread.add(req.raw);
}

/** rewrites an error's sentences for the request (the product's own messages in the caller's language) */
export type LocalizeError = (err: ApiError, req: FastifyRequest) => ApiError;

export function installErrorHandling(server: FastifyInstance, localize?: LocalizeError): void {
  server.setErrorHandler(async (err, req, reply) => {
    const plain = toApiError(err);
    const api = localize ? localize(plain, req) : plain;
    if (!(err instanceof ApiError) && !(err instanceof FilterError) && !(err instanceof ValidationErrors)) {
      req.log.error({ err }, 'request failed');
    }
    // a body refused part way (too large, malformed) is read to its end (bounded, never buffered) before
    // the answer, so the client reads the error instead of a connection closed under its upload; read to
    // its end, the connection can stay open (the parser asked to close it); cut off, it closes
    if (!req.raw.complete && unread.has(req.raw)) {
      // a body nobody will read: a declared one of up to 4 MiB is read and dropped (never buffered), so the
      // client can read the answer; a larger or streamed one is not waited for: answer now and close
      const declared = Number(req.headers['content-length']);
      const small = Number.isFinite(declared) && declared <= UNREAD_DRAIN_MAX;
      if (!small || !(await drainBounded(req.raw, UNREAD_DRAIN_MAX))) {
        req.raw.unpipe();
        req.raw.resume();
      }
      reply.header('connection', 'close');
    } else if (!req.raw.complete && (await drainBounded(req.raw))) reply.removeHeader('connection');
    if (api.rawBody !== undefined) return reply.code(api.status).send(api.rawBody);
    return reply.code(api.status).send(req.method === 'HEAD' ? undefined : api.toJSON());
  });
  server.setNotFoundHandler((req, reply) => reply.code(404).send(new ApiError(404).toJSON()));
}

/**
 * Errors Fastify raises before routing (a URL that does not decode, …): the same envelope, never the
 * URL, query string or token that came with the request.
 */
export function frameworkErrorHandler(err: FastifyError, _req: FastifyRequest, reply: FastifyReply): void {
  const api = err.code === 'FST_ERR_BAD_URL' ? new ApiError(400) : toApiError(err);
  void reply.code(api.status).send(api.toJSON());
}

/**
 * Requests Node cannot even parse (bad request line, oversized headers, timeouts): answered on the socket
 * with the envelope (Fastify's default answer has its own shape), then the connection is closed.
 */
export function clientErrorHandler(err: Error & { code?: string }, socket: Socket): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const status = err.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : err.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
  const message = status === 408 ? 'Request timeout.' : status === 431 ? 'Request header fields too large.' : undefined;
  const body = JSON.stringify(new ApiError(status, message).toJSON());
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  // end (not destroy) after the answer, and drop what the client is still sending (a long header),
  // so its unread bytes do not turn the close into a reset that loses the answer; cut after 5 s
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
  socket.resume();
  setTimeout(() => socket.destroy(), 5_000).unref();
}

/**
 * Reads and drops what is left of a request body, up to a bound (then the socket is closed).
 * Resolves true once the body has ended, false when it was cut off or the client went away.
 */
function drainBounded(stream: Readable, maxBytes = 256 << 20): Promise<boolean> {
  return new Promise((resolve) => {
    if (stream.readableEnded) return resolve(true);
    if (stream.destroyed) return resolve(false);
    let seen = 0;
    const finish = (ended: boolean) => {
      stream.removeListener('data', onData);
      resolve(ended);
    };
    const onData = (chunk: Buffer) => {
      seen += chunk.length;
      if (seen > maxBytes) {
        stream.destroy();
        finish(false);
      }
    };
    // a stream still piped into a consumer that stopped reading (a route's size cap in preParsing, a
    // parser that gave up) would pause again on every chunk: unpiped, it flows into this drain only
    stream.unpipe();
    stream.on('data', onData);
    stream.once('end', () => finish(true));
    stream.once('close', () => finish(false));
    stream.once('error', () => finish(false));
    stream.resume();
  });
}
