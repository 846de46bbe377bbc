/**
 * Plans and applies a parsed roster against an employer's `members` rows: a row matches an existing
 * one by employee id, else by email (re-import updates instead of duplicating). New rows are
 * `invited` (source hris), with no user until someone claims them on sign-up; a date of birth goes
 * to the row's (empty) profile for the sign-up challenge and is never shown to the employer.
 * `applyRoster` writes everything in one transaction: all rows or none, each write through the store
 * (validation and the hooks run as for any system write, e.g. a profile's date of birth stamps `minor`).
 */
import type { CoreApp, Queryable } from '../../core/core-app.js';
import { store } from '../store/store.js';
import { findById } from '../hooks/context.js';
import type { StoreRecord } from '../store/store.js';
import type { RosterRow, RowError } from './roster-import.js';
import { splitName } from './roster-import.js';
import { loopYielder, yieldToLoop } from '../../util/loop-yield.js';

type RowAction = 'create' | 'update' | 'unchanged';

interface Existing {
  id: string;
  email: string;
  employee_id: string;
  first_name: string;
  last_name: string;
  eligibility_start: string;
  eligibility_end: string;
  user: string;
}

export interface RosterPlan {
  actions: { line: number; action: RowAction; member?: string }[];
  errors: RowError[];
  counts: Record<RowAction, number>;
}

/**
 * The employer's rows read in pages of this many, with a turn of the event loop between pages: a large
 * employer's whole roster (25,000 rows after a few imports at scale 1) read and decoded in one go held the
 * loop for 0.3–1 s (issue #27). The order (name, then `id`) is total, so the pages neither skip nor repeat
 * a row, and inside the import's transaction no other write changes them. It is the order of
 * `idx_members_employer_name` (decision 0061): a page is a range of that index, where the order by `created`
 * sorted all of the employer's rows again for every page (80–160 ms a page at 14,000 rows, O(n²) in all).
 */
const ROSTER_READ_PAGE = 500;

async function existingRecords(core: CoreApp, q: Queryable, employer: string, page: number): Promise<StoreRecord<'members'>[]> {
  const out: StoreRecord<'members'>[] = [];
  for (let offset = 0; ; offset += page) {
    if (offset > 0) await yieldToLoop();
    const rows = await store(core, q).list('members', 'employer = {:employer}', { params: { employer }, sort: '+last_name,+first_name,+id', limit: page, offset });
    out.push(...rows);
    if (rows.length < page) return out;
  }
}

const existingOf = ({ data: m }: StoreRecord<'members'>): Existing => ({
  id: m.id, email: m.email, employee_id: m.employee_id, first_name: m.first_name, last_name: m.last_name,
  eligibility_start: m.eligibility_start, eligibility_end: m.eligibility_end, user: m.user,
});

export async function existingRows(core: CoreApp, q: Queryable, employer: string, page = ROSTER_READ_PAGE): Promise<Existing[]> {
  return (await existingRecords(core, q, employer, page)).map(existingOf);
}

const changedFields = (row: RosterRow, ex: Existing): Record<string, string> => {
  const { first, last } = splitName(row.name);
  const next: Record<string, string> = {
    first_name: first, last_name: last, email: row.email, employee_id: row.employee_id || ex.employee_id,
    eligibility_start: row.eligibility_start || ex.eligibility_start, eligibility_end: row.eligibility_end || ex.eligibility_end,
  };
  if (ex.user) {
    // a claimed row keeps the name and email its person gave
    delete next['first_name'];
    delete next['last_name'];
    delete next['email'];
  }
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(next)) if (ex[k as keyof Existing] !== v) out[k] = v;
  return out;
};

export async function planRoster(core: CoreApp, q: Queryable, employer: string, rows: RosterRow[]): Promise<RosterPlan> {
  return planAgainst(await existingRows(core, q, employer), rows);
}

function planAgainst(existing: Existing[], rows: RosterRow[]): RosterPlan {
  const byEmail = new Map(existing.filter((e) => e.email).map((e) => [e.email.toLowerCase(), e]));
  const byId = new Map(existing.filter((e) => e.employee_id).map((e) => [e.employee_id, e]));
  const plan: RosterPlan = { actions: [], errors: [], counts: { create: 0, update: 0, unchanged: 0 } };
  for (const row of rows) {
    const a = row.employee_id ? byId.get(row.employee_id) : undefined;
    const b = byEmail.get(row.email);
    if (a && b && a.id !== b.id) {
      plan.errors.push({ line: row.line, column: 'employee_id', message: `Employee id ${row.employee_id} belongs to ${a.email || 'another person'}, but ${row.email} is already on the roster.` });
      continue;
    }
    const match = a ?? b;
    const action: RowAction = !match ? 'create' : Object.keys(changedFields(row, match)).length ? 'update' : 'unchanged';
    plan.actions.push({ line: row.line, action, member: match?.id });
    plan.counts[action]++;
  }
  return plan;
}

