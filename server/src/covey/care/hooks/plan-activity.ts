/**
 * Plans and tasks (product.md §3.3): what the rules cannot say (the status a record may start in,
 * a task's plan belonging to the same member, who may be assigned) and the activity they leave:
 * an `updates` row per creation, status change, proposal, acceptance and completion, and a
 * `notifications` row for the other side. Runs after the stamp hooks (progress is already current).
 */
import type { CoreApp, Queryable, RecordEvent } from '../../../core/core-app.js';
import { nowString } from '../../../util/dates.js';
import { circleRecipients, counselorRecipient, logUpdate, memberRecipients, notify, type NoticeKind } from '../../activity.js';
import { daysFrom, findTemplate, templateIn } from '../plan-templates.js';
import { toLocale, type Locale } from '../../i18n/t.js';
import { authId, findById, reject, role, str, trusted, eventOf, type RecordEventOf } from '../../hooks/context.js';
import { insertRaw } from '../../hooks/raw-insert.js';
import { store, type StoreRecord } from '../../store/store.js';
import { isMinorNow } from '../../account/age.js';
import { htmlToLine } from '../../../util/html-text.js';
import { msg, render, type Msg } from '../../i18n/product-error.js';

/** the wording of a plan's status change, by (from → to): a catalog message (the log keeps its English) */
function planChange(from: string, to: string, title: string): Msg {
  const change =
    from === 'draft' && to === 'proposed' ? 'proposed'
    : from === 'proposed' && to === 'active' ? 'accepted'
    : from === 'proposed' && to === 'cancelled' ? 'declined'
    : from === 'draft' && to === 'active' ? 'started'
    : to === 'completed' ? 'completed'
    : to === 'on_hold' ? 'on_hold'
    : from === 'completed' && to === 'active' ? 'reopened'
    : from === 'on_hold' && to === 'active' ? 'resumed'
    : to === 'cancelled' ? 'cancelled'
    : 'moved';
  return msg('notice.plan.change', { change, title, from, to });
}

function taskChange(from: string, to: string, title: string): Msg {
  const change =
    to === 'done' ? 'completed'
    : (from === 'done' || from === 'cancelled') && to === 'todo' ? 'reopened'
    : to === 'cancelled' ? 'cancelled'
    : 'moved';
  return msg('notice.task.change', { change, title, from, to });
}

/** who may be a task's assignee: the member's login, a minor's guardian, the counselor, circle managers with plans scope */
async function allowedAssignees(core: CoreApp, q: Queryable, memberId: string): Promise<string[]> {
  const member = await findById(core, q, 'members', memberId);
  if (!member) return [];
  const out = new Set<string>();
  if (member.data.user) out.add(member.data.user);
  if (isMinorNow(member.data)) {
    const sub = await findById(core, q, 'members', member.data.subscriber);
    if (sub && sub.data.user) out.add(sub.data.user);
  }
  const counselor = await findById(core, q, 'counselors', member.data.counselor);
  if (counselor && counselor.data.user) out.add(counselor.data.user);
  const rows = await store(core, q).list('circle_members', 'circle.member = {:m} && status = "active"', { params: { m: memberId } });
  for (const { data: r } of rows) if (r.user && r.access === 'manage' && r.scopes.includes('plans')) out.add(r.user);
  return [...out];
}

/** the acting user for the log ('' for superusers and the system) */
const actorOf = (e: RecordEvent): string => (trusted(e) ? '' : authId(e));

/** the user(s) on the other side of an action: the counselor when a member acts, the member's people otherwise */
async function otherSide(core: CoreApp, q: Queryable, e: RecordEvent, memberId: string): Promise<string[]> {
  const me = authId(e);
  const counselor = await counselorRecipient(core, q, memberId);
  const people = await memberRecipients(core, q, memberId);
  const out = me && me === counselor ? people : [counselor, ...people];
  return [...new Set(out.filter((u) => u && u !== me))];
}

