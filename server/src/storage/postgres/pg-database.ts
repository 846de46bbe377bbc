/**
 * PostgreSQL behind the Database interface, on a `pg` pool. SQL arrives in the shared
 * SQLite-flavoured form and is translated once per text (pg-translate.ts). As with SQLite's single
 * writer, the writes and transactions of one process are queued by an async lock (code above
 * relies on read-then-write sequences not interleaving); reads go straight to the pool. Inside a
 * transaction every statement runs under a savepoint, so a failed statement that the caller
 * catches leaves the transaction usable, as in SQLite.
 */
import pg from 'pg';
import {
  ConstraintError,
  type Database,
  type Queryable,
  type RawQueryOptions,
  type RawQueryResult,
  type Row,
} from '../database.js';
import { AsyncLock } from '../async-lock.js';
import { runCommitHooks } from '../commit-hooks.js';
import { postgresDialect } from './pg-dialect.js';
import { translateSql } from './pg-translate.js';
import { SETUP_LOCK_KEY, SETUP_SQL } from './pg-setup.js';
import { describeQuery } from './pg-describe.js';
import { runPgRawQuery } from './pg-raw-query.js';

export interface PostgresOptions {
  /** postgres://user:pass@host:port/db */
  url: string;
  /** pool size (default 10, or COVEY_DB_POOL) */
  max?: number;
}

type Client = pg.PoolClient;
type Runner = Pick<pg.Pool, 'query'>;

/** int8 (COUNT) and numeric as JS numbers; json/jsonb as the stored text (as SQLite returns it) */
const TYPES = {
  getTypeParser(oid: number, format?: string) {
    if (oid === 20 || oid === 1700) return (v: string) => Number(v);
    if (oid === 114 || oid === 3802) return (v: string) => v;
    return pg.types.getTypeParser(oid, format as 'text');
  },
};

/** param values as SQLite would bind them: booleans as 1/0, objects as JSON text */
function bindable(params: readonly unknown[]): unknown[] {
  return params.map((p) => {
    if (typeof p === 'boolean') return p ? 1 : 0;
    if (p === undefined) return null;
    if (typeof p === 'bigint') return p.toString();
    if (p !== null && typeof p === 'object' && !Buffer.isBuffer(p) && !(p instanceof Date)) return JSON.stringify(p);
    return p;
  });
}

/** `Key ("a", lower(b))=(…) already exists.` → ['table.a', 'table.b'] */
function uniqueColumns(err: pg.DatabaseError): string[] {
  const inner = /^Key \((.*)\)=\(/s.exec(err.detail ?? '')?.[1] ?? '';
  const names = [...inner.matchAll(/"((?:[^"]|"")+)"|([A-Za-z_]\w*)(?!\s*\()/g)]
    .map((m) => (m[1] ?? m[2] ?? '').replaceAll('""', '"'))
    .filter((n) => n && !/^(COLLATE|nocase|text)$/i.test(n));
  return names.map((n) => (err.table ? `${err.table}.${n}` : n));
}

const DEBUG = !!process.env['COVEY_DEBUG_SQL'];
/** the session settings every pooled connection starts with (libpq `options`) */
const JIT_OFF = { options: '-c jit=off' } as const;
/** the application_name of the cluster bus connections (one per instance; counted to know the peers) */
export const LISTEN_APP = 'covey-listen';

function translateError(err: unknown, sql?: string): unknown {
  if (DEBUG && sql) console.error(`[covey sql] ${(err as Error).message}\n  ${sql}`);
  if (err instanceof pg.DatabaseError) {
    if (err.code === '23505') return new ConstraintError('unique', uniqueColumns(err), err.message);
    if (err.code?.startsWith('23')) return new ConstraintError('other', [], err.message);
  }
  return err;
}

class Handle implements Queryable {
  readonly dialect = postgresDialect;
  private commitHooks: (() => void)[] | null;
  private savepoints = 0;

  constructor(
    private readonly runner: Runner,
    readonly inTransaction: boolean,
    private readonly owner: PostgresDatabase,
  ) {
    this.commitHooks = inTransaction ? [] : null;
  }

