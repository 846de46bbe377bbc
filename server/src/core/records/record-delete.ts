/**
 * Deletes a record in one transaction: removes its id from every relation that references it,
 * deletes referencing records whose `cascadeDelete` relation becomes empty (recursively), refuses
 * when a required non-cascade relation would become empty, and drops the auth bookkeeping rows
 * (_externalAuths, _mfas, _otps, _authOrigins) of an auth record.
 */
import { ApiError } from '../../util/api-error.js';
import { nowString } from '../../util/dates.js';
import { countRows, deleteRow, updateRow } from '../../query/records-sql.js';
import type { Queryable } from '../../storage/database.js';
import type { CoreApp } from '../core-app.js';
import { getFieldType } from '../fields/registry.js';
import type { RequestInfo } from '../rules/request-info.js';
import { recordToDb, type RecordModel } from './record.js';
import { findRecordsReferencing } from './record-queries.js';
import { recordFilesPrefix } from './record-files.js';

const REQUIRED_REF = 'Failed to delete record. Make sure that the record is not part of a required relation reference.';
const AUTH_BOOKKEEPING = ['_externalAuths', '_mfas', '_otps', '_authOrigins'];

async function deleteInTx(app: CoreApp, q: Queryable, record: RecordModel, req: RequestInfo | undefined, seen: Set<string>): Promise<void> {
  const c = record.collection;
  const id = String(record.data['id']);
  const key = `${c.id}/${id}`;
  if (seen.has(key)) return;
  seen.add(key);
  if (c.name === '_superusers') {
    const cnt = countRows(q.dialect, { table: c.name, alias: c.name, where: [], orderBy: null });
    const total = Number((await q.get<{ total: number }>(cnt.sql, cnt.params))?.total ?? 0);
    if (total <= 1) throw new ApiError(400, "You can't delete the only existing superuser.");
  }
  const event = { q, record, original: record, request: req };
  await app.hooks.recordDelete.trigger(event);

  for (const other of app.collections.all()) {
    if (other.type === 'view') continue;
    for (const def of other.fields) {
      if (def.type !== 'relation' || def['collectionId'] !== c.id) continue;
      const type = getFieldType(def.type)!;
      const multi = type.isMulti(def);
      for (const ref of await findRecordsReferencing(q, other, def.name, multi, id)) {
        if (seen.has(`${other.id}/${String(ref.data['id'])}`)) continue;
        const current = ref.data[def.name];
        const next = multi ? (current as string[]).filter((v) => v !== id) : '';
        const empty = multi ? (next as string[]).length === 0 : true;
        if (empty && def['cascadeDelete']) {
          await deleteInTx(app, q, ref, req, seen);
          continue;
        }
        if (empty && def['required']) throw new ApiError(400, REQUIRED_REF);
        ref.data[def.name] = next;
        const changed = [def.name];
        for (const f of other.fields) {
          if (f.type === 'autodate' && f['onUpdate']) {
            ref.data[f.name] = nowString();
            changed.push(f.name);
          }
        }
        const sql = updateRow(q.dialect, other.name, String(ref.data['id']), recordToDb(ref, changed));
        await q.run(sql.sql, sql.params);
      }
    }
  }

  if (c.type === 'auth') {
    for (const name of AUTH_BOOKKEEPING) {
      const sys = app.getCollection(name);
      if (!sys) continue;
      for (const row of await findRecordsReferencing(q, sys, 'recordRef', false, id)) {
        if (row.data['collectionRef'] !== c.id) continue;
        const del = deleteRow(q.dialect, sys.name, String(row.data['id']));
        await q.run(del.sql, del.params);
      }
    }
  }

  const sql = deleteRow(q.dialect, c.name, id);
  await q.run(sql.sql, sql.params);
  q.afterCommit(() => {
    void app.files.deletePrefix(recordFilesPrefix(c, id)).catch((err) => console.error('file cleanup failed', err));
    void app.hooks.recordAfterDelete.triggerSafe(event);
  });
}

export async function deleteRecord(app: CoreApp, record: RecordModel, req?: RequestInfo, q: Queryable = app.db): Promise<void> {
  if (record.collection.type === 'view') throw new ApiError(400, 'Unsupported collection type.');
  await q.transaction((tx) => deleteInTx(app, tx, record, req, new Set()));
}
