/**
 * Suggestions (product.md §3.4). Rules decide who may move a suggestion; here:
 * - a client create starts clean: draft or proposed, no task, the source follows the author's role;
 * - a member (or the guardian of a minor) changes only the status, the chosen plan and the dismissal
 *   reason; a dismissal needs a reason; nobody but the server sets `task`;
 * - accepting (proposed → accepted) creates ONE task (`source = suggestion`) in the chosen plan, which
 *   must be a plan of the same member, links it on the suggestion and logs the acceptance;
 * - proposing tells the member.
 */
import type { CoreApp, RecordEvent } from '../../../core/core-app.js';
import { counselorRecipient, logUpdate, memberRecipients, notify } from '../../activity.js';
import { authId, findById, insert, reject, role, trusted, eventOf, type RecordEventOf } from '../../hooks/context.js';
import { msg } from '../../i18n/product-error.js';

const MEMBER_FIELDS = new Set(['status', 'plan', 'dismiss_reason', 'id', 'created', 'updated']);
const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

async function onSuggestionCreate(core: CoreApp, e: RecordEventOf<'suggestions'>): Promise<void> {
  if (trusted(e)) return;
  const d = e.record.data;
  if (d.task) reject(e, 'task', msg('error.suggestions.task_created_when_suggestion'));
  const status = d.status || 'draft';
  if (status !== 'draft' && status !== 'proposed')
    reject(e, 'status', msg('error.suggestions.new_suggestion_starts_as'));
  d.status = status;
  d.source = role(e) === 'counselor' ? 'counselor' : 'member';
  if (status === 'proposed') await tellMember(core, e);
}

async function tellMember(core: CoreApp, e: RecordEventOf<'suggestions'>): Promise<void> {
  const d = e.record.data;
  for (const user of await memberRecipients(core, e.q, d.member)) {
    await notify(core, e.q, {
      user,
      title: msg('notice.suggestion.new', { title: d.title }),
      link: '/suggestions',
      kind: 'suggestion',
    });
  }
}

async function onSuggestionUpdate(core: CoreApp, e: RecordEventOf<'suggestions'>): Promise<void> {
  if (!e.original || trusted(e)) return;
  const d = e.record.data;
  const before = e.original.data;
  const from = before.status;
  const to = d.status;
  if (!same(d.task, before.task)) reject(e, 'task', msg('error.suggestions.task_created_when_suggestion'));
  const me = authId(e);
  const counselor = await counselorRecipient(core, e.q, d.member);
  if (counselor !== me) {
    for (const field of Object.keys({ ...d, ...before })) {
      if (!MEMBER_FIELDS.has(field) && !same(d[field], before[field]))
        reject(e, field, msg('error.appointment.staff_changes'));
    }
  }
  if (from === 'proposed' && to === 'dismissed' && counselor !== me && !d.dismiss_reason) {
    reject(e, 'dismiss_reason', msg('error.suggestions.tell_us_why_you'), 'validation_required');
  }
  if (from === 'draft' && to === 'proposed') await tellMember(core, e);
  if (from === 'proposed' && to === 'accepted' && !before.task) await accept(core, e);
}

async function accept(core: CoreApp, e: RecordEventOf<'suggestions'>): Promise<void> {
  const d = e.record.data;
  const member = d.member;
  const planId = d.plan;
  if (planId) {
    const plan = await findById(core, e.q, 'plans', planId);
    if (!plan || plan.data.member !== member) {
      reject(e, 'plan', msg('error.suggestions.choose_plan_person_suggestion'), 'validation_missing_rel_records');
    }
  }
  const body = d.body;
  const task = await insert(core, e.q, 'tasks', {
    member,
    plan: planId,
    title: d.title.slice(0, 200),
    details: body,
    status: 'todo',
    priority: 'normal',
    category: 'other',
    source: 'suggestion',
    created_by: authId(e),
  });
  d.task = task.data.id;
  await logUpdate(core, e.q, {
    actor: authId(e),
    member,
    target: 'suggestions',
    targetId: d.id,
    action: 'status_changed',
    summary: `Accepted the suggestion “${d.title}”`,
    msg: { id: 'suggestion_accepted', values: { title: d.title } },
    data: { from: 'proposed', to: 'accepted', task: d.task },
  });
}

export function installSuggestionHooks(core: CoreApp): void {
  const on = (e: RecordEvent) => e.record.collection.name === 'suggestions';
  core.hooks.recordCreate.add((e) => onSuggestionCreate(core, eventOf(e, 'suggestions')), on);
  core.hooks.recordUpdate.add((e) => onSuggestionUpdate(core, eventOf(e, 'suggestions')), on);
}
