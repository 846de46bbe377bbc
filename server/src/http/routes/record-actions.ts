/**
 * The record CRUD actions, independent of Fastify so that the records routes and batch
 * sub-requests run the exact same code (with the batch's transaction as `q`).
 */
import { ApiError } from '../../util/api-error.js';
import type { CoreApp, Queryable } from '../../core/core-app.js';
import type { Collection } from '../../core/collections/collection.js';
import { createRecord, updateRecord } from '../../core/records/record-upsert.js';
import { deleteRecord } from '../../core/records/record-delete.js';
import { findRecordById, findRowById } from '../../core/records/record-queries.js';
import { recordFromRow, type StoredRow as Row } from '../../core/records/record.js';
import { rowsToJSON } from '../../core/records/record-json-rows.js';
import { managedIds, recordMatches } from '../../core/records/record-access.js';
import { searchRows } from '../../core/records/record-search.js';
import { expandRecords } from '../../core/records/expand.js';
import { recordToJSON, type ExpandedRecord } from '../../core/records/record-json.js';
import type { RequestInfo } from '../../core/rules/request-info.js';
import { parseListParams } from '../../query/list-params.js';
import type { UploadedFile } from '../body.js';
import { effectiveRule } from '../../core/rules/effective-rule.js';

export interface RecordCall {
  app: CoreApp;
  collection: Collection;
  id?: string;
  body: Record<string, unknown>;
  files: UploadedFile[];
  query: Record<string, string>;
  info: RequestInfo;
  isSuperuser: boolean;
  q?: Queryable;
}

export interface ActionResult {
  status: number;
  body: unknown;
}

export async function recordResponse(call: RecordCall, records: ExpandedRecord[]): Promise<Record<string, unknown>[]> {
  if (call.query['expand']) {
    await expandRecords(call.app, records, call.query['expand'], call.info, call.isSuperuser);
  }
  const viewerId = call.info.auth ? String(call.info.auth.record['id']) : undefined;
  const managed = call.isSuperuser ? undefined : await managedIds(call.app, records, call.info, call.q);
  return records.map((r) => recordToJSON(r, { isSuperuser: call.isSuperuser, viewerId, managed }));
}

/**
 * Response objects of stored rows: straight from the rows (record-json-rows.ts) unless `expand` needs
 * the records (or the collection has no row plan), then through them.
 */
async function rowsResponse(call: RecordCall, rows: Row[], records: () => ExpandedRecord[]): Promise<Record<string, unknown>[]> {
  if (!call.query['expand']) {
    const c = call.collection;
    const viewerId = call.info.auth ? String(call.info.auth.record['id']) : undefined;
    const managed = call.isSuperuser || c.type !== 'auth' || !c.manageRule ? undefined : await managedIds(call.app, records(), call.info, call.q);
    const out = rowsToJSON(c, rows, { isSuperuser: call.isSuperuser, viewerId, managed });
    if (out) return out;
  }
  return recordResponse(call, records());
}

async function loadVisibleRow(call: RecordCall, rule: string | null): Promise<{ row: Row; record: () => ExpandedRecord }> {
  const q = call.q ?? call.app.db;
  if (!call.id) throw new ApiError(404, 'Missing required record id.');
  if (!call.isSuperuser && rule === null) throw new ApiError(403, 'Only superusers can perform this action.');
  const row = await findRowById(q, call.collection, call.id);
  if (!row) throw new ApiError(404);
  let record: ExpandedRecord | undefined;
  const get = () => (record ??= recordFromRow(call.collection, row));
  if (!call.isSuperuser && rule !== '' && !(await recordMatches(call.app, get(), rule, call.info, q))) throw new ApiError(404);
  return { row, record: get };
}

async function loadVisible(call: RecordCall, rule: string | null): Promise<ExpandedRecord> {
  return (await loadVisibleRow(call, rule)).record();
}

export async function listAction(call: RecordCall): Promise<ActionResult> {
  const params = parseListParams(call.query);
  const result = await searchRows(call.app, call.collection, params, call.info, call.isSuperuser);
  const items = await rowsResponse(call, result.rows, () => result.rows.map((r) => recordFromRow(call.collection, r)));
  return {
    status: 200,
    body: { items, page: result.page, perPage: result.perPage, totalItems: result.totalItems, totalPages: result.totalPages },
  };
}

export async function viewAction(call: RecordCall): Promise<ActionResult> {
  const { row, record } = await loadVisibleRow(call, effectiveRule(call.collection, 'view', call.info.auth));
  return { status: 200, body: (await rowsResponse(call, [row], () => [record()]))[0] };
}

export async function createAction(call: RecordCall): Promise<ActionResult> {
  const record = await createRecord(call.app, {
    collection: call.collection,
    body: call.body,
    files: call.files,
    req: call.info,
    isSuperuser: call.isSuperuser,
    q: call.q,
  });
  return { status: 200, body: (await recordResponse(call, [record]))[0] };
}

export async function updateAction(call: RecordCall): Promise<ActionResult> {
  const c = call.collection;
  if (c.type === 'view') throw new ApiError(400, 'Unsupported collection type.');
  if (!call.isSuperuser && effectiveRule(c, 'update', call.info.auth) === null) throw new ApiError(403, 'Only superusers can perform this action.');
  const q = call.q ?? call.app.db;
  const existing = call.id ? await findRecordById(q, c, call.id) : null;
  if (!existing) throw new ApiError(404);
  const record = await updateRecord(call.app, existing, {
    collection: c,
    body: call.body,
    files: call.files,
    req: call.info,
    isSuperuser: call.isSuperuser,
    q: call.q,
  });
  return { status: 200, body: (await recordResponse(call, [record]))[0] };
}

export async function deleteAction(call: RecordCall): Promise<ActionResult> {
  const c = call.collection;
  if (c.type === 'view') throw new ApiError(400, 'Unsupported collection type.');
  const record = await loadVisible(call, effectiveRule(c, 'delete', call.info.auth));
  await deleteRecord(call.app, record, call.info, call.q ?? call.app.db);
  return { status: 204, body: null };
}
