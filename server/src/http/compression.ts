/**
 * Compressed API responses (decision 0036): JSON bodies of 1 KB and more go out as brotli or gzip (fastest levels),
 * whichever the client accepts, with `Vary: Accept-Encoding`; smaller bodies and clients that ask for nothing
 * get the bytes as before. Bodies up to 64 KB (a list page is) are compressed in one call, without a stream
 * per response.
 * Only the JSON API: the realtime stream, file and backup downloads (byte ranges, already compressed
 * formats) and the web app's files (precompressed at build time, routes/static-spa.ts) are left alone.
 */
import { constants } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import compress, { type FastifyCompressOptions } from '@fastify/compress';

/** below this a compressed body saves less than the headers it adds */
export const COMPRESS_THRESHOLD = 1024;

const OPTIONS: FastifyCompressOptions = {
  threshold: COMPRESS_THRESHOLD,
  encodings: ['br', 'gzip'],
  // the fastest levels: a 20-item list page (12–15 KB) still shrinks about 4x, at a quarter to half the CPU of
  // the plugin's brotli 4 / zlib 6 (decision 0036); a phone on a slow network gains little from the last 10 %
  brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 1, [constants.BROTLI_PARAM_LGWIN]: 16 } },
  zlibOptions: { level: 1 },
  // in one call up to 64 KB (a list page is 10–20 KB): the plugin's default on a 2-core host is 8 KB, above which
  // each response gets its own zlib stream, which cost more than the compression itself
  syncThreshold: 64 * 1024,
  // only what the API answers; anything else (an HTML error page, a text file) keeps its bytes
  customTypes: /^application\/json\b/,
};

/**
 * `/api/health` answers ~60 bytes (the superuser's answer ~150), always far under the threshold: without the plugin's
 * per-request onRequest and onSend hooks the probe every load balancer polls costs less (decision 0065)
 */
const LEFT_ALONE = [/^\/api\/realtime$/, /^\/api\/files\/:/, /^\/api\/backups\/:key$/, /^\/api\/health$/];

const HEALTH = '/api/health';

/** Whether a route (its URL pattern) answers JSON that is compressed for clients that accept it. */
export function compressesRoute(url: string): boolean {
  return url.startsWith('/api/') && !LEFT_ALONE.some((re) => re.test(url));
}

/** Call before the routes are registered: the plugin reads each route's options as it is added. */
export async function installCompression(server: FastifyInstance): Promise<void> {
  // runs before the plugin's own onRoute hook (added at registration), which reads `compress`
  server.addHook('onRoute', (route) => {
    if (route.compress !== undefined) return;
    if (compressesRoute(route.url)) route.compress = OPTIONS;
    // the probe: no hooks of the plugin at all (not even the one that decorates the reply per request)
    else if (route.url === HEALTH) route.compress = false;
  });
  // global: false — no other route is compressed, and no request body is decompressed (as PocketBase)
  await server.register(compress, { ...OPTIONS, global: false });
}
