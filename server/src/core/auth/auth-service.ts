/**
 * Sign-in flows of the auth core (contract §6.2–6.6): password login, the auth response with the
 * authRule check, token refresh and superuser impersonation. Password guesses are throttled per
 * account (account-throttle.ts) besides the per-address rate limits.
 */
import { ApiError, fieldError, type ErrorData } from '../../util/api-error.js';
import { updateRow } from '../../query/records-sql.js';
import type { CoreApp } from '../core-app.js';
import { isAuthCollection, type AuthCollection } from '../collections/collection.js';
import type { PasswordValue } from '../fields/field.js';
import type { RequestInfo } from '../rules/request-info.js';
import { recordMatches } from '../records/record-access.js';
import { findRecordByField } from '../records/record-queries.js';
import { recordToDb, type RecordModel } from '../records/record.js';
import { hashPassword, needsRehash, verifyDummy, verifyPassword } from './password.js';
import { signRecordToken } from './tokens.js';
import { accountThrottle, assertNotThrottled, identityKey } from './account-throttle.js';

export function authCollectionOr404(app: CoreApp, idOrName: string): AuthCollection {
  const c = app.getCollection(idOrName);
  if (!c || !isAuthCollection(c)) throw new ApiError(404, 'Missing or invalid auth collection context.');
  return c;
}

const EMAIL_RE = /^[^@\s]+@[^@\s]+$/;

function validateLoginBody(c: AuthCollection, body: Record<string, unknown>): { identity: string; password: string; field: string } {
  const errors: ErrorData = {};
  const identity = typeof body['identity'] === 'string' ? body['identity'] : '';
  const password = typeof body['password'] === 'string' ? body['password'] : '';
  const field = typeof body['identityField'] === 'string' ? body['identityField'] : '';
  if (!identity) errors['identity'] = fieldError('validation_required', 'Cannot be blank.');
  else if (identity.length > 255) errors['identity'] = fieldError('validation_length_out_of_range', 'The length must be between 1 and 255.');
  if (!password) errors['password'] = fieldError('validation_required', 'Cannot be blank.');
  else if (password.length > 255) errors['password'] = fieldError('validation_length_out_of_range', 'The length must be between 1 and 255.');
  if (field && !c.passwordAuth.identityFields.includes(field)) errors['identityField'] = fieldError('validation_in_invalid', 'Must be a valid value.');
  if (Object.keys(errors).length) throw new ApiError(400, 'An error occurred while validating the submitted data.', errors);
  return { identity, password, field };
}

export async function passwordLogin(app: CoreApp, c: AuthCollection, body: Record<string, unknown>): Promise<RecordModel> {
  if (!c.passwordAuth.enabled) throw new ApiError(403, 'The collection is not configured to allow password authentication.');
  const { identity, password, field } = validateLoginBody(c, body);
  const fields = field ? [field] : c.passwordAuth.identityFields;
  let record: RecordModel | null = null;
  for (const name of fields) {
    if (name === 'email' && !EMAIL_RE.test(identity)) continue;
    record = await findRecordByField(app.db, c, name, identity, name === 'email');
    if (record) break;
  }
  const key = identityKey(c.id, identity);
  assertNotThrottled(app, key);
  const hash = (record?.data['password'] as PasswordValue | undefined)?.hash ?? '';
  if (!record || !hash) {
    await verifyDummy(password);
    accountThrottle(app).fail(key);
    throw new ApiError(400, 'Failed to authenticate.');
  }
  if (!(await verifyPassword(password, hash))) {
    accountThrottle(app).fail(key);
    throw new ApiError(400, 'Failed to authenticate.');
  }
  accountThrottle(app).clear(key);
  if (needsRehash(hash)) {
    record.data['password'] = { hash: await hashPassword(password) } satisfies PasswordValue;
    const sql = updateRow(app.db.dialect, c.name, String(record.data['id']), recordToDb(record, ['password']));
    await app.db.run(sql.sql, sql.params);
  }
  return record;
}

/** authRule gate before any token is issued */
export async function checkAuthRule(app: CoreApp, record: RecordModel, req: RequestInfo): Promise<void> {
  const c = record.collection as AuthCollection;
  const rule = c.authRule ?? '';
  const denied = new ApiError(403, "The request doesn't satisfy the collection requirements to authenticate.");
  if (rule === null) throw denied;
  if (rule !== '' && !(await recordMatches(app, record, rule, { ...req, auth: { collection: c, record: record.data } }))) {
    throw denied;
  }
}

export async function issueAuthToken(record: RecordModel, opts: { refreshable?: boolean; duration?: number } = {}): Promise<string> {
  return signRecordToken(record, 'auth', {
    duration: opts.duration,
    claims: { refreshable: opts.refreshable ?? true },
  });
}
