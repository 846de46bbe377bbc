/**
 * Raw SQL typed by a superuser (`POST /api/sql`, PocketBase's executeQuery): a statement starting
 * with a write keyword runs, whole, in one transaction on the writer connection (all or nothing);
 * anything else runs read-only on the reader connection and answers the rows of its last
 * statement, every value as text (PocketBase scans into `*string`), capped at `maxRows` and
 * stopped once `timeoutMs` have passed between two rows. Errors carry SQLite's own wording, as
 * PocketBase's driver reports them (`SQL logic error: near "x": syntax error (1)`).
 */
import BetterSqlite3 from 'better-sqlite3';
import type { RawQueryOptions, RawQueryResult } from '../database.js';
import { asText, RawQueryError, splitStatements } from '../raw-query-script.js';

type Conn = BetterSqlite3.Database;

/** SQLite's primary result codes and their sqlite3_errstr() texts */
const PRIMARY: Record<string, [number, string]> = {
  SQLITE_ERROR: [1, 'SQL logic error'],
  SQLITE_INTERNAL: [2, 'internal logic error'],
  SQLITE_PERM: [3, 'access permission denied'],
  SQLITE_ABORT: [4, 'query aborted'],
  SQLITE_BUSY: [5, 'database is locked'],
  SQLITE_LOCKED: [6, 'database table is locked'],
  SQLITE_NOMEM: [7, 'out of memory'],
  SQLITE_READONLY: [8, 'attempt to write a readonly database'],
  SQLITE_INTERRUPT: [9, 'interrupted'],
  SQLITE_IOERR: [10, 'disk I/O error'],
  SQLITE_CORRUPT: [11, 'database disk image is malformed'],
  SQLITE_FULL: [13, 'database or disk is full'],
  SQLITE_CANTOPEN: [14, 'unable to open database file'],
  SQLITE_SCHEMA: [17, 'database schema has changed'],
  SQLITE_TOOBIG: [18, 'string or blob too big'],
  SQLITE_CONSTRAINT: [19, 'constraint failed'],
  SQLITE_MISMATCH: [20, 'datatype mismatch'],
  SQLITE_MISUSE: [21, 'bad parameter or other API misuse'],
  SQLITE_AUTH: [23, 'authorization denied'],
  SQLITE_RANGE: [25, 'column index out of range'],
};


function rawError(err: unknown): RawQueryError {
  if (err instanceof BetterSqlite3.SqliteError) {
    const primary = Object.keys(PRIMARY).find((k) => err.code === k || err.code.startsWith(`${k}_`));
    const [num, text] = primary ? PRIMARY[primary]! : [1, 'SQL logic error'];
    return new RawQueryError(`${text}: ${err.message} (${num})`);
  }
  if (err instanceof RawQueryError) return err;
  return new RawQueryError(err instanceof Error ? err.message : String(err));
}

function readLast(conn: Conn, sql: string, opts: RawQueryOptions): RawQueryResult {
  const deadline = Date.now() + opts.timeoutMs;
  const statements = splitStatements(sql);
  if (!statements.length) throw new RawQueryError('empty query');
  let result: RawQueryResult = { columns: [], rows: [], affectedRows: 0 };
  for (const text of statements) {
    const stmt = conn.prepare(text);
    if (!stmt.reader) {
      stmt.run();
      result = { columns: [], rows: [], affectedRows: 0 };
      continue;
    }
    const columns = stmt.columns().map((c) => ({ name: c.name, type: c.type ?? '', nullable: true }));
    const rows: (string | null)[][] = [];
    stmt.raw(true).safeIntegers(true);
    for (const row of stmt.iterate() as Iterable<unknown[]>) {
      if (rows.length >= opts.maxRows) break;
      if (Date.now() > deadline) throw new RawQueryError('context deadline exceeded');
      rows.push(row.map(asText));
    }
    result = { columns, rows, affectedRows: 0 };
  }
  return result;
}

/** runs a read script on `conn` with writes refused (`query_only`) */
export function runReadQuery(conn: Conn, sql: string, opts: RawQueryOptions): RawQueryResult {
  const wasQueryOnly = Boolean(conn.pragma('query_only', { simple: true }));
  conn.pragma('query_only = ON');
  try {
    return readLast(conn, sql, opts);
  } catch (err) {
    throw rawError(err);
  } finally {
    if (!wasQueryOnly) conn.pragma('query_only = OFF');
  }
}

/** runs a write script on `conn` (the caller holds the writer) in one transaction */
export function runWriteQuery(conn: Conn, sql: string): RawQueryResult {
  if (!sql.trim()) throw new RawQueryError('empty query');
  const before = Number(conn.prepare('SELECT total_changes() AS n').pluck().get());
  conn.exec('BEGIN IMMEDIATE');
  try {
    conn.exec(sql);
    const after = Number(conn.prepare('SELECT total_changes() AS n').pluck().get());
    conn.exec('COMMIT');
    return { columns: [], rows: [], affectedRows: after - before };
  } catch (err) {
    if (conn.inTransaction) conn.exec('ROLLBACK');
    throw rawError(err);
  }
}
