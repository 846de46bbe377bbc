/**
 * Plans and tasks through the SDK (product.md §3.3): every status transition for the member and the
 * counselor (table-driven; refused ones write nothing), progress recomputation, the activity rows
 * and notices the hooks write (clients cannot), bad input and access, comments with internal notes,
 * and the reminder cron against a real SMTP capture (once per task; quiet when SMTP is off).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type PocketBase from 'pocketbase';
import type { ServerProcess } from '../harness/server-process.js';
import type { CoveyFixture } from '../harness/covey-fixture.js';
import { startCoveySuite, stopSuite } from '../harness/sdk-bootstrap.js';
import { expectError } from '../harness/expect-error.js';
import { MailCatcher } from '../harness/mail-catcher.js';

let srv: ServerProcess;
let fx: CoveyFixture;
let su: PocketBase;
const mail = new MailCatcher();

beforeAll(async () => ({ srv, fx, su } = await startCoveySuite({ mail })), 120_000);
afterAll(() => stopSuite(srv, mail));

const PLAN = ['draft', 'proposed', 'active', 'on_hold', 'completed', 'cancelled'] as const;
const TASK = ['todo', 'in_progress', 'waiting', 'done', 'cancelled'] as const;
type Who = 'member' | 'counselor';

/** product.md §3.3 plans.updateRule, as a table: [from, to, who may, plan created by] */
function planAllowed(from: string, to: string, who: Who, createdBy: Who): boolean {
  if (from === 'draft' && to === 'proposed') return who === 'counselor';
  if (from === 'proposed' && (to === 'active' || to === 'cancelled')) return who === 'member';
  if (from === 'draft' && to === 'active') return who === createdBy;
  if (from === 'active') return ['on_hold', 'completed', 'cancelled'].includes(to);
  if (from === 'on_hold') return to === 'active' || to === 'cancelled';
  if (from === 'completed') return to === 'active';
  return false;
}
const TASK_MOVES: Record<string, string[]> = {
  todo: ['in_progress', 'done', 'cancelled'],
  in_progress: ['waiting', 'done', 'todo', 'cancelled'],
  waiting: ['in_progress', 'done', 'cancelled'],
  done: ['todo'],
  cancelled: ['todo'],
};

const planRows = PLAN.flatMap((from) =>
  PLAN.filter((to) => to !== from).flatMap((to) =>
    (['member', 'counselor'] as const).flatMap((who) => (['member', 'counselor'] as const).map((createdBy) => ({ from, to, who, createdBy, ok: planAllowed(from, to, who, createdBy) }))),
  ),
);
const taskRows = TASK.flatMap((from) =>
  TASK.filter((to) => to !== from).flatMap((to) => (['member', 'counselor'] as const).map((who) => ({ from, to, who, ok: TASK_MOVES[from]!.includes(to) }))),
);

describe('plan transitions', () => {
  it.each(planRows)('$from → $to by the $who (created by the $createdBy): allowed=$ok', async ({ from, to, who, createdBy, ok }) => {
    const plan = await su.collection('plans').create({ member: fx.ids['members'], title: `P ${from}-${to}`, status: from, created_by: fx.user[createdBy] });
    const before = (await su.collection('updates').getList(1, 1, { filter: `target_id = "${plan.id}"` })).totalItems;
    const call = fx.clients[who].collection('plans').update(plan.id, { status: to });
    if (ok) {
      expect((await call)['status']).toBe(to);
      const log = await su.collection('updates').getFirstListItem(`target_id = "${plan.id}" && action = "status_changed"`);
      expect(log).toMatchObject({ actor: fx.user[who], target_collection: 'plans', data: { from, to } });
      if (from === 'proposed' && to === 'active') expect((await su.collection('plans').getOne(plan.id))['accepted_at']).not.toBe('');
    } else {
      const err = await call.then(() => null, (e: { status: number }) => e);
      expect(err?.status === 400 || err?.status === 404).toBe(true);
      expect((await su.collection('plans').getOne(plan.id))['status']).toBe(from);
      expect((await su.collection('updates').getList(1, 1, { filter: `target_id = "${plan.id}"` })).totalItems).toBe(before);
    }
  });
});

