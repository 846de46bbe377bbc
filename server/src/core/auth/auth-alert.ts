/**
 * Login alerts (contract §6.10): each sign-in stores a fingerprint (MD5 of IP + user agent) in
 * `_authOrigins` (newest 5 kept); a new fingerprint on a record that signed in before sends the
 * "Login from a new location" email when the collection's `authAlert` is enabled.
 */
import { createHash } from 'node:crypto';
import { ApiError } from '../../util/api-error.js';
import type { CoreApp } from '../core-app.js';
import type { AuthCollection } from '../collections/collection.js';
import type { RecordModel } from '../records/record.js';
import { nowString } from '../../util/dates.js';
import { mailConfigured, queueAuthMail } from './auth-mail.js';
import { createInternal, deleteInternal, findInternal } from './system-records.js';

const KEEP = 5;

const fingerprint = (ip: string, userAgent: string) => createHash('md5').update(ip + userAgent).digest('hex');

export async function trackAuthOrigin(app: CoreApp, record: RecordModel, ip: string, userAgent: string): Promise<{ alerted: boolean }> {
  const c = record.collection as AuthCollection;
  const recordRef = String(record.data['id']);
  const fp = fingerprint(ip, userAgent);
  const origins = await findInternal(app, '_authOrigins', { collectionRef: c.id, recordRef }, 50);
  const known = origins.find((o) => o.data['fingerprint'] === fp);
  if (known) return { alerted: false };
  try {
    await createInternal(app, '_authOrigins', { collectionRef: c.id, recordRef, fingerprint: fp });
  } catch (err) {
    // a concurrent sign-in from the same origin stored it first (unique index): nothing new
    if (err instanceof ApiError) return { alerted: false };
    throw err;
  }
  for (const old of origins.slice(KEEP - 1)) await deleteInternal(app, old).catch(() => undefined);
  const email = String(record.data['email'] ?? '');
  if (origins.length === 0 || !c.authAlert?.enabled || !email || !mailConfigured(app)) return { alerted: false };
  queueAuthMail(app, record, 'login-alert', email, { alertInfo: `${nowString()} - ${ip} ${userAgent}` });
  return { alerted: true };
}