/**
 * the member's people plus the caregivers whose live circle row shares their plans (and so tasks), minus
 * the acting user (#29): a narrowed scope, an expired row or leaving the circle stops these notices
 */
async function withCarers(core: CoreApp, q: Queryable, e: RecordEvent, memberId: string, users: Iterable<string>): Promise<string[]> {
  const out = new Set([...users, ...(await circleRecipients(core, q, memberId, 'plans'))]);
  out.delete(authId(e));
  return [...out].filter(Boolean);
}

/** one notice per user, each worded in that user's language */
async function tell(core: CoreApp, q: Queryable, users: string[], n: { title: Msg; body: string | Msg; link: string; kind: NoticeKind; update: string }) {
  for (const user of users) await notify(core, q, { user, ...n });
}

async function onPlanCreate(core: CoreApp, e: RecordEventOf<'plans'>): Promise<void> {
  const d = e.record.data;
  const status = d.status || 'draft';
  d.status = status;
  if (!trusted(e)) {
    const allowed = role(e) === 'counselor' ? ['draft', 'proposed'] : ['draft', 'active'];
    if (!allowed.includes(status)) reject(e, 'status', msg('error.plan_activity.new_plan_starts_as', { by: role(e) === 'counselor' ? 'counselor' : 'member' }), 'validation_invalid_status');
  }
  const member = await findById(core, e.q, 'members', d.member);
  if (!d.counselor && member) d.counselor = member.data.counselor;
  if (status === 'active' && !d.start) d.start = nowString();
  const template = findTemplate(d.template);
  // the template's words in the member's language (members.language mirrors the person's own)
  if (template) await applyTemplate(core, e, template.id, toLocale(member?.data.language));
  const update = await logUpdate(core, e.q, {
    actor: actorOf(e), member: d.member, target: 'plans', targetId: d.id, action: 'created',
    summary: `Created the plan “${d.title}”${template ? ` from the template “${template.title}”` : ''}`, data: { to: status, template: template?.id ?? '' },
    msg: template ? { id: 'plan_created_from_template', values: { title: d.title, template: template.title } } : { id: 'plan_created', values: { title: d.title } },
    visibility: status === 'draft' ? 'staff' : 'member',
  });
  if (status === 'proposed') {
    await tell(core, e.q, await withCarers(core, e.q, e, d.member, await memberRecipients(core, e.q, d.member)), {
      title: msg('notice.plan.to_review'), body: d.title, link: `/plans/${d.id}`, kind: 'plan', update: update.data.id,
    });
  }
}

/** the template's tasks, in the plan's transaction (the plan row is not stored yet: raw inserts), due dates from today */
async function applyTemplate(core: CoreApp, e: RecordEventOf<'plans'>, templateId: string, locale: Locale): Promise<void> {
  const d = e.record.data;
  const template = templateIn(findTemplate(templateId)!, locale);
  d.template = template.id;
  if (!d.title) d.title = template.title;
  if (!d.goal) d.goal = template.goal;
  if (!d.category) d.category = template.category;
  if (!d.target_date) d.target_date = daysFrom(new Date(), template.targetInDays);
  const today = new Date();
  for (const t of template.tasks) {
    await insertRaw(core, e.q, 'tasks', {
      member: d.member, plan: d.id, title: t.title, details: t.details ?? '', status: 'todo', priority: t.priority ?? 'normal',
      category: t.category, created_by: d.created_by, due: daysFrom(today, t.dueInDays),
      checklist: (t.checklist ?? []).map((text) => ({ text, done: false })), source: role(e) === 'member' ? 'member' : 'counselor',
    });
  }
  d.progress = 0;
}

