/**
 * Email verification (contract §6.7): request (always 204 for known, unknown and already
 * verified addresses) and confirm (sets `verified`; as in PocketBase a still valid token of an already
 * verified record answers 204 again without changing anything).
 */
import { ApiError, fieldError } from '../../util/api-error.js';
import type { AuthCollection } from '../collections/collection.js';
import { findRecordByField } from '../records/record-queries.js';
import { randomString } from '../../util/random.js';
import { assertMailConfigured, queueAuthMail } from './auth-mail.js';
import type { AuthFlowDeps } from './flow-deps.js';
import { unverifiedEmailClaim, verifyFlowToken } from './flow-token.js';
import { updateInternal } from './system-records.js';
import { signRecordToken } from './tokens.js';
import { dummyTokenWork } from './dummy-work.js';
import { invalidData, requireEmail, requireFields } from './validate-body.js';

export async function requestVerification(deps: AuthFlowDeps, c: AuthCollection, body: Record<string, unknown>): Promise<void> {
  if (c.name === '_superusers') throw new ApiError(400, 'All superusers are verified by default.');
  const email = requireEmail(body);
  assertMailConfigured(deps.app);
  const record = await findRecordByField(deps.app.db, c, 'email', email, true);
  if (!record || record.data['verified'] === true || !deps.throttle.tryAcquire(`verification:${c.id}`, email)) {
    await dummyTokenWork();
    return;
  }
  const current = String(record.data['email']);
  const token = await signRecordToken(record, 'verification', { claims: { email: current } });
  queueAuthMail(deps.app, record, 'verification', current, { token });
}

export async function confirmVerification(deps: AuthFlowDeps, c: AuthCollection, body: Record<string, unknown>): Promise<void> {
  if (c.name === '_superusers') throw new ApiError(400, 'All superusers are verified by default.');
  const { token } = requireFields(body, { token: 10_000 });
  // PocketBase's form: the email claim is checked first (a garbage token has none), then the token itself
  if (!unverifiedEmailClaim(token)) {
    throw invalidData({ token: fieldError('validation_invalid_token_claims', 'Missing email token claim.') });
  }
  const { record } = await verifyFlowToken(deps.app, c, token, 'verification');
  // a valid token of an already verified record answers 204 again (PocketBase) and changes nothing
  if (record.data['verified'] === true) return;
  const patch: Record<string, unknown> = { verified: true };
  if (!c.passwordAuth.enabled) {
    const pw = randomString(30);
    patch['password'] = pw;
    patch['passwordConfirm'] = pw;
  }
  await updateInternal(deps.app, record, patch);
}
