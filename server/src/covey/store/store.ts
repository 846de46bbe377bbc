/**
 * The one door product code uses to read and write records (decision 0042), shaped like
 * PocketBase's app API: `findById`, `findFirst` / `list` / `count` by filter (`{:name}`
 * placeholders, never string-built SQL), and `create` / `update` / `delete` through the record
 * service, so validation, the hooks and realtime run for every product write. Bound to a handle:
 * inside a hook pass `e.q` so reads see the transaction's own writes and writes join it.
 */
import type { CoreApp, Queryable } from '../../core/core-app.js';
import { deleteRecord } from '../../core/records/record-delete.js';
import { countRecords, findFirstRecordByFilter, findRecordsByFilter, type FilterParams, type FindOptions } from '../../core/records/record-find.js';
import { findRecordById } from '../../core/records/record-queries.js';
import { insertRecordUnchecked, updateRecordUnchecked } from '../../core/records/record-unchecked.js';
import { createRecord, updateRecord } from '../../core/records/record-upsert.js';
import type { RecordModel } from '../../core/records/record.js';
import { collection, systemRequest } from '../hooks/context.js';

export type { FilterParams, FindOptions };

export class Store {
  constructor(
    readonly core: CoreApp,
    readonly q: Queryable = core.db,
  ) {}

  findById(name: string, id: string): Promise<RecordModel | null> {
    return findRecordById(this.q, collection(this.core, name), id);
  }

  findFirst(name: string, filter: string, opts: Omit<FindOptions, 'limit'> = {}): Promise<RecordModel | null> {
    return findFirstRecordByFilter(this.core, this.q, collection(this.core, name), filter, opts);
  }

  list(name: string, filter: string, opts: FindOptions = {}): Promise<RecordModel[]> {
    return findRecordsByFilter(this.core, this.q, collection(this.core, name), filter, opts);
  }

  count(name: string, filter: string, params?: FilterParams): Promise<number> {
    return countRecords(this.core, this.q, collection(this.core, name), filter, params);
  }

  /** a validated create as the system (hooks, realtime); no access rule applies */
  create(name: string, body: Record<string, unknown>): Promise<RecordModel> {
    const req = systemRequest(this.core);
    return createRecord(this.core, { collection: collection(this.core, name), body, req, isSuperuser: true, skipRule: true, q: this.q });
  }

  /** a validated update as the system (hooks, realtime); no access rule applies */
  update(record: RecordModel, body: Record<string, unknown>): Promise<RecordModel> {
    const req = systemRequest(this.core);
    return updateRecord(this.core, record, { collection: record.collection, body, req, isSuperuser: true, skipRule: true, q: this.q });
  }

  /** a delete as the system: hooks, cascades and realtime run */
  delete(record: RecordModel): Promise<void> {
    return deleteRecord(this.core, record, systemRequest(this.core), this.q);
  }

  /**
   * Only inside the "before create" hook of a record the written one points at (not stored yet, so
   * validation would refuse the relation): no validation, no before hooks; after hooks and realtime run.
   */
  insertUnchecked(name: string, values: Record<string, unknown>): Promise<RecordModel> {
    return insertRecordUnchecked(this.core, this.q, collection(this.core, name), values);
  }

  /** the update counterpart of `insertUnchecked`, with the same single reason to exist */
  updateUnchecked(record: RecordModel, values: Record<string, unknown>): Promise<RecordModel> {
    return updateRecordUnchecked(this.core, this.q, record, values);
  }

  /** a select field's values in schema order (the migrations stay their one source) */
  selectValues(name: string, field: string): string[] {
    const def = collection(this.core, name).fields.find((f) => f.name === field);
    const values = def?.['values'];
    if (def?.type !== 'select' || !Array.isArray(values)) throw new Error(`${name}.${field} is not a select field`);
    return values.map(String);
  }
}

export const store = (core: CoreApp, q?: Queryable): Store => new Store(core, q);
