/**
 * Inserts or updates a record row without validation or "before" hooks, for writes that must happen
 * inside a "before create" hook of a record they point at (see core/records/record-unchecked.ts).
 * Values are trusted: only hooks call this. After commit the usual after hooks run (realtime).
 */
import type { CoreApp, Queryable } from '../../core/core-app.js';
import { insertRecordUnchecked, updateRecordUnchecked } from '../../core/records/record-unchecked.js';
import type { RecordModel } from '../../core/records/record.js';
import { collection } from './context.js';

export function insertRaw(core: CoreApp, q: Queryable, name: string, values: Record<string, unknown>): Promise<RecordModel> {
  return insertRecordUnchecked(core, q, collection(core, name), values);
}

export function updateRaw(core: CoreApp, q: Queryable, original: RecordModel, values: Record<string, unknown>): Promise<RecordModel> {
  return updateRecordUnchecked(core, q, original, values);
}
