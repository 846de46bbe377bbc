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
import type { CollectionRecords, CollectionStoredRecords } from '../../generated/schema.js';
import { collection, systemRequest } from '../hooks/context.js';

export type { FilterParams, FindOptions };

export type CollectionName = keyof CollectionRecords;
/** a stored record whose `data` has its collection's generated type, hidden fields included (server only) */
export type StoreRecord<K extends CollectionName> = RecordModel & { data: CollectionStoredRecords[K] & Record<string, unknown> };

export class Store {
  constructor(
    readonly core: CoreApp,
    readonly q: Queryable = core.db,
  ) {}

  async findById<K extends CollectionName>(name: K, id: string): Promise<StoreRecord<K> | null> {
    return (await findRecordById(this.q, collection(this.core, name), id)) as StoreRecord<K> | null;
  }

  async findFirst<K extends CollectionName>(name: K, filter: string, opts: Omit<FindOptions, 'limit'> = {}): Promise<StoreRecord<K> | null> {
    return (await findFirstRecordByFilter(this.core, this.q, collection(this.core, name), filter, opts)) as StoreRecord<K> | null;
  }

  async list<K extends CollectionName>(name: K, filter: string, opts: FindOptions = {}): Promise<StoreRecord<K>[]> {
    return (await findRecordsByFilter(this.core, this.q, collection(this.core, name), filter, opts)) as StoreRecord<K>[];
  }

  count(name: CollectionName, filter: string, params?: FilterParams): Promise<number> {
    return countRecords(this.core, this.q, collection(this.core, name), filter, params);
  }

  /** a validated create as the system (hooks, realtime); no access rule applies */
  async create<K extends CollectionName>(name: K, body: Partial<CollectionRecords[K]> & Record<string, unknown>): Promise<StoreRecord<K>> {
    const req = systemRequest(this.core);
    return createRecord(this.core, { collection: collection(this.core, name), body, req, isSuperuser: true, skipRule: true, q: this.q }) as Promise<StoreRecord<K>>;
  }

  /** a validated update as the system (hooks, realtime); no access rule applies */
  update<R extends RecordModel>(record: R, body: Record<string, unknown>): Promise<R> {
    const req = systemRequest(this.core);
    return updateRecord(this.core, record, { collection: record.collection, body, req, isSuperuser: true, skipRule: true, q: this.q }) as Promise<R>;
  }

  /** a delete as the system: hooks, cascades and realtime run */
  delete(record: RecordModel): Promise<void> {
    return deleteRecord(this.core, record, systemRequest(this.core), this.q);
  }

  /**
   * Only inside the "before create" hook of a record the written one points at (not stored yet, so
   * validation would refuse the relation): no validation, no before hooks; after hooks and realtime run.
   */
  async insertUnchecked<K extends CollectionName>(name: K, values: Partial<CollectionRecords[K]> & Record<string, unknown>): Promise<StoreRecord<K>> {
    return (await insertRecordUnchecked(this.core, this.q, collection(this.core, name), values)) as StoreRecord<K>;
  }

  /** the update counterpart of `insertUnchecked`, with the same single reason to exist */
  updateUnchecked<R extends RecordModel>(record: R, values: Record<string, unknown>): Promise<R> {
    return updateRecordUnchecked(this.core, this.q, record, values) as Promise<R>;
  }

}

export const store = (core: CoreApp, q?: Queryable): Store => new Store(core, q);