describe('task transitions', () => {
  it.each(taskRows)('$from → $to by the $who: allowed=$ok', async ({ from, to, who, ok }) => {
    const task = await su.collection('tasks').create({ member: fx.ids['members'], title: `T ${from}-${to}`, status: from, created_by: fx.user['counselor'] });
    const call = fx.clients[who].collection('tasks').update(task.id, { status: to });
    if (ok) {
      const saved = await call;
      expect(saved['status']).toBe(to);
      expect(saved['completed_at'] !== '').toBe(to === 'done');
      expect(await su.collection('updates').getFirstListItem(`target_id = "${task.id}" && action = "status_changed"`)).toMatchObject({ data: { from, to } });
    } else {
      await expectError(call, { status: 404 }); // the update rule refuses: "not found or not yours"
      expect((await su.collection('tasks').getOne(task.id))['status']).toBe(from);
      expect((await su.collection('updates').getList(1, 1, { filter: `target_id = "${task.id}" && action = "status_changed"` })).totalItems).toBe(0);
    }
  });
});

describe('progress', () => {
  it('is recomputed from done / counted tasks as tasks change, move between plans or are cancelled', async () => {
    const m = fx.clients.member;
    const plan = await m.collection('plans').create({ member: fx.ids['members'], title: 'Mine', status: 'active', created_by: fx.user['member'] });
    const other = await m.collection('plans').create({ member: fx.ids['members'], title: 'Other', status: 'active', created_by: fx.user['member'] });
    const t = [];
    for (const title of ['a', 'b', 'c']) t.push(await m.collection('tasks').create({ member: fx.ids['members'], plan: plan.id, title, created_by: fx.user['member'] }));
    const progress = async (id = plan.id) => (await m.collection('plans').getOne(id))['progress'] as number;
    expect(await progress()).toBe(0);
    await m.collection('tasks').update(t[0]!.id, { status: 'done' });
    expect(await progress()).toBe(33);
    await m.collection('tasks').update(t[1]!.id, { status: 'cancelled' });
    expect(await progress()).toBe(50);
    await m.collection('tasks').update(t[2]!.id, { plan: other.id });
    expect(await progress()).toBe(100);
    expect(await progress(other.id)).toBe(0);
    await m.collection('tasks').update(t[0]!.id, { status: 'todo' });
    expect(await progress()).toBe(0);
    await expectError(m.collection('plans').update(plan.id, { progress: 90 }), { status: 400 });
  });
  it('tells the other side when every task of an active plan is done', async () => {
    const plan = await fx.clients.counselor.collection('plans').create({ member: fx.ids['members'], title: 'All done soon', status: 'proposed', created_by: fx.user['counselor'] });
    const task = await fx.clients.counselor.collection('tasks').create({ member: fx.ids['members'], plan: plan.id, title: 'Only step', created_by: fx.user['counselor'] });
    await fx.clients.member.collection('plans').update(plan.id, { status: 'active' });
    await fx.clients.member.collection('tasks').update(task.id, { status: 'done' });
    expect((await fx.clients.member.collection('plans').getOne(plan.id))['progress']).toBe(100);
    const n = await fx.clients.counselor.collection('notifications').getFirstListItem(`link = "/plans/${plan.id}" && title ~ "is done"`);
    expect(n['kind']).toBe('plan');
  });
});

describe('templates', () => {
  it('are listed for signed-in users only', async () => {
    const list = await fx.clients.counselor.send<{ items: { id: string; title: string; tasks: unknown[] }[] }>('/api/plan-templates', {});
    expect(list.items.map((t) => t.title)).toEqual(expect.arrayContaining(['Prepare for surgery', 'New baby', 'Open enrollment', 'Understand my HDHP']));
    await expectError(fx.clients.guest.send('/api/plan-templates', {}), { status: 401 });
  });
  it('a plan created from a template gets its tasks, with due dates, in the same save', async () => {
    const plan = await fx.clients.counselor.collection('plans').create({ member: fx.ids['members'], title: 'Baby on the way', template: 'new_baby', created_by: fx.user['counselor'] });
    expect(plan).toMatchObject({ status: 'draft', template: 'new_baby', category: 'maternity', progress: 0 });
    const tasks = await fx.clients.counselor.collection('tasks').getFullList({ filter: `plan = "${plan.id}"`, sort: 'due,id' });
    expect(tasks.length).toBe(5);
    for (const t of tasks) expect(t).toMatchObject({ member: fx.ids['members'], status: 'todo', source: 'counselor', created_by: fx.user['counselor'] });
    expect(tasks.every((t) => String(t['due']) > new Date().toISOString().replace('T', ' '))).toBe(true);
    expect(tasks.some((t) => Array.isArray(t['checklist']) && (t['checklist'] as unknown[]).length > 0)).toBe(true);
    await fx.clients.counselor.collection('tasks').update(tasks[0]!.id, { status: 'done' });
    expect((await fx.clients.counselor.collection('plans').getOne(plan.id))['progress']).toBe(20);
  });
});

