/**
 * Email change (contract §6.7): an authenticated request mails a token to the new address; the
 * confirmation (token + current password) sets the new email, marks it verified and rotates the
 * tokenKey (the token and every session of the record stop working).
 */
import { ApiError, fieldError } from '../../util/api-error.js';
import type { AuthCollection } from '../collections/collection.js';
import type { PasswordValue } from '../fields/field.js';
import { findRecordByField } from '../records/record-queries.js';
import type { RecordModel } from '../records/record.js';
import { assertMailConfigured, queueAuthMail } from './auth-mail.js';
import type { AuthFlowDeps } from './flow-deps.js';
import { verifyFlowToken } from './flow-token.js';
import { verifyPassword } from './password.js';
import { updateInternal } from './system-records.js';
import { signRecordToken } from './tokens.js';
import { dummyTokenWork } from './dummy-work.js';
import { invalidData, requireEmail, requireFields } from './validate-body.js';

const invalidNewEmail = () => invalidData({ newEmail: fieldError('validation_invalid_new_email', 'Invalid new email address.') });

export async function requestEmailChange(deps: AuthFlowDeps, record: RecordModel, body: Record<string, unknown>): Promise<void> {
  const c = record.collection as AuthCollection;
  if (c.name === '_superusers') throw new ApiError(400, 'All superusers can change their emails directly.');
  const newEmail = requireEmail(body, 'newEmail');
  const current = String(record.data['email'] ?? '');
  if (newEmail.toLowerCase() === current.toLowerCase()) throw invalidNewEmail();
  assertMailConfigured(deps.app);
  if (await findRecordByField(deps.app.db, c, 'email', newEmail, true)) throw invalidNewEmail();
  if (!deps.throttle.tryAcquire(`email-change:${c.id}`, newEmail)) {
    await dummyTokenWork();
    return;
  }
  const token = await signRecordToken(record, 'emailChange', { claims: { email: current, newEmail } });
  queueAuthMail(deps.app, record, 'email-change', newEmail, { token });
}

export async function confirmEmailChange(deps: AuthFlowDeps, c: AuthCollection, body: Record<string, unknown>): Promise<void> {
  const { token, password } = requireFields(body, { token: 10_000, password: 255 });
  const { record, claims } = await verifyFlowToken(deps.app, c, token, 'emailChange');
  const newEmail = typeof claims['newEmail'] === 'string' ? claims['newEmail'] : '';
  if (!newEmail) throw invalidData({ token: fieldError('validation_invalid_token_claims', 'Invalid token claims.') });
  const hash = (record.data['password'] as PasswordValue | undefined)?.hash ?? '';
  if (!(await verifyPassword(password, hash))) {
    throw invalidData({ password: fieldError('validation_invalid_password', 'Missing or invalid auth record password.') });
  }
  if (await findRecordByField(deps.app.db, c, 'email', newEmail, true)) {
    throw invalidData({ token: fieldError('validation_invalid_new_email', 'Invalid new email address.') });
  }
  try {
    await updateInternal(deps.app, record, { email: newEmail, verified: true });
  } catch (err) {
    if (err instanceof ApiError && Object.keys(err.data).length) throw invalidData(err.data);
    throw err;
  }
}
