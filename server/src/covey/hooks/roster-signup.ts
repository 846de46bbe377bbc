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
import type { CoreApp, Queryable, RecordEvent } from '../../core/core-app.js';
import { str } from './context.js';

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

interface Row {
  id: string;
  employer: string;
  user: string;
  first_name: string;
  last_name: string;
}

async function claimableRow(q: Queryable, email: string, dob: string): Promise<Row | null> {
  const rows = await q.all<Row & { dob: string | null }>(
    `SELECT m."id", m."employer", m."user", m."first_name", m."last_name", p."dob" AS "dob" FROM "members" m
     JOIN "employers" e ON e."id" = m."employer" LEFT JOIN "profiles" p ON p."member" = m."id"
     WHERE lower(m."email") = ? AND m."user" = '' AND m."status" = 'invited' AND e."status" != 'terminated'
     ORDER BY m."created", m."id"`,
    [email],
  );
  for (const r of rows) {
    const want = str(r.dob).slice(0, 10);
    if (!want || (dob && want === dob.slice(0, 10))) return r;
  }
  return null;
}

async function domainEmployer(q: Queryable, email: string): Promise<string> {
  const domain = email.split('@')[1] ?? '';
  if (!domain) return '';
  const rows = await q.all<{ id: string }>(
    `SELECT "id" FROM "employers" WHERE lower(trim("eligibility_domain")) = ? AND "status" != 'terminated' ORDER BY "created","id" LIMIT 1`,
    [domain],
  );
  return rows[0]?.id ?? '';
}

/** moves the new account onto an existing roster row; the row made at sign-up goes away */
async function claim(
  q: Queryable, fresh: string, row: Row, userId: string, names: { first: string; last: string }, source?: string, relationship = 'self',
): Promise<void> {
  const profiles = await q.all<{ id: string }>('SELECT "id" FROM "profiles" WHERE "member" = ? LIMIT 1', [row.id]);
  if (profiles[0]) await q.run('DELETE FROM "profiles" WHERE "member" = ?', [fresh]);
  else await q.run('UPDATE "profiles" SET "member" = ? WHERE "member" = ?', [row.id, fresh]);
  await q.run('DELETE FROM "members" WHERE "id" = ?', [fresh]);
  await q.run(
    `UPDATE "members" SET "user" = ?, "status" = 'onboarding', "onboarding_step" = 'guide', "relationship" = ?,
     "first_name" = CASE WHEN "first_name" = '' THEN ? ELSE "first_name" END, "last_name" = CASE WHEN "last_name" = '' THEN ? ELSE "last_name" END,
     "source" = COALESCE(?, "source") WHERE "id" = ?`,
    [userId, relationship, names.first, names.last, source ?? null, row.id],
  );
}

export async function linkOnSignup(e: RecordEvent): Promise<void> {
  const user = e.record.data;
  if (user['role'] !== 'member') return;
  const userId = str(user['id']);
  const email = str(user['email']).toLowerCase();
  const q = e.q;
  const own = await q.all<Row>('SELECT "id","employer","user","first_name","last_name" FROM "members" WHERE "user" = ? LIMIT 1', [userId]);
  const fresh = own[0];
  if (!fresh) return;
  const names = { first: fresh.first_name, last: fresh.last_name };
  const plan = plans.get(email) ?? { kind: 'none' };
  if (plan.kind === 'dependent') {
    // a dependent who turned 18 takes over their own row (records, coverage) and keeps its relationship
    const rows = await q.all<Row & { relationship: string; minor: unknown }>(
      'SELECT "id","employer","user","first_name","last_name","relationship","minor" FROM "members" WHERE "id" = ?',
      [plan.member],
    );
    const row = rows[0];
    if (row && !row.user && !row.minor) {
      await claim(q, fresh.id, row, userId, names, undefined, row.relationship || 'other_dependent');
      user['employer'] = row.employer;
    }
    return;
  }
  if (plan.kind === 'invite') {
    const rows = plan.member ? await q.all<Row>('SELECT "id","employer","user","first_name","last_name" FROM "members" WHERE "id" = ?', [plan.member]) : [];
    const row = rows[0];
    if (row && !row.user && row.employer === plan.employer) await claim(q, fresh.id, row, userId, names, 'invite');
    else await q.run(`UPDATE "members" SET "employer" = ?, "status" = 'onboarding', "source" = 'invite' WHERE "id" = ?`, [plan.employer, fresh.id]);
    user['employer'] = plan.employer;
    return;
  }
  const row = await claimableRow(q, email, plan.dob ?? '');
  if (row) {
    await claim(q, fresh.id, row, userId, names);
    user['employer'] = row.employer;
    return;
  }
  const employer = plan.kind === 'join_code' ? plan.employer : await domainEmployer(q, email);
  if (!employer) return;
  const source = plan.kind === 'join_code' ? 'join_code' : 'domain';
  await q.run(`UPDATE "members" SET "employer" = ?, "status" = 'pending', "source" = ? WHERE "id" = ?`, [employer, source, fresh.id]);
  user['employer'] = employer;
}

export function installRosterSignupHooks(core: CoreApp): void {
  core.hooks.recordCreate.add(linkOnSignup, (e) => e.record.collection.name === 'users');
}
