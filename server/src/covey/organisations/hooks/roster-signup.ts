/**
 * Links a new member account to an employer (product.md §2, "How a member is linked"), in the
 * sign-up transaction, after the sign-up hook made the member's own row:
 * 1. through an invitation (the roster sign-up route registers a plan for the email): the invited
 *    roster row is claimed, status `onboarding`;
 * 2. a join code (plan) or a work email whose domain is an employer's `eligibility_domain`: the row
 *    is linked but `pending` until an admin (or HRIS sync) confirms eligibility;
 * 3. a pre-imported roster row (status invited, no user) with the same email is claimed, status
 *    `onboarding`; when the row holds a date of birth it must match the one given at sign-up.
 * `users.employer` is set from the linked row.
 */
import type { CoreApp } from '../../../core/core-app.js';
import { store, type Store, type StoreRecord } from '../../store/store.js';
import { eventOf, type RecordEventOf } from '../../hooks/context.js';

export type SignupPlan =
  | { kind: 'invite'; employer: string; member: string }
  | { kind: 'dependent'; member: string }
  | { kind: 'join_code'; employer: string; dob?: string }
  | { kind: 'none'; dob?: string };

const plans = new Map<string, SignupPlan>();

/** registers what the sign-up route decided for this email, for the duration of `run` */
export async function withSignupPlan<T>(email: string, plan: SignupPlan, run: () => Promise<T>): Promise<T> {
  const key = email.trim().toLowerCase();
  plans.set(key, plan);
  try {
    return await run();
  } finally {
    plans.delete(key);
  }
}

const PLAIN_ORDER = { sort: '+created,+id' };

/** a pre-imported roster row (invited, no account yet, employer not terminated) for the email */
async function claimableRow(s: Store, email: string, dob: string): Promise<StoreRecord<'members'> | null> {
  const rows = await s.list('members', 'email:lower = {:email} && user = "" && status = "invited" && employer.status != "terminated"', {
    params: { email }, ...PLAIN_ORDER,
  });
  for (const r of rows) {
    const profile = await s.findFirst('profiles', 'member = {:m}', { params: { m: r.data.id } });
    const want = (profile?.data.dob ?? '').slice(0, 10);
    if (!want || (dob && want === dob.slice(0, 10))) return r;
  }
  return null;
}

async function domainEmployer(s: Store, email: string): Promise<string> {
  const domain = email.split('@')[1] ?? '';
  if (!domain) return '';
  const rows = await s.list('employers', 'eligibility_domain:lower ~ {:d} && status != "terminated"', { params: { d: domain }, ...PLAIN_ORDER });
  const hit = rows.find((r) => r.data.eligibility_domain.trim().toLowerCase() === domain);
  return hit ? hit.data.id : '';
}

/**
 * Moves the new account onto an existing roster row; the row made at sign-up goes away. The user
 * record is not stored yet (this is its "before create" hook), so the member rows pointing at it are
 * written unchecked (after hooks and realtime still run); the rest goes through the store.
 */
async function claim(
  s: Store, fresh: StoreRecord<'members'>, row: StoreRecord<'members'>, userId: string, names: { first: string; last: string }, source?: string, relationship = 'self',
): Promise<void> {
  const freshId = fresh.data.id;
  const rowId = row.data.id;
  const kept = await s.findFirst('profiles', 'member = {:m}', { params: { m: rowId } });
  const moving = await s.list('profiles', 'member = {:m}', { params: { m: freshId } });
  for (const p of moving) await (kept ? s.delete(p) : s.update(p, { member: rowId }));
  await s.delete(fresh);
  await s.updateUnchecked(row, {
    user: userId, status: 'onboarding', onboarding_step: 'guide', relationship,
    first_name: row.data.first_name || names.first, last_name: row.data.last_name || names.last,
    ...(source === undefined ? {} : { source }),
  });
}

async function linkOnSignup(core: CoreApp, e: RecordEventOf<'users'>): Promise<void> {
  const user = e.record.data;
  if (user.role !== 'member') return;
  const userId = user.id;
  const email = user.email.toLowerCase();
  const s = store(core, e.q);
  const fresh = await s.findFirst('members', 'user = {:u}', { params: { u: userId } });
  if (!fresh) return;
  const names = { first: fresh.data.first_name, last: fresh.data.last_name };
  const plan = plans.get(email) ?? { kind: 'none' };
  if (plan.kind === 'dependent') {
    // a dependent who turned 18 takes over their own row (records, coverage) and keeps its relationship
    const row = await s.findById('members', plan.member);
    if (row && !row.data.user && !row.data.minor) {
      await claim(s, fresh, row, userId, names, undefined, row.data.relationship || 'other_dependent');
      user.employer = row.data.employer;
    }
    return;
  }
  if (plan.kind === 'invite') {
    const row = plan.member ? await s.findById('members', plan.member) : null;
    if (row && !row.data.user && row.data.employer === plan.employer) await claim(s, fresh, row, userId, names, 'invite');
    else await s.updateUnchecked(fresh, { employer: plan.employer, status: 'onboarding', source: 'invite' });
    user.employer = plan.employer;
    return;
  }
  const row = await claimableRow(s, email, plan.dob ?? '');
  if (row) {
    await claim(s, fresh, row, userId, names);
    user.employer = row.data.employer;
    return;
  }
  const employer = plan.kind === 'join_code' ? plan.employer : await domainEmployer(s, email);
  if (!employer) return;
  const source = plan.kind === 'join_code' ? 'join_code' : 'domain';
  await s.updateUnchecked(fresh, { employer, status: 'pending', source });
  user.employer = employer;
}

export function installRosterSignupHooks(core: CoreApp): void {
  core.hooks.recordCreate.add((e) => linkOnSignup(core, eventOf(e, 'users')), (e) => e.record.collection.name === 'users');
}
