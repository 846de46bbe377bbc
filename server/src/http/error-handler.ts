/**
 * Maps every error to PocketBase's envelope: ApiError as is; filter/parse failures and other
 * non-API errors to 400 (never a 500 for bad input); body limits to 413.
 */
import type { FastifyError, FastifyInstance } from 'fastify';
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

export function installErrorHandling(server: FastifyInstance): void {
  server.setErrorHandler(async (err, req, reply) => {
    const api = toApiError(err);
    if (!(err instanceof ApiError) && !(err instanceof FilterError) && !(err instanceof ValidationErrors)) {
      req.log.error({ err }, 'request failed');
    }
    if (api.status === 413 && !req.raw.complete) {
      // read and drop the rest of the upload (never buffered, bounded) BEFORE answering: answering first
      // closes the connection while the client is still sending, and it sees a broken pipe, not the 413
      // read to its end: the connection can stay open (the parser asked to close it); cut off: it closes
      if (await drainBounded(req.raw)) reply.removeHeader('connection');
    }
    if (api.rawBody !== undefined) return reply.code(api.status).send(api.rawBody);
    return reply.code(api.status).send(req.method === 'HEAD' ? undefined : api.toJSON());
  });
  server.setNotFoundHandler((req, reply) => reply.code(404).send(new ApiError(404).toJSON()));
}

/**
 * Reads and drops what is left of a rejected upload, up to a bound (then the socket is closed).
 * Resolves true once the upload has ended, false when it was cut off or the client went away.
 */
function drainBounded(stream: NodeJS.ReadableStream & { destroy(): void }, maxBytes = 256 << 20): Promise<boolean> {
  return new Promise((resolve) => {
    let seen = 0;
    stream.on('data', (chunk: Buffer) => {
      seen += chunk.length;
      if (seen > maxBytes) {
        stream.destroy();
        resolve(false);
      }
    });
    stream.once('end', () => resolve(true));
    stream.once('error', () => resolve(false));
    stream.once('close', () => resolve(false));
    stream.resume();
  });
}