  protected async query(sql: string, params: readonly unknown[] = []): Promise<pg.QueryResult> {
    const t = translateSql(sql);
    const values = bindable(params);
    if (!this.inTransaction) {
      try {
        return await this.owner.prepared(this.runner, t.text, values);
      } catch (err) {
        // `CREATE … IF NOT EXISTS` racing the same statement of another instance: once the other
        // has committed, the statement is a no-op
        if (
          /\bIF NOT EXISTS\b/i.test(t.text) &&
          ['23505', '42P07', '42710'].includes((err as { code?: string }).code ?? '')
        ) {
          await new Promise((r) => setTimeout(r, 50));
          return await this.owner.prepared(this.runner, t.text, values);
        }
        throw translateError(err, t.text);
      }
    }
    const sp = `covey_sp${++this.savepoints}`;
    await this.runner.query(`SAVEPOINT ${sp}`);
    try {
      // a stale plan aborts the statement: back to the savepoint before preparing it again
      const r = await this.owner.prepared(this.runner, t.text, values, () =>
        this.runner.query(`ROLLBACK TO SAVEPOINT ${sp}`).then(() => undefined),
      );
      await this.runner.query(`RELEASE SAVEPOINT ${sp}`);
      return r;
    } catch (err) {
      await this.runner.query(`ROLLBACK TO SAVEPOINT ${sp}`).catch(() => undefined);
      throw translateError(err, t.text);
    } finally {
      this.savepoints--;
    }
  }

  async all<T = Row>(sql: string, params?: readonly unknown[]): Promise<T[]> {
    return (await this.query(sql, params)).rows as T[];
  }

  async get<T = Row>(sql: string, params?: readonly unknown[]): Promise<T | undefined> {
    return (await this.query(sql, params)).rows[0] as T | undefined;
  }

  async run(sql: string, params?: readonly unknown[]): Promise<{ changes: number }> {
    return { changes: (await this.query(sql, params)).rowCount ?? 0 };
  }

  async exec(sql: string): Promise<void> {
    await this.query(sql);
  }

  async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
    return fn(this);
  }

  async describe(sql: string) {
    if (!this.inTransaction) return this.owner.describe(sql);
    try {
      return await describeQuery(this.runner, translateSql(sql).text, true);
    } catch (err) {
      throw translateError(err);
    }
  }

  afterCommit(fn: () => void): void {
    if (this.commitHooks) this.commitHooks.push(fn);
    else fn();
  }

  takeCommitHooks(): (() => void)[] {
    const hooks = this.commitHooks ?? [];
    this.commitHooks = [];
    return hooks;
  }
}

export class PostgresDatabase implements Database {
  readonly dialect = postgresDialect;
  readonly inTransaction = false;
  readonly path = null;
  readonly pool: pg.Pool;
  private readonly lock = new AsyncLock();
  private readonly handle: Handle;

  constructor(readonly opts: PostgresOptions) {
    this.pool = new pg.Pool({
      connectionString: opts.url,
      max: opts.max ?? (Number(process.env['COVEY_DB_POOL']) || 10),
      types: TYPES,
      application_name: 'covey',
      // JIT off for Covey's sessions (issue #27, decision 0051): the rule SQL's many sub-plans give large cost
      // estimates, above jit_above_cost, so PostgreSQL compiled each list query to machine code for 5–13 s
      // while running it took 0.4–0.6 s (EXPLAIN ANALYZE at scale 1); nothing here runs long enough to gain
      ...JIT_OFF,
    });
    // an idle client that loses its server (restart, shutdown) must not crash the process
    this.pool.on('error', (err) => console.error('postgres pool error', err.message));
    this.handle = new Handle(this.pool, false, this);
  }

  /** bumped by DDL (and by a stale plan seen after another instance's DDL): new statement names */
  private epoch = 0;
  private readonly names = new Map<string, string>();

