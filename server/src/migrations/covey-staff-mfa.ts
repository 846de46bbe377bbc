/**
 * MFA for staff and operators (product.md §3.1, §4 Operators; decision 0031): `users` and
 * `_superusers` offer OTP (a 6-digit code by mail) and ask every non-member account (`users`
 * rule: not member, not the demo kiosk account) and every operator for it after the password.
 * MFA waits for mail: while SMTP is off no second factor is asked (core/auth/mfa.ts).
 */
import { saveCollection } from '../core/collections/collection-service.js';
import type { AuthCollection } from '../core/collections/collection.js';
import type { CoreApp } from '../core/core-app.js';
import type { Migration } from './migration.js';
import { USERS_ID } from './covey-kit.js';

export const STAFF_MFA_RULE = 'role != "member" && role != "demo"';
const OTP = { length: 6, duration: 300 };
const MFA_SECONDS = 1800;

function authCollection(app: CoreApp, id: string): AuthCollection | null {
  const c = app.getCollection(id);
  return c && c.type === 'auth' ? (c as AuthCollection) : null;
}

async function up(app: CoreApp): Promise<void> {
  const users = authCollection(app, USERS_ID);
  if (!users) throw new Error('users collection is missing (run the system migration first)');
  await saveCollection(app, {
    id: users.id,
    otp: { ...users.otp, ...OTP, enabled: true },
    mfa: { enabled: true, duration: MFA_SECONDS, rule: STAFF_MFA_RULE },
  });
  const su = authCollection(app, '_superusers');
  if (su) await saveCollection(app, { id: su.id, otp: { ...su.otp, ...OTP, enabled: true }, mfa: { enabled: true, duration: MFA_SECONDS, rule: '' } });
}

async function down(app: CoreApp): Promise<void> {
  for (const id of [USERS_ID, '_superusers']) {
    const c = authCollection(app, id);
    if (c) await saveCollection(app, { id: c.id, otp: { ...c.otp, enabled: false }, mfa: { ...c.mfa, enabled: false } });
  }
}

export const coveyStaffMfa: Migration = { id: '1700001610_covey_staff_mfa', up, down };
