/**
 * Writes `.br` and `.gz` siblings of the built text files (decision 0036), so the server sends the variant the
 * browser accepts without compressing per request (@fastify/static `preCompressed`). Node's own zlib: brotli
 * at its best quality (build time, not request time) and gzip level 9.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const TEXT = /\.(js|mjs|css|html|svg|json|webmanifest|txt|map|xml)$/i;
/** below this the compressed file saves less than a packet; the server sends the original */
export const MIN_BYTES = 1024;

export function compressVariants(data: Buffer): { br: Buffer; gz: Buffer } {
  return {
    br: brotliCompressSync(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
    gz: gzipSync(data, { level: 9 }),
  };
}

function* files(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

/** compresses every text file of `dir` (recursively) that gains from it; returns how many were written */
export function precompressDir(dir: string): number {
  let written = 0;
  for (const path of files(dir)) {
    if (!TEXT.test(path)) continue;
    const data = readFileSync(path);
    if (data.length < MIN_BYTES) continue;
    const { br, gz } = compressVariants(data);
    // a variant no smaller than the original is left out: the server then sends the original
    if (br.length < data.length) writeFileSync(`${path}.br`, br);
    if (gz.length < data.length) writeFileSync(`${path}.gz`, gz);
    written++;
  }
  return written;
}

export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'covey:precompress',
    // not for the Capacitor app (`cap:sync`): its files are read from the package, never sent over a network
    apply: (_config, env) => env.command === 'build' && process.env['COVEY_PRECOMPRESS'] !== '0',
    configResolved(config) {
      outDir = config.build.outDir.startsWith('/') ? config.build.outDir : join(config.root, config.build.outDir);
    },
    closeBundle() {
      precompressDir(outDir);
    },
  };
}
