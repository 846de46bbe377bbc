/**
 * Every body path ends with an answer (or a closed connection) whatever the body holds: malformed
 * multipart batches of a few MB, and batches refused before their body is read (batch disabled,
 * a declared length over `batch.maxBodySize`). Sent over a real socket, as a client would.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness/test-app.js';

let t: TestApp;
let port = 0;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.http.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.http.server.address() as AddressInfo).port;
});

afterAll(async () => {
  await t?.close();
});

interface Answer {
  status: number;
  body: string;
}

/**
 * Sends `body` (or only its first `sendBytes`, keeping the socket open) and resolves with the
 * answer, or 'closed' when the server closes the connection without one.
 */
function send(path: string, headers: Record<string, string>, body: Buffer, sendBytes = body.length): Promise<Answer | 'closed'> {
  return new Promise((resolve) => {
    const req = http.request({ host: '127.0.0.1', port, method: 'POST', path, headers: { 'content-length': String(body.length), ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() });
        req.destroy();
      });
      res.on('error', () => resolve('closed'));
    });
    req.on('error', () => resolve('closed'));
    req.write(body.subarray(0, sendBytes));
    if (sendBytes >= body.length) req.end();
  });
}

const CRLF = '\r\n';
const part = (boundary: string, disposition: string, value: string) =>
  `--${boundary}${CRLF}Content-Disposition: ${disposition}${CRLF}${CRLF}${value}${CRLF}`;
const batchJson = JSON.stringify({ requests: [{ method: 'POST', url: '/api/collections/notes/records', body: { note: 'x' } }] });

/** the malformed multipart bodies of issue 26, padded to about `size` bytes */
function malformed(size: number): [string, string, Buffer, number][] {
  const pad = 'p'.repeat(size);
  return [
    [
      'a boundary in the header that the body does not use',
      'multipart/form-data; boundary=HEADERBOUNDARY',
      Buffer.from(part('BODYBOUNDARY', 'form-data; name="@jsonPayload"', batchJson) + part('BODYBOUNDARY', 'form-data; name="pad"', pad) + `--BODYBOUNDARY--${CRLF}`),
      400,
    ],
    [
      'an empty field name',
      'multipart/form-data; boundary=B0UNDARY',
      Buffer.from(part('B0UNDARY', 'form-data; name="@jsonPayload"', batchJson) + part('B0UNDARY', 'form-data; name=""', pad) + `--B0UNDARY--${CRLF}`),
      200, // a part with no name is skipped, as Go's multipart reader does
    ],
    [
      'a Content-Type with no boundary',
      'multipart/form-data',
      Buffer.from(part('B0UNDARY', 'form-data; name="@jsonPayload"', batchJson) + part('B0UNDARY', 'form-data; name="pad"', pad) + `--B0UNDARY--${CRLF}`),
      400,
    ],
    [
      'a body that ends inside a part',
      'multipart/form-data; boundary=B0UNDARY',
      Buffer.from(part('B0UNDARY', 'form-data; name="@jsonPayload"', batchJson) + `--B0UNDARY${CRLF}Content-Disposition: form-data; name="pad"${CRLF}${CRLF}${pad}`),
      400,
    ],
    [
      'a part with no headers',
      'multipart/form-data; boundary=B0UNDARY',
      Buffer.from(`--B0UNDARY${CRLF}${CRLF}${pad}${CRLF}--B0UNDARY--${CRLF}`),
      400,
    ],
  ];
}

describe('malformed multipart batches get an answer', () => {
  beforeAll(async () => {
    const r = await t.inject({ method: 'POST', url: '/api/collections', auth: 'superuser', body: { name: 'notes', createRule: '', fields: [{ name: 'note', type: 'text' }] } });
    expect(r.statusCode).toBe(200);
    await t.app.core.settings.update({ batch: { enabled: true, maxRequests: 50, maxBodySize: 0 } });
  });

  for (const size of [1 << 20, 4 << 20]) {
    for (const [name, contentType, body, expected] of malformed(size)) {
      it(`${name} (${size >> 20} MB) → ${expected}`, { timeout: 30_000 }, async () => {
        const answer = await send('/api/batch', { 'content-type': contentType }, body);
        expect(answer).not.toBe('closed');
        const { status, body: text } = answer as Answer;
        expect(status, text).toBe(expected);
        if (expected === 400) expect(JSON.parse(text)).toMatchObject({ status: 400, message: expect.any(String) });
      });
    }
  }
});

describe('a batch is refused before its body is read', () => {
  const big = Buffer.alloc(100 << 20, 'x');
  const json = { 'content-type': 'application/json' };

  it('disabled: 403 while the client has sent 64 KB of a 100 MB body', { timeout: 30_000 }, async () => {
    await t.app.core.settings.update({ batch: { enabled: false } });
    const answer = await send('/api/batch', json, big, 64 << 10);
    expect(answer).toMatchObject({ status: 403 });
    expect((answer as Answer).body).toContain('Batch requests are not allowed.');
  });

  it('a declared length over batch.maxBodySize: 413 before the body is read', { timeout: 30_000 }, async () => {
    await t.app.core.settings.update({ batch: { enabled: true, maxRequests: 50, maxBodySize: 1 << 20 } });
    const answer = await send('/api/batch', json, big, 64 << 10);
    expect(answer).toMatchObject({ status: 413 });
  });

  it('a streamed (chunked) body over batch.maxBodySize: 413, not read to its end', { timeout: 30_000 }, async () => {
    await t.app.core.settings.update({ batch: { enabled: true, maxRequests: 50, maxBodySize: 1 << 20 } });
    const answer = await new Promise<Answer | 'closed'>((resolve) => {
      const req = http.request({ host: '127.0.0.1', port, method: 'POST', path: '/api/batch', headers: { ...json, 'transfer-encoding': 'chunked' } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() });
          req.destroy();
        });
      });
      req.on('error', () => resolve('closed'));
      // 2 MB sent, the rest never: a server that waited for the end would never answer
      req.write(Buffer.alloc(2 << 20, ' '));
    });
    expect(answer).toMatchObject({ status: 413 });
  });
});
