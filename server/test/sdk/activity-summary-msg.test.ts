/**
 * Each `updates` row keeps its English `summary` and also carries `data.summary_msg` (a stable key
 * and the raw values), so every reader's screen words it in their own language (issue #31). The
 * member reads it through the same rules as today (nothing new: the values are what the summary says).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type PocketBase from 'pocketbase';
import type { ServerProcess } from '../harness/server-process.js';
import type { CoveyFixture } from '../harness/covey-fixture.js';
import { startCoveySuite, stopSuite } from '../harness/sdk-bootstrap.js';

let srv: ServerProcess;
let fx: CoveyFixture;
let su: PocketBase;

beforeAll(async () => ({ srv, fx, su } = await startCoveySuite()), 120_000);
afterAll(() => stopSuite(srv));

/** the one row about a record that matches the filter, read as `who` */
async function row(who: PocketBase, targetId: string, filter = ''): Promise<{ summary: string; msg: unknown }> {
  const r = await who
    .collection('updates')
    .getFirstListItem(`target_id = "${targetId}"${filter ? ` && ${filter}` : ''}`);
  return { summary: String(r['summary']), msg: (r['data'] as Record<string, unknown>)['summary_msg'] };
}

describe('summary_msg on the activity rows', () => {
  it('plans: created and status changes, read by the member', async () => {
    const plan = await fx.clients.counselor
      .collection('plans')
      .create({ member: fx.ids['members'], title: 'New baby', status: 'proposed', created_by: fx.user['counselor'] });
    expect(await row(fx.clients.member, plan.id, 'action = "created"')).toEqual({
      summary: 'Created the plan “New baby”',
      msg: { id: 'plan_created', values: { title: 'New baby' } },
    });
    await fx.clients.member.collection('plans').update(plan.id, { status: 'active' });
    expect(await row(fx.clients.member, plan.id, 'action = "status_changed"')).toEqual({
      summary: 'Accepted the plan “New baby”',
      msg: { id: 'plan_status', values: { change: 'accepted', title: 'New baby', from: 'proposed', to: 'active' } },
    });
  });

  it('tasks: added, assigned, status change; comments and internal notes', async () => {
    const t = await fx.clients.counselor
      .collection('tasks')
      .create({ member: fx.ids['members'], title: 'Send me the EOB', created_by: fx.user['counselor'] });
    expect(await row(fx.clients.member, t.id, 'action = "created"')).toEqual({
      summary: 'Added the task “Send me the EOB”',
      msg: { id: 'task_added', values: { title: 'Send me the EOB' } },
    });
    await fx.clients.counselor.collection('tasks').update(t.id, { assignee: fx.user['member'] });
    expect(await row(fx.clients.member, t.id, 'action = "assigned"')).toEqual({
      summary: 'Assigned the task “Send me the EOB”',
      msg: { id: 'task_assigned', values: { title: 'Send me the EOB' } },
    });
    await fx.clients.member.collection('tasks').update(t.id, { status: 'done' });
    expect(await row(fx.clients.member, t.id, 'action = "status_changed"')).toEqual({
      summary: 'Completed the task “Send me the EOB”',
      msg: { id: 'task_status', values: { change: 'completed', title: 'Send me the EOB', from: 'todo', to: 'done' } },
    });
    await fx.clients.member
      .collection('comments')
      .create({
        member: fx.ids['members'],
        task: t.id,
        author: fx.user['member'],
        body: 'Called them',
        internal: false,
      });
    expect(await row(fx.clients.member, t.id, 'action = "commented"')).toEqual({
      summary: 'Commented on the task “Send me the EOB”',
      msg: { id: 'comment', values: { target: 'task', title: 'Send me the EOB' } },
    });
    await fx.clients.counselor
      .collection('comments')
      .create({ member: fx.ids['members'], task: t.id, author: fx.user['counselor'], body: 'Secret', internal: true });
    expect(await row(fx.clients.counselor, t.id, 'action = "commented" && visibility = "staff"')).toEqual({
      summary: 'Wrote an internal note on the task “Send me the EOB”',
      msg: { id: 'internal_note', values: { target: 'task', title: 'Send me the EOB' } },
    });
  });

  it('reports: a status change carries the status VALUE, not English words', async () => {
    const r = await fx.clients.member
      .collection('reports')
      .create({ member: fx.ids['members'], title: 'ER bill', kind: 'other', status: 'draft' });
    await fx.clients.member.collection('reports').update(r.id, { status: 'submitted' });
    expect(await row(fx.clients.member, r.id, 'action = "status_changed"')).toEqual({
      summary: '“ER bill” is now submitted',
      msg: { id: 'report_status', values: { title: 'ER bill', status: 'submitted' } },
    });
  });

  it('a counselor change names the new counselor', async () => {
    await su.collection('members').update(fx.ids['mB']!, { counselor: fx.ids['cA'] });
    expect(await row(su, fx.ids['mB']!, 'action = "assigned"')).toEqual({
      summary: 'Counselor changed to Casey',
      msg: { id: 'counselor_changed', values: { name: 'Casey' } },
    });
  });
});