  /**
   * Runs a statement as a named prepared statement (parsed and planned once per connection). After
   * a schema change a cached plan may no longer fit (`cached plan must not change result type`):
   * the epoch moves on, so every statement is prepared again under a new name.
   */
  async prepared(
    runner: Runner,
    text: string,
    values: unknown[],
    recover?: () => Promise<void>,
  ): Promise<pg.QueryResult> {
    // no params: the simple protocol (DDL, scripts of several statements)
    if (values.length === 0) {
      if (/\b(CREATE|ALTER|DROP)\b/i.test(text)) this.bumpEpoch();
      return runner.query(text);
    }
    const name = this.nameOf(text);
    try {
      return await runner.query({ name, text, values });
    } catch (err) {
      if ((err as { code?: string }).code !== '0A000' || !/cached plan/.test((err as Error).message)) throw err;
      this.bumpEpoch();
      await recover?.();
      return runner.query({ name: this.nameOf(text), text, values });
    }
  }

  private nameOf(text: string): string {
    let name = this.names.get(text);
    if (!name) {
      if (this.names.size >= 5000) this.bumpEpoch();
      name = `c${this.epoch}_${this.names.size.toString(36)}`;
      this.names.set(text, name);
    }
    return name;
  }

  private bumpEpoch(): void {
    this.epoch++;
    this.names.clear();
  }

  /** creates the helper functions and collation (idempotent, serialised across instances) */
  async setup(): Promise<void> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      await client.query('SELECT pg_advisory_xact_lock($1)', [SETUP_LOCK_KEY]);
      await client.query(SETUP_SQL);
      await client.query('COMMIT');
    } catch (err) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw err;
    } finally {
      client.release();
    }
  }

  all<T = Row>(sql: string, params?: readonly unknown[]): Promise<T[]> {
    return this.handle.all<T>(sql, params);
  }

  get<T = Row>(sql: string, params?: readonly unknown[]): Promise<T | undefined> {
    return this.handle.get<T>(sql, params);
  }

  run(sql: string, params?: readonly unknown[]): Promise<{ changes: number }> {
    return this.lock.run(() => this.handle.run(sql, params));
  }

  exec(sql: string): Promise<void> {
    return this.lock.run(() => this.handle.exec(sql));
  }

  afterCommit(fn: () => void): void {
    fn();
  }

  async describe(sql: string) {
    const client = await this.pool.connect();
    try {
      return await describeQuery(client, translateSql(sql).text);
    } finally {
      client.release();
    }
  }

  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
    return this.lock.run(async () => {
      const client: Client = await this.pool.connect();
      let result: T;
      let tx: Handle;
      try {
        await client.query('BEGIN');
        tx = new Handle(client, true, this);
        try {
          result = await fn(tx);
          await client.query('COMMIT');
        } catch (err) {
          await client.query('ROLLBACK').catch(() => undefined);
          throw translateError(err);
        }
      } finally {
        client.release();
      }
      await runCommitHooks(tx.takeCommitHooks());
      return result;
    });
  }

  async rawQuery(sql: string, opts: RawQueryOptions): Promise<RawQueryResult> {
    const client = await this.pool.connect();
    try {
      return await runPgRawQuery(client, sql, opts);
    } finally {
      client.release();
    }
  }

  /**
   * Runs `fn` while holding a database-wide lock (a session advisory lock on one pooled
   * connection), so instances starting together create tables and apply migrations one at a time.
   */
  async exclusive<T>(key: number, fn: () => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    try {
      await client.query('SELECT pg_advisory_lock($1)', [key]);
      try {
        return await fn();
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [key]).catch(() => undefined);
      }
    } finally {
      client.release();
    }
  }

  /** a dedicated connection outside the pool (LISTEN/NOTIFY) */
  /** a connection outside the pool (the cluster bus's LISTEN connection) */
  newClient(): pg.Client {
    return new pg.Client({ connectionString: this.opts.url, types: TYPES, application_name: LISTEN_APP });
  }

  async close(): Promise<void> {
    await this.lock.run(() => this.pool.end());
  }
}

export async function openPostgres(opts: PostgresOptions): Promise<PostgresDatabase> {
  const db = new PostgresDatabase(opts);
  try {
    await db.setup();
  } catch (err) {
    await db.close().catch(() => undefined);
    throw err;
  }
  return db;
}
