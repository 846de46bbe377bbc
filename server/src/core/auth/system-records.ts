/**
 * Internal reads and writes of auth-related records (`_otps`, `_mfas`, `_externalAuths`,
 * `_authOrigins`, and auth records themselves) through the normal record form, so hooks,
 * validation and realtime still apply, but without API rules.
 */
import type { CoreApp } from '../core-app.js';
import type { Row } from '../../storage/database.js';
import { guestRequest, type RequestContext, type RequestInfo } from '../rules/request-info.js';
import { createRecord, updateRecord } from '../records/record-upsert.js';
import { deleteRecord } from '../records/record-delete.js';
import type { IncomingFile } from '../records/record-files.js';
import { recordFromRow, type RecordModel } from '../records/record.js';
import type { Collection } from '../collections/collection.js';
import { storeDateMs } from '../../util/dates.js';

const internalRequest = (context: RequestContext = 'default'): RequestInfo => guestRequest({ method: 'POST', context });

function systemCollection(app: CoreApp, name: string): Collection {
  const c = app.getCollection(name);
  if (!c) throw new Error(`auth: the system collection ${name} is missing`);
  return c;
}

export function createInternal(app: CoreApp, name: string, body: Record<string, unknown>, files?: IncomingFile[]): Promise<RecordModel> {
  return createRecord(app, { collection: systemCollection(app, name), body, files, req: internalRequest(), isSuperuser: true, skipRule: true });
}

export function updateInternal(app: CoreApp, record: RecordModel, body: Record<string, unknown>): Promise<RecordModel> {
  return updateRecord(app, record, { collection: record.collection, body, req: internalRequest(), isSuperuser: true, skipRule: true });
}

export async function deleteInternal(app: CoreApp, record: RecordModel): Promise<void> {
  await deleteRecord(app, record, internalRequest());
}

/** rows of a (system) collection matching every `where` column, newest first */
export async function findInternal(app: CoreApp, name: string, where: Record<string, unknown>, limit = 100): Promise<RecordModel[]> {
  const c = systemCollection(app, name);
  const keys = Object.keys(where);
  for (const k of keys) if (!c.fields.some((f) => f.name === k)) throw new Error(`auth: unknown column ${name}.${k}`);
  const cond = keys.length ? ` WHERE ${keys.map((k) => `"${k}" = ?`).join(' AND ')}` : '';
  const rows = await app.db.all<Row>(`SELECT * FROM "${c.name}"${cond} ORDER BY "created" DESC, "id" DESC LIMIT ${Math.max(1, Math.floor(limit))}`, keys.map((k) => where[k]));
  return rows.map((r) => recordFromRow(c, r));
}

export async function findOneInternal(app: CoreApp, name: string, where: Record<string, unknown>): Promise<RecordModel | null> {
  return (await findInternal(app, name, where, 1))[0] ?? null;
}

/** ms timestamp of a record's `created` autodate (0 when unknown) */
export function createdAt(record: RecordModel): number {
  const v = String(record.data['created'] ?? '');
  const t = storeDateMs(v);
  return Number.isFinite(t) ? t : 0;
}
