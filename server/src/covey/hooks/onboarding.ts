/**
 * Onboarding (product.md §4): a member moves through guide → contact → coverage → agreement →
 * information → (pending) → completed one step at a time (going back is allowed; skipping ahead
 * and leaving `completed` are refused). Reaching `completed` assigns a counselor and opens the
 * counselor chat, in the same transaction.
 */
import type { CoreApp, RecordEvent } from '../../core/core-app.js';
import { ONBOARDING_STEPS } from '../../migrations/covey-members.js';
import { findById, insert, reject, str, trusted } from './context.js';
import { pickCounselor } from './assign-counselor.js';

const order = (step: string) => ONBOARDING_STEPS.indexOf(step);

export function checkStep(e: RecordEvent): void {
  if (trusted(e) || !e.original) return;
  const from = str(e.original.data['onboarding_step']) || 'guide';
  const to = str(e.record.data['onboarding_step']) || 'guide';
  if (from === to) return;
  if (from === 'completed') reject(e, 'onboarding_step', 'Onboarding is already completed.', 'validation_onboarding_done');
  const ok = order(to) <= order(from) || order(to) === order(from) + 1 || (from === 'information' && to === 'completed');
  if (!ok) reject(e, 'onboarding_step', `The step "${to}" cannot follow "${from}".`, 'validation_onboarding_step');
}

/** assigns a counselor (if none yet) and opens the counselor chat (if none yet) */
export async function completeOnboarding(core: CoreApp, e: RecordEvent): Promise<void> {
  const m = e.record.data;
  if (m['onboarding_step'] !== 'completed' || e.original?.data['onboarding_step'] === 'completed') return;
  if (m['status'] === 'onboarding' || m['status'] === 'invited') m['status'] = 'active';
  const user = await findById(core, e.q, 'users', str(m['user']));
  if (!str(m['counselor'])) {
    const chosen = await pickCounselor(core, e.q, e.record, str(user?.data['language']));
    if (!chosen) return;
    m['counselor'] = chosen.id;
  }
  const counselor = await findById(core, e.q, 'counselors', str(m['counselor']));
  const existing = await e.q.all('SELECT "id" FROM "chats" WHERE "member" = ? AND "kind" = \'counselor\'', [m['id']]);
  if (existing.length || !counselor) return;
  const participants = [str(m['user']), str(counselor.data['user'])].filter(Boolean);
  await insert(core, e.q, 'chats', {
    member: m['id'],
    counselor: counselor.data['id'],
    kind: 'counselor',
    title: str(counselor.data['display_name']) || 'Your counselor',
    status: 'open',
    participants,
  });
}

export function installOnboardingHooks(core: CoreApp): void {
  const onMembers = (e: RecordEvent) => e.record.collection.name === 'members';
  core.hooks.recordUpdate.add(checkStep, onMembers);
  core.hooks.recordUpdate.add((e) => completeOnboarding(core, e), onMembers);
}
