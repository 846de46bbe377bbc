/**
 * Writes that skip validation and the "before" hooks, PocketBase's `SaveNoValidate` for the one case
 * server code needs it: a write made inside the "before create" hook of a record it points at (that
 * record is not stored yet, so the relation check of a validated save would fail). The after-commit
 * hooks still run, so realtime subscribers and the cluster hear of the change; dropped on rollback.
 */
import type { CoreApp, Queryable } from '../core-app.js';
import { getFieldType } from '../fields/registry.js';
import { recordToDb, type RecordModel } from './record.js';
import { insertRow, updateRow } from '../../query/records-sql.js';
import { nowString } from '../../util/dates.js';
import { newRecordId } from '../../util/random.js';
import type { Collection } from '../collections/collection.js';

export async function insertRecordUnchecked(app: CoreApp, q: Queryable, c: Collection, values: Record<string, unknown>): Promise<RecordModel> {
  const data: Record<string, unknown> = {};
  for (const def of c.fields) data[def.name] = getFieldType(def.type)?.emptyValue(def) ?? null;
  const now = nowString();
  Object.assign(data, { id: newRecordId(), created: now, updated: now }, values);
  const record: RecordModel = { collection: c, data };
  const sql = insertRow(q.dialect, c.name, recordToDb(record));
  await q.run(sql.sql, sql.params);
  q.afterCommit(() => void app.hooks.recordAfterCreate.triggerSafe({ q: app.db, record }));
  return record;
}

export async function updateRecordUnchecked(app: CoreApp, q: Queryable, original: RecordModel, values: Record<string, unknown>): Promise<RecordModel> {
  const record: RecordModel = { collection: original.collection, data: { ...original.data, ...values, updated: nowString() } };
  const sql = updateRow(q.dialect, record.collection.name, String(original.data['id']), recordToDb(record));
  await q.run(sql.sql, sql.params);
  q.afterCommit(() => void app.hooks.recordAfterUpdate.triggerSafe({ q: app.db, record, original }));
  return record;
}
