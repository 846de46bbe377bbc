import { describe, expect, it } from 'vitest';
import { Broker } from './broker.js';
import { RealtimeClient, type ClientTransport } from './client.js';
import { fanOut } from './fan-out.js';

const sink = (): ClientTransport & { chunks: string[] } => {
  const chunks: string[] = [];
  return { chunks, write: (c) => (chunks.push(c), true), close: () => {} };
};

function connected(broker: Broker, subs: string[], auth: unknown = null) {
  const c = new RealtimeClient({ auth });
  const t = sink();
  c.attach(t);
  broker.register(c);
  c.setSubscriptions(subs);
  return { c, t };
}

describe('Broker index', () => {
  it('finds subscriptions by exact topic, with all keys of that topic', () => {
    const b = new Broker();
    const a = connected(b, ['posts/*', 'posts/*?options=%7B%7D', 'users/1']);
    const z = connected(b, ['posts/abc']);
    connected(b, ['comments/*']);
    const m = b.subscriptionsOf('posts/*', 'posts', 'posts/abc');
    expect(m.map((x) => [x.client.id, x.key]).sort()).toEqual(
      [[a.c.id, 'posts/*'], [a.c.id, 'posts/*?options=%7B%7D'], [z.c.id, 'posts/abc']].sort(),
    );
    expect(b.subscriptionsWithPrefix('posts/').length).toBe(3);
    expect(b.subscriptionsMatching((t) => t === 'users/1')[0]?.client).toBe(a.c);
    expect([...b.topics()].sort()).toEqual(['comments/*', 'posts/*', 'posts/abc', 'users/1']);
  });

  it('reindexes when subscriptions are replaced and drops clients on discard', () => {
    const b = new Broker();
    const { c } = connected(b, ['posts/*']);
    c.setSubscriptions(['users/*']);
    expect(b.subscriptionsOf('posts/*')).toEqual([]);
    expect(b.subscriptionsOf('users/*')).toHaveLength(1);
    c.discard('closed');
    expect(b.get(c.id)).toBeUndefined();
    expect(b.subscriptionsOf('users/*')).toEqual([]);
    expect([...b.topics()]).toEqual([]);
    expect(b.size).toBe(0);
  });

  it('unregister discards the client', () => {
    const b = new Broker();
    const { c } = connected(b, ['x']);
    b.unregister(c.id);
    expect(c.discardReason).toBe('unregistered');
    expect(b.get(c.id)).toBeUndefined();
    c.setSubscriptions(['y']); // no longer indexed
    expect(b.subscriptionsOf('y')).toEqual([]);
  });

  it('broadcasts a custom topic using the key as event name', async () => {
    const b = new Broker();
    const x = connected(b, ['news', 'news?options=%7B%22query%22%3A%7B%7D%7D']);
    const y = connected(b, ['other']);
    const r = await b.broadcast('news', '{"hi":1}');
    expect(r).toEqual({ ok: 2, failed: 0 });
    expect(x.t.chunks).toEqual([
      `id:${x.c.id}\nevent:news\ndata:{"hi":1}\n\n`,
      `id:${x.c.id}\nevent:news?options=%7B%22query%22%3A%7B%7D%7D\ndata:{"hi":1}\n\n`,
    ]);
    expect(y.t.chunks).toEqual([]);
  });

  it('discardAuth turns matching clients into guests', () => {
    const b = new Broker();
    const u1 = connected(b, ['a'], { id: 'u1' });
    const u2 = connected(b, ['a'], { id: 'u2' });
    const g = connected(b, ['a']);
    const n = b.discardAuth((auth) => (auth as { id: string }).id === 'u1');
    expect(n).toBe(1);
    expect(u1.c.auth).toBeNull();
    expect(u2.c.auth).toEqual({ id: 'u2' });
    expect(g.c.auth).toBeNull();
    expect(b.discardAuth(() => { throw new Error('x'); })).toBe(0);
  });
});

describe('chunked fan-out', () => {
  it('yields to the event loop between chunks', async () => {
    const order: string[] = [];
    const items = Array.from({ length: 450 }, (_, i) => i);
    setImmediate(() => order.push('immediate'));
    const p = fanOut(items, (i) => void ((i === 0 || i === 149 || i === 150 || i === 449) && order.push(`item${i}`)), {
      chunkSize: 150,
    });
    const r = await p;
    expect(r).toEqual({ ok: 450, failed: 0 });
    expect(order).toEqual(['item0', 'item149', 'immediate', 'item150', 'item449']);
  });

  it('keeps going past throwing and rejecting callbacks', async () => {
    const errors: unknown[] = [];
    let seen = 0;
    const r = await fanOut(
      [1, 2, 3, 4, 5],
      async (i) => {
        seen++;
        if (i === 2) throw new Error('async');
      },
      { chunkSize: 2, onError: (e) => errors.push(e) },
    );
    const r2 = await fanOut([1, 2, 3], (i) => { if (i === 1) throw new Error('sync'); });
    expect(seen).toBe(5);
    expect(r).toEqual({ ok: 4, failed: 1 });
    expect(r2).toEqual({ ok: 2, failed: 1 });
    expect(errors).toHaveLength(1);
  });

  it('does not block the event loop for 10k subscribers', async () => {
    const b = new Broker();
    for (let i = 0; i < 10_000; i++) connected(b, ['big/*']);
    let ticks = 0;
    const timer = setInterval(() => ticks++, 0);
    const started = Date.now();
    const r = await b.deliver(b.subscriptionsOf('big/*'), (m) => {
      m.client.send({ name: m.key, data: '{"action":"create","record":{"id":"x"}}' });
    });
    clearInterval(timer);
    expect(r.ok).toBe(10_000);
    expect(ticks).toBeGreaterThan(0);
    console.info(`delivered to 10k subscribers in ${Date.now() - started} ms (${ticks} event-loop turns in between)`);
  });
});
