/**
 * Shared helpers for Covey's hooks: the trusted "system" request used for the hooks' own writes,
 * record reads/writes inside the hook's transaction, and a field error shortcut.
 */
import { ApiError, fieldError } from '../../util/api-error.js';
import type { CoreApp, Queryable, RecordEvent } from '../../core/core-app.js';
import { createRecord, updateRecord } from '../../core/records/record-upsert.js';
import { findRecordById } from '../../core/records/record-queries.js';
import type { RecordModel } from '../../core/records/record.js';
import { guestRequest, isSuperuser, type RequestInfo } from '../../core/rules/request-info.js';

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

/** a 400 with one field error, worded like the store's own create/update failures */
export function reject(e: RecordEvent, field: string, message: string, code = 'validation_server_set'): never {
  throw new ApiError(400, e.original ? 'Failed to update record.' : 'Failed to create record.', { [field]: fieldError(code, message) });
}

export function collection(core: CoreApp, name: string) {
  const c = core.getCollection(name);
  if (!c) throw new Error(`collection ${name} is missing (run the migrations)`);
  return c;
}

export function findById(core: CoreApp, q: Queryable, name: string, id: string): Promise<RecordModel | null> {
  return findRecordById(q, collection(core, name), id);
}

export function insert(core: CoreApp, q: Queryable, name: string, body: Record<string, unknown>): Promise<RecordModel> {
  return createRecord(core, { collection: collection(core, name), body, req: systemRequest(core), isSuperuser: true, skipRule: true, q });
}

export function patch(core: CoreApp, q: Queryable, record: RecordModel, body: Record<string, unknown>): Promise<RecordModel> {
  return updateRecord(core, record, { collection: record.collection, body, req: systemRequest(core), isSuperuser: true, skipRule: true, q });
}

export const str = (v: unknown): string => (typeof v === 'string' ? v : v === null || v === undefined ? '' : String(v));
export const list = (v: unknown): string[] => (Array.isArray(v) ? v.map(String) : v ? [String(v)] : []);
