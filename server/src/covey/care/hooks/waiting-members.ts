/**
 * Members waiting on `/auth/pending` (onboarding completed, no counselor could be assigned) get a
 * counselor as soon as one becomes available: when a `counselors` record is created or updated to
 * `accepting && active` (or gains capacity), the oldest waiting members are assigned to it, up to its
 * free capacity, and their counselor chat is opened — all in the save's own transaction.
 * Only members with their own account wait there (dependents have no user of their own).
 */
import type { CoreApp, RecordEvent } from '../../../core/core-app.js';
import { store } from '../../store/store.js';
import { patch, eventOf, type RecordEventOf } from '../../hooks/context.js';
import { openCounselorChat } from './onboarding.js';
import { updateRaw } from '../../hooks/raw-insert.js';

const available = (d: Record<string, unknown> | undefined) => d?.['active'] === true && d?.['accepting'] === true;
const capacityOf = (d: Record<string, unknown> | undefined) => Number(d?.['capacity'] ?? 0) || 0;

/** true when this save makes the counselor (more) available */
function becameAvailable(e: Pick<RecordEvent, 'record' | 'original'>): boolean {
  if (!available(e.record.data)) return false;
  if (!e.original || !available(e.original.data)) return true;
  return capacityOf(e.record.data) > capacityOf(e.original.data);
}

async function assignWaitingMembers(core: CoreApp, e: RecordEventOf<'counselors'>): Promise<void> {
  if (!becameAvailable(e)) return;
  const counselor = e.record;
  const id = counselor.data.id;
  const stored = e.original !== undefined;
  const s = store(core, e.q);
  const free = capacityOf(counselor.data) - (await s.count('members', 'counselor = {:c}', { c: id }));
  if (free <= 0) return;
  const rows = await s.list('members', 'onboarding_step = "completed" && counselor = "" && user != ""', { sort: '+created,+id', limit: free });
  for (const member of rows) {
    // a counselor being created is not stored yet: its relation cannot be checked, so write directly
    const saved = stored ? await patch(core, e.q, member, { counselor: id }) : await updateRaw(core, e.q, member, { counselor: id });
    await openCounselorChat(core, e.q, saved.data, counselor, stored);
  }
}

export function installWaitingMembersHooks(core: CoreApp): void {
  const onCounselors = (e: RecordEvent) => e.record.collection.name === 'counselors';
  core.hooks.recordCreate.add((e) => assignWaitingMembers(core, eventOf(e, 'counselors')), onCounselors);
  core.hooks.recordUpdate.add((e) => assignWaitingMembers(core, eventOf(e, 'counselors')), onCounselors);
}
