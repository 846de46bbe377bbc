/**
 * Who may download a record's file (contract §8.2): public fields to anyone; protected fields
 * only with a file token whose record passes the collection's viewRule (context
 * `protectedFile`) at serve time (a token issued earlier grants nothing the rule no longer
 * allows), superuser tokens always; tokens of accounts refused by the auth gate never.
 */
import type { CoreApp } from '../core-app.js';
import type { Collection } from '../collections/collection.js';
import type { FieldDef } from '../fields/field.js';
import { verifyRecordToken } from '../auth/tokens.js';
import { authAllowed } from '../auth/auth-gate.js';
import { guestRequest } from '../rules/request-info.js';
import { recordMatches } from './record-access.js';
import { findRecordById } from './record-queries.js';
import type { RecordModel } from './record.js';

export interface FileLookup {
  record: RecordModel;
  field: FieldDef;
}

export async function findRecordFile(app: CoreApp, c: Collection, recordId: string, filename: string): Promise<FileLookup | null> {
  const record = await findRecordById(app.db, c, recordId);
  if (!record) return null;
  for (const f of c.fields) {
    if (f.type !== 'file') continue;
    const v = record.data[f.name];
    const names = Array.isArray(v) ? v.map(String) : v ? [String(v)] : [];
    if (names.includes(filename)) return { record, field: f };
  }
  return null;
}

export async function canReadFile(app: CoreApp, found: FileLookup, token: string): Promise<boolean> {
  if (!found.field['protected']) return true;
  if (!token) return false;
  const verified = await verifyRecordToken(app.db, (id) => app.getCollection(id), token, 'file');
  if (!verified) return false;
  if (!(await authAllowed(app, verified.record, 'token'))) return false;
  if (verified.record.collection.name === '_superusers') return true;
  const c = found.record.collection;
  const rule = c.viewRule;
  if (rule === null) return false;
  if (rule === '') return true;
  const req = guestRequest({
    context: 'protectedFile',
    auth: { collection: verified.record.collection, record: verified.record.data },
  });
  return recordMatches(app, found.record, rule, req);
}
