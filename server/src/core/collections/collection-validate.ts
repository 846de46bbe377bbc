/**
 * Validates a collection before it is saved (contract §2): name, type, fields and their options,
 * rules (compiled through the same path as at request time), indexes, auth options.
 * Returns the envelope's `data` (empty object when valid).
 */
import { fieldError, type ErrorData } from '../../util/api-error.js';
import { guestRequest } from '../rules/request-info.js';
import { compileRule } from '../rules/compile-rule.js';
import { getFieldType } from '../fields/registry.js';
import { parseIndex } from '../../storage/index-sql.js';
import type { Dialect } from '../../storage/dialect.js';
import type { Collection } from './collection.js';

const NAME_RE = /^\w+$/;
const RESERVED_FIELD_NAMES = new Set(['null', 'true', 'false', '_rowid_', 'collectionid', 'collectionname', 'expand']);
/** body keys of auth records (PocketBase's reservedAuthKeys) */
const RESERVED_AUTH_KEYS = new Set(['passwordconfirm', 'oldpassword']);
const RULES = ['listRule', 'viewRule', 'createRule', 'updateRule', 'deleteRule'] as const;

export interface ValidateDeps {
  all(): Collection[];
  dialect: Dialect;
}

function validateName(c: Collection, prev: Collection | undefined, deps: ValidateDeps, errors: ErrorData): void {
  if (!c.name) errors['name'] = fieldError('validation_required', 'Cannot be blank.');
  else if (!NAME_RE.test(c.name) || c.name.length > 255) errors['name'] = fieldError('validation_match_invalid', 'Must be in a valid format.');
  else if (c.name.includes('_via_')) errors['name'] = fieldError('validation_invalid_name', 'The name must not contain "_via_".');
  else if (deps.all().some((o) => o.id !== c.id && o.name.toLowerCase() === c.name.toLowerCase())) {
    errors['name'] = fieldError('validation_collection_name_exists', 'Collection name must be unique (case insensitive).');
  } else if (prev?.system && prev.name !== c.name) {
    errors['name'] = fieldError('validation_collection_system_name_change', 'System collection name cannot be changed.');
  }
  if (!/^\w{1,100}$/.test(c.id)) errors['id'] = fieldError('validation_match_invalid', 'Must be in a valid format.');
  if (!['base', 'auth', 'view'].includes(c.type)) errors['type'] = fieldError('validation_in_invalid', 'Must be a valid value.');
  else if (prev && prev.type !== c.type) errors['type'] = fieldError('validation_collection_type_change', 'Collection type cannot be changed.');
}

function validateFields(c: Collection, prev: Collection | undefined, deps: ValidateDeps, errors: ErrorData): void {
  const fieldErrors: ErrorData = {};
  const seen = new Set<string>();
  const exists = (x: string) => deps.all().some((o) => o.id === x || o.name === x) || x === c.id || x === c.name;
  c.fields.forEach((f, i) => {
    const fe: ErrorData = {};
    const lower = f.name.toLowerCase();
    // PocketBase's field name rules, in its order and with its codes
    if (!f.name) fe['name'] = fieldError('validation_required', 'Cannot be blank.');
    else if (f.name.length > 100) fe['name'] = fieldError('validation_length_out_of_range', 'The length must be between 1 and 100.');
    else if (!NAME_RE.test(f.name)) fe['name'] = fieldError('validation_match_invalid', 'Must be in a valid format.');
    else if (RESERVED_FIELD_NAMES.has(lower)) fe['name'] = fieldError('validation_not_in_invalid', 'Must not be in list.');
    else if (lower.includes('_via_')) fe['name'] = fieldError('validation_found_via', 'The value cannot contain "_via_".');
    else if (seen.has(lower)) fe['name'] = fieldError('validation_duplicated_field_name', 'Duplicated or invalid field name.');
    else if (c.type === 'auth' && RESERVED_AUTH_KEYS.has(lower)) {
      fe['name'] = fieldError('validation_reserved_field_name', 'The field name is reserved and cannot be used.');
    }
    seen.add(lower);
    const type = getFieldType(f.type);
    if (!type) fe['type'] = fieldError('validation_in_invalid', 'Must be a valid value.');
    else {
      const previous = prev?.fields.find((p) => p.id === f.id);
      if (previous && previous.type !== f.type) fe['type'] = fieldError('validation_field_type_change', 'The field type cannot be changed.');
      const opt = type.validateOptions(f, { collectionExists: exists, previous });
      if (opt) Object.assign(fe, opt);
    }
    if (Object.keys(fe).length) fieldErrors[String(i)] = fe;
  });
  if (prev) {
    for (const old of prev.fields) {
      if (old.system && !c.fields.some((f) => f.id === old.id)) {
        errors['fields'] = fieldError('validation_system_field_change', `System field "${old.name}" cannot be removed.`);
        return;
      }
    }
  }
  if (Object.keys(fieldErrors).length) errors['fields'] = fieldErrors;
}

