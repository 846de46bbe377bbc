/**
 * Inserts or updates a record row without validation or "before" hooks, for writes that must happen
 * inside a "before create" hook of a record they point at (see core/records/record-unchecked.ts).
 * Values are trusted: only hooks call this. After commit the usual after hooks run (realtime).
 */
import type { CoreApp, Queryable } from '../../core/core-app.js';
import { insertRecordUnchecked, updateRecordUnchecked } from '../../core/records/record-unchecked.js';
import type { RecordModel } from '../../core/records/record.js';
import type { CollectionName, StoreRecord } from '../store/store.js';
import { collection } from './context.js';

export async function insertRaw<K extends CollectionName>(
  core: CoreApp,
  q: Queryable,
  name: K,
  values: Record<string, unknown>,
): Promise<StoreRecord<K>> {
  return (await insertRecordUnchecked(core, q, collection(core, name), values)) as StoreRecord<K>;
}

export async function updateRaw<R extends RecordModel>(core: CoreApp, q: Queryable, original: R, values: Record<string, unknown>): Promise<R> {
  return (await updateRecordUnchecked(core, q, original, values)) as R;
}
