/**
 * No request left hanging, and every error in the one envelope (issue 10, items 8–10): big and
 * oversized bodies of every content type on several routes, batches through the official SDK
 * (always multipart), URLs that do not decode, requests Node cannot parse, CORS preflights and the
 * request log.
 */
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type PocketBase from 'pocketbase';
import { startServer, type ServerProcess } from '../harness/server-process.js';
import { expectError } from '../harness/expect-error.js';

let srv: ServerProcess;
let su: PocketBase;
let guest: PocketBase;
const TIMEOUT = 20_000;

interface Answer {
  status: number;
  text: string;
  json: Record<string, unknown>;
}

async function call(method: string, path: string, init: { body?: RequestInit['body']; headers?: Record<string, string> } = {}): Promise<Answer> {
  const res = await fetch(`${srv.url}${path}`, { method, ...init, signal: AbortSignal.timeout(TIMEOUT) });
  const text = await res.text();
  let json: Record<string, unknown> = {};
  try {
    json = text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    // not JSON: the assertions below fail on it
  }
  return { status: res.status, text, json };
}

function form(fields: Record<string, string>, file?: { field: string; bytes: number }): FormData {
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) fd.append(k, v);
  if (file) fd.append(file.field, new Blob([new Uint8Array(file.bytes).fill(97)], { type: 'text/plain' }), 'big.txt');
  return fd;
}

/** a raw HTTP request written on a socket; resolves with what the server answered before closing */
function rawRequest(text: string): Promise<string> {
  const { hostname, port } = new URL(srv.url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.write(text));
    let out = '';
    socket.setEncoding('utf8');
    socket.on('data', (d: string) => (out += d));
    socket.on('end', () => resolve(out));
    socket.on('close', () => resolve(out));
    // a reset after the answer was read still leaves the answer to check
    socket.on('error', (err) => (out ? resolve(out) : reject(err)));
    socket.setTimeout(TIMEOUT, () => {
      socket.destroy();
      reject(new Error(`no answer to ${JSON.stringify(text.slice(0, 60))}`));
    });
  });
}

const expectEnvelope = (a: Answer, status: number) => {
  expect(a.status, a.text).toBe(status);
  expect(Object.keys(a.json).sort(), a.text).toEqual(['data', 'message', 'status']);
  expect(a.json['status']).toBe(status);
};

beforeAll(async () => {
  srv = await startServer();
  su = await srv.superuserClient();
  guest = srv.newClient();
  await su.collections.create({
    name: 'notes',
    listRule: '',
    viewRule: '',
    createRule: '',
    updateRule: '',
    deleteRule: '',
    fields: [
      { name: 'title', type: 'text', max: 0 },
      { name: 'body', type: 'editor' },
      { name: 'doc', type: 'file', maxSelect: 1, maxSize: 1 << 20 },
    ],
  });
  await su.settings.update({ batch: { enabled: true, maxRequests: 20, maxBodySize: 256 * 1024 } });
});
afterAll(async () => {
  await srv?.stop();
});