function validateRules(c: Collection, deps: ValidateDeps, errors: ErrorData): void {
  const lookup = {
    getCollection: (x: string) =>
      x === c.id || x.toLowerCase() === c.name.toLowerCase() ? c : deps.all().find((o) => o.id === x || o.name.toLowerCase() === x.toLowerCase()),
  };
  const keys: string[] = [...RULES];
  if (c.type === 'auth') keys.push('authRule', 'manageRule');
  for (const key of keys) {
    const rule = (c as unknown as Record<string, unknown>)[key];
    if (rule === null || rule === undefined || rule === '') {
      if (key === 'manageRule' && rule === '') errors[key] = fieldError('validation_invalid_rule', 'The manage rule must be null or a non-empty expression.');
      continue;
    }
    try {
      compileRule(lookup, c, c.name, String(rule), guestRequest(), deps.dialect);
    } catch (err) {
      errors[key] = fieldError('validation_invalid_rule', `Invalid rule. Raw error: ${(err as Error).message}`);
    }
  }
  if (c.type === 'auth' && c.mfa?.rule) {
    try {
      compileRule(lookup, c, c.name, c.mfa.rule, guestRequest(), deps.dialect);
    } catch (err) {
      errors['mfa'] = { rule: fieldError('validation_invalid_rule', `Invalid rule. Raw error: ${(err as Error).message}`) };
    }
  }
}

function validateIndexes(c: Collection, deps: ValidateDeps, errors: ErrorData): void {
  const ixErrors: ErrorData = {};
  const names = new Set<string>();
  const otherNames = new Set(deps.all().filter((o) => o.id !== c.id).flatMap((o) => o.indexes.map((s) => parseIndex(s)?.name.toLowerCase() ?? '')));
  c.indexes.forEach((sql, i) => {
    const ix = parseIndex(sql);
    if (!ix) {
      ixErrors[String(i)] = fieldError('validation_invalid_index_expression', 'Invalid CREATE INDEX expression.');
      return;
    }
    const lname = ix.name.toLowerCase();
    if (names.has(lname) || otherNames.has(lname)) {
      ixErrors[String(i)] = fieldError('validation_duplicated_index_name', 'The index name must be unique.');
    }
    names.add(lname);
    const missing = ix.columns.find((col) => !c.fields.some((f) => f.name === col.name));
    if (missing) ixErrors[String(i)] = fieldError('validation_invalid_index_column', `Unknown index column "${missing.name}".`);
  });
  if (c.type === 'view' && c.indexes.length) errors['indexes'] = fieldError('validation_indexes_not_allowed', 'View collections cannot have indexes.');
  else if (Object.keys(ixErrors).length) errors['indexes'] = ixErrors;
}

function validateAuthOptions(c: Collection, errors: ErrorData): void {
  if (c.type !== 'auth' || !c.passwordAuth) return;
  const bad = c.passwordAuth.identityFields.find(
    (name) =>
      !c.indexes.some((s) => {
        const ix = parseIndex(s);
        return ix?.unique && ix.columns.length === 1 && ix.columns[0]!.name === name;
      }),
  );
  if (bad) {
    errors['passwordAuth'] = {
      identityFields: fieldError('validation_missing_unique_constraint', `The identity field "${bad}" must have a UNIQUE index.`),
    };
  }
  for (const key of ['authToken', 'passwordResetToken', 'emailChangeToken', 'verificationToken', 'fileToken'] as const) {
    const t = c[key];
    if (!t) continue;
    const te: ErrorData = {};
    if (!(t.duration >= 10 && t.duration <= 94670856)) te['duration'] = fieldError('validation_out_of_range', 'Must be between 10 and 94670856.');
    if (!t.secret || t.secret.length < 30 || t.secret.length > 255) te['secret'] = fieldError('validation_length_out_of_range', 'The length must be between 30 and 255.');
    if (Object.keys(te).length) errors[key] = te;
  }
}

export function validateCollection(c: Collection, prev: Collection | undefined, deps: ValidateDeps): ErrorData {
  const errors: ErrorData = {};
  validateName(c, prev, deps, errors);
  if (c.type === 'view') {
    if (!c.viewQuery?.trim()) errors['viewQuery'] = fieldError('validation_required', 'Cannot be blank.');
  } else {
    validateFields(c, prev, deps, errors);
  }
  validateIndexes(c, deps, errors);
  validateAuthOptions(c, errors);
  if (!errors['fields'] && !errors['name']) validateRules(c, deps, errors);
  return errors;
}