describe('activity', () => {
  it('a proposal writes an update the member sees and a notice for the member; drafts stay staff-only', async () => {
    const c = fx.clients.counselor;
    const plan = await c.collection('plans').create({ member: fx.ids['members'], title: 'New baby', status: 'draft', created_by: fx.user['counselor'] });
    expect((await su.collection('plans').getOne(plan.id))['counselor']).toBe(fx.ids['cA']);
    await expectError(fx.clients.member.collection('plans').getOne(plan.id), { status: 404 });
    const step = await c.collection('tasks').create({ member: fx.ids['members'], plan: plan.id, title: 'Pick a pediatrician', created_by: fx.user['counselor'] });
    await expectError(fx.clients.member.collection('tasks').getOne(step.id), { status: 404 });
    await expectError(fx.clients.member.collection('tasks').update(step.id, { status: 'done' }), { status: 404 });
    expect((await fx.clients.member.collection('tasks').getList(1, 5, { filter: `plan = "${plan.id}"` })).totalItems).toBe(0);
    expect((await fx.clients.member.collection('updates').getList(1, 5, { filter: `target_id = "${plan.id}"` })).totalItems).toBe(0);
    await c.collection('plans').update(plan.id, { status: 'proposed' });
    const seen = await fx.clients.member.collection('updates').getFullList({ filter: `target_id = "${plan.id}"` });
    expect(seen.map((u) => u['summary'])).toEqual(['Proposed the plan “New baby”']);
    expect((await fx.clients.member.collection('tasks').getOne(step.id))['title']).toBe('Pick a pediatrician');
    const notice = await fx.clients.member.collection('notifications').getFirstListItem(`link = "/plans/${plan.id}"`);
    expect(notice).toMatchObject({ kind: 'plan', title: 'A new plan to review' });
    await fx.clients.member.collection('plans').update(plan.id, { status: 'active' });
    expect((await c.collection('notifications').getFirstListItem(`link = "/plans/${plan.id}"`))['title']).toBe('Accepted the plan “New baby”');
  });
  it('a counselor’s new task for the member (loose or in an active plan) is a notice for the member', async () => {
    const t = await fx.clients.counselor.collection('tasks').create({ member: fx.ids['members'], title: 'Send me the EOB', created_by: fx.user['counselor'] });
    expect(t).toMatchObject({ status: 'todo', source: 'counselor' });
    expect((await fx.clients.member.collection('notifications').getFirstListItem(`link = "/tasks/${t.id}"`))['title']).toBe('New task: Send me the EOB');
    expect((await fx.clients.member.collection('updates').getFirstListItem(`target_id = "${t.id}"`))['summary']).toBe('Added the task “Send me the EOB”');
  });
  it('clients cannot write updates or notifications', async () => {
    for (const who of ['member', 'counselor'] as const) {
      await expectError(fx.clients[who].collection('updates').create({ member: fx.ids['members'], action: 'created', target_collection: 'plans', summary: 'fake' }), { status: 403 });
      await expectError(fx.clients[who].collection('notifications').create({ user: fx.user[who], title: 'fake' }), { status: 403 });
    }
  });
});