describe('batches through the official SDK (multipart) always get an answer', () => {
  it('runs a batch with a 17 KB text field', async () => {
    const b = guest.createBatch();
    b.collection('notes').create({ title: 'big', body: 'x'.repeat(17 * 1024) });
    const res = await b.send({ signal: AbortSignal.timeout(TIMEOUT) });
    expect(res[0]?.status).toBe(200);
    expect((res[0]?.body as { body: string }).body).toHaveLength(17 * 1024);
  });

  it('runs a batch of 200 KB (under batch.maxBodySize) with a file', async () => {
    const b = guest.createBatch();
    b.collection('notes').create({ title: 'a', body: 'y'.repeat(100 * 1024) });
    b.collection('notes').create({ title: 'b', doc: new File([new Uint8Array(80 * 1024).fill(98)], 'doc.txt', { type: 'text/plain' }) });
    const res = await b.send({ signal: AbortSignal.timeout(TIMEOUT) });
    expect(res.map((r) => r.status)).toEqual([200, 200]);
    expect((res[1]?.body as { doc: string }).doc).toMatch(/^doc_\w+\.txt$/);
  });

  it('refuses a batch over batch.maxBodySize with 413 and writes nothing', async () => {
    const before = (await su.collection('notes').getList(1, 1)).totalItems;
    const b = guest.createBatch();
    b.collection('notes').create({ title: 'too big', body: 'z'.repeat(300 * 1024) });
    await expectError(b.send({ signal: AbortSignal.timeout(TIMEOUT) }), { status: 413 });
    const f = guest.createBatch();
    f.collection('notes').create({ title: 'too big file', doc: new File([new Uint8Array(300 * 1024)], 'x.txt', { type: 'text/plain' }) });
    await expectError(f.send({ signal: AbortSignal.timeout(TIMEOUT) }), { status: 413 });
    expect((await su.collection('notes').getList(1, 1)).totalItems).toBe(before);
  });

  it('refuses oversized raw batch bodies of each content type with 413', async () => {
    const big = 'q'.repeat(300 * 1024);
    const json = JSON.stringify({ requests: [{ method: 'POST', url: '/api/collections/notes/records', body: { body: big } }] });
    expectEnvelope(await call('POST', '/api/batch', { body: json, headers: { 'content-type': 'application/json' } }), 413);
    expectEnvelope(await call('POST', '/api/batch', { body: form({ '@jsonPayload': json }) }), 413);
    expectEnvelope(await call('POST', '/api/batch', { body: `x=${big}`, headers: { 'content-type': 'application/x-www-form-urlencoded' } }), 413);
    expectEnvelope(await call('POST', '/api/batch', { body: big, headers: { 'content-type': 'application/octet-stream' } }), 413);
  });
});