async function onPlanUpdate(core: CoreApp, e: RecordEventOf<'plans'>): Promise<void> {
  const d = e.record.data;
  const from = str(e.original?.data.status);
  const to = d.status;
  if (!e.original || from === to) return;
  const memberId = d.member;
  if (to === 'active' && !d.start) d.start = nowString();
  const change = planChange(from, to, d.title);
  const summary = render('en', change);
  const update = await logUpdate(core, e.q, {
    actor: actorOf(e), member: memberId, target: 'plans', targetId: e.record.data.id, action: 'status_changed', summary, data: { from, to },
    msg: { id: 'plan_status', values: { change: str(change.values?.['change']), title: d.title, from, to } },
  });
  const side = from === 'draft' && to === 'proposed' ? await memberRecipients(core, e.q, memberId) : await otherSide(core, e.q, e, memberId);
  const users = to === 'draft' ? side : await withCarers(core, e.q, e, memberId, side);
  const title = from === 'draft' && to === 'proposed' ? msg('notice.plan.to_review') : change;
  await tell(core, e.q, users, { title, body: d.title, link: `/plans/${e.record.data.id}`, kind: 'plan', update: update.data.id });
}

async function planOf(core: CoreApp, q: Queryable, id: string): Promise<StoreRecord<'plans'> | null> {
  return id ? findById(core, q, 'plans', id) : null;
}

async function onTaskCreate(core: CoreApp, e: RecordEventOf<'tasks'>): Promise<void> {
  const d = e.record.data;
  const memberId = d.member;
  const plan = await planOf(core, e.q, d.plan);
  if (!trusted(e)) {
    const status = d.status || 'todo';
    if (status !== 'todo' && status !== 'in_progress') reject(e, 'status', msg('error.plan_activity.new_task_starts_as'), 'validation_invalid_status');
    if (d.plan && (!plan || plan.data.member !== memberId)) reject(e, 'plan', msg('error.plan.someone_else'), 'validation_plan_member');
    if (!d.source) d.source = role(e) === 'counselor' ? 'counselor' : 'member';
  }
  if (!trusted(e) && d.assignee && !(await allowedAssignees(core, e.q, memberId)).includes(d.assignee)) {
    reject(e, 'assignee', msg('error.plan_activity.choose_member_their_counselor'), 'validation_assignee');
  }
  const hidden = plan ? plan.data.status === 'draft' : false;
  const update = await logUpdate(core, e.q, {
    actor: actorOf(e), member: memberId, target: 'tasks', targetId: d.id, action: 'created',
    summary: `Added the task “${d.title}”`, msg: { id: 'task_added', values: { title: d.title } }, data: { plan: d.plan }, visibility: hidden ? 'staff' : 'member',
  });
  if (hidden || trusted(e)) return;
  const assignee = d.assignee;
  const users = new Set(role(e) === 'counselor' ? await memberRecipients(core, e.q, memberId) : []);
  if (assignee) users.add(assignee);
  users.delete(authId(e));
  await tell(core, e.q, await withCarers(core, e.q, e, memberId, users), { title: msg('notice.task.new', { title: d.title }), body: '', link: `/tasks/${d.id}`, kind: 'task', update: update.data.id });
}

