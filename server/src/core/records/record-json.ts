/**
 * Record → API JSON (contract §2.3, §3.2, §3.3): visible fields in alphabetical key order plus
 * `collectionId`, `collectionName` and `expand` (when expansion ran). Hidden fields only for
 * superusers; `password` and `tokenKey` never; an auth record's `email` only when
 * `emailVisibility` is on, or for the record itself, a manager or a superuser.
 * The sorted key order and field types are worked out once per collection (planOf), not per record.
 */
import { getFieldType } from '../fields/registry.js';
import type { RecordModel } from './record.js';
import type { Collection } from '../collections/collection.js';
import type { FieldDef, FieldType } from '../fields/field.js';

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

interface PlanEntry {
  key: string;
  field?: FieldDef;
  type?: FieldType;
}

interface JsonPlan {
  fields: FieldDef[];
  count: number;
  /** the output keys in their final (sorted) order */
  entries: PlanEntry[];
}

const RESERVED = new Set(['collectionId', 'collectionName', 'expand']);
const plans = new WeakMap<Collection, JsonPlan | null>();

/**
 * The shown keys of a collection's records in sorted order with their field types, built once per
 * collection object (a schema change loads new collection objects). null when a field name would
 * collide with a system key (then the generic path decides, as before).
 */
function planOf(c: Collection): JsonPlan | null {
  const hit = plans.get(c);
  if (hit !== undefined && (hit === null || (hit.fields === c.fields && hit.count === c.fields.length))) return hit;
  let plan: JsonPlan | null = { fields: c.fields, count: c.fields.length, entries: [] };
  for (const f of c.fields) {
    if (RESERVED.has(f.name)) {
      plan = null;
      break;
    }
    if (NEVER.has(f.name) && c.type === 'auth') continue;
    if (f.type === 'password') continue;
    plan.entries.push({ key: f.name, field: f, type: getFieldType(f.type) });
  }
  if (plan) {
    for (const key of RESERVED) plan.entries.push({ key });
    plan.entries.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  }
  plans.set(c, plan);
  return plan;
}

function showEmailOf(record: ExpandedRecord, opts: JsonOptions): boolean {
  const id = String(record.data['id'] ?? '');
  return !!(
    opts.forceEmail ||
    opts.isSuperuser ||
    record.data['emailVisibility'] === true ||
    (opts.viewerId !== undefined && opts.viewerId === id) ||
    opts.managed?.has(id)
  );
}

function expandJSON(record: ExpandedRecord, opts: JsonOptions): Record<string, unknown> {
  const expand: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(record.expand ?? {})) {
    expand[key] = Array.isArray(value) ? value.map((r) => recordToJSON(r, { ...opts, forceEmail: false })) : recordToJSON(value, { ...opts, forceEmail: false });
  }
  return expand;
}

export function recordToJSON(record: ExpandedRecord, opts: JsonOptions = {}): Record<string, unknown> {
  const c = record.collection;
  const plan = planOf(c);
  if (!plan) return genericToJSON(record, opts);
  const showHidden = !!(opts.isSuperuser || opts.unhide);
  const hideEmail = c.type === 'auth' && !showEmailOf(record, opts);
  const out: Record<string, unknown> = {};
  for (const e of plan.entries) {
    const f = e.field;
    if (!f) {
      if (e.key === 'collectionId') out['collectionId'] = c.id;
      else if (e.key === 'collectionName') out['collectionName'] = c.name;
      else if (record.expand) out['expand'] = expandJSON(record, opts);
      continue;
    }
    if (f.hidden && !showHidden) continue;
    if (hideEmail && f.name === 'email') continue;
    out[f.name] = e.type ? e.type.toJSON(f, record.data[f.name]) : record.data[f.name];
  }
  return out;
}

/** the reference shape (sorted after building); used for collections whose plan is null, and by tests */
export function genericToJSON(record: ExpandedRecord, opts: JsonOptions): Record<string, unknown> {
  const c = record.collection;
  const out: Record<string, unknown> = {
    collectionId: c.id,
    collectionName: c.name,
  };
  for (const f of c.fields) {
    if (NEVER.has(f.name) && c.type === 'auth') continue;
    if (f.type === 'password') continue;
    if (f.hidden && !opts.isSuperuser && !opts.unhide) continue;
    const type = getFieldType(f.type);
    out[f.name] = type ? type.toJSON(f, record.data[f.name]) : record.data[f.name];
  }
  if (c.type === 'auth' && !showEmailOf(record, opts)) delete out['email'];
  if (record.expand) out['expand'] = expandJSON(record, opts);
  return sortKeys(out);
}

function sortKeys(obj: Record<string, unknown>): Record<string, unknown> {
  const sorted: Record<string, unknown> = {};
  for (const k of Object.keys(obj).sort()) sorted[k] = obj[k];
  return sorted;
}
