/**
 * Shared helpers for Covey's hooks: the trusted "system" request used for the hooks' own writes,
 * record reads/writes inside the hook's transaction, and a field error shortcut.
 */
import { ApiError } from '../../util/api-error.js';
import { productField, type Msg } from '../i18n/product-error.js';
import type { CoreApp, Queryable, RecordEvent } from '../../core/core-app.js';
import { createRecord, updateRecord } from '../../core/records/record-upsert.js';
import { findRecordById } from '../../core/records/record-queries.js';
import type { RecordModel } from '../../core/records/record.js';
import { guestRequest, isSuperuser, type RequestInfo } from '../../core/rules/request-info.js';
import type { CollectionName, StoreRecord } from '../store/store.js';

/** a request that passes as a superuser: hooks' own writes and the CLI */
export function systemRequest(core: CoreApp): RequestInfo {
  const su = core.getCollection('_superusers');
  if (!su) throw new Error('_superusers collection is missing');
  return guestRequest({ auth: { collection: su, record: { id: '' } }, method: 'POST' });
}

/** true for superusers, the CLI and the hooks' own writes (no request = internal code path) */
export const trusted = (e: RecordEvent) => !e.request || isSuperuser(e.request);

export const role = (e: RecordEvent): string => String(e.request?.auth?.record['role'] ?? '');
export const authId = (e: RecordEvent): string => String(e.request?.auth?.record['id'] ?? '');

/** a 400 with one field error (a product sentence), worded like the store's own create/update failures */
export function reject(e: RecordEvent, field: string, message: Msg, code = 'validation_server_set'): never {
  throw new ApiError(400, e.original ? 'Failed to update record.' : 'Failed to create record.', { [field]: productField(code, message) });
}

export function collection(core: CoreApp, name: string) {
  const c = core.getCollection(name);
  if (!c) throw new Error(`collection ${name} is missing (run the migrations)`);
  return c;
}

export async function findById<K extends CollectionName>(core: CoreApp, q: Queryable, name: K, id: string): Promise<StoreRecord<K> | null> {
  return (await findRecordById(q, collection(core, name), id)) as StoreRecord<K> | null;
}

export async function insert<K extends CollectionName>(
  core: CoreApp,
  q: Queryable,
  name: K,
  body: Record<string, unknown>,
): Promise<StoreRecord<K>> {
  return (await createRecord(core, { collection: collection(core, name), body, req: systemRequest(core), isSuperuser: true, skipRule: true, q })) as StoreRecord<K>;
}

export async function patch<R extends RecordModel>(core: CoreApp, q: Queryable, record: R, body: Record<string, unknown>): Promise<R> {
  return (await updateRecord(core, record, { collection: record.collection, body, req: systemRequest(core), isSuperuser: true, skipRule: true, q })) as R;
}

/** a record event whose record (and original) have `name`'s generated type */
export type RecordEventOf<K extends CollectionName> = Omit<RecordEvent, 'record' | 'original'> & { record: StoreRecord<K>; original?: StoreRecord<K> };

/** `e` typed for `name`'s records; throws for a record of another collection (a hook's filter keeps them apart) */
export function eventOf<K extends CollectionName>(e: RecordEvent, name: K): RecordEventOf<K> {
  if (e.record.collection.name !== name) throw new Error(`expected a record of ${name}, got one of ${e.record.collection.name}`);
  return e as RecordEventOf<K>;
}

export const str = (v: unknown): string => (typeof v === 'string' ? v : v === null || v === undefined ? '' : String(v));
export const list = (v: unknown): string[] => (Array.isArray(v) ? v.map(String) : v ? [String(v)] : []);
