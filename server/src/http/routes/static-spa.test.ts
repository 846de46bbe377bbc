/**
 * The built web app as the server sends it (decision 0036): the precompressed variant the browser accepts,
 * `Vary: Accept-Encoding`, hashed assets cached for a year, index.html and the runtime config revalidated,
 * and a chunk of an older release still a 404 (the app's stale-chunk reload depends on it).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness/test-app.js';
import { IMMUTABLE, REVALIDATE, staticCacheControl } from './static-spa.js';

const SCRIPT = `export const greeting = ${JSON.stringify('hello covey '.repeat(300))};\n`;
const HTML = `<!doctype html><html><head><title>Covey</title><script type="module" src="/assets/core-abc123.js"></script></head><body><div id="root"></div>${'<!-- padding -->'.repeat(80)}</body></html>\n`;

let dist: string;
let ctx: TestApp;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'covey-static-dist-'));
  mkdirSync(join(dist, 'assets'));
  const write = (name: string, text: string, variants = true) => {
    writeFileSync(join(dist, name), text);
    if (!variants) return;
    writeFileSync(join(dist, `${name}.br`), brotliCompressSync(text));
    writeFileSync(join(dist, `${name}.gz`), gzipSync(text));
  };
  write('index.html', HTML);
  write('assets/core-abc123.js', SCRIPT);
  write('favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>', false);
  ctx = await createTestApp({ webDist: dist });
});

afterAll(async () => {
  await ctx?.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  ctx.app.http.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('static web app', () => {
  it('sends brotli to a browser that accepts it, cached for a year, varying on Accept-Encoding', async () => {
    const res = await get('/assets/core-abc123.js', 'gzip, deflate, br, zstd');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(String(res.headers['vary'])).toMatch(/accept-encoding/i);
    expect(String(res.headers['vary'])).toMatch(/origin/i);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);
    expect(res.rawPayload.length).toBeLessThan(SCRIPT.length / 4);
  });

  it('sends gzip when that is all the browser accepts', async () => {
    const res = await get('/assets/core-abc123.js', 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.rawPayload).toString()).toBe(SCRIPT);
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
  });

  it('sends the file as is without Accept-Encoding, still varying on it', async () => {
    const res = await get('/assets/core-abc123.js');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(SCRIPT);
    expect(String(res.headers['vary'])).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
  });

  it('index.html (and every app route) compressed and revalidated on each load', async () => {
    for (const url of ['/', '/login', '/signup']) {
      const res = await get(url, 'br, gzip');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['cache-control']).toBe(REVALIDATE);
      expect(brotliDecompressSync(res.rawPayload).toString()).toBe(HTML);
    }
  });

  it('a file with a stable name and the runtime configuration are revalidated, not cached for a year', async () => {
    expect((await get('/favicon.svg', 'br')).headers['cache-control']).toBe(REVALIDATE);
    const config = await get('/app-config.js', 'br');
    expect(config.statusCode).toBe(200);
    expect(config.headers['cache-control']).toBe(REVALIDATE);
  });

  it('a chunk of an older release is a 404 that no cache keeps (the app reloads on it)', async () => {
    const res = await get('/assets/core-old999.js', 'br, gzip');
    expect(res.statusCode).toBe(404);
    expect(res.headers['cache-control'] ?? '').not.toMatch(/immutable|max-age=[1-9]/);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
  });

  it('cache policy follows the path inside the build folder', () => {
    expect(staticCacheControl('/srv/dist', '/srv/dist/assets/login-x1.js.br')).toBe(IMMUTABLE);
    expect(staticCacheControl('/srv/dist', '/srv/dist/index.html')).toBe(REVALIDATE);
    expect(staticCacheControl('/srv/dist', '/srv/dist/assets-old.js')).toBe(REVALIDATE);
  });
});
