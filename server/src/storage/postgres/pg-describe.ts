/**
 * The result columns of a SELECT without running it for real: the query is wrapped in
 * `SELECT * FROM (…) LIMIT 0` inside a read-only transaction that is rolled back, and the column
 * origins (table, column) and types come from the catalog.
 */
import type pg from 'pg';

export interface DescribedColumn {
  name: string;
  table: string | null;
  column: string | null;
  declaredType: string | null;
}

/** `inTransaction`: the client is inside the caller's transaction (a savepoint is used instead) */
/** SQLite-only syntax in a view query: say which SQL the query must be written in */
function withHint(err: unknown): unknown {
  const e = err as { code?: string; message?: string };
  if (e.code === '42883' || e.code === '42601' || e.code === '42P01' || e.code === '42703') {
    return new Error(
      `${e.message} (this server runs on PostgreSQL: write view queries in PostgreSQL SQL; SQLite-only functions such as json_extract or strftime are not available)`,
    );
  }
  return err;
}

export async function describeQuery(
  client: Pick<pg.PoolClient, 'query'>,
  sql: string,
  inTransaction = false,
): Promise<DescribedColumn[]> {
  const body = sql.trim().replace(/;\s*$/, '');
  if (!/^(SELECT|WITH)\b/i.test(body)) throw new Error('Only SELECT queries are allowed.');
  await client.query(inTransaction ? 'SAVEPOINT covey_describe' : 'BEGIN READ ONLY');
  try {
    const r = await client.query(`SELECT * FROM (${body}) AS "_covey_describe" LIMIT 0`).catch((err: unknown) => {
      throw withHint(err);
    });
    const out: DescribedColumn[] = [];
    for (const f of r.fields) {
      let table: string | null = null;
      let column: string | null = null;
      if (f.tableID && f.columnID) {
        const origin = await client.query<{ t: string; c: string; k: string }>(
          `SELECT c.relname AS t, a.attname AS c, c.relkind AS k FROM pg_class c JOIN pg_attribute a ON a.attrelid = c.oid
           WHERE c.oid = $1 AND a.attnum = $2`,
          [f.tableID, f.columnID],
        );
        if (origin.rows[0] && origin.rows[0].k === 'r') {
          table = origin.rows[0].t;
          column = origin.rows[0].c;
        }
      }
      const type = await client.query<{ n: string }>('SELECT typname AS n FROM pg_type WHERE oid = $1', [f.dataTypeID]);
      out.push({ name: f.name, table, column, declaredType: type.rows[0]?.n.toUpperCase() ?? null });
    }
    return out;
  } finally {
    await client.query(inTransaction ? 'ROLLBACK TO SAVEPOINT covey_describe' : 'ROLLBACK').catch(() => undefined);
  }
}