async function onTaskUpdate(core: CoreApp, e: RecordEventOf<'tasks'>): Promise<void> {
  if (!e.original) return;
  const d = e.record.data;
  const memberId = d.member;
  const assignee = d.assignee;
  const assigneeChanged = assignee !== e.original.data.assignee;
  if (!trusted(e) && assigneeChanged && assignee && !(await allowedAssignees(core, e.q, memberId)).includes(assignee)) {
    reject(e, 'assignee', msg('error.plan_activity.choose_member_their_counselor'), 'validation_assignee');
  }
  if (!trusted(e) && d.plan !== e.original.data.plan && d.plan) {
    const plan = await planOf(core, e.q, d.plan);
    if (!plan || plan.data.member !== memberId) reject(e, 'plan', msg('error.plan.someone_else'), 'validation_plan_member');
  }
  const plan = await planOf(core, e.q, d.plan);
  const visibility = plan && plan.data.status === 'draft' ? 'staff' : 'member';
  const link = `/tasks/${e.record.data.id}`;
  if (assigneeChanged && assignee) {
    const u = await logUpdate(core, e.q, {
      actor: actorOf(e), member: memberId, target: 'tasks', targetId: e.record.data.id, action: 'assigned', summary: `Assigned the task “${d.title}”`,
      msg: { id: 'task_assigned', values: { title: d.title } },
      data: { from: e.original.data.assignee, to: assignee }, visibility,
    });
    if (assignee !== authId(e) && visibility === 'member') await tell(core, e.q, [assignee], { title: msg('notice.task.assigned'), body: d.title, link, kind: 'task', update: u.data.id });
  }
  const from = e.original.data.status;
  const to = d.status;
  if (from === to) return;
  const change = taskChange(from, to, d.title);
  const summary = render('en', change);
  const update = await logUpdate(core, e.q, {
    actor: actorOf(e), member: memberId, target: 'tasks', targetId: e.record.data.id, action: 'status_changed', summary, msg: { id: 'task_status', values: { change: str(change.values?.['change']), title: d.title, from, to } }, data: { from, to, plan: d.plan }, visibility,
  });
  const side = await otherSide(core, e.q, e, memberId);
  const told = to === 'done' ? await withCarers(core, e.q, e, memberId, side) : side;
  if (visibility === 'member') await tell(core, e.q, told, { title: change, body: '', link, kind: 'task', update: update.data.id });
  if (plan && to === 'done' && plan.data.status === 'active' && plan.data.progress === 100) {
    await tell(core, e.q, await otherSide(core, e.q, e, memberId), {
      title: msg('notice.plan.all_done', { title: plan.data.title }), body: msg('notice.plan.all_done_body'), link: `/plans/${plan.data.id}`, kind: 'plan', update: update.data.id,
    });
  }
}

async function onCommentCreate(core: CoreApp, e: RecordEventOf<'comments'>): Promise<void> {
  const d = e.record.data;
  const target = d.plan ? 'plans' : d.task ? 'tasks' : '';
  if (!target) return;
  const targetId = d[target === 'plans' ? 'plan' : 'task'];
  const record = await findById(core, e.q, target, targetId);
  const internal = d.internal === true;
  const draft = target === 'plans' && str(record?.data.status) === 'draft';
  const what = `${target === 'plans' ? 'plan' : 'task'} “${str(record?.data.title)}”`;
  const update = await logUpdate(core, e.q, {
    actor: actorOf(e), member: d.member, target, targetId, action: 'commented',
    summary: internal ? `Wrote an internal note on the ${what}` : `Commented on the ${what}`, data: { comment: d.id },
    msg: { id: internal ? 'internal_note' : 'comment', values: { target: target === 'plans' ? 'plan' : 'task', title: str(record?.data.title) } },
    visibility: internal || draft ? 'staff' : 'member',
  });
  if (internal || draft) return;
  await tell(core, e.q, await otherSide(core, e.q, e, d.member), {
    title: msg('notice.comment.new', { target, title: str(record?.data.title) }), body: htmlToLine(d.body).slice(0, 200), link: `/${target}/${targetId}?comment=${d.id}`,
    kind: target === 'plans' ? 'plan' : 'task', update: update.data.id,
  });
}

export function installPlanActivityHooks(core: CoreApp): void {
  const on = (name: string) => (e: RecordEvent) => e.record.collection.name === name;
  core.hooks.recordCreate.add((e) => onPlanCreate(core, eventOf(e, 'plans')), on('plans'));
  core.hooks.recordUpdate.add((e) => onPlanUpdate(core, eventOf(e, 'plans')), on('plans'));
  core.hooks.recordCreate.add((e) => onTaskCreate(core, eventOf(e, 'tasks')), on('tasks'));
  core.hooks.recordUpdate.add((e) => onTaskUpdate(core, eventOf(e, 'tasks')), on('tasks'));
  core.hooks.recordCreate.add((e) => onCommentCreate(core, eventOf(e, 'comments')), on('comments'));
}
