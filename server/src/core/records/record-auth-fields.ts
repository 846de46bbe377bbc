/**
 * Auth-collection rules of the record form (contract §3.3): password + passwordConfirm,
 * oldPassword for non-managers, email/verified only for managers, and a new tokenKey whenever
 * the password or email changes (which revokes every token of the record).
 */
import { fieldError, type ErrorData } from '../../util/api-error.js';
import { randomFromPattern } from '../../util/random.js';
import type { Queryable } from '../../storage/database.js';
import type { CoreApp } from '../core-app.js';
import type { PasswordValue } from '../fields/field.js';
import type { RequestInfo } from '../rules/request-info.js';
import { verifyPassword } from '../auth/password.js';
import type { RecordModel } from './record.js';
import { recordMatches, virtualRecordMatches } from './record-access.js';

const MISMATCH = () => fieldError('validation_values_mismatch', "Values don't match.");
const REQUIRED = () => fieldError('validation_required', 'Cannot be blank.');

export async function isManager(
  app: CoreApp,
  record: RecordModel,
  req: RequestInfo,
  isSuperuser: boolean,
  isNew: boolean,
  q: Queryable,
): Promise<boolean> {
  if (isSuperuser) return true;
  const rule = record.collection.manageRule;
  if (rule === null || rule === undefined || rule === '' || !req.auth) return false;
  return isNew ? virtualRecordMatches(app, record, rule, req, q) : recordMatches(app, record, rule, req, q);
}

export const newTokenKey = () => randomFromPattern('[a-zA-Z0-9]{50}');

export async function applyAuthFields(
  app: CoreApp,
  record: RecordModel,
  existing: RecordModel | undefined,
  submitted: Record<string, unknown>,
  opts: { manager: boolean; isSuperuser: boolean },
  errors: ErrorData,
  q: Queryable,
): Promise<void> {
  void app;
  void q;
  const data = record.data;
  const pw = data['password'] as PasswordValue | undefined;
  const newPlain = Object.hasOwn(submitted, 'password') ? pw?.plain : undefined;
  const confirm = submitted['passwordConfirm'];

  if (!existing) {
    if (!newPlain) errors['password'] ??= REQUIRED();
    if (confirm === undefined || confirm === '') errors['passwordConfirm'] ??= REQUIRED();
    else if (newPlain !== undefined && String(confirm) !== newPlain) errors['passwordConfirm'] ??= MISMATCH();
  } else if (newPlain !== undefined) {
    if (confirm === undefined || confirm === '') errors['passwordConfirm'] ??= REQUIRED();
    else if (String(confirm) !== newPlain) errors['passwordConfirm'] ??= MISMATCH();
    if (!opts.manager) {
      // PocketBase: required first (validation_required), then checked against the current hash
      const old = submitted['oldPassword'];
      const oldHash = (existing.data['password'] as PasswordValue | undefined)?.hash ?? '';
      if (old === undefined || old === null || old === '') errors['oldPassword'] = REQUIRED();
      else if (typeof old !== 'string' || !(await verifyPassword(old, oldHash))) {
        errors['oldPassword'] = fieldError('validation_invalid_old_password', 'Missing or invalid old password.');
      }
    }
  } else {
    const filled = (key: string) => Object.hasOwn(submitted, key) && submitted[key] !== '' && submitted[key] !== null;
    if (filled('passwordConfirm') || filled('oldPassword')) errors['password'] ??= REQUIRED();
    if (filled('oldPassword') && !filled('passwordConfirm')) errors['passwordConfirm'] ??= REQUIRED();
    if (!opts.manager && filled('passwordConfirm') && !filled('oldPassword')) errors['oldPassword'] ??= REQUIRED();
  }

  if (!opts.manager) {
    if (existing) {
      if (Object.hasOwn(submitted, 'email') && data['email'] !== existing.data['email']) errors['email'] ??= MISMATCH();
      if (Object.hasOwn(submitted, 'verified') && data['verified'] !== existing.data['verified']) errors['verified'] ??= MISMATCH();
    } else if (data['verified'] === true) {
      errors['verified'] ??= MISMATCH();
    }
  }

  if (record.collection.name === '_superusers') data['verified'] = true;
  if (!data['tokenKey']) data['tokenKey'] = newTokenKey();
  if (existing) {
    const emailChanged = data['email'] !== existing.data['email'];
    if ((newPlain !== undefined || emailChanged) && data['tokenKey'] === existing.data['tokenKey']) {
      data['tokenKey'] = newTokenKey();
    }
  }
}
