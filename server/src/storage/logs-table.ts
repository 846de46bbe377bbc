/**
 * SQL of the request/app logs table `_logs`, kept in the auxiliary database (`auxiliary.db`) so
 * log writes never contend with data writes. Filters and sorts arrive as compiled fragments
 * (query/log-field-resolver.ts + buildWhere/buildOrderBy).
 */
import type { Database, Queryable } from './database.js';

export interface LogRow {
  id: string;
  created: string;
  level: number;
  message: string;
  /** JSON text */
  data: string;
}

export interface SqlPart {
  sql: string;
  params: unknown[];
}

export async function createLogsTable(q: Queryable): Promise<void> {
  await q.exec(`CREATE TABLE IF NOT EXISTS "_logs" (
    "id" TEXT PRIMARY KEY NOT NULL,
    "level" INTEGER DEFAULT 0 NOT NULL,
    "message" TEXT DEFAULT '' NOT NULL,
    "data" JSON DEFAULT '{}' NOT NULL,
    "created" TEXT DEFAULT '' NOT NULL
  );
  CREATE INDEX IF NOT EXISTS "_logs_idx_level" ON "_logs" ("level");
  CREATE INDEX IF NOT EXISTS "_logs_idx_message" ON "_logs" ("message");
  ${
    // PostgreSQL cannot index a STABLE function: the plain column serves its range scans
    q.dialect.name === 'sqlite'
      ? `CREATE INDEX IF NOT EXISTS "_logs_idx_created_hour" ON "_logs" (strftime('%Y-%m-%d %H:00:00', "created"));`
      : `CREATE INDEX IF NOT EXISTS "_logs_idx_created" ON "_logs" ("created");`
  }`);
}

const INSERT_CHUNK = 100;
const insertSql = (n: number) =>
  `INSERT INTO "_logs" ("id","level","message","data","created") VALUES ${Array.from({ length: n }, () => '(?,?,?,?,?)').join(',')}`;

function insertStatements(rows: readonly LogRow[]): { sql: string; params: unknown[] }[] {
  const out: { sql: string; params: unknown[] }[] = [];
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
    const chunk = rows.slice(i, i + INSERT_CHUNK);
    const params: unknown[] = [];
    for (const r of chunk) params.push(r.id, r.level, r.message, r.data, r.created);
    out.push({ sql: insertSql(chunk.length), params });
  }
  return out;
}

/**
 * Inserts all rows in one transaction, up to 100 rows per statement (in order): off the event loop
 * where the database can (SQLite: its write worker thread, decision 0038), else in a transaction.
 */
export async function insertLogs(q: Queryable & { writeOffLoop?: Database['writeOffLoop'] }, rows: readonly LogRow[]): Promise<void> {
  if (!rows.length) return;
  const statements = insertStatements(rows);
  if (q.writeOffLoop && !q.inTransaction) return q.writeOffLoop(statements);
  await q.transaction(async (tx) => {
    for (const s of statements) await tx.run(s.sql, s.params);
  });
}

export function findLogById(q: Queryable, id: string): Promise<LogRow | undefined> {
  return q.get<LogRow>('SELECT "id","level","message","data","created" FROM "_logs" WHERE "id" = ? LIMIT 1', [id]);
}

const whereOf = (where: SqlPart | null) =>
  where && where.sql ? { sql: ` WHERE ${where.sql}`, params: where.params } : { sql: '', params: [] };

export function selectLogs(
  q: Queryable,
  opts: { where: SqlPart | null; orderBy: SqlPart | null; limit: number; offset: number },
): Promise<LogRow[]> {
  const w = whereOf(opts.where);
  const order =
    opts.orderBy && opts.orderBy.sql
      ? { sql: ` ORDER BY ${opts.orderBy.sql}`, params: opts.orderBy.params }
      : { sql: '', params: [] };
  return q.all<LogRow>(
    `SELECT "_logs"."id","_logs"."level","_logs"."message","_logs"."data","_logs"."created" FROM "_logs"${w.sql}${order.sql} LIMIT ? OFFSET ?`,
    [...w.params, ...order.params, opts.limit, opts.offset],
  );
}

export async function countLogs(q: Queryable, where: SqlPart | null): Promise<number> {
  const w = whereOf(where);
  const row = await q.get<{ n: number }>(`SELECT COUNT(*) AS "n" FROM "_logs"${w.sql}`, w.params);
  return Number(row?.n ?? 0);
}

/** hourly counts: `date` is `YYYY-MM-DD HH:00:00` (UTC), oldest first */
export function hourlyLogStats(q: Queryable, where: SqlPart | null): Promise<{ total: number; date: string }[]> {
  const w = whereOf(where);
  const hour = q.dialect.strftime(`'%Y-%m-%d %H:00:00'`, '"_logs"."created"', []);
  return q.all<{ total: number; date: string }>(
    `SELECT COUNT("_logs"."id") AS "total", ${hour} AS "date" FROM "_logs"${w.sql} GROUP BY ${hour} ORDER BY ${hour}`,
    w.params,
  );
}

/** deletes logs created at or before `createdBefore` (a `YYYY-MM-DD HH:MM:SS.mmmZ` string) or below `minLevel` */
export async function deleteOldLogs(q: Queryable, createdBefore: string, minLevel?: number): Promise<number> {
  if (minLevel === undefined) return (await q.run('DELETE FROM "_logs" WHERE "created" <= ?', [createdBefore])).changes;
  return (await q.run('DELETE FROM "_logs" WHERE "created" <= ? OR "level" < ?', [createdBefore, minLevel])).changes;
}

export async function truncateLogs(q: Queryable): Promise<void> {
  await q.run('DELETE FROM "_logs"');
}
