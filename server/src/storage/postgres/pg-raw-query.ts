/**
 * `POST /api/sql` on PostgreSQL: a script starting with a write keyword runs whole in one
 * transaction (all or nothing, affected rows summed); anything else runs in a READ ONLY
 * transaction with a statement timeout and answers the rows of its last statement as text.
 * Errors carry PostgreSQL's own wording.
 */
import type pg from 'pg';
import type { RawQueryOptions, RawQueryResult } from '../database.js';
import { asText, isPossibleWriteQuery, RawQueryError, splitStatements } from '../raw-query-script.js';

/** names of the common type oids (the column `type` of the answer) */
const TYPE_NAMES: Record<number, string> = {
  16: 'BOOL',
  20: 'INT8',
  21: 'INT2',
  23: 'INT4',
  25: 'TEXT',
  114: 'JSON',
  700: 'FLOAT4',
  701: 'FLOAT8',
  1043: 'VARCHAR',
  1082: 'DATE',
  1114: 'TIMESTAMP',
  1184: 'TIMESTAMPTZ',
  1700: 'NUMERIC',
  2950: 'UUID',
  3802: 'JSONB',
};

/** every value as the server's text form */
const TEXT_TYPES = { getTypeParser: () => (v: string) => v };

export async function runPgRawQuery(
  client: pg.PoolClient,
  sql: string,
  opts: RawQueryOptions,
): Promise<RawQueryResult> {
  const statements = splitStatements(sql);
  if (!statements.length) throw new RawQueryError('empty query');
  const write = isPossibleWriteQuery(sql);
  await client.query(write ? 'BEGIN' : 'BEGIN READ ONLY');
  try {
    if (!write) await client.query(`SET LOCAL statement_timeout = ${Math.max(1, Math.floor(opts.timeoutMs))}`);
    let result: RawQueryResult = { columns: [], rows: [], affectedRows: 0 };
    let affected = 0;
    for (const text of statements) {
      const r = await client.query({ text, rowMode: 'array', types: TEXT_TYPES });
      if (r.command === 'SELECT' || r.fields.length) {
        const rows = (r.rows as unknown[][]).slice(0, opts.maxRows).map((row) => row.map(asText));
        result = {
          columns: r.fields.map((f) => ({ name: f.name, type: TYPE_NAMES[f.dataTypeID] ?? '', nullable: true })),
          rows,
          affectedRows: 0,
        };
      } else {
        affected += r.rowCount ?? 0;
        result = { columns: [], rows: [], affectedRows: 0 };
      }
    }
    await client.query(write ? 'COMMIT' : 'ROLLBACK');
    return write ? { columns: [], rows: [], affectedRows: affected } : result;
  } catch (err) {
    await client.query('ROLLBACK').catch(() => undefined);
    if (err instanceof RawQueryError) throw err;
    const e = err as { message?: string; code?: string };
    throw new RawQueryError(`${e.message ?? String(err)}${e.code ? ` (SQLSTATE ${e.code})` : ''}`);
  }
}
