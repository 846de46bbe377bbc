/**
 * The cluster bus on PostgreSQL. One dedicated connection LISTENs on `covey_cluster`; messages
 * are `{o: origin, c: channel, p: payload}` sent with pg_notify. NOTIFY payloads are limited to
 * 8000 bytes: a larger message is stored in `_cluster_messages` and only its row id is notified
 * (rows are pruned after a few minutes). Durable messages (record events) go through the outbox
 * (`pg-event-outbox.ts`, decision 0027): `{o, c, s: sequence, p?}`, handled in sequence order once
 * each, and replayed after the LISTEN connection comes back. Cron slots are claimed in
 * `_cron_runs` with one atomic upsert, so a job fires once per slot however many instances
 * scheduled it.
 */
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import type { ClusterBus, ClusterHandler, PublishOptions } from '../cluster-bus.js';
import { EventCursor } from '../event-cursor.js';
import { SCHEMA_LOCK_KEY } from './pg-setup.js';
import { LISTEN_APP, type PostgresDatabase } from './pg-database.js';
import { OUTBOX_SQL, outboxHead, outboxPayload, outboxPrune, outboxPublish, outboxRead } from './pg-event-outbox.js';

const CHANNEL = 'covey_cluster';
const DEBUG = !!process.env['COVEY_DEBUG_CLUSTER'];
const MAX_INLINE = 7000;
const REPLAY_PAGE = 500;
const PRUNE_JOB = '_cluster_events_prune';

export interface PgClusterBusOptions {
  /** wait before reconnecting a lost LISTEN connection (default `COVEY_CLUSTER_RECONNECT_MS` or 1 s) */
  reconnectMs?: number;
  /** how long durable messages stay replayable (default 5 minutes) */
  retentionMs?: number;
  /** how often one instance of the fleet prunes the outbox (default 1 minute; 0: never, tests) */
  pruneEveryMs?: number;
}

interface Envelope {
  o: string;
  c: string;
  p?: string | null;
  ref?: number;
  /** a durable message's sequence number */
  s?: number;
}