describe('bad input and access', () => {
  it('refuses a plan or task that starts in a later status', async () => {
    await expectError(fx.clients.member.collection('plans').create({ member: fx.ids['members'], title: 'x', status: 'completed', created_by: fx.user['member'] }), { status: 400, data: { status: { code: 'validation_invalid_status' } } });
    await expectError(fx.clients.member.collection('plans').create({ member: fx.ids['members'], title: 'x', status: 'proposed', created_by: fx.user['member'] }), { status: 400 });
    await expectError(fx.clients.member.collection('tasks').create({ member: fx.ids['members'], title: 'x', status: 'done', created_by: fx.user['member'] }), { status: 400 });
  });
  it('a member cannot touch another member’s tasks or plans, nor create for them', async () => {
    const om = fx.clients.otherMember;
    await expectError(om.collection('tasks').update(fx.ids['tasks']!, { title: 'mine now' }), { status: 404 });
    await expectError(om.collection('plans').update(fx.ids['plans']!, { status: 'on_hold' }), { status: 404 });
    await expectError(om.collection('tasks').create({ member: fx.ids['members'], title: 'x', created_by: fx.user['otherMember'] }), { status: 400 });
    expect((await su.collection('tasks').getOne(fx.ids['tasks']!))['title']).toBe('Call the surgeon');
  });
  it('a counselor outside the caseload is refused', async () => {
    const oc = fx.clients.otherCounselor;
    await expectError(oc.collection('plans').create({ member: fx.ids['members'], title: 'x', created_by: fx.user['otherCounselor'] }), { status: 400 });
    await expectError(oc.collection('tasks').update(fx.ids['tasks']!, { status: 'done' }), { status: 404 });
    expect((await oc.collection('plans').getList(1, 50, { filter: `member = "${fx.ids['members']}"` })).totalItems).toBe(0);
  });
  it('employers and brokers see no plans, tasks, updates or comments', async () => {
    for (const who of ['employer', 'broker'] as const) {
      for (const coll of ['plans', 'tasks', 'updates', 'comments']) expect((await fx.clients[who].collection(coll).getList(1, 5)).totalItems).toBe(0);
      await expectError(fx.clients[who].collection('plans').getOne(fx.ids['plans']!), { status: 404 });
    }
  });
  it('a checklist is a list of {text, done} steps; a plan keeps its creator and (for members) its counselor', async () => {
    const m = fx.clients.member;
    const base = { member: fx.ids['members'], title: 'Checklist', created_by: fx.user['member'] };
    for (const checklist of ['hello', [3], [{ foo: 1 }], [{ text: '' }], [{ text: 'a', done: 'yes' }], [{ text: 'a', done: false, x: 1 }]]) {
      await expectError(m.collection('tasks').create({ ...base, checklist }), { status: 400, data: { checklist: { code: 'validation_checklist' } } });
    }
    const t = await m.collection('tasks').create({ ...base, checklist: [{ text: ' Call ' }, { text: 'Write it down', done: true }] });
    expect(t['checklist']).toEqual([{ text: 'Call', done: false }, { text: 'Write it down', done: true }]);
    await expectError(m.collection('tasks').update(t.id, { checklist: { text: 'x' } }), { status: 400, data: { checklist: { code: 'validation_checklist' } } });
    expect((await su.collection('tasks').getOne(t.id))['checklist']).toEqual(t['checklist']);
    const plan = await m.collection('plans').create({ member: fx.ids['members'], title: 'Keep creator', status: 'active', created_by: fx.user['member'] });
    await expectError(m.collection('plans').update(plan.id, { created_by: fx.user['counselor'] }), { status: 400, data: { created_by: {} } });
    await expectError(m.collection('plans').update(plan.id, { counselor: fx.ids['cB'] }), { status: 400, data: { counselor: {} } });
    expect(await su.collection('plans').getOne(plan.id)).toMatchObject({ created_by: fx.user['member'], counselor: fx.ids['cA'] });
  });
  it('a task cannot join another member’s plan nor be assigned to someone outside the member’s care', async () => {
    const other = await su.collection('plans').create({ member: fx.ids['mB'], title: 'B', status: 'active', created_by: fx.user['otherMember'] });
    await expectError(fx.clients.member.collection('tasks').create({ member: fx.ids['members'], plan: other.id, title: 'x', created_by: fx.user['member'] }), { status: 400, data: { plan: { code: 'validation_plan_member' } } });
    await expectError(fx.clients.member.collection('tasks').update(fx.ids['tasks']!, { assignee: fx.user['employer'] }), { status: 400, data: { assignee: { code: 'validation_assignee' } } });
    const ok = await fx.clients.member.collection('tasks').update(fx.ids['tasks']!, { assignee: fx.user['circleWith'] });
    expect(ok['assignee']).toBe(fx.user['circleWith']);
  });
});

