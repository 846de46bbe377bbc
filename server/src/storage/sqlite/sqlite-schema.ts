/**
 * SQLite implementation of SchemaOps. Table changes rebuild the table (new table, copy by column
 * id so renames keep data, drop, rename), which is how SQLite supports any column change.
 */
import type { Queryable } from '../database.js';
import { renderIndex } from '../index-sql.js';
import type { ColumnSpec, SchemaOps, TableSpec, ViewColumn } from '../schema.js';

function columnSql(q: Queryable, c: ColumnSpec): string {
  const d = q.dialect;
  if (c.kind === 'id') return `${d.quote(c.name)} TEXT PRIMARY KEY DEFAULT ('r'||lower(hex(randomblob(7)))) NOT NULL`;
  const nullable = c.default === null;
  return `${d.quote(c.name)} ${d.columnType(c.kind)} DEFAULT ${d.literal(c.default)}${nullable ? '' : ' NOT NULL'}`;
}

function carryExpr(q: Queryable, oldC: ColumnSpec, newC: ColumnSpec): string {
  const col = q.dialect.quote(oldC.name);
  if (oldC.multi && !newC.multi) return `COALESCE(json_extract(${col}, '$[#-1]'), '')`;
  if (!oldC.multi && newC.multi) return `(CASE WHEN ${col} = '' OR ${col} IS NULL THEN '[]' ELSE json_array(${col}) END)`;
  return col;
}

async function exists(q: Queryable, name: string): Promise<boolean> {
  return !!(await q.get(`SELECT 1 FROM sqlite_master WHERE type IN ('table','view') AND name = ? COLLATE NOCASE`, [name]));
}

async function dropIndexesOf(q: Queryable, table: string): Promise<void> {
  const rows = await q.all<{ name: string }>(
    `SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = ? COLLATE NOCASE AND sql IS NOT NULL`,
    [table],
  );
  for (const r of rows) await q.exec(`DROP INDEX IF EXISTS ${q.dialect.quote(r.name)}`);
}

const sameColumns = (a: ColumnSpec[], b: ColumnSpec[]) =>
  a.length === b.length &&
  a.every((c, i) => {
    const o = b[i]!;
    return c.id === o.id && c.name === o.name && c.kind === o.kind && c.multi === o.multi && c.default === o.default;
  });

async function withLegacyAlter(q: Queryable, fn: () => Promise<void>): Promise<void> {
  await q.exec('PRAGMA legacy_alter_table = ON');
  try {
    await fn();
  } finally {
    await q.exec('PRAGMA legacy_alter_table = OFF');
  }
}

export const sqliteSchema: SchemaOps = {
  async syncTable(q, next: TableSpec, prev?: TableSpec) {
    const d = q.dialect;
    const cols = next.columns.map((c) => columnSql(q, c)).join(',\n  ');
    if (!prev || !(await exists(q, prev.name))) {
      await q.exec(`CREATE TABLE ${d.quote(next.name)} (\n  ${cols}\n)`);
    } else {
      await dropIndexesOf(q, prev.name);
      if (!sameColumns(prev.columns, next.columns)) {
        const tmp = `_new_${next.name}`;
        await q.exec(`DROP TABLE IF EXISTS ${d.quote(tmp)}`);
        await q.exec(`CREATE TABLE ${d.quote(tmp)} (\n  ${cols}\n)`);
        const oldById = new Map(prev.columns.map((c) => [c.id, c]));
        const targets: string[] = [];
        const sources: string[] = [];
        for (const c of next.columns) {
          const old = oldById.get(c.id);
          if (!old) continue;
          targets.push(d.quote(c.name));
          sources.push(carryExpr(q, old, c));
        }
        if (targets.length) {
          await q.exec(`INSERT INTO ${d.quote(tmp)} (${targets.join(', ')}) SELECT ${sources.join(', ')} FROM ${d.quote(prev.name)}`);
        }
        await withLegacyAlter(q, async () => {
          await q.exec(`DROP TABLE ${d.quote(prev.name)}`);
          await q.exec(`ALTER TABLE ${d.quote(tmp)} RENAME TO ${d.quote(next.name)}`);
        });
      } else if (prev.name !== next.name) {
        await withLegacyAlter(q, () => q.exec(`ALTER TABLE ${d.quote(prev.name)} RENAME TO ${d.quote(next.name)}`));
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
    await q.exec(`DROP ${kind === 'view' ? 'VIEW' : 'TABLE'} IF EXISTS ${q.dialect.quote(name)}`);
  },

  async viewColumns(q, query) {
    const cols: ViewColumn[] = await q.describe(query);
    return cols;
  },
};
