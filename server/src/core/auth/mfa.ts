/**
 * Multi-factor authentication (contract §6.8): when the collection's `mfa` is enabled and its
 * `mfa.rule` is empty or matches the record, a first successful method answers 401 `{mfaId}` and
 * creates an `_mfas` session; a second, different method passing that `mfaId` completes the login.
 * Unlike PocketBase, MFA waits for mail: a collection that offers OTP (the code by mail as second
 * factor) asks for no second factor while mail is not configured, so a fresh install without mail
 * still lets its staff and operators sign in (decision 0031); auth-methods says so.
 */
import { ApiError } from '../../util/api-error.js';
import type { CoreApp } from '../core-app.js';
import type { AuthCollection } from '../collections/collection.js';
import type { RequestInfo } from '../rules/request-info.js';
import { recordMatches } from '../records/record-access.js';
import type { RecordModel } from '../records/record.js';
import { mailConfigured } from './auth-mail.js';
import { createdAt, createInternal, deleteInternal, findOneInternal } from './system-records.js';

/** the sign-in methods that count as MFA factors */
const MFA_METHODS = new Set(['password', 'otp', 'oauth2']);

/** MFA is on for the collection now: enabled, and not waiting for mail to deliver its codes */
export function mfaActive(app: CoreApp, c: AuthCollection): boolean {
  return !!c.mfa?.enabled && !(c.otp?.enabled && !mailConfigured(app));
}

/** OTP sign-in can be used now: enabled, and mail can deliver the codes */
export const otpActive = (app: CoreApp, c: AuthCollection): boolean => !!c.otp?.enabled && mailConfigured(app);

async function mfaRequired(app: CoreApp, record: RecordModel, info: RequestInfo): Promise<boolean> {
  const c = record.collection as AuthCollection;
  if (!mfaActive(app, c)) return false;
  if (!c.mfa.rule) return true;
  return recordMatches(app, record, c.mfa.rule, { ...info, auth: { collection: c, record: record.data } });
}

/**
 * Runs the MFA step for a sign-in with `method`. Throws 401 `{mfaId}` for a first factor, a 400
 * for a bad session; returns normally when no MFA applies or the second factor completes it.
 */
export async function checkMfa(app: CoreApp, record: RecordModel, method: string, mfaId: string, info: RequestInfo): Promise<void> {
  if (!MFA_METHODS.has(method)) return;
  if (!(await mfaRequired(app, record, info))) return;
  const c = record.collection as AuthCollection;
  const recordId = String(record.data['id']);
  if (!mfaId) {
    const session = await createInternal(app, '_mfas', { collectionRef: c.id, recordRef: recordId, method });
    throw new ApiError(401, undefined, {}, { mfaId: String(session.data['id']) });
  }
  const session = await findOneInternal(app, '_mfas', { id: mfaId });
  if (!session || createdAt(session) + (c.mfa.duration || 600) * 1000 < Date.now()) {
    if (session) await deleteInternal(app, session).catch(() => undefined);
    throw new ApiError(400, 'Invalid or expired MFA session.');
  }
  if (session.data['collectionRef'] !== c.id || session.data['recordRef'] !== recordId) throw new ApiError(400, 'Invalid MFA session.');
  if (session.data['method'] === method) throw new ApiError(400, 'A different authentication method is required.');
  await deleteInternal(app, session);
}