describe('comments', () => {
  it('both sides comment; internal notes stay with staff; each comment is logged', async () => {
    const c = await fx.clients.member.collection('comments').create({ member: fx.ids['members'], task: fx.ids['tasks'], author: fx.user['member'], body: 'Called them', internal: false });
    expect(c['member']).toBe(fx.ids['members']);
    await fx.clients.counselor.collection('comments').create({ member: fx.ids['members'], task: fx.ids['tasks'], author: fx.user['counselor'], body: 'Great', internal: false });
    const note = await fx.clients.counselor.collection('comments').create({ member: fx.ids['members'], task: fx.ids['tasks'], author: fx.user['counselor'], body: 'Secret note', internal: true });
    await expectError(fx.clients.member.collection('comments').create({ member: fx.ids['members'], task: fx.ids['tasks'], author: fx.user['member'], body: 'x', internal: true }), { status: 400 });
    const memberSees = await fx.clients.member.collection('comments').getFullList({ filter: `task = "${fx.ids['tasks']}"` });
    expect(memberSees.map((x) => x['body'])).not.toContain('Secret note');
    expect(memberSees.map((x) => x['body'])).toEqual(expect.arrayContaining(['Called them', 'Great']));
    expect(await fx.clients.counselor.collection('comments').getOne(note.id)).toBeTruthy();
    const logs = await fx.clients.member.collection('updates').getFullList({ filter: `target_id = "${fx.ids['tasks']}" && action = "commented"` });
    expect(logs).toHaveLength(2);
    expect((await fx.clients.counselor.collection('notifications').getFirstListItem(`link ~ "comment=${c.id}"`))['kind']).toBe('task');
  });
});

describe('reminder cron', () => {
  it('is quiet when SMTP is off: the in-app notice only, once', async () => {
    const t = await su.collection('tasks').create({ member: fx.ids['members'], title: 'Quiet one', status: 'todo', remind_at: '2020-01-01 09:00:00.000Z', created_by: fx.user['member'] });
    await su.crons.run('covey_task_reminders');
    await su.crons.run('covey_task_reminders');
    const notes = await fx.clients.member.collection('notifications').getFullList({ filter: `link = "/tasks/${t.id}"` });
    expect(notes).toHaveLength(1);
    expect(notes[0]!['channels']).toEqual(['in_app']);
    await su.collection('tasks').update(t.id, { status: 'done' });
  });
  it('mails the assignee once per task through SMTP, and again only when remind_at changes', async () => {
    await su.settings.update({ smtp: { enabled: true, allowPrivateHost: true, host: '127.0.0.1', port: mail.port, tls: false } });
    const t = await su.collection('tasks').create({ member: fx.ids['members'], title: 'Send the FMLA form', status: 'todo', remind_at: '2020-01-02 09:00:00.000Z', created_by: fx.user['member'] });
    const future = await su.collection('tasks').create({ member: fx.ids['members'], title: 'Later', status: 'todo', remind_at: '2999-01-01 09:00:00.000Z', created_by: fx.user['member'] });
    const done = await su.collection('tasks').create({ member: fx.ids['members'], title: 'Done already', status: 'done', remind_at: '2020-01-01 09:00:00.000Z', created_by: fx.user['member'] });
    await su.crons.run('covey_task_reminders');
    const m = await mail.waitFor('member@fixture.test');
    expect(m.subject).toBe('Reminder: Send the FMLA form');
    expect(m.body).toContain(`/tasks/${t.id}`);
    await su.crons.run('covey_task_reminders');
    expect(mail.to('member@fixture.test').filter((x) => x.subject.startsWith('Reminder:'))).toHaveLength(1);
    const notes = await fx.clients.member.collection('notifications').getFullList({ filter: `link = "/tasks/${t.id}"` });
    expect(notes).toHaveLength(1);
    expect(notes[0]!['channels']).toEqual(['in_app', 'email']);
    for (const id of [future.id, done.id]) expect(await fx.clients.member.collection('notifications').getFullList({ filter: `link = "/tasks/${id}"` })).toHaveLength(0);
    await fx.clients.member.collection('tasks').update(t.id, { remind_at: '2020-02-01 09:00:00.000Z' });
    await su.crons.run('covey_task_reminders');
    await mail.waitFor('member@fixture.test', 2);
  });
});
