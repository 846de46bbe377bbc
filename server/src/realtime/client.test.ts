import { describe, expect, it } from 'vitest';
import { RealtimeClient, type ClientTransport } from './client.js';
import { formatSseFrame } from './message.js';

class FakeTransport implements ClientTransport {
  chunks: string[] = [];
  accept = true;
  closed: boolean | null = null;
  write(chunk: string): boolean {
    this.chunks.push(chunk);
    return this.accept;
  }
  close(abort: boolean): void {
    this.closed = abort;
  }
}

describe('formatSseFrame', () => {
  it('frames id, event and data', () => {
    expect(formatSseFrame('abc', { name: 'posts/*', data: '{"a":1}' })).toBe('id:abc\nevent:posts/*\ndata:{"a":1}\n\n');
  });
  it('splits multi-line data and strips newlines from the name', () => {
    expect(formatSseFrame('i', { name: 'a\nb', data: 'x\ny' })).toBe('id:i\nevent:ab\ndata:x\ndata:y\n\n');
  });
});

describe('RealtimeClient buffer', () => {
  it('writes straight through while the transport accepts', () => {
    const c = new RealtimeClient({ id: 'c1' });
    const t = new FakeTransport();
    c.attach(t);
    expect(c.send({ name: 'a', data: '1' })).toBe(true);
    expect(t.chunks).toEqual(['id:c1\nevent:a\ndata:1\n\n']);
  });

  it('queues while congested and flushes in one chunk on drain', () => {
    const c = new RealtimeClient({ id: 'c1' });
    const t = new FakeTransport();
    c.attach(t);
    t.accept = false;
    c.send({ name: 'a', data: '1' }); // accepted by the sink but congested
    c.send({ name: 'b', data: '2' });
    c.send({ name: 'c', data: '3' });
    expect(t.chunks).toHaveLength(1);
    expect(c.bufferedBytes).toBeGreaterThan(0);
    t.accept = true;
    c.flush();
    expect(t.chunks).toHaveLength(2);
    expect(t.chunks[1]).toBe('id:c1\nevent:b\ndata:2\n\nid:c1\nevent:c\ndata:3\n\n');
    expect(c.bufferedBytes).toBe(0);
  });

  it('queues before a transport is attached', () => {
    const c = new RealtimeClient({ id: 'x' });
    c.send({ name: 'a', data: '1' });
    const t = new FakeTransport();
    c.attach(t);
    expect(t.chunks).toEqual(['id:x\nevent:a\ndata:1\n\n']);
  });

  it('is discarded (abort) once the queue exceeds the bound', () => {
    const c = new RealtimeClient({ maxBufferBytes: 1000 });
    const t = new FakeTransport();
    const reasons: string[] = [];
    c.onDiscard((_c, r) => reasons.push(r));
    c.attach(t);
    t.accept = false;
    c.send({ name: 'a', data: 'x' });
    let sent = 0;
    while (c.send({ name: 'a', data: 'x'.repeat(100) })) sent++;
    expect(sent).toBeGreaterThan(3);
    expect(sent).toBeLessThan(10);
    expect(c.discarded).toBe(true);
    expect(c.discardReason).toBe('slow');
    expect(t.closed).toBe(true);
    expect(reasons).toEqual(['slow']);
    expect(c.send({ name: 'a', data: '1' })).toBe(false);
    expect(c.bufferedBytes).toBe(0);
  });

  it('a throwing transport discards the client instead of throwing', () => {
    const c = new RealtimeClient();
    c.attach({ write: () => { throw new Error('boom'); }, close: () => {} });
    expect(c.send({ name: 'a', data: '1' })).toBe(false);
    expect(c.discardReason).toBe('error');
  });
});
