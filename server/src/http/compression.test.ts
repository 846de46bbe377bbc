/**
 * Compressed API responses (decision 0036): JSON of 1 KB and more as brotli or gzip for a client that accepts
 * it, with `Vary: Accept-Encoding`; the same bytes as before for everyone else; streams and downloads untouched.
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness/test-app.js';
import { COMPRESS_THRESHOLD, compressesRoute } from './compression.js';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx?.close();
});

/** a page of collections: 8–64 KB of JSON, the size of a record list page */
const list = (headers: Record<string, string> = {}) =>
  ctx.inject({ method: 'GET', url: '/api/collections?perPage=12', auth: 'superuser', headers });

describe('API compression', () => {
  it('a large JSON body goes out as brotli to a browser, the same JSON once decoded', async () => {
    const plain = await list();
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_THRESHOLD);

    const br = await list({ 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^application\/json/);
    expect(String(br.headers['vary'])).toMatch(/accept-encoding/i);
    expect(String(br.headers['vary'])).toMatch(/origin/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    // compressed in one call (a stream per response would drop Content-Length): list pages take this path
    expect(plain.rawPayload.length).toBeGreaterThan(8 * 1024);
    expect(plain.rawPayload.length).toBeLessThan(64 * 1024);
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
  });

  it('gzip for a client that only takes gzip', async () => {
    const plain = await list();
    const gz = await list({ 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
  });

  it('a small body is sent as is', async () => {
    const res = await ctx.inject({ method: 'GET', url: '/api/health', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toMatchObject({ code: 200 });
    // the probe has none of the plugin's hooks (decision 0065); the headers every route shares stay
    expect(compressesRoute('/api/health')).toBe(false);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['vary']).toBe('Origin');
    expect(res.headers['access-control-allow-origin']).toBe('*');
  });

  it('an error envelope of an API route is JSON as before', async () => {
    const res = await ctx.inject({
      method: 'GET',
      url: '/api/collections/nope/records',
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: 404 });
  });

  it('a compressed request body is not inflated (as PocketBase): the store reads what it is sent', async () => {
    const res = await ctx.inject({
      method: 'POST',
      url: '/api/collections/users/auth-with-password',
      headers: { 'content-encoding': 'gzip' },
      body: { identity: 'alice@example.com', password: 'test-password-123' },
    });
    expect(res.statusCode).toBe(200);
  });

  it('the realtime stream, file and backup downloads and non-API routes are left alone', () => {
    expect(compressesRoute('/api/collections/:collection/records')).toBe(true);
    expect(compressesRoute('/api/realtime')).toBe(false);
    expect(compressesRoute('/api/files/:collection/:recordId/:filename')).toBe(false);
    expect(compressesRoute('/api/backups/:key')).toBe(false);
    expect(compressesRoute('/api/backups')).toBe(true);
    expect(compressesRoute('/assets/core-abc.js')).toBe(false);
    expect(compressesRoute('/*')).toBe(false);
  });
});
