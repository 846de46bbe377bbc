/**
 * When a member's counselor changes (product.md §2: reassignment by a superuser, or a member
 * waiting for one), access that was copied from the old assignment follows it in the same
 * transaction: the member's reports, appointments and plans whose `counselor` is the former
 * counselor move to the new one (a covering counselor on a single record is kept), and tasks
 * assigned to the former counselor's user go to the new counselor's user. Chats follow in
 * chat-access.ts; comments, internal notes and suggestions follow through their rules (a
 * counselor reads them only while assigned). An `updates` row records the change.
 */
import type { CoreApp, Queryable } from '../../../core/core-app.js';
import { store, type CollectionName } from '../../store/store.js';
import { logUpdate } from '../../activity.js';
import { authId, findById, eventOf, type RecordEventOf } from '../../hooks/context.js';

async function counselorUser(core: CoreApp, q: Queryable, counselorId: string): Promise<string> {
  const c = counselorId ? await findById(core, q, 'counselors', counselorId) : null;
  return c ? c.data.user : '';
}

async function move(core: CoreApp, q: Queryable, name: CollectionName, field: string, memberId: string, from: string, to: string): Promise<number> {
  if (!from) return 0;
  const s = store(core, q);
  const rows = await s.list(name, `member = {:m} && ${field} = {:from}`, { params: { m: memberId, from } });
  for (const row of rows) await s.update(row, { [field]: to });
  return rows.length;
}

async function handOver(core: CoreApp, e: RecordEventOf<'members'>): Promise<void> {
  if (!e.original) return;
  const from = e.original.data.counselor;
  const to = e.record.data.counselor;
  if (from === to || !from) return;
  const memberId = e.record.data.id;
  for (const name of ['reports', 'appointments', 'plans'] as const) await move(core, e.q, name, 'counselor', memberId, from, to);
  const [fromUser, toUser] = [await counselorUser(core, e.q, from), await counselorUser(core, e.q, to)];
  await move(core, e.q, 'tasks', 'assignee', memberId, fromUser, toUser);
  const next = to ? await findById(core, e.q, 'counselors', to) : null;
  await logUpdate(core, e.q, {
    actor: e.request?.auth?.collection.name === 'users' ? authId(e) : '',
    member: memberId,
    target: 'members',
    targetId: memberId,
    action: 'assigned',
    summary: next ? `Counselor changed to ${next.data.display_name || 'a new counselor'}` : 'Counselor unassigned',
    msg: !next ? { id: 'counselor_unassigned' } : next.data.display_name ? { id: 'counselor_changed', values: { name: next.data.display_name } } : { id: 'counselor_changed_unnamed' },
    data: { from, to },
  });
}

export function installCounselorHandoverHooks(core: CoreApp): void {
  core.hooks.recordUpdate.add((e) => handOver(core, eventOf(e, 'members')), (e) => e.record.collection.name === 'members');
}
