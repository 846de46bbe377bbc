/**
 * Email verification (contract §6.7): request (always 204 for known, unknown and already
 * verified addresses) and confirm (sets `verified`; a used token is refused afterwards).
 */
import { ApiError } from '../../util/api-error.js';
import type { AuthCollection } from '../collections/collection.js';
import { findRecordByField } from '../records/record-queries.js';
import { randomString } from '../../util/random.js';
import { assertMailConfigured, queueAuthMail } from './auth-mail.js';
import type { AuthFlowDeps } from './flow-deps.js';
import { verifyFlowToken } from './flow-token.js';
import { updateInternal } from './system-records.js';
import { signRecordToken } from './tokens.js';
import { dummyTokenWork } from './dummy-work.js';
import { invalidToken, requireEmail, requireFields } from './validate-body.js';

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
  const { token } = requireFields(body, { token: 10_000 });
  const { record } = await verifyFlowToken(deps.app, c, token, 'verification');
  // one-time: once verified the token has done its job
  if (record.data['verified'] === true) throw invalidToken();
  const patch: Record<string, unknown> = { verified: true };
  if (!c.passwordAuth.enabled) {
    const pw = randomString(30);
    patch['password'] = pw;
    patch['passwordConfirm'] = pw;
  }
  await updateInternal(deps.app, record, patch);
}
