/**
 * PostgreSQL implementation of SchemaOps. Unlike SQLite, PostgreSQL alters tables in place:
 * columns are matched by id across versions and added, dropped, renamed or retyped with
 * ALTER TABLE (views over the table follow renames). Every table gets the hidden `_rowid_`
 * insertion-order column (SQLite's rowid), used as the sort tie-breaker.
 */
import type { Queryable } from '../database.js';
import { renderIndex } from '../index-sql.js';
import type { ColumnSpec, SchemaOps, TableSpec, ViewColumn } from '../schema.js';

const ID_DEFAULT = `('r' || substr(md5(random()::text || clock_timestamp()::text), 1, 14))`;

function typeOf(q: Queryable, c: ColumnSpec): string {
  return c.kind === 'id' ? 'TEXT COLLATE "C"' : q.dialect.columnType(c.kind);
}

function columnSql(q: Queryable, c: ColumnSpec): string {
  const d = q.dialect;
  if (c.kind === 'id') return `${d.quote(c.name)} TEXT COLLATE "C" PRIMARY KEY DEFAULT ${ID_DEFAULT} NOT NULL`;
  const nullable = c.default === null;
  return `${d.quote(c.name)} ${d.columnType(c.kind)} DEFAULT ${d.literal(c.default)}${nullable ? '' : ' NOT NULL'}`;
}

/** converts the old column's values into the new column's type and shape */
function usingExpr(q: Queryable, oldC: ColumnSpec, newC: ColumnSpec, col: string): string {
  let expr = col;
  if (oldC.multi && !newC.multi) expr = `COALESCE((covey_json_array(${col}::text) ->> -1), '')`;
  else if (!oldC.multi && newC.multi)
    expr = `(CASE WHEN ${col}::text = '' OR ${col} IS NULL THEN '[]' ELSE jsonb_build_array(${col})::text END)`;
  if (newC.kind === 'number')
    return `(CASE WHEN (${expr})::text ~ '^\\s*[-+]?([0-9]+\\.?[0-9]*|\\.[0-9]+)([eE][-+]?[0-9]+)?\\s*$' THEN (${expr})::text::double precision ELSE 0 END)`;
  if (newC.kind === 'bool') return `(CASE WHEN (${expr})::text IN ('1', 'true', 't') THEN 1 ELSE 0 END)`;
  return `(${expr})::text`;
}

async function exists(q: Queryable, name: string): Promise<boolean> {
  return !!(await q.get(
    `SELECT 1 FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = current_schema() AND c.relkind IN ('r','v') AND lower(c.relname) = lower(?)`,
    [name],
  ));
}

async function dropIndexesOf(q: Queryable, table: string): Promise<void> {
  const rows = await q.all<{ name: string }>(
    `SELECT i.relname AS "name" FROM pg_index x JOIN pg_class i ON i.oid = x.indexrelid JOIN pg_class t ON t.oid = x.indrelid
     JOIN pg_namespace n ON n.oid = t.relnamespace
     WHERE n.nspname = current_schema() AND t.relname = ? AND NOT x.indisprimary`,
    [table],
  );
  for (const r of rows) await q.exec(`DROP INDEX IF EXISTS ${q.dialect.quote(r.name)}`);
}

const sameColumn = (a: ColumnSpec, b: ColumnSpec) => a.kind === b.kind && a.multi === b.multi;

export const postgresSchema: SchemaOps = {
  async syncTable(q, next: TableSpec, prev?: TableSpec) {
    const d = q.dialect;
    const t = d.quote(next.name);
    if (!prev || !(await exists(q, prev.name))) {
      const cols = next.columns.map((c) => columnSql(q, c)).join(',\n  ');
      await q.exec(`CREATE TABLE ${t} (\n  ${cols}\n)`);
    } else {
      await dropIndexesOf(q, prev.name);
      if (prev.name !== next.name) await q.exec(`ALTER TABLE ${d.quote(prev.name)} RENAME TO ${t}`);
      const nextIds = new Set(next.columns.map((c) => c.id));
      for (const old of prev.columns) {
        if (!nextIds.has(old.id)) await q.exec(`ALTER TABLE ${t} DROP COLUMN IF EXISTS ${d.quote(old.name)}`);
      }
      const oldById = new Map(prev.columns.map((c) => [c.id, c]));
      // renames go through temporary names so swapped names do not collide
      const renamed = next.columns.filter((c) => oldById.has(c.id) && oldById.get(c.id)!.name !== c.name);
      for (const c of renamed)
        await q.exec(
          `ALTER TABLE ${t} RENAME COLUMN ${d.quote(oldById.get(c.id)!.name)} TO ${d.quote(`_tmp_${c.id}`)}`,
        );
      for (const c of renamed)
        await q.exec(`ALTER TABLE ${t} RENAME COLUMN ${d.quote(`_tmp_${c.id}`)} TO ${d.quote(c.name)}`);
      for (const c of next.columns) {
        const old = oldById.get(c.id);
        const col = d.quote(c.name);
        if (!old) {
          await q.exec(`ALTER TABLE ${t} ADD COLUMN ${columnSql(q, c)}`);
          continue;
        }
        if (c.kind === 'id') continue;
        if (!sameColumn(old, c)) {
          await q.exec(`ALTER TABLE ${t} ALTER COLUMN ${col} DROP DEFAULT`);
          await q.exec(`ALTER TABLE ${t} ALTER COLUMN ${col} TYPE ${typeOf(q, c)} USING ${usingExpr(q, old, c, col)}`);
        }
        if (!sameColumn(old, c) || old.default !== c.default) {
          if (c.default !== null) await q.exec(`UPDATE ${t} SET ${col} = ${d.literal(c.default)} WHERE ${col} IS NULL`);
          await q.exec(`ALTER TABLE ${t} ALTER COLUMN ${col} SET DEFAULT ${d.literal(c.default)}`);
          await q.exec(`ALTER TABLE ${t} ALTER COLUMN ${col} ${c.default === null ? 'DROP' : 'SET'} NOT NULL`);
        }
      }
    }
    for (const ix of next.indexes) await q.exec(renderIndex(ix, next.name, d.quote));
  },

  async syncView(q, name, query, prevName) {
    if (prevName) await q.exec(`DROP VIEW IF EXISTS ${q.dialect.quote(prevName)}`);
    await q.exec(`DROP VIEW IF EXISTS ${q.dialect.quote(name)}`);
    await q.exec(`CREATE VIEW ${q.dialect.quote(name)} AS ${query}`);
  },

  async drop(q, name, kind) {
    // CASCADE: as SQLite, a table may be dropped under the views that read it (an import with
    // deleteMissing drops both, in any order)
    await q.exec(`DROP ${kind === 'view' ? 'VIEW' : 'TABLE'} IF EXISTS ${q.dialect.quote(name)} CASCADE`);
  },

  async viewColumns(q, query) {
    const cols: ViewColumn[] = await q.describe(query);
    return cols;
  },
};
