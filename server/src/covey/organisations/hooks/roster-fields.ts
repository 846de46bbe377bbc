/**
 * Employer admins and brokers keep a roster, not relationships (product.md §2): on `members` they
 * may change roster fields only. Any other field — above all the ones that grant access
 * (subscriber, relationship, minor, user, counselor, employer) — is refused with a field error.
 * The members update rule says the same (migration covey-access-follows); this hook is the
 * second lock and names the field. The other way round, the roster's own fields (employee id,
 * eligibility dates, a roster row's email) are the employer's alone.
 */
import type { RecordEvent } from '../../../core/core-app.js';
import type { CoreApp } from '../../../core/core-app.js';
import { reject, role, trusted, eventOf, type RecordEventOf } from '../../hooks/context.js';
import { msg } from '../../i18n/product-error.js';

const ROSTER_FIELDS = ['status', 'eligibility_start', 'eligibility_end', 'employee_id'];
const ORG_ROLES = new Set(['employer', 'broker']);
const IGNORED = new Set(['id', 'created', 'updated']);

function guardRosterUpdate(e: RecordEventOf<'members'>): void {
  if (trusted(e) || !e.original || !ORG_ROLES.has(role(e))) return;
  const body = e.request?.body ?? {};
  for (const f of Object.keys(body)) {
    if (IGNORED.has(f) || ROSTER_FIELDS.includes(f)) continue;
    if (JSON.stringify(e.record.data[f] ?? '') === JSON.stringify(e.original.data[f] ?? '')) continue;
    reject(e, f, msg('error.roster_fields.employers_brokers_change_roster'), 'validation_roster_only');
  }
}

/** the employer's own fields: only its admins (and superusers) give or change them (issue 26) */
const EMPLOYER_OWNED = ['employee_id', 'eligibility_start', 'eligibility_end'];
const same = (a: unknown, b: unknown) => JSON.stringify(a ?? '') === JSON.stringify(b ?? '');

/**
 * A member, a guardian or a counselor never writes the roster's employee id, eligibility dates or,
 * on a row of an employer's roster, its email: a copied employee id would break the next roster
 * import for its real owner. The members rules refuse it too; this names the field.
 */
function guardEmployerOwned(e: RecordEventOf<'members'>): void {
  if (trusted(e) || ORG_ROLES.has(role(e))) return;
  const body = e.request?.body ?? {};
  const before: Record<string, unknown> = e.original?.data ?? {};
  const fields = [...EMPLOYER_OWNED, ...(e.original?.data.employer ? ['email'] : [])];
  for (const f of fields) {
    // the roster's employer-owned fields by name: a list, so read generically
    if (!Object.hasOwn(body, f) || same(e.record.data[f], before[f])) continue;
    reject(e, f, msg('error.roster_fields.employer_change_roster_field'), 'validation_roster_owned');
  }
}

export function installRosterFieldHooks(core: CoreApp): void {
  const isMembers = (e: RecordEvent) => e.record.collection.name === 'members';
  core.hooks.recordUpdate.add((e) => guardRosterUpdate(eventOf(e, 'members')), isMembers);
  core.hooks.recordCreate.add((e) => guardEmployerOwned(eventOf(e, 'members')), isMembers);
  core.hooks.recordUpdate.add((e) => guardEmployerOwned(eventOf(e, 'members')), isMembers);
}
