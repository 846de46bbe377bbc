/**
 * SQLite behind the Database interface: one writer connection (all writes and transactions,
 * queued by an async lock, as PocketBase's single "nonconcurrent" connection) and one reader
 * connection for reads outside transactions. WAL lets the reader see the last committed state
 * while a write is in progress. Prepared statements are cached per connection.
 */
import { statSync } from 'node:fs';
import BetterSqlite3 from 'better-sqlite3';
import { ConstraintError, type Database, type Queryable, type RawQueryOptions, type RawQueryResult, type Row } from '../database.js';
import { isPossibleWriteQuery } from '../raw-query-script.js';
import { runReadQuery, runWriteQuery } from './sqlite-raw-query.js';
import { sqliteDialect } from './sqlite-dialect.js';
import { AsyncLock } from '../async-lock.js';
import { runCommitHooks } from '../commit-hooks.js';
import { StatementCache } from './statement-cache.js';
import { registerSqliteFunctions } from './sqlite-functions.js';
import { WorkerQueue } from '../../util/worker-queue.js';
import { workerScript } from '../../util/worker-script.js';

export interface SqliteOptions {
  /** file path, or ':memory:' */
  path: string;
  synchronous?: 'NORMAL' | 'FULL';
}

type Conn = BetterSqlite3.Database;

/** the `-wal` file's size from which the writer's commits schedule a checkpoint off the loop (walWritten) */
export const WAL_CHECKPOINT_BYTES = 4 * 1024 * 1024;
const CHECKPOINT_EVERY_MS = 250;

function openConnection(path: string, synchronous: string): Conn {
  const db = new BetterSqlite3(path);
  db.pragma('busy_timeout = 10000');
  if (path !== ':memory:') db.pragma('journal_mode = WAL');
  db.pragma('journal_size_limit = 200000000');
  db.pragma(`synchronous = ${synchronous}`);
  db.pragma('foreign_keys = ON');
  db.pragma('temp_store = MEMORY');
  db.pragma('cache_size = -32000');
  registerSqliteFunctions(db);
  return db;
}

function translateError(err: unknown): unknown {
  if (err instanceof BetterSqlite3.SqliteError) {
    if (err.code === 'SQLITE_CONSTRAINT_UNIQUE' || err.code === 'SQLITE_CONSTRAINT_PRIMARYKEY') {
      const cols = /constraint failed: (.*)$/.exec(err.message)?.[1]?.split(',').map((s) => s.trim()) ?? [];
      return new ConstraintError('unique', cols, err.message);
    }
    if (err.code.startsWith('SQLITE_CONSTRAINT')) return new ConstraintError('other', [], err.message);
  }
  return err;
}

/** normalises param values better-sqlite3 cannot bind */
function bindable(params: readonly unknown[]): unknown[] {
  return params.map((p) => {
    if (typeof p === 'boolean') return p ? 1 : 0;
    if (p === undefined) return null;
    if (p !== null && typeof p === 'object' && !Buffer.isBuffer(p)) return JSON.stringify(p);
    return p;
  });
}

class Handle implements Queryable {
  readonly dialect = sqliteDialect;
  private commitHooks: (() => void)[] | null;

  constructor(
    private readonly conn: Conn,
    private readonly cache: StatementCache,
    readonly inTransaction: boolean,
    private readonly wrote: () => void = () => undefined,
  ) {
    this.commitHooks = inTransaction ? [] : null;
  }

  async all<T = Row>(sql: string, params: readonly unknown[] = []): Promise<T[]> {
    try {
      return this.cache.get(this.conn, sql).all(...bindable(params)) as T[];
    } catch (err) {
      throw translateError(err);
    }
  }

  async get<T = Row>(sql: string, params: readonly unknown[] = []): Promise<T | undefined> {
    try {
      return this.cache.get(this.conn, sql).get(...bindable(params)) as T | undefined;
    } catch (err) {
      throw translateError(err);
    }
  }

  async run(sql: string, params: readonly unknown[] = []): Promise<{ changes: number }> {
    try {
      const r = this.cache.get(this.conn, sql).run(...bindable(params));
      this.wrote();
      return { changes: r.changes };
    } catch (err) {
      throw translateError(err);
    }
  }