export interface ApplyResult {
  created: number;
  updated: number;
  unchanged: number;
}

/**
 * Rows written between two yields to the event loop at most: SQLite's driver is synchronous, so without a
 * yield a 10,000-row import holds the loop (health checks, reads on the reader connection) for its
 * whole length. It also yields whenever 20 ms passed since the last yield (100 rows took 100–350 ms on a
 * loaded host: decision 0038). The transaction stays open across yields; other writes wait for it as before.
 */
export const ROSTER_YIELD_EVERY = 100;

/** the profiles of these members, one read (by the unique `profiles.member` index) instead of one per row */
async function profilesOf(core: CoreApp, q: Queryable, members: string[]): Promise<Map<string, StoreRecord<'profiles'>>> {
  if (!members.length) return new Map();
  const params: Record<string, string> = {};
  const filter = members.map((m, i) => {
    params[`m${i}`] = m;
    return `member = {:m${i}}`;
  }).join(' || ');
  const rows = await store(core, q).list('profiles', filter, { params, limit: members.length });
  return new Map(rows.map((p) => [p.data.member, p]));
}

/**
 * applies inside `q` (a transaction); throws on any conflict so that nothing is written. The rows are written
 * in chunks of ROSTER_YIELD_EVERY with a turn of the loop between chunks; each chunk reads the profiles it needs
 * in one query, and the existing rows come from the one read of the roster (a member row is read again only
 * when an earlier row of the same file changed it).
 */
export async function applyRoster(core: CoreApp, q: Queryable, employer: string, rows: RosterRow[]): Promise<ApplyResult> {
  // read once (it was read twice: for the plan, then for the updates)
  const records = await existingRecords(core, q, employer, ROSTER_READ_PAGE);
  const rowsNow = records.map(existingOf);
  const plan = planAgainst(rowsNow, rows);
  if (plan.errors.length) throw new Error(plan.errors[0]!.message);
  const existing = new Map(rowsNow.map((e) => [e.id, e]));
  const recordById = new Map(records.map((r) => [r.data.id, r]));
  const touched = new Set<string>();
  const result: ApplyResult = { created: 0, updated: 0, unchanged: 0 };
  const byLine = new Map(rows.map((r) => [r.line, r]));
  const s = store(core, q);
  const breather = loopYielder(20);
  for (let start = 0; start < plan.actions.length; start += ROSTER_YIELD_EVERY) {
    if (start > 0) await yieldToLoop();
    const chunk = plan.actions.slice(start, start + ROSTER_YIELD_EVERY);
    const needProfile = chunk.filter((a) => a.action !== 'create' && byLine.get(a.line)!.dob && !existing.get(a.member!)!.user).map((a) => a.member!);
    const profiles = await profilesOf(core, q, [...new Set(needProfile)]);
    for (const act of chunk) {
      await breather();
      const row = byLine.get(act.line)!;
      if (act.action === 'create') {
        const { first, last } = splitName(row.name);
        const member = await s.create('members', {
          first_name: first, last_name: last, email: row.email, employer, employee_id: row.employee_id,
          eligibility_start: row.eligibility_start, eligibility_end: row.eligibility_end, relationship: 'self', minor: false,
          source: 'hris', status: 'invited',
        });
        if (row.dob) await s.create('profiles', { member: member.data.id, dob: row.dob });
        result.created++;
        continue;
      }
      const ex = existing.get(act.member!)!;
      if (act.action === 'update') {
        // the row as read, unless an earlier line of this file wrote it (then as it is now)
        const original = touched.has(ex.id) ? await findById(core, q, 'members', ex.id) : recordById.get(ex.id);
        if (original) await s.update(original, changedFields(row, ex));
        touched.add(ex.id);
        result.updated++;
      } else result.unchanged++;
      if (row.dob && !ex.user) {
        const profile = profiles.get(ex.id);
        profiles.set(ex.id, profile ? await s.update(profile, { dob: row.dob }) : await s.create('profiles', { member: ex.id, dob: row.dob }));
      }
    }
  }
  return result;
}
