/**
 * A record in memory: its collection and canonical field values (see fields/field.ts).
 */
import type { Row } from '../../storage/database.js';
import type { Collection } from '../collections/collection.js';
import { getFieldType } from '../fields/registry.js';
import type { FieldDef, FieldType } from '../fields/field.js';

/** a stored row as the database returns it (column → value) */
export type StoredRow = Row;

export interface RecordModel {
  collection: Collection;
  data: Record<string, unknown>;
}

/** each field with its type, once per fields array (a schema change loads new collection objects) */
const readers = new WeakMap<FieldDef[], { field: FieldDef; type: FieldType | undefined }[]>();

function readersOf(fields: FieldDef[]): { field: FieldDef; type: FieldType | undefined }[] {
  let list = readers.get(fields);
  if (!list || list.length !== fields.length) {
    list = fields.map((field) => ({ field, type: getFieldType(field.type) }));
    readers.set(fields, list);
  }
  return list;
}

export function recordFromRow(collection: Collection, row: Row): RecordModel {
  const data: Record<string, unknown> = {};
  for (const { field: f, type } of readersOf(collection.fields)) {
    data[f.name] = type ? type.fromDb(f, row[f.name]) : row[f.name];
  }
  return { collection, data };
}

/** column values for INSERT/UPDATE */
export function recordToDb(record: RecordModel, only?: Iterable<string>): Record<string, unknown> {
  const names = only ? new Set(only) : null;
  const out: Record<string, unknown> = {};
  for (const f of record.collection.fields) {
    if (names && !names.has(f.name)) continue;
    const type = getFieldType(f.type);
    out[f.name] = type ? type.toDb(f, record.data[f.name]) : record.data[f.name];
  }
  return out;
}
