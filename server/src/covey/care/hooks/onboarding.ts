/**
 * Onboarding (product.md §4): a member moves through guide → contact → coverage → agreement →
 * information → (pending) → completed one step at a time (going back is allowed; skipping ahead
 * and leaving `completed` are refused). Reaching `completed` assigns a counselor and opens the
 * counselor chat, in the same transaction. Leaving the coverage step without a coverage ("I'll do it
 * later") leaves one open "Add your insurance card" task (`source = system`); a coverage added later
 * ticks it off.
 */
import type { CoreApp, Queryable, RecordEvent } from '../../../core/core-app.js';
import { membersOnboardingStepValues } from '../../../generated/schema.js';
import { store, type StoreRecord } from '../../store/store.js';
import { findById, insert, reject, str, trusted, eventOf, type RecordEventOf } from '../../hooks/context.js';
import { pickCounselor } from './assign-counselor.js';
import { insertRaw } from '../../hooks/raw-insert.js';
import { chatParticipants } from './chat-access.js';
import { msg } from '../../i18n/product-error.js';

/** a step's place: the order of members.onboarding_step's values (generated from the migrations) */
const order = (step: string) => (membersOnboardingStepValues as readonly string[]).indexOf(step);

function checkStep(e: RecordEventOf<'members'>): void {
  if (trusted(e) || !e.original) return;
  const from = e.original.data.onboarding_step || 'guide';
  const to = e.record.data.onboarding_step || 'guide';
  if (from === to) return;
  if (from === 'completed') reject(e, 'onboarding_step', msg('error.onboarding.completed'), 'validation_onboarding_done');
  const ok = order(to) <= order(from) || order(to) === order(from) + 1 || (from === 'information' && to === 'completed');
  if (!ok) reject(e, 'onboarding_step', msg('error.onboarding.step_cannot_follow_from', { to, from }), 'validation_onboarding_step');
}

/** assigns a counselor (if none yet) and opens the counselor chat (if none yet) */
async function completeOnboarding(core: CoreApp, e: RecordEventOf<'members'>): Promise<void> {
  const m = e.record.data;
  if (m.onboarding_step !== 'completed' || e.original?.data.onboarding_step === 'completed') return;
  if (m.status === 'onboarding' || m.status === 'invited') m.status = 'active';
  // a caregiver account (joined from a circle invitation) gets no counselor nor chat of its own
  if (m.source === 'circle') return;
  const user = await findById(core, e.q, 'users', m.user);
  if (!m.counselor) {
    const chosen = await pickCounselor(core, e.q, e.record, str(user?.data.language));
    if (!chosen) return;
    m.counselor = chosen.id;
  }
  const counselor = await findById(core, e.q, 'counselors', m.counselor);
  if (counselor) await openCounselorChat(core, e.q, m, counselor);
}

/**
 * Opens the member's counselor chat unless one exists. `stored` is false when the counselor row is
 * being created in this very transaction (its "before create" hook): the chat row is then written
 * directly, as the relation check cannot see the counselor yet.
 */
export async function openCounselorChat(
  core: CoreApp,
  q: Queryable,
  member: Record<string, unknown>,
  counselor: StoreRecord<'counselors'>,
  stored = true,
): Promise<void> {
  if (await store(core, q).findFirst('chats', 'member = {:m} && kind = "counselor"', { params: { m: str(member['id']) } })) return;
  // the counselor row may not be stored yet: add its user by hand, the rest as every chat gets them
  const others = await chatParticipants(core, q, { ...member, counselor: '' }, 'counselor');
  const participants = [...new Set([...others, counselor.data.user].filter(Boolean))];
  const values = {
    member: member['id'],
    counselor: counselor.data.id,
    kind: 'counselor',
    title: counselor.data.display_name || 'Your counselor',
    status: 'open',
    participants,
  };
  await (stored ? insert(core, q, 'chats', values) : insertRaw(core, q, 'chats', values));
}

const INSURANCE_TASK_TITLE = 'Add your insurance card';

const OPEN_INSURANCE_TASK = 'member = {:m} && source = "system" && title = {:title} && status != "done" && status != "cancelled"';

/** moving on from the coverage step with no coverage on file: one open task to add it, not one per visit */
async function insuranceLater(core: CoreApp, e: RecordEventOf<'members'>): Promise<void> {
  const m = e.record.data;
  const from = str(e.original?.data.onboarding_step);
  if (from !== 'coverage' || order(m.onboarding_step) <= order(from)) return;
  const s = store(core, e.q);
  const covered = await s.findFirst('coverages', 'member = {:m}', { params: { m: m.id } });
  if (covered || (await s.findFirst('tasks', OPEN_INSURANCE_TASK, { params: { m: m.id, title: INSURANCE_TASK_TITLE } }))) return;
  await insert(core, e.q, 'tasks', {
    member: m.id,
    title: INSURANCE_TASK_TITLE,
    status: 'todo',
    priority: 'normal',
    category: 'document',
    source: 'system',
    created_by: m.user,
  });
}

/** a coverage saved for the person: their open "Add your insurance card" task is done */
async function insuranceAdded(core: CoreApp, e: RecordEventOf<'coverages'>): Promise<void> {
  const s = store(core, e.q);
  const open = await s.list('tasks', OPEN_INSURANCE_TASK, { params: { m: e.record.data.member, title: INSURANCE_TASK_TITLE } });
  for (const task of open) await s.update(task, { status: 'done' });
}

export function installOnboardingHooks(core: CoreApp): void {
  const onMembers = (e: RecordEvent) => e.record.collection.name === 'members';
  core.hooks.recordUpdate.add((e) => checkStep(eventOf(e, 'members')), onMembers);
  core.hooks.recordUpdate.add((e) => completeOnboarding(core, eventOf(e, 'members')), onMembers);
  core.hooks.recordUpdate.add((e) => insuranceLater(core, eventOf(e, 'members')), onMembers);
  core.hooks.recordCreate.add((e) => insuranceAdded(core, eventOf(e, 'coverages')), (e) => e.record.collection.name === 'coverages');
}
