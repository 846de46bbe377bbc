/**
 * SQL text for record rows. The only place record SELECT/INSERT/UPDATE/DELETE statements are
 * written; callers pass already-compiled WHERE/ORDER fragments and values as params.
 */
import type { Dialect } from '../storage/dialect.js';
import type { SqlFragment } from './field-resolver.js';

export interface ListQuery {
  table: string;
  alias: string;
  where: SqlFragment[];
  orderBy?: SqlFragment | null;
  limit?: number;
  offset?: number;
}

const joinWhere = (parts: SqlFragment[]): SqlFragment => {
  const nonEmpty = parts.filter((p) => p.sql);
  if (!nonEmpty.length) return { sql: '', params: [] };
  return {
    sql: ` WHERE ${nonEmpty.map((p) => `(${p.sql})`).join(' AND ')}`,
    params: nonEmpty.flatMap((p) => p.params),
  };
};

export function selectRows(d: Dialect, q: ListQuery): SqlFragment {
  const w = joinWhere(q.where);
  const order = q.orderBy?.sql ? ` ORDER BY ${q.orderBy.sql}` : '';
  const params = [...w.params, ...(q.orderBy?.params ?? [])];
  let limit = '';
  if (q.limit !== undefined) {
    limit = ' LIMIT ? OFFSET ?';
    params.push(q.limit, q.offset ?? 0);
  }
  return {
    sql: `SELECT ${d.quote(q.alias)}.* FROM ${d.quote(q.table)} AS ${d.quote(q.alias)}${w.sql}${order}${limit}`,
    params,
  };
}

export function countRows(d: Dialect, q: ListQuery): SqlFragment {
  const w = joinWhere(q.where);
  return { sql: `SELECT COUNT(*) AS "total" FROM ${d.quote(q.table)} AS ${d.quote(q.alias)}${w.sql}`, params: w.params };
}

/** a one-row derived table standing for a record that is not stored yet (create-rule checks) */
export function virtualRow(d: Dialect, values: Record<string, unknown>): SqlFragment {
  const cols = Object.keys(values);
  return {
    sql: `(SELECT ${cols.map((c) => `? AS ${d.quote(c)}`).join(', ')})`,
    params: cols.map((c) => values[c]),
  };
}

export function existsVirtual(d: Dialect, alias: string, row: SqlFragment, where: SqlFragment): SqlFragment {
  return {
    sql: `SELECT 1 AS "ok" FROM ${d.typedRow(row.sql, alias)} AS ${d.quote(alias)} WHERE ${where.sql}`,
    params: [...row.params, ...where.params],
  };
}

export function insertRow(d: Dialect, table: string, values: Record<string, unknown>): SqlFragment {
  const cols = Object.keys(values);
  return {
    sql: `INSERT INTO ${d.quote(table)} (${cols.map(d.quote).join(', ')}) VALUES (${cols.map(() => '?').join(', ')})`,
    params: cols.map((c) => values[c]),
  };
}

export function updateRow(d: Dialect, table: string, id: string, values: Record<string, unknown>): SqlFragment {
  const cols = Object.keys(values);
  return {
    sql: `UPDATE ${d.quote(table)} SET ${cols.map((c) => `${d.quote(c)} = ?`).join(', ')} WHERE ${d.quote('id')} = ?`,
    params: [...cols.map((c) => values[c]), id],
  };
}

export function deleteRow(d: Dialect, table: string, id: string): SqlFragment {
  return { sql: `DELETE FROM ${d.quote(table)} WHERE ${d.quote('id')} = ?`, params: [id] };
}

/** ids of rows whose relation column references `id` (single or JSON-array column) */
export function selectReferencing(d: Dialect, table: string, column: string, multi: boolean, id: string): SqlFragment {
  const col = `${d.quote(table)}.${d.quote(column)}`;
  if (!multi) return { sql: `SELECT * FROM ${d.quote(table)} WHERE ${col} = ?`, params: [id] };
  return {
    sql: `SELECT * FROM ${d.quote(table)} WHERE EXISTS (SELECT 1 FROM ${d.jsonEach(col, '_r')} WHERE ${d.jsonEachValue('_r')} = ?)`,
    params: [id],
  };
}

/** rows whose `column` equals `value` (case-insensitively when asked), for identity lookups */
export function selectByColumn(d: Dialect, table: string, column: string, value: unknown, nocase = false): SqlFragment {
  const collate = nocase ? ' COLLATE NOCASE' : '';
  return { sql: `SELECT * FROM ${d.quote(table)} WHERE ${d.quote(column)} = ?${collate} LIMIT 1`, params: [value] };
}

/** ids among `ids` that exist in `table` */
export function selectExistingIds(d: Dialect, table: string, ids: string[]): SqlFragment {
  return {
    sql: `SELECT ${d.quote('id')} AS "id" FROM ${d.quote(table)} WHERE ${d.quote('id')} IN (${ids.map(() => '?').join(', ')})`,
    params: ids,
  };
}

/** `SELECT 1` when the row `id` of `table` satisfies `where` (written over alias = table) */
export function existsById(d: Dialect, table: string, id: string, where: SqlFragment): SqlFragment {
  return {
    sql: `SELECT 1 AS "ok" FROM ${d.quote(table)} AS ${d.quote(table)} WHERE ${d.quote(table)}.${d.quote('id')} = ? AND (${where.sql})`,
    params: [id, ...where.params],
  };
}

/** `alias.column IN (ids…)` */
export function columnIn(d: Dialect, alias: string, column: string, ids: string[]): SqlFragment {
  return { sql: `${d.quote(alias)}.${d.quote(column)} IN (${ids.map(() => '?').join(', ')})`, params: ids };
}

/** the JSON array column `alias.column` contains any of `ids` */
export function jsonColumnHasAny(d: Dialect, alias: string, column: string, ids: string[]): SqlFragment {
  return {
    sql: `EXISTS (SELECT 1 FROM ${d.jsonEach(`${d.quote(alias)}.${d.quote(column)}`, '_h')} WHERE ${d.jsonEachValue('_h')} IN (${ids.map(() => '?').join(', ')}))`,
    params: ids,
  };
}