  async exec(sql: string): Promise<void> {
    try {
      this.wrote();
      this.conn.exec(sql);
    } catch (err) {
      throw translateError(err);
    }
  }

  async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
    return fn(this);
  }

  async describe(sql: string) {
    try {
      const stmt = this.conn.prepare(sql);
      if (!stmt.reader) throw new Error('Only SELECT queries are allowed.');
      return stmt.columns().map((c) => ({ name: c.name, table: c.table, column: c.column, declaredType: c.type }));
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

export class SqliteDatabase implements Database {
  readonly dialect = sqliteDialect;
  readonly inTransaction = false;
  readonly path: string | null;
  private readonly writer: Conn;
  private readonly reader: Conn;
  private readonly lock = new AsyncLock();
  private readonly writerCache = new StatementCache();
  private readonly readerCache = new StatementCache();
  private readonly writeHandle: Handle;
  private readonly readHandle: Handle;
  /** see commitVersion: bumped by writes through this object and by commits other connections made */
  private version = 0;
  private lastDataVersion = -1;
  private readonly dataVersion: BetterSqlite3.Statement;
  private readonly bump = () => {
    this.version++;
  };

  constructor(opts: SqliteOptions) {
    const sync = opts.synchronous ?? 'NORMAL';
    this.path = opts.path === ':memory:' ? null : opts.path;
    this.writer = openConnection(opts.path, sync);
    // an in-memory database cannot be shared between connections: read through the writer
    this.reader = opts.path === ':memory:' ? this.writer : openConnection(opts.path, sync);
    this.writeHandle = new Handle(this.writer, this.writerCache, false, this.bump);
    this.readHandle = new Handle(this.reader, this.readerCache, false);
    this.dataVersion = this.reader.prepare('PRAGMA data_version').pluck();
    // the writer never checkpoints inside its own COMMIT (with its fsync, on the loop): a worker does (walWritten)
    if (this.path) this.writer.pragma('wal_autocheckpoint = 0');
  }

  private checkpointTimer: NodeJS.Timeout | undefined;
  private checkpointRunning: Promise<void> | undefined;

  /**
   * After a commit on the writer: once the `-wal` file has passed WAL_CHECKPOINT_BYTES (SQLite's own automatic
   * checkpoint is at 1,000 pages, ~4 MB), a passive checkpoint runs in the write worker's thread at most every
   * CHECKPOINT_EVERY_MS. SQLite ran it synchronously inside the COMMIT that crossed 1,000 pages: 17–350 ms with
   * its fsync after a 1,000-row roster import (decision 0061), every other request waiting. A passive checkpoint
   * takes no lock a writer or a reader waits on; a smaller WAL than the threshold needs none (SQLite checkpoints
   * when the last connection closes).
   */
  private walWritten(): void {
    if (!this.path || this.checkpointTimer || this.checkpointRunning) return;
    const size = statSync(`${this.path}-wal`, { throwIfNoEntry: false })?.size ?? 0;
    if (size < WAL_CHECKPOINT_BYTES) return;
    this.checkpointTimer = setTimeout(() => {
      this.checkpointTimer = undefined;
      this.checkpointRunning = this.writerWorker()
        .run('checkpoint')
        .then(
          () => undefined,
          (err: unknown) => console.error('WAL checkpoint failed', err),
        )
        .finally(() => {
          this.checkpointRunning = undefined;
        });
    }, CHECKPOINT_EVERY_MS);
    this.checkpointTimer.unref();
  }

  /**
   * Changes on every write through this object (run, exec, transactions — also rolled back ones:
   * an in-memory database reads through the writer and sees uncommitted rows — and raw SQL) and
   * whenever the reader connection's `PRAGMA data_version` moves, i.e. another connection (our
   * writer, another process) committed.
   */
  commitVersion(): number {
    const dv = this.dataVersion.get() as number;
    if (dv !== this.lastDataVersion) {
      this.lastDataVersion = dv;
      this.version++;
    }
    return this.version;
  }

  all<T = Row>(sql: string, params?: readonly unknown[]): Promise<T[]> {
    return this.readHandle.all<T>(sql, params);
  }

  get<T = Row>(sql: string, params?: readonly unknown[]): Promise<T | undefined> {
    return this.readHandle.get<T>(sql, params);
  }

  run(sql: string, params?: readonly unknown[]): Promise<{ changes: number }> {
    return this.lock.run(() => this.writeHandle.run(sql, params)).finally(() => this.walWritten());
  }

  exec(sql: string): Promise<void> {
    return this.lock.run(() => this.writeHandle.exec(sql)).finally(() => this.walWritten());
  }

  afterCommit(fn: () => void): void {
    fn();
  }

  describe(sql: string) {
    return this.readHandle.describe(sql);
  }

  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
    return this.lock.run(async () => {
      const tx = new Handle(this.writer, this.writerCache, true, this.bump);
      this.writer.exec('BEGIN IMMEDIATE');
      let result: T;
      try {
        result = await fn(tx);
        this.writer.exec('COMMIT');
      } catch (err) {
        if (this.writer.inTransaction) this.writer.exec('ROLLBACK');
        throw translateError(err);
      } finally {
        this.bump();
      }
      this.walWritten();
      await runCommitHooks(tx.takeCommitHooks());
      return result;
    });
  }

  rawQuery(sql: string, opts: RawQueryOptions): Promise<RawQueryResult> {
    if (isPossibleWriteQuery(sql)) return this.lock.run(async () => runWriteQuery(this.writer, sql)).finally(() => {
      this.bump();
      this.walWritten();
    });
    // a "read" script runs on the reader, whose own writes data_version would not show
    return Promise.resolve().then(() => runReadQuery(this.reader, sql, opts)).finally(this.bump);
  }

  private offLoop: WorkerQueue<{ sql: string; params: unknown[] }, unknown[]> | undefined;

  /** a read in a worker thread with its own read-only connection (an in-memory database: the reader) */
  readOffLoop<T = Row>(sql: string, params: readonly unknown[] = []): Promise<T[]> {
    if (!this.path) return this.all<T>(sql, params);
    this.offLoop ??= new WorkerQueue({
      script: workerScript(import.meta.url, 'sqlite-read-worker'),
      workerData: { path: this.path },
      timeoutMs: 10 * 60_000,
      idleMs: 60_000,
    });
    return this.offLoop.run({ sql, params: bindable(params) }) as Promise<T[]>;
  }

  private offLoopWriter: WorkerQueue<{ sql: string; params: unknown[] }[] | 'checkpoint', null> | undefined;

  private writerWorker(): WorkerQueue<{ sql: string; params: unknown[] }[] | 'checkpoint', null> {
    this.offLoopWriter ??= new WorkerQueue({
      script: workerScript(import.meta.url, 'sqlite-write-worker'),
      workerData: { path: this.path },
      timeoutMs: 60_000,
      maxQueued: 1000,
      idleMs: 60_000,
    });
    return this.offLoopWriter;
  }

  /** one transaction in a worker thread with its own connection (an in-memory database: the writer) */
  async writeOffLoop(statements: readonly { sql: string; params: readonly unknown[] }[]): Promise<void> {
    if (!this.path) {
      await this.transaction(async (tx) => {
        for (const s of statements) await tx.run(s.sql, s.params);
      });
      return;
    }
    await this.writerWorker().run(statements.map((s) => ({ sql: s.sql, params: bindable(s.params) })));
    this.bump();
  }

  /** raw connection for the online backup API (storage-internal use) */
  backupTo(destination: string): Promise<unknown> {
    return this.writer.backup(destination);
  }

  async close(): Promise<void> {
    clearTimeout(this.checkpointTimer);
    this.checkpointTimer = undefined;
    // a checkpoint under way finishes (closing the last connection checkpoints what is left)
    await this.checkpointRunning;
    await this.offLoop?.close();
    await this.offLoopWriter?.close();
    await this.lock.run(async () => {
      if (this.reader !== this.writer) this.reader.close();
      this.writer.close();
    });
  }
}
