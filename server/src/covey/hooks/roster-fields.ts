/**
 * Employer admins and brokers keep a roster, not relationships (product.md §2): on `members` they
 * may change roster fields only. Any other field — above all the ones that grant access
 * (subscriber, relationship, minor, user, counselor, employer) — is refused with a field error.
 * The members update rule says the same (migration covey-access-follows); this hook is the
 * second lock and names the field.
 */
import type { RecordEvent } from '../../core/core-app.js';
import type { CoreApp } from '../../core/core-app.js';
import { reject, role, trusted } from './context.js';

export const ROSTER_FIELDS = ['status', 'eligibility_start', 'eligibility_end', 'employee_id'];
const ORG_ROLES = new Set(['employer', 'broker']);
const IGNORED = new Set(['id', 'created', 'updated']);

export function guardRosterUpdate(e: RecordEvent): void {
  if (trusted(e) || !e.original || !ORG_ROLES.has(role(e))) return;
  const body = e.request?.body ?? {};
  for (const f of Object.keys(body)) {
    if (IGNORED.has(f) || ROSTER_FIELDS.includes(f)) continue;
    if (JSON.stringify(e.record.data[f] ?? '') === JSON.stringify(e.original.data[f] ?? '')) continue;
    reject(e, f, 'Employers and brokers can change roster fields only (status, eligibility dates, employee id).', 'validation_roster_only');
  }
}

export function installRosterFieldHooks(core: CoreApp): void {
  core.hooks.recordUpdate.add(guardRosterUpdate, (e) => e.record.collection.name === 'members');
}
