/**
 * Messages between the Covey instances that share one database, and the cron claim that makes a
 * scheduled job run once across them. PostgreSQL provides it (LISTEN/NOTIFY, a claims table);
 * a SQLite data folder has one instance, so there is no bus (`openClusterBus` answers null).
 */
import type { Database } from './database.js';
import { PostgresDatabase } from './postgres/pg-database.js';
import { PgClusterBus } from './postgres/pg-cluster-bus.js';

export type ClusterHandler = (payload: string) => void | Promise<void>;

export interface PublishOptions {
  /**
   * Replayable: an instance whose connection to the others was down receives the message once it
   * is back, in order and once (within the retention, 5 minutes; decision 0027). For record
   * events; not for chatter that is useless late (rate-limit counts, relay requests).
   */
  durable?: boolean;
}

export interface ClusterBus {
  /** this instance's id (an instance never receives its own messages) */
  readonly origin: string;
  /** sends `payload` to every other instance's handler of `channel` (after the caller's commit) */
  publish(channel: string, payload: string, opts?: PublishOptions): Promise<void>;
  /** one handler per channel */
  on(channel: string, handler: ClusterHandler): void;
  /**
   * called after the connection to the others was lost and came back, before the durable messages
   * sent meanwhile are replayed (other messages sent meanwhile are lost: catch up on their effect)
   */
  onReconnect(fn: () => void | Promise<void>): void;
  /**
   * called when durable messages were lost for good: the instance was cut off longer than the
   * retention, so the replay after the reconnect could not be complete
   */
  onMissed(fn: () => void): void;
  /** how many other instances listen now (may count one that is still starting; callers keep a timeout) */
  peerCount(): Promise<number>;
  /** true for exactly one instance per (job, slot): that one runs the cron job */
  claimCronSlot(jobId: string, slot: string): Promise<boolean>;
  close(): Promise<void>;
}

export async function openClusterBus(db: Database): Promise<ClusterBus | null> {
  if (!(db instanceof PostgresDatabase)) return null;
  const bus = new PgClusterBus(db);
  await bus.start();
  return bus;
}
