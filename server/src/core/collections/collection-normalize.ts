/**
 * Turns submitted collection JSON into a complete Collection: defaults per type, field ids and
 * default options, the system fields and indexes an auth collection always has.
 */
import { blankCollection, idField, authSystemFields, authSystemIndexes, newCollectionId, newFieldIdFor } from './collection-defaults.js';
import type { Collection, CollectionType } from './collection.js';
import type { FieldDef } from '../fields/field.js';
import { fillFieldDefaults } from '../fields/registry.js';
import { nowString } from '../../util/dates.js';

const RULE_KEYS = ['listRule', 'viewRule', 'createRule', 'updateRule', 'deleteRule'] as const;
const AUTH_OBJECT_KEYS = [
  'authAlert',
  'oauth2',
  'passwordAuth',
  'mfa',
  'otp',
  'authToken',
  'passwordResetToken',
  'emailChangeToken',
  'verificationToken',
  'fileToken',
  'verificationTemplate',
  'resetPasswordTemplate',
  'confirmEmailChangeTemplate',
] as const;

const isObj = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

function deepMerge(base: unknown, patch: unknown): unknown {
  if (!isObj(base) || !isObj(patch)) return patch === undefined ? base : patch;
  const out: Record<string, unknown> = { ...base };
  for (const [k, v] of Object.entries(patch)) out[k] = deepMerge(base[k], v);
  return out;
}

function normalizeFields(input: unknown, previous: FieldDef[]): FieldDef[] {
  if (!Array.isArray(input)) return previous;
  return input.map((raw) => {
    const f = (isObj(raw) ? raw : {}) as Partial<FieldDef>;
    const prev = previous.find((p) => (f.id && p.id === f.id) || (!f.id && p.name === f.name));
    const type = String(f.type ?? prev?.type ?? 'text');
    const name = String(f.name ?? prev?.name ?? '');
    const merged = { ...(prev?.type === type ? prev : {}), ...f, type, name } as FieldDef;
    merged.id = String(f.id || prev?.id || newFieldIdFor(type, name));
    if (prev?.system) merged.system = true;
    return fillFieldDefaults(merged);
  });
}

function ensureSystemFields(c: Collection): void {
  if (c.type === 'view') return;
  const required = c.type === 'auth' ? [idField(), ...authSystemFields()] : [idField()];
  for (const sys of required) {
    const idx = c.fields.findIndex((f) => f.name === sys.name);
    if (idx === -1) {
      if (sys.name === 'id') c.fields.unshift(sys);
      else c.fields.push(sys);
    } else {
      const cur = c.fields[idx]!;
      // system fields keep their type and protections; only help/presentable-like extras may change
      c.fields[idx] = { ...sys, ...cur, id: sys.id, type: sys.type, system: true, hidden: sys.hidden };
    }
  }
  if (c.type === 'auth') {
    for (const ix of authSystemIndexes(c.name, c.id)) {
      const kind = ix.includes('tokenKey') ? 'tokenKey' : 'email';
      if (!c.indexes.some((s) => s.includes(`idx_${kind}_`))) c.indexes.push(ix);
    }
  }
}

/** builds the next state of a collection from the request body (create when `existing` is undefined) */
export function normalizeCollection(input: Record<string, unknown>, existing?: Collection): Collection {
  const type = (existing?.type ?? (input['type'] as CollectionType | undefined) ?? 'base') as CollectionType;
  const base: Collection = existing ? structuredClone(existing) : blankCollection(['base', 'auth', 'view'].includes(type) ? type : 'base');
  if (!existing && typeof input['type'] === 'string') base.type = input['type'] as CollectionType;
  if (typeof input['name'] === 'string') base.name = input['name'];
  if (!existing) base.id = typeof input['id'] === 'string' && input['id'] ? input['id'] : newCollectionId(base.type, base.name);
  for (const key of RULE_KEYS) {
    if (key in input) base[key] = input[key] === null ? null : String(input[key] ?? '');
  }
  if ('indexes' in input) base.indexes = Array.isArray(input['indexes']) ? input['indexes'].map(String) : [];
  if (base.type === 'view' && 'viewQuery' in input) base.viewQuery = String(input['viewQuery'] ?? '');
  if (base.type !== 'view') base.fields = normalizeFields(input['fields'], base.fields);
  if (base.type === 'auth') {
    const rec = base as unknown as Record<string, unknown>;
    for (const key of ['authRule', 'manageRule'] as const) {
      if (key in input) rec[key] = input[key] === null ? null : String(input[key] ?? '');
    }
    for (const key of AUTH_OBJECT_KEYS) {
      if (key in input) {
        const patch = input[key];
        rec[key] = Array.isArray((patch as Record<string, unknown> | undefined)?.['providers'])
          ? { ...(rec[key] as object), ...(patch as object) }
          : deepMerge(rec[key], patch);
      }
    }
  }
  ensureSystemFields(base);
  // a submitted type change is kept (after the old type's normalisation) so validation rejects it
  if (existing && typeof input['type'] === 'string') base.type = input['type'] as CollectionType;
  base.updated = nowString();
  if (!existing) base.created = base.updated;
  return base;
}
