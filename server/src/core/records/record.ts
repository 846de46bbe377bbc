/**
 * A record in memory: its collection and canonical field values (see fields/field.ts).
 */
import type { Row } from '../../storage/database.js';
import type { Collection } from '../collections/collection.js';
import { getFieldType } from '../fields/registry.js';

export interface RecordModel {
  collection: Collection;
  data: Record<string, unknown>;
}

export function recordFromRow(collection: Collection, row: Row): RecordModel {
  const data: Record<string, unknown> = {};
  for (const f of collection.fields) {
    const type = getFieldType(f.type);
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

export const recordId = (r: RecordModel) => String(r.data['id'] ?? '');