export class PgClusterBus implements ClusterBus {
  readonly origin = randomUUID();
  private readonly handlers = new Map<string, ClusterHandler>();
  private readonly reconnectListeners: (() => void | Promise<void>)[] = [];
  private readonly missedListeners: (() => void)[] = [];
  private readonly cursor = new EventCursor();
  private readonly reconnectMs: number;
  private readonly retentionMs: number;
  private readonly pruneEveryMs: number;
  private client: pg.Client | null = null;
  private connecting = false;
  private reconnectTimer: NodeJS.Timeout | null = null;
  private pruneTimer: NodeJS.Timeout | null = null;
  private closed = false;
  private published = 0;
  private queue: Promise<void> = Promise.resolve();
  private durableChain: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: PostgresDatabase,
    opts: PgClusterBusOptions = {},
  ) {
    this.reconnectMs = opts.reconnectMs ?? (Number(process.env['COVEY_CLUSTER_RECONNECT_MS']) || 1000);
    this.retentionMs = opts.retentionMs ?? 5 * 60_000;
    this.pruneEveryMs = opts.pruneEveryMs ?? 60_000;
  }

  async start(): Promise<void> {
    // instances starting together: one creates the tables, the other waits
    await this.db.exclusive(SCHEMA_LOCK_KEY, async () => {
      await this.db.pool.query(
        `CREATE TABLE IF NOT EXISTS "_cluster_messages" ("id" BIGSERIAL PRIMARY KEY, "payload" TEXT NOT NULL, "created" TIMESTAMPTZ NOT NULL DEFAULT now())`,
      );
      await this.db.pool.query(
        `CREATE TABLE IF NOT EXISTS "_cron_runs" ("job" TEXT PRIMARY KEY, "slot" TEXT NOT NULL)`,
      );
      for (const sql of OUTBOX_SQL) await this.db.pool.query(sql);
    });
    await this.listen(true);
    if (this.pruneEveryMs > 0) {
      this.pruneTimer = setInterval(() => void this.pruneOnce(), this.pruneEveryMs);
      this.pruneTimer.unref();
    }
  }

  /** runs `task` after every message and replay queued before it (one at a time, in order) */
  private enqueue(task: () => Promise<void>): Promise<void> {
    const run = this.queue.then(task);
    this.queue = run.catch((err: unknown) => console.error('cluster message failed', err));
    return run;
  }

  /**
   * Connects and LISTENs. The catch-up (a starting instance: skip to the outbox's head; after a
   * reconnect: the reconnect listeners, then the replay) is queued before LISTEN, so messages
   * notified from then on are handled after it; the replay reads after LISTEN, so nothing falls
   * between the two (what arrives both ways is dropped by the cursor).
   */
  private async listen(initial: boolean): Promise<void> {
    const client = this.db.newClient();
    client.on('error', (err) => {
      console.error('cluster bus connection lost:', err.message);
    });
    client.on('end', () => {
      if (this.client === client) this.client = null;
      this.scheduleReconnect();
    });
    client.on('notification', (msg) => {
      // one message at a time, in commit order (a create is published before its update)
      if (msg.channel === CHANNEL && msg.payload) {
        const payload = msg.payload;
        void this.enqueue(() => this.receive(payload)).catch(() => undefined);
      }
    });
    let release!: () => void;
    const listening = new Promise<void>((r) => (release = r));
    let listened = false;
    const caughtUp = this.enqueue(async () => {
      await listening;
      if (!listened) return;
      if (initial) return this.cursor.jump(await outboxHead(this.db.pool));
      for (const fn of this.reconnectListeners) {
        try {
          await fn();
        } catch (err) {
          console.error('cluster reconnect listener failed', err);
        }
      }
      await this.replay(client);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANNEL}`);
      listened = true;
      this.client = client;
    } catch (err) {
      await client.end().catch(() => undefined);
      throw err;
    } finally {
      release();
    }
    await caughtUp;
  }

  private scheduleReconnect(): void {
    if (this.closed || this.reconnectTimer) return;
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      void this.reconnect();
    }, this.reconnectMs);
    this.reconnectTimer.unref();
  }

  /** whether the LISTEN connection is up now */
  get listening(): boolean {
    return this.client !== null;
  }

  /** reconnects a lost LISTEN connection now (public for tests; normally run by a timer) */
  async reconnect(): Promise<void> {
    if (this.closed || this.client || this.connecting) return;
    this.connecting = true;
    try {
      await this.listen(false);
    } catch {
      this.scheduleReconnect();
    } finally {
      this.connecting = false;
    }
  }

  /** handles the durable messages stored since the cursor; on failure the connection is dropped and retried */
  private async replay(client: pg.Client): Promise<void> {
    let replayed = 0;
    try {
      for (;;) {
        const { floor, rows } = await outboxRead(this.db.pool, this.cursor.last, REPLAY_PAGE);
        const page = this.cursor.replay(floor, rows);
        if (page.missed) {
          this.cursor.jump(await outboxHead(this.db.pool));
          console.error('cluster bus: realtime events older than the replay window were missed');
          for (const fn of this.missedListeners) fn();
          break;
        }
        for (const row of page.rows) {
          if (row.origin === this.origin) continue;
          replayed++;
          await this.deliver(row.channel, row.payload);
        }
        if (rows.length < REPLAY_PAGE) break;
      }
      this.cursor.stale = false;
      console.error(`cluster bus reconnected; replayed ${replayed} message(s)`);
    } catch (err) {
      // live messages wait for the next replay rather than jump the gap
      this.cursor.stale = true;
      console.error('cluster bus replay failed; reconnecting', err);
      await client.end().catch(() => undefined);
    }
  }

  private async deliver(channel: string, payload: string): Promise<void> {
    const handler = this.handlers.get(channel);
    if (!handler) return;
    try {
      await handler(payload);
    } catch (err) {
      console.error('cluster message failed', err);
    }
  }

  private async receive(raw: string): Promise<void> {
    try {
      const env = JSON.parse(raw) as Envelope;
      if (typeof env.s === 'number' && !this.cursor.live(env.s)) return;
      if (env.o === this.origin) return;
      if (DEBUG)
        console.error(`[covey cluster] ${this.origin.slice(0, 8)} received ${env.c} from ${env.o.slice(0, 8)}`);
      if (!this.handlers.has(env.c)) return;
      let payload: string | null = env.p ?? '';
      if (typeof env.s === 'number' && typeof env.p !== 'string') payload = await outboxPayload(this.db.pool, env.s);
      else if (env.ref !== undefined) {
        const r = await this.db.pool.query<{ payload: string }>(
          'SELECT "payload" FROM "_cluster_messages" WHERE "id" = $1',
          [env.ref],
        );
        payload = r.rows[0]?.payload ?? null;
      }
      if (payload === null) return;
      await this.deliver(env.c, payload);
    } catch (err) {
      console.error('cluster message failed', err);
    }
  }

  async publish(channel: string, payload: string, opts: PublishOptions = {}): Promise<void> {
    if (this.closed) return;
    let env: Envelope = { o: this.origin, c: channel, p: payload };
    const inline = Buffer.byteLength(JSON.stringify({ ...env, s: Number.MAX_SAFE_INTEGER })) + 64 <= MAX_INLINE;
    if (opts.durable) {
      // one at a time per instance, so sequence order is call order (a create before its update)
      const run = this.durableChain.then(() =>
        outboxPublish(this.db.pool, CHANNEL, { origin: this.origin, channel, payload, inline }),
      );
      this.durableChain = run.then(
        () => undefined,
        () => undefined,
      );
      await run;
      if (DEBUG) console.error(`[covey cluster] ${this.origin.slice(0, 8)} sent ${channel} (durable)`);
      return;
    }
    if (!inline) {
      const r = await this.db.pool.query<{ id: string | number }>(
        'INSERT INTO "_cluster_messages" ("payload") VALUES ($1) RETURNING "id"',
        [payload],
      );
      env = { o: this.origin, c: channel, ref: Number(r.rows[0]!.id) };
      if (++this.published % 100 === 1) {
        await this.db.pool.query(`DELETE FROM "_cluster_messages" WHERE "created" < now() - interval '5 minutes'`);
      }
    }
    await this.db.pool.query('SELECT pg_notify($1, $2)', [CHANNEL, JSON.stringify(env)]);
    if (DEBUG) console.error(`[covey cluster] ${this.origin.slice(0, 8)} sent ${channel}`);
  }

  /** deletes durable messages older than the retention (or `olderThanMs`); answers how many */
  prune(olderThanMs = this.retentionMs): Promise<number> {
    return outboxPrune(this.db.pool, olderThanMs);
  }

  /** the timer's prune: one instance per minute slot across the fleet */
  private async pruneOnce(): Promise<void> {
    try {
      const slot = new Date(Math.floor(Date.now() / 60_000) * 60_000).toISOString();
      if (await this.claimCronSlot(PRUNE_JOB, slot)) await this.prune();
    } catch (err) {
      if (!this.closed) console.error('cluster outbox prune failed', err);
    }
  }

  on(channel: string, handler: ClusterHandler): void {
    this.handlers.set(channel, handler);
  }

  onReconnect(fn: () => void | Promise<void>): void {
    this.reconnectListeners.push(fn);
  }

  onMissed(fn: () => void): void {
    this.missedListeners.push(fn);
  }

  async peerCount(): Promise<number> {
    // every instance's bus connection carries this application_name (PostgresDatabase.newClient)
    const r = await this.db.pool.query<{ n: number }>(
      `SELECT count(*)::int AS "n" FROM pg_stat_activity WHERE datname = current_database() AND application_name = $1`,
      [LISTEN_APP],
    );
    return Math.max(0, (r.rows[0]?.n ?? 0) - (this.client ? 1 : 0));
  }

  async claimCronSlot(jobId: string, slot: string): Promise<boolean> {
    const r = await this.db.pool.query(
      `INSERT INTO "_cron_runs" ("job", "slot") VALUES ($1, $2)
       ON CONFLICT ("job") DO UPDATE SET "slot" = excluded."slot" WHERE "_cron_runs"."slot" < excluded."slot"
       RETURNING "job"`,
      [jobId, slot],
    );
    return (r.rowCount ?? 0) > 0;
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    if (this.pruneTimer) clearInterval(this.pruneTimer);
    const c = this.client;
    this.client = null;
    await c?.end().catch(() => undefined);
  }
}
