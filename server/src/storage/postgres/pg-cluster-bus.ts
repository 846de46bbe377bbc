/**
 * The cluster bus on PostgreSQL. One dedicated connection LISTENs on `covey_cluster`; messages
 * are `{o: origin, c: channel, p: payload}` sent with pg_notify. NOTIFY payloads are limited to
 * 8000 bytes: a larger message is stored in `_cluster_messages` and only its row id is notified
 * (rows are pruned after a few minutes). Cron slots are claimed in `_cron_runs` with one atomic
 * upsert, so a job fires once per slot however many instances scheduled it.
 */
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import type { ClusterBus, ClusterHandler } from '../cluster-bus.js';
import { SCHEMA_LOCK_KEY } from './pg-setup.js';
import { LISTEN_APP, type PostgresDatabase } from './pg-database.js';

const CHANNEL = 'covey_cluster';
const DEBUG = !!process.env['COVEY_DEBUG_CLUSTER'];
const MAX_INLINE = 7000;
const RECONNECT_MS = 1000;

interface Envelope {
  o: string;
  c: string;
  p?: string;
  ref?: number;
}

export class PgClusterBus implements ClusterBus {
  readonly origin = randomUUID();
  private readonly handlers = new Map<string, ClusterHandler>();
  private readonly reconnectListeners: (() => void)[] = [];
  private client: pg.Client | null = null;
  private closed = false;
  private published = 0;
  private queue: Promise<void> = Promise.resolve();

  constructor(private readonly db: PostgresDatabase) {}

  async start(): Promise<void> {
    // instances starting together: one creates the tables, the other waits
    await this.db.exclusive(SCHEMA_LOCK_KEY, async () => {
      await this.db.pool.query(
        `CREATE TABLE IF NOT EXISTS "_cluster_messages" ("id" BIGSERIAL PRIMARY KEY, "payload" TEXT NOT NULL, "created" TIMESTAMPTZ NOT NULL DEFAULT now())`,
      );
      await this.db.pool.query(`CREATE TABLE IF NOT EXISTS "_cron_runs" ("job" TEXT PRIMARY KEY, "slot" TEXT NOT NULL)`);
    });
    await this.listen();
  }

  private async listen(): Promise<void> {
    const client = this.db.newClient();
    client.on('error', (err) => {
      console.error('cluster bus connection lost:', err.message);
    });
    client.on('end', () => {
      if (this.client === client) this.client = null;
      if (!this.closed) setTimeout(() => void this.reconnect(), RECONNECT_MS).unref();
    });
    client.on('notification', (msg) => {
      // one message at a time, in commit order (a create is published before its update)
      if (msg.channel === CHANNEL && msg.payload) {
        const payload = msg.payload;
        this.queue = this.queue.then(() => this.receive(payload));
      }
    });
    await client.connect();
    await client.query(`LISTEN ${CHANNEL}`);
    this.client = client;
  }

  private async reconnect(): Promise<void> {
    if (this.closed || this.client) return;
    try {
      await this.listen();
      for (const fn of this.reconnectListeners) fn();
    } catch {
      setTimeout(() => void this.reconnect(), RECONNECT_MS).unref();
    }
  }

  private async receive(raw: string): Promise<void> {
    try {
      const env = JSON.parse(raw) as Envelope;
      if (env.o === this.origin) return;
      if (DEBUG)
        console.error(`[covey cluster] ${this.origin.slice(0, 8)} received ${env.c} from ${env.o.slice(0, 8)}`);
      const handler = this.handlers.get(env.c);
      if (!handler) return;
      let payload = env.p ?? '';
      if (env.ref !== undefined) {
        const r = await this.db.pool.query<{ payload: string }>(
          'SELECT "payload" FROM "_cluster_messages" WHERE "id" = $1',
          [env.ref],
        );
        if (!r.rows[0]) return;
        payload = r.rows[0].payload;
      }
      await handler(payload);
    } catch (err) {
      console.error('cluster message failed', err);
    }
  }

  async publish(channel: string, payload: string): Promise<void> {
    if (this.closed) return;
    let env: Envelope = { o: this.origin, c: channel, p: payload };
    if (Buffer.byteLength(JSON.stringify(env)) > MAX_INLINE) {
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

  on(channel: string, handler: ClusterHandler): void {
    this.handlers.set(channel, handler);
  }

  onReconnect(fn: () => void): void {
    this.reconnectListeners.push(fn);
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
    const c = this.client;
    this.client = null;
    await c?.end().catch(() => undefined);
  }
}
