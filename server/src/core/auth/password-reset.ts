/**
 * Password reset (contract §6.7): request (always 204) and confirm (new password, new tokenKey so
 * every existing token — including the reset token itself — stops working; marks the record
 * verified when the token was mailed to its current address).
 */
import { ApiError, fieldError, type ErrorData } from '../../util/api-error.js';
import type { AuthCollection } from '../collections/collection.js';
import { findRecordByField } from '../records/record-queries.js';
import { assertMailConfigured, queueAuthMail } from './auth-mail.js';
import type { AuthFlowDeps } from './flow-deps.js';
import { verifyFlowToken } from './flow-token.js';
import { updateInternal } from './system-records.js';
import { signRecordToken } from './tokens.js';
import { dummyTokenWork } from './dummy-work.js';
import { invalidData, requireEmail, str } from './validate-body.js';

const PW_DISABLED = 'The collection is not configured to allow password authentication.';

export async function requestPasswordReset(deps: AuthFlowDeps, c: AuthCollection, body: Record<string, unknown>): Promise<void> {
  if (!c.passwordAuth.enabled) throw new ApiError(400, PW_DISABLED);
  const email = requireEmail(body);
  assertMailConfigured(deps.app);
  const record = await findRecordByField(deps.app.db, c, 'email', email, true);
  if (!record || !deps.throttle.tryAcquire(`password-reset:${c.id}`, email)) {
    await dummyTokenWork();
    return;
  }
  const current = String(record.data['email']);
  const token = await signRecordToken(record, 'passwordReset', { claims: { email: current } });
  queueAuthMail(deps.app, record, 'password-reset', current, { token });
}

/** min/max of the collection's password field */
function passwordBounds(c: AuthCollection): { min: number; max: number } {
  const def = c.fields.find((f) => f.name === 'password');
  const min = Number(def?.['min'] ?? 8) || 8;
  const max = Number(def?.['max'] ?? 0) || 71;
  return { min, max };
}

export async function confirmPasswordReset(deps: AuthFlowDeps, c: AuthCollection, body: Record<string, unknown>): Promise<void> {
  if (!c.passwordAuth.enabled) throw new ApiError(400, PW_DISABLED);
  const token = str(body, 'token');
  const password = str(body, 'password');
  const confirm = str(body, 'passwordConfirm');
  const errors: ErrorData = {};
  const { min, max } = passwordBounds(c);
  if (!token) errors['token'] = fieldError('validation_required', 'Cannot be blank.');
  if (!password) errors['password'] = fieldError('validation_required', 'Cannot be blank.');
  else if ([...password].length < min || [...password].length > max) {
    errors['password'] = fieldError('validation_length_out_of_range', `The length must be between ${min} and ${max}.`, { min, max });
  }
  if (!confirm) errors['passwordConfirm'] = fieldError('validation_required', 'Cannot be blank.');
  else if (confirm !== password) errors['passwordConfirm'] = fieldError('validation_values_mismatch', "Values don't match.");
  // PocketBase validates the token within the same form: every field error is reported at once
  let verified: Awaited<ReturnType<typeof verifyFlowToken>> | null = null;
  if (token) {
    try {
      verified = await verifyFlowToken(deps.app, c, token, 'passwordReset');
    } catch (err) {
      if (!(err instanceof ApiError) || !Object.keys(err.data).length) throw err;
      Object.assign(errors, err.data);
    }
  }
  if (Object.keys(errors).length || !verified) throw invalidData(errors);
  const { record, claims } = verified;
  const patch: Record<string, unknown> = { password, passwordConfirm: confirm };
  if (String(claims['email']).toLowerCase() === String(record.data['email']).toLowerCase()) patch['verified'] = true;
  try {
    await updateInternal(deps.app, record, patch);
  } catch (err) {
    if (err instanceof ApiError && Object.keys(err.data).length) throw invalidData(err.data);
    throw err;
  }
}