describe('big and oversized bodies on other routes', () => {
  it('reads big multipart, JSON and urlencoded bodies to the end', async () => {
    const big = 'w'.repeat(200 * 1024);
    const mp = await call('POST', '/api/collections/notes/records', { body: form({ title: 'mp', body: big }, { field: 'doc', bytes: 500 * 1024 }) });
    expect(mp.status, mp.text).toBe(200);
    expect(mp.json['body']).toHaveLength(big.length);
    const js = await call('POST', '/api/collections/notes/records', { body: JSON.stringify({ body: big }), headers: { 'content-type': 'application/json' } });
    expect(js.status).toBe(200);
    const ue = await call('POST', '/api/collections/notes/records', { body: `body=${big}`, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(ue.status).toBe(200);
    // routes that read a small body: a big one is read (or refused) and answered, never left hanging
    for (const path of ['/api/realtime', '/api/collections/users/auth-with-password', '/api/collections/users/request-password-reset']) {
      const a = await call('POST', path, { body: form({ padding: big }) });
      expect(a.status, `${path}: ${a.text}`).toBeGreaterThanOrEqual(200);
      expect(a.status).toBeLessThan(500);
    }
  });

  it('refuses bodies over the body limit with the 413 envelope, whatever the content type', async () => {
    const huge = 'h'.repeat(33 * 1024 * 1024);
    for (const path of ['/api/collections/notes/records', '/api/collections/users/auth-with-password', '/api/realtime']) {
      expectEnvelope(await call('POST', path, { body: form({ body: huge }) }), 413);
      expectEnvelope(await call('POST', path, { body: form({}, { field: 'doc', bytes: huge.length }) }), 413);
      expectEnvelope(await call('POST', path, { body: JSON.stringify({ body: huge }), headers: { 'content-type': 'application/json' } }), 413);
      expectEnvelope(await call('POST', path, { body: `body=${huge}`, headers: { 'content-type': 'application/x-www-form-urlencoded' } }), 413);
    }
    const authed = await su.collection('notes').getList(1, 1);
    expect(authed.page).toBe(1); // the server is still answering
  });

  it('keeps UTF-8 text and @jsonPayload of multipart bodies', async () => {
    const fd = form({ title: 'héllo ✓ 日本' });
    fd.append('@jsonPayload', JSON.stringify({ body: '<p>ü</p>' }));
    const a = await call('POST', '/api/collections/notes/records', { body: fd });
    expect(a.status, a.text).toBe(200);
    expect(a.json).toMatchObject({ title: 'héllo ✓ 日本', body: '<p>ü</p>' });
  });

  it('answers a file over the field maxSize with a 4xx', async () => {
    const a = await call('POST', '/api/collections/notes/records', { body: form({ title: 'f' }, { field: 'doc', bytes: 2 << 20 }) });
    expect([400, 413]).toContain(a.status);
  });

  it('answers a truncated or malformed multipart body with the 400 envelope', async () => {
    const boundary = 'XyZ';
    const broken = `--${boundary}\r\nContent-Disposition: form-data; name="title"\r\n\r\nabc`;
    expectEnvelope(
      await call('POST', '/api/collections/notes/records', { body: broken, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } }),
      400,
    );
    expectEnvelope(await call('POST', '/api/collections/notes/records', { body: 'abc', headers: { 'content-type': 'multipart/form-data' } }), 400);
  });
});

describe('every error goes through the envelope and echoes nothing', () => {
  it('answers a URL that does not decode with the 400 envelope, without the URL, query or token', async () => {
    for (const path of [
      '/api/collections/%E0%A4%A/records?token=secret-token-123',
      '/api/collections/notes/records/%ZZ?token=secret-token-123',
      '/api/files/notes/%/x.txt?token=secret-token-123',
    ]) {
      const a = await call('GET', path);
      expectEnvelope(a, 400);
      expect(a.text).not.toMatch(/secret-token|%E0|%ZZ|token|FST_/);
    }
  });

  it('answers framework errors with the envelope and no echo', async () => {
    const cases: [string, string, RequestInit['body'], Record<string, string>, number][] = [
      ['POST', '/api/collections/notes/records?token=secret-token-123', '{"title": ', { 'content-type': 'application/json' }, 400],
      ['POST', '/api/collections/notes/records?token=secret-token-123', 'secret-token-123', { 'content-type': 'text/xml' }, 400],
      ['GET', '/api/nope?token=secret-token-123', undefined, {}, 404],
      ['DELETE', '/api/collections/notes/records/missing?token=secret-token-123', undefined, {}, 404],
    ];
    for (const [method, path, body, headers, status] of cases) {
      const a = await call(method, path, { body: body ?? undefined, headers });
      expectEnvelope(a, status);
      expect(a.text).not.toMatch(/secret-token|FST_|"error"|statusCode/);
    }
  });

  it('answers requests Node cannot parse with the envelope', async () => {
    const badHeader = await rawRequest('GET /api/health?token=secret-token-123 HTTP/1.1\r\nHost: x\r\nBad Header Line\r\n\r\n');
    expect(badHeader).toMatch(/^HTTP\/1\.1 400/);
    const body = badHeader.slice(badHeader.indexOf('\r\n\r\n') + 4);
    expect(JSON.parse(body)).toEqual({ data: {}, message: 'Something went wrong while processing your request.', status: 400 });
    expect(badHeader).not.toContain('secret-token');
    const huge = await rawRequest(`GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'b'.repeat(100 * 1024)}\r\n\r\n`);
    expect(huge).toMatch(/^HTTP\/1\.1 431/);
    expect(JSON.parse(huge.slice(huge.indexOf('\r\n\r\n') + 4))).toMatchObject({ status: 431, data: {} });
  });
});

describe('request log', () => {
  it('does not log CORS preflights', async () => {
    const pre = await fetch(`${srv.url}/api/collections/notes/records?probe=preflight`, {
      method: 'OPTIONS',
      headers: { origin: 'https://example.com', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
    expect(pre.status).toBe(204);
    expect(pre.headers.get('access-control-allow-origin')).toBe('*');
    // a request after the preflight: once it is logged, the preflight would have been too
    await fetch(`${srv.url}/api/health?probe=after-preflight`);
    await expect
      .poll(async () => (await su.logs.getList(1, 1, { filter: 'data.url ~ "probe=after-preflight"' })).totalItems, { timeout: 15_000 })
      .toBe(1);
    const preflights = await su.logs.getList(1, 10, { filter: 'data.url ~ "probe=preflight" || data.method = "OPTIONS"' });
    expect(preflights.totalItems).toBe(0);
  });
});
