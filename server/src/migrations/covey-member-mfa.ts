/**
 * Two-step sign-in for members who want it (issue 29, product.md §4 "/account: sign-in & security"):
 * `users.mfa_on` (a member's own choice on /account) and the users' MFA rule asks for the emailed code
 * after the password of every staff account, as before, and of every member who turned it on. Like
 * the staff's, it waits for mail: while SMTP is off no second factor is asked (core/auth/mfa.ts), and
 * the account hook refuses turning it on (account/hooks/member-mfa.ts).
 */
import { saveCollection } from '../core/collections/collection-service.js';
import type { AuthCollection } from '../core/collections/collection.js';
import type { CoreApp } from '../core/core-app.js';
import type { Migration } from './migration.js';
import { bool, USERS_ID } from './covey-kit.js';
import { STAFF_MFA_RULE } from './covey-staff-mfa.js';

export const MEMBER_MFA_RULE = `(${STAFF_MFA_RULE}) || (role = "member" && mfa_on = true)`;

function users(app: CoreApp): AuthCollection {
  const c = app.getCollection(USERS_ID);
  if (!c || c.type !== 'auth') throw new Error('users collection is missing (run the system migration first)');
  return c as AuthCollection;
}

async function up(app: CoreApp): Promise<void> {
  const c = users(app);
  const fields = c.fields.some((f) => f.name === 'mfa_on') ? c.fields : [...c.fields, bool('mfa_on')];
  await saveCollection(app, { id: c.id, fields, mfa: { ...c.mfa, rule: MEMBER_MFA_RULE } });
}

async function down(app: CoreApp): Promise<void> {
  const c = users(app);
  await saveCollection(app, { id: c.id, fields: c.fields.filter((f) => f.name !== 'mfa_on'), mfa: { ...c.mfa, rule: STAFF_MFA_RULE } });
}

export const coveyMemberMfa: Migration = { id: '1700002050_covey_member_mfa', up, down };
