import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Broker } from './broker.js';
import { RealtimeClient } from './client.js';
import { openSseStream, type SseHandle, type SseOptions } from './sse.js';

let server: Server | undefined;
afterEach(async () => {
  vi.useRealTimers();
  server?.closeAllConnections();
  await new Promise<void>((r) => (server ? server.close(() => r()) : r()));
  server = undefined;
});

/** Starts a server whose every request becomes an SSE stream for a new registered client. */
async function start(broker: Broker, opts: SseOptions = {}, maxBufferBytes?: number) {
  const handles: { client: RealtimeClient; handle: SseHandle }[] = [];
  server = createServer((req, res) => {
    const client = new RealtimeClient({ ip: req.socket.remoteAddress ?? '', maxBufferBytes });
    broker.register(client);
    handles.push({ client, handle: openSseStream(req, res, client, opts) });
  });
  await new Promise<void>((r) => server!.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/api/realtime`, port, handles };
}

async function readUntil(reader: ReadableStreamDefaultReader<Uint8Array>, text: string, acc = { s: '' }) {
  const dec = new TextDecoder();
  while (!acc.s.includes(text)) {
    const { value, done } = await reader.read();
    if (done) throw new Error(`stream ended before ${JSON.stringify(text)}; got ${JSON.stringify(acc.s)}`);
    acc.s += dec.decode(value, { stream: true });
  }
  return acc.s;
}

/** the value a promise settled with so far (undefined while pending) */
function settled<T>(p: Promise<T>): () => T | undefined {
  let value: T | undefined;
  void p.then((v) => (value = v));
  return () => value;
}

const waitFor = async (cond: () => boolean, ms = 5000) => {
  const end = Date.now() + ms;
  while (!cond()) {
    if (Date.now() > end) throw new Error('timeout');
    await new Promise((r) => setTimeout(r, 5));
  }
};

describe('openSseStream', () => {
  it('sends headers, the PB_CONNECT frame and later frames with the id line', async () => {
    const broker = new Broker();
    const { url, handles } = await start(broker);
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/event-stream');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-accel-buffering')).toBe('no');
    const reader = res.body!.getReader();
    const acc = { s: '' };
    await readUntil(reader, '\n\n', acc);
    const client = handles[0]!.client;
    expect(acc.s).toBe(`id:${client.id}\nevent:PB_CONNECT\ndata:{"clientId":"${client.id}"}\n\n`);
    client.setSubscriptions(['posts/*']);
    await broker.broadcast('posts/*', '{"action":"create","record":{"id":"r1"}}');
    await readUntil(reader, 'r1"}}\n\n', acc);
    expect(acc.s.slice(acc.s.indexOf('\n\n') + 2)).toBe(
      `id:${client.id}\nevent:posts/*\ndata:{"action":"create","record":{"id":"r1"}}\n\n`,
    );
    await reader.cancel();
  });

  it('discards and unregisters the client when the request is aborted', async () => {
    const broker = new Broker();
    const { url, handles } = await start(broker);
    const ac = new AbortController();
    const res = await fetch(url, { signal: ac.signal });
    await readUntil(res.body!.getReader(), 'PB_CONNECT');
    expect(broker.size).toBe(1);
    ac.abort();
    expect(await handles[0]!.handle.closed).toBe('closed');
    expect(handles[0]!.client.discarded).toBe(true);
    expect(broker.size).toBe(0);
  });

  // the clock is faked (setTimeout/setInterval/Date; sockets stay real): the timers are checked
  // exactly, whatever the machine's load
  it('closes after the idle timeout, reset by every message', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const broker = new Broker();
    const { url, handles } = await start(broker, { idleTimeoutMs: 150 });
    const res = await fetch(url);
    const reader = res.body!.getReader();
    await readUntil(reader, 'PB_CONNECT');
    const client = handles[0]!.client;
    const reason = settled(handles[0]!.handle.closed);
    await vi.advanceTimersByTimeAsync(100);
    client.send({ name: 'ping', data: '{}' });
    await vi.advanceTimersByTimeAsync(149); // 150 ms after the stream opened: the ping reset the clock
    expect(reason()).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1); // 150 ms after the ping
    expect(await handles[0]!.handle.closed).toBe('idle');
    // the body ends cleanly
    for (;;) if ((await reader.read()).done) break;
    expect(broker.size).toBe(0);
  });

  it('closes after the max lifetime even while active', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    const broker = new Broker();
    const { url, handles } = await start(broker, { idleTimeoutMs: 1000, maxLifetimeMs: 200 });
    const res = await fetch(url);
    const reader = res.body!.getReader();
    await readUntil(reader, 'PB_CONNECT');
    const timer = setInterval(() => handles[0]!.client.send({ name: 'x', data: '1' }), 20);
    const reason = settled(handles[0]!.handle.closed);
    await vi.advanceTimersByTimeAsync(199);
    expect(reason()).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(await handles[0]!.handle.closed).toBe('lifetime');
    clearInterval(timer);
    await reader.cancel().catch(() => {});
  });

  it('handle.close() ends the stream', async () => {
    const broker = new Broker();
    const { url, handles } = await start(broker);
    const res = await fetch(url);
    const reader = res.body!.getReader();
    await readUntil(reader, 'PB_CONNECT');
    handles[0]!.handle.close();
    for (;;) if ((await reader.read()).done) break;
    expect(broker.size).toBe(0);
  });

  it('drops a client that never reads once its buffer bound is exceeded', async () => {
    const broker = new Broker();
    const { port, handles } = await start(broker, {}, 64 * 1024);
    const sock = connect(port, '127.0.0.1');
    sock.setNoDelay(true);
    await new Promise<void>((r) => sock.once('connect', () => r()));
    sock.write('GET /api/realtime HTTP/1.1\r\nHost: x\r\n\r\n');
    await waitFor(() => handles.length === 1);
    sock.pause(); // never read again
    const client = handles[0]!.client;
    client.setSubscriptions(['flood']);
    const payload = JSON.stringify({ blob: 'y'.repeat(32 * 1024) });
    let sent = 0;
    while (!client.discarded && sent < 20_000) {
      await broker.broadcast('flood', payload);
      sent++;
      if (sent % 8 === 0) await new Promise((r) => setTimeout(r, 1));
    }
    expect(client.discardReason).toBe('slow');
    expect(await handles[0]!.handle.closed).toBe('slow');
    expect(broker.size).toBe(0);
    sock.destroy();
  });
});
