/**
 * The cluster bus's replay on a real database (COVEY_TEST_DB=postgres; skipped otherwise), two
 * buses on one database as two instances would have (decision 0027): durable messages sent while
 * B's LISTEN connection is cut reach B once it is back, in order and once, large ones included;
 * plain messages of that time are lost (as before); when the outbox was pruned past B's cursor, B
 * reports a miss instead of pretending, then carries on with what comes next.
 * B reconnects only when the test says so (a long reconnect delay), so the outage is deterministic.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { freshDatabase, usePostgres } from '../../../test/harness/pg-cluster.js';
import { eventually } from '../../../test/harness/realtime-client.js';
import { openPostgres, type PostgresDatabase } from './pg-database.js';
import { PgClusterBus } from './pg-cluster-bus.js';

describe.runIf(usePostgres())('PgClusterBus replay', () => {
  let dbA: PostgresDatabase;
  let dbB: PostgresDatabase;
  let a: PgClusterBus;
  let b: PgClusterBus;
  let url: string;
  let drop: () => Promise<void>;
  const got: string[] = [];
  const plain: string[] = [];
  let reconnects = 0;
  let misses = 0;

  beforeAll(async () => {
    const fresh = await freshDatabase({ empty: true });
    drop = fresh.drop;
    url = fresh.url;
    dbA = await openPostgres({ url });
    dbB = await openPostgres({ url });
    a = new PgClusterBus(dbA, { reconnectMs: 50, pruneEveryMs: 0 });
    b = new PgClusterBus(dbB, { reconnectMs: 600_000, pruneEveryMs: 0 });
    await a.start();
    await b.start();
    b.on('record', (p) => void got.push(p));
    b.on('note', (p) => void plain.push(p));
    b.onReconnect(() => void reconnects++);
    b.onMissed(() => void misses++);
  });

  afterAll(async () => {
    await a?.close();
    await b?.close();
    await dbA?.close();
    await dbB?.close();
    await drop?.();
  });

  /** terminates every LISTEN connection of the database and waits until B has noticed */
  const cutListeners = async () => {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      await admin.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND application_name = 'covey-listen'`,
      );
    } finally {
      await admin.end();
    }
    expect(await eventually(() => !b.listening, 10_000)).toBe(true);
  };

  it('replays the durable messages sent while B was cut off, in order and once', async () => {
    await a.publish('record', 'r0', { durable: true });
    expect(await eventually(() => got.length === 1, 10_000)).toBe(true);

    await cutListeners();
    const big = 'r2:' + 'x'.repeat(9000); // too large for NOTIFY: read back from the outbox
    await a.publish('record', 'r1', { durable: true });
    await a.publish('record', big, { durable: true });
    await a.publish('note', 'lost: plain messages are not replayed');
    await a.publish('record', 'r3', { durable: true });
    expect(got).toEqual(['r0']);

    await b.reconnect();
    expect(b.listening).toBe(true);
    expect(got).toEqual(['r0', 'r1', big, 'r3']);
    expect(reconnects).toBe(1);
    expect(misses).toBe(0);
    expect(plain).toEqual([]);

    // live again: the next one arrives once, after the replayed ones
    await a.publish('record', 'r4', { durable: true });
    await a.publish('note', 'n1');
    expect(await eventually(() => plain.length === 1, 10_000)).toBe(true);
    expect(got).toEqual(['r0', 'r1', big, 'r3', 'r4']);
  });

  it('keeps the call order of durable messages published without waiting for each other', async () => {
    const before = got.length;
    await Promise.all(['c1', 'c2', 'c3', 'c4'].map((p) => a.publish('record', p, { durable: true })));
    expect(await eventually(() => got.length === before + 4, 10_000)).toBe(true);
    expect(got.slice(before)).toEqual(['c1', 'c2', 'c3', 'c4']);
    got.splice(before);
  });

  it('does not hand an instance its own durable messages, live or replayed', async () => {
    const own: string[] = [];
    a.on('record', (p) => void own.push(p));
    await b.publish('record', 'from b', { durable: true });
    await b.publish('note', 'marker');
    await a.publish('note', 'marker-a');
    expect(await eventually(() => plain.includes('marker-a') && own.includes('from b'), 10_000)).toBe(true);
    expect(got.at(-1)).toBe('r4');
    expect(plain).not.toContain('marker');
    expect(own).toEqual(['from b']);
  });

  it('reports a miss when the outbox was pruned past B, then goes on with what comes next', async () => {
    await cutListeners();
    await a.publish('record', 'gone 1', { durable: true });
    await a.publish('record', 'gone 2', { durable: true });
    expect(await a.prune(0)).toBeGreaterThanOrEqual(2);
    const before = got.length;

    await b.reconnect();
    expect(misses).toBe(1);
    expect(got.length).toBe(before);

    await a.publish('record', 'after', { durable: true });
    expect(await eventually(() => got.length === before + 1, 10_000)).toBe(true);
    expect(got.at(-1)).toBe('after');
    expect(misses).toBe(1);
  });

  it('keeps the rows inside the retention when pruning', async () => {
    await a.publish('record', 'recent', { durable: true });
    expect(await a.prune(60_000)).toBe(0);
    const r = await dbA.pool.query<{ n: number }>(`SELECT count(*)::int AS "n" FROM "_cluster_events"`);
    expect(r.rows[0]!.n).toBeGreaterThanOrEqual(1);
  });
});
