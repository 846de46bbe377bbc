/**
 * The record CRUD actions, independent of Fastify so that the records routes and batch
 * sub-requests run the exact same code (with the batch's transaction as `q`).
 */
import { ApiError } from '../../util/api-error.js';
import type { CoreApp, Queryable } from '../../core/core-app.js';
import type { Collection } from '../../core/collections/collection.js';
import { createRecord, updateRecord } from '../../core/records/record-upsert.js';
import { deleteRecord } from '../../core/records/record-delete.js';
import { findRecordById } from '../../core/records/record-queries.js';
import { managedIds, recordMatches } from '../../core/records/record-access.js';
import { searchRecords } from '../../core/records/record-search.js';
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

async function loadVisible(call: RecordCall, rule: string | null): Promise<ExpandedRecord> {
  const q = call.q ?? call.app.db;
  if (!call.id) throw new ApiError(404, 'Missing required record id.');
  if (!call.isSuperuser && rule === null) throw new ApiError(403, 'Only superusers can perform this action.');
  const record = await findRecordById(q, call.collection, call.id);
  if (!record) throw new ApiError(404);
  if (!call.isSuperuser && rule !== '' && !(await recordMatches(call.app, record, rule, call.info, q))) throw new ApiError(404);
  return record;
}

export async function listAction(call: RecordCall): Promise<ActionResult> {
  const params = parseListParams(call.query);
  const result = await searchRecords(call.app, call.collection, params, call.info, call.isSuperuser);
  const items = await recordResponse(call, result.items);
  return {
    status: 200,
    body: { items, page: result.page, perPage: result.perPage, totalItems: result.totalItems, totalPages: result.totalPages },
  };
}

export async function viewAction(call: RecordCall): Promise<ActionResult> {
  const record = await loadVisible(call, effectiveRule(call.collection, 'view', call.info.auth));
  return { status: 200, body: (await recordResponse(call, [record]))[0] };
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
