/**
 * Server-set timestamps and derived values of the care records (product.md §3.2–§3.3):
 * members created by clients (employer invites, a member's dependents), `adult_on` (the 18th
 * birthday) and `minor` from the profile's date of birth, task `completed_at`, plan `progress` and `accepted_at`, report
 * `submitted_at` / `first_response_at` / `resolved_at`, coverage `verified_by`.
 */
import type { CoreApp, Queryable, RecordEvent } from '../../../core/core-app.js';
import { nowString, storeDateMs } from '../../../util/dates.js';
import { adultOn, isMinorNow } from '../../account/age.js';
import { store } from '../../store/store.js';
import { authId, findById, patch, role, str, trusted, eventOf, type RecordEventOf } from '../../hooks/context.js';

export function ageOn(dob: string, today = new Date()): number {
  const d = new Date(storeDateMs(dob));
  if (Number.isNaN(d.getTime())) return NaN;
  let age = today.getUTCFullYear() - d.getUTCFullYear();
  const m = today.getUTCMonth() - d.getUTCMonth();
  if (m < 0 || (m === 0 && today.getUTCDate() < d.getUTCDate())) age--;
  return age;
}

function onMemberCreate(e: RecordEventOf<'members'>): void {
  if (trusted(e)) return;
  const d = e.record.data;
  if (role(e) === 'employer') {
    d.source = 'invite';
    d.status = 'invited';
  } else {
    d.source = 'community';
    d.status = 'active';
    d.onboarding_step = 'completed';
    d.employer = '';
  }
}

async function onProfileSave(core: CoreApp, e: RecordEventOf<'profiles'>): Promise<void> {
  const dob = e.record.data.dob;
  if (e.original && e.original.data.dob === dob) return;
  const member = await findById(core, e.q, 'members', e.record.data.member);
  if (!member) return;
  const adult_on = dob ? adultOn(dob) : '';
  const minor = isMinorNow({ adult_on });
  if (member.data.minor !== minor || member.data.adult_on !== adult_on) await patch(core, e.q, member, { minor, adult_on });
}

async function recomputeProgress(core: CoreApp, q: Queryable, planId: string, except?: { id: string; status: string }): Promise<void> {
  const plan = planId ? await findById(core, q, 'plans', planId) : null;
  if (!plan) return;
  const rows = (await store(core, q).list('tasks', 'plan = {:p}', { params: { p: planId } })).map((t) => ({ id: t.data.id, status: t.data.status }));
  const tasks = rows.map((r) => (except && r.id === except.id ? except : r));
  if (except && !rows.some((r) => r.id === except.id)) tasks.push(except);
  const counted = tasks.filter((t) => t.status !== 'cancelled');
  const progress = counted.length ? Math.round((100 * counted.filter((t) => t.status === 'done').length) / counted.length) : 0;
  if (plan.data.progress !== progress) await patch(core, q, plan, { progress });
}

async function onTaskSave(core: CoreApp, e: RecordEventOf<'tasks'>): Promise<void> {
  const d = e.record.data;
  const status = d.status || 'todo';
  d.status = status;
  if (status === 'done' && !d.completed_at) d.completed_at = nowString();
  if (status !== 'done') d.completed_at = '';
  const before = e.original ? { plan: e.original.data.plan, status: e.original.data.status } : null;
  if (before && before.plan === d.plan && before.status === status) return;
  const self = { id: d.id, status };
  await recomputeProgress(core, e.q, d.plan, self);
  if (before && before.plan && before.plan !== d.plan) await recomputeProgress(core, e.q, before.plan, { id: self.id, status: 'cancelled' });
}

function onPlanSave(e: RecordEventOf<'plans'>): void {
  const d = e.record.data;
  if (d.status === 'active' && e.original && e.original.data.status === 'proposed') d.accepted_at = nowString();
}

function onReportSave(e: RecordEventOf<'reports'>): void {
  const d = e.record.data;
  const from = str(e.original?.data.status);
  const to = d.status;
  if (to === 'submitted' && from !== 'submitted' && !d.submitted_at) d.submitted_at = nowString();
  // a superuser (or the CLI) may back-date resolved_at explicitly, e.g. to import old cases
  const given = trusted(e) && e.request !== undefined && Object.hasOwn(e.request.body ?? {}, 'resolved_at') && d.resolved_at;
  if (to === 'resolved' && from !== 'resolved' && !given) d.resolved_at = nowString();
  if (from === 'resolved' && to !== 'resolved' && to !== 'closed') d.resolved_at = '';
  if (e.original && !d.first_response_at && role(e) === 'counselor' && from !== to) d.first_response_at = nowString();
}

function onCoverageSave(e: RecordEventOf<'coverages'>): void {
  const d = e.record.data;
  const was = e.original?.data.verified === true;
  if (d.verified === true && !was) d.verified_by = authId(e);
  if (d.verified !== true) d.verified_by = '';
  const cardFields = ['member_id', 'group_number', 'carrier', 'plan_name', 'card_front', 'card_back'];
  if (was && d.verified === true && e.original && cardFields.some((f) => JSON.stringify(d[f]) !== JSON.stringify(e.original!.data[f]))) {
    if (!trusted(e) && role(e) !== 'counselor') {
      d.verified = false;
      d.verified_by = '';
    }
  }
}

export function installStampHooks(core: CoreApp): void {
  const on = (name: string) => (e: RecordEvent) => e.record.collection.name === name;
  core.hooks.recordCreate.add((e) => onMemberCreate(eventOf(e, 'members')), on('members'));
  for (const hook of [core.hooks.recordCreate, core.hooks.recordUpdate]) {
    hook.add((e) => onProfileSave(core, eventOf(e, 'profiles')), on('profiles'));
    hook.add((e) => onTaskSave(core, eventOf(e, 'tasks')), on('tasks'));
    hook.add((e) => onPlanSave(eventOf(e, 'plans')), on('plans'));
    hook.add((e) => onReportSave(eventOf(e, 'reports')), on('reports'));
    hook.add((e) => onCoverageSave(eventOf(e, 'coverages')), on('coverages'));
  }
}
