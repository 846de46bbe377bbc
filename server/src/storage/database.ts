/**
 * The database interface the rest of the server uses. Async so a PostgreSQL driver fits behind
 * it; the SQLite implementation answers from better-sqlite3 synchronously underneath.
 * SQL uses positional `?` placeholders; dialects translate if they need to.
 */
import type { Dialect } from './dialect.js';

export type Row = Record<string, unknown>;

export interface Queryable {
  readonly dialect: Dialect;
  all<T = Row>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  get<T = Row>(sql: string, params?: readonly unknown[]): Promise<T | undefined>;
  run(sql: string, params?: readonly unknown[]): Promise<{ changes: number }>;
  /** several statements without params (DDL) */
  exec(sql: string): Promise<void>;
  /**
   * Runs `fn` in a transaction (all-or-nothing). Inside a transaction this simply runs `fn` with the
   * same handle (nested calls join the outer transaction).
   */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** runs `fn` after the surrounding transaction commits (at once when there is none); dropped on rollback */
  afterCommit(fn: () => void): void;
  /** the result columns of a read-only SELECT (validates it; runs nothing) */
  describe(sql: string): Promise<{ name: string; table: string | null; column: string | null; declaredType: string | null }[]>;
  /** true inside a transaction */
  readonly inTransaction: boolean;
}

export interface RawQueryOptions {
  /** rows returned at most (the rest is not read) */
  maxRows: number;
  /** a read stops with an error once this much time has passed */
  timeoutMs: number;
}

export interface RawQueryResult {
  columns: { name: string; type: string; nullable: boolean }[];
  /** every value as text (or null) */
  rows: (string | null)[][];
  affectedRows: number;
}

export interface Database extends Queryable {
  /** the file the data lives in (for backups), or null for in-memory */
  readonly path: string | null;
  /**
   * Raw SQL from a superuser (`POST /api/sql`): write scripts in one transaction, read scripts
   * read-only with the rows of their last statement. Throws an Error whose message is the
   * database's own wording.
   */
  rawQuery(sql: string, opts: RawQueryOptions): Promise<RawQueryResult>;
  /**
   * A number that changes whenever committed data may have changed, by this process or any other
   * (caches of rows read outside transactions are valid while it stays equal; read it BEFORE the
   * rows). Absent when the dialect cannot tell cheaply (PostgreSQL: other instances write).
   */
  commitVersion?(): number;
  /**
   * A long read-only query (a report over whole tables) on a connection of its own, so it does not hold
   * the event loop: SQLite runs it in a worker thread with a read-only connection (decision 0038). It
   * sees the last committed state, outside any transaction. Absent where reads never hold the loop
   * (PostgreSQL's driver is asynchronous): use `all`.
   */
  readOffLoop?<T = Row>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /**
   * Writes nobody waits on (the request log's batches) in one transaction on a connection of its own,
   * off the event loop: SQLite runs them in a worker thread (decision 0038), in the order they were
   * given. Absent where writes never hold the loop (PostgreSQL): use `transaction`.
   */
  writeOffLoop?(statements: readonly { sql: string; params: readonly unknown[] }[]): Promise<void>;
  close(): Promise<void>;
}

/** A constraint violation reported by the database, in a dialect-neutral shape. */
export class ConstraintError extends Error {
  readonly kind: 'unique' | 'other';
  /** `table.column` names reported by the database, when known */
  readonly columns: string[];
  constructor(kind: 'unique' | 'other', columns: string[], message: string) {
    super(message);
    this.kind = kind;
    this.columns = columns;
  }
}
