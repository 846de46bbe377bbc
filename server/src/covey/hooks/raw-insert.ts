/**
 * Inserts a record row directly, for writes that must happen inside a "before create" hook of a
 * record they point at (that record is not stored yet, so the normal form's relation check would
 * fail). Values are trusted: only hooks call this. After commit the usual after-create hooks run
 * (realtime delivery). `updateRaw` is the same for an update.
 */
import type { CoreApp, Queryable } from '../../core/core-app.js';
import { getFieldType } from '../../core/fields/registry.js';
import { recordToDb, type RecordModel } from '../../core/records/record.js';
import { insertRow, updateRow } from '../../query/records-sql.js';
import { nowString } from '../../util/dates.js';
import { newRecordId } from '../../util/random.js';
import { collection } from './context.js';

export async function insertRaw(core: CoreApp, q: Queryable, name: string, values: Record<string, unknown>): Promise<RecordModel> {
  const c = collection(core, name);
  const data: Record<string, unknown> = {};
  for (const def of c.fields) data[def.name] = getFieldType(def.type)?.emptyValue(def) ?? null;
  const now = nowString();
  Object.assign(data, { id: newRecordId(), created: now, updated: now }, values);
  const record: RecordModel = { collection: c, data };
  const sql = insertRow(q.dialect, c.name, recordToDb(record));
  await q.run(sql.sql, sql.params);
  q.afterCommit(() => void core.hooks.recordAfterCreate.triggerSafe({ q: core.db, record }));
  return record;
}

export async function updateRaw(core: CoreApp, q: Queryable, original: RecordModel, values: Record<string, unknown>): Promise<RecordModel> {
  const record: RecordModel = { collection: original.collection, data: { ...original.data, ...values, updated: nowString() } };
  const sql = updateRow(q.dialect, record.collection.name, String(original.data['id']), recordToDb(record));
  await q.run(sql.sql, sql.params);
  q.afterCommit(() => void core.hooks.recordAfterUpdate.triggerSafe({ q: core.db, record, original }));
  return record;
}
