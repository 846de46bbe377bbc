/**
 * Record → API JSON (contract §2.3, §3.2, §3.3): visible fields in alphabetical key order plus
 * `collectionId`, `collectionName` and `expand` (when expansion ran). Hidden fields only for
 * superusers; `password` and `tokenKey` never; an auth record's `email` only when
 * `emailVisibility` is on, or for the record itself, a manager or a superuser.
 */
import { getFieldType } from '../fields/registry.js';
import type { RecordModel } from './record.js';

export interface JsonOptions {
  isSuperuser?: boolean;
  /** id of the requesting auth record (sees its own email) */
  viewerId?: string;
  /** ids of records the caller manages (sees their email) */
  managed?: Set<string>;
  /** always include the email (auth responses) */
  forceEmail?: boolean;
  /** superuser records in auth responses: show hidden fields (still never password/tokenKey) */
  unhide?: boolean;
}

const NEVER = new Set(['password', 'tokenKey']);

export interface ExpandedRecord extends RecordModel {
  expand?: Record<string, ExpandedRecord | ExpandedRecord[]>;
}

export function recordToJSON(record: ExpandedRecord, opts: JsonOptions = {}): Record<string, unknown> {
  const c = record.collection;
  const out: Record<string, unknown> = {
    collectionId: c.id,
    collectionName: c.name,
  };
  const id = String(record.data['id'] ?? '');
  for (const f of c.fields) {
    if (NEVER.has(f.name) && c.type === 'auth') continue;
    if (f.type === 'password') continue;
    if (f.hidden && !opts.isSuperuser && !opts.unhide) continue;
    const type = getFieldType(f.type);
    out[f.name] = type ? type.toJSON(f, record.data[f.name]) : record.data[f.name];
  }
  if (c.type === 'auth') {
    const showEmail =
      opts.forceEmail ||
      opts.isSuperuser ||
      record.data['emailVisibility'] === true ||
      (opts.viewerId !== undefined && opts.viewerId === id) ||
      opts.managed?.has(id);
    if (!showEmail) delete out['email'];
  }
  if (record.expand) {
    const expand: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(record.expand)) {
      expand[key] = Array.isArray(value) ? value.map((r) => recordToJSON(r, { ...opts, forceEmail: false })) : recordToJSON(value, { ...opts, forceEmail: false });
    }
    out['expand'] = expand;
  }
  return sortKeys(out);
}

function sortKeys(obj: Record<string, unknown>): Record<string, unknown> {
  const sorted: Record<string, unknown> = {};
  for (const k of Object.keys(obj).sort()) sorted[k] = obj[k];
  return sorted;
}
