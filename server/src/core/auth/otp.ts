/**
 * One-time passwords (contract §6.8): `request-otp` stores a hashed random code in `_otps` and
 * mails it; `auth-with-otp` checks it (expiry, collection, more than 5 failures per record in
 * 180 s ⇒ 429) and deletes it on success.
 */
import { randomInt } from 'node:crypto';
import { ApiError } from '../../util/api-error.js';
import { randomString } from '../../util/random.js';
import type { AuthCollection } from '../collections/collection.js';
import type { PasswordValue } from '../fields/field.js';
import { findRecordById, findRecordByField } from '../records/record-queries.js';
import type { RecordModel } from '../records/record.js';
import { assertMailConfigured, queueAuthMail } from './auth-mail.js';
import { dummyHashWork } from './dummy-work.js';
import type { AuthFlowDeps } from './flow-deps.js';
import { verifyDummy, verifyPassword } from './password.js';
import { createdAt, createInternal, deleteInternal, findInternal, findOneInternal, updateInternal } from './system-records.js';
import { requireEmail, requireFields } from './validate-body.js';

const OTP_DISABLED = 'The collection is not configured to allow OTP authentication.';
const INVALID = 'Invalid or expired OTP.';
const OTP_TOO_MANY = 'Too many attempts, please try again later with a new OTP.';

const otpCode = (length: number) => Array.from({ length: Math.max(1, length) }, () => String(randomInt(10))).join('');

const isExpired = (c: AuthCollection, otp: RecordModel) => createdAt(otp) + (c.otp.duration || 180) * 1000 < Date.now();

export async function requestOtp(deps: AuthFlowDeps, c: AuthCollection, body: Record<string, unknown>): Promise<{ otpId: string }> {
  if (!c.otp?.enabled) throw new ApiError(403, OTP_DISABLED);
  const email = requireEmail(body);
  assertMailConfigured(deps.app);
  const record = await findRecordByField(deps.app.db, c, 'email', email, true);
  if (!record) {
    // same reads and hashing as a known address
    await findInternal(deps.app, '_otps', { collectionRef: c.id, recordRef: randomString(15) }, 20);
    await dummyHashWork();
    return { otpId: randomString(15) };
  }
  const active = (await findInternal(deps.app, '_otps', { collectionRef: c.id, recordRef: String(record.data['id']) }, 20)).filter((o) => !isExpired(c, o));
  const newest = active[0];
  // one mail per address per minute, and at most 10 live codes: hand out the newest instead
  if (newest && (active.length >= 10 || !deps.throttle.tryAcquire(`otp:${c.id}`, email))) {
    await dummyHashWork();
    return { otpId: String(newest.data['id']) };
  }
  const to = String(record.data['email']);
  const code = otpCode(c.otp.length || 8);
  const otp = await createInternal(deps.app, '_otps', { collectionRef: c.id, recordRef: String(record.data['id']), password: code, sentTo: to });
  const otpId = String(otp.data['id']);
  queueAuthMail(deps.app, record, 'otp', to, { otp: code, otpId });
  return { otpId };
}

export async function authWithOtp(deps: AuthFlowDeps, c: AuthCollection, body: Record<string, unknown>): Promise<RecordModel> {
  if (!c.otp?.enabled) throw new ApiError(403, OTP_DISABLED);
  const { otpId, password } = requireFields(body, { otpId: 255, password: 71 });
  const otp = await findOneInternal(deps.app, '_otps', { id: otpId });
  if (!otp || otp.data['collectionRef'] !== c.id) {
    await verifyDummy(password);
    throw new ApiError(400, INVALID);
  }
  const key = `${c.id}:${String(otp.data['recordRef'])}`;
  if (deps.otpAttempts.blocked(key)) throw new ApiError(429, OTP_TOO_MANY);
  if (isExpired(c, otp)) {
    await deleteInternal(deps.app, otp).catch(() => undefined);
    throw new ApiError(400, INVALID);
  }
  const hash = (otp.data['password'] as PasswordValue | undefined)?.hash ?? '';
  if (!(await verifyPassword(password, hash))) {
    deps.otpAttempts.fail(key);
    throw new ApiError(400, INVALID);
  }
  const record = await findRecordById(deps.app.db, c, String(otp.data['recordRef']));
  await deleteInternal(deps.app, otp);
  if (!record) throw new ApiError(400, INVALID);
  deps.otpAttempts.clear(key);
  const sentTo = String(otp.data['sentTo'] ?? '');
  if (sentTo && sentTo.toLowerCase() === String(record.data['email']).toLowerCase() && record.data['verified'] !== true) {
    return updateInternal(deps.app, record, { verified: true });
  }
  return record;
}
