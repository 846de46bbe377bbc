/**
 * Reads of stored records by id or by a field value.
 */
import {
  selectByColumn,
  selectExistingIds,
  selectReferencing,
} from '../../query/records-sql.js';
import type { Queryable, Row } from '../../storage/database.js';
import type { Collection } from '../collections/collection.js';
import { recordFromRow, type RecordModel } from './record.js';

export async function findRowById(q: Queryable, c: Collection, id: string): Promise<Row | null> {
  if (!id) return null;
  const sql = selectByColumn(q.dialect, c.name, 'id', id);
  return (await q.get<Row>(sql.sql, sql.params)) ?? null;
}

export async function findRecordById(q: Queryable, c: Collection, id: string): Promise<RecordModel | null> {
  const row = await findRowById(q, c, id);
  return row ? recordFromRow(c, row) : null;
}

export async function findRecordByField(
  q: Queryable,
  c: Collection,
  field: string,
  value: unknown,
  nocase = false,
): Promise<RecordModel | null> {
  const sql = selectByColumn(q.dialect, c.name, field, value, nocase);
  const row = await q.get<Row>(sql.sql, sql.params);
  return row ? recordFromRow(c, row) : null;
}

export async function findRecordsReferencing(
  q: Queryable,
  c: Collection,
  field: string,
  multi: boolean,
  id: string,
): Promise<RecordModel[]> {
  const sql = selectReferencing(q.dialect, c.name, field, multi, id);
  const rows = await q.all<Row>(sql.sql, sql.params);
  return rows.map((r) => recordFromRow(c, r));
}

export async function existingIds(q: Queryable, c: Collection, ids: string[]): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const sql = selectExistingIds(q.dialect, c.name, ids);
  const rows = await q.all<{ id: string }>(sql.sql, sql.params);
  return new Set(rows.map((r) => r.id));
}
