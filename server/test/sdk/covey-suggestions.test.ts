/**
 * Suggestions (product.md §3.4) through the SDK against the built server: accepting creates one task
 * (`source = suggestion`) in the chosen plan and links it; only the member or the guardian of a
 * minor accepts a proposed suggestion; a dismissal needs a reason; nobody sets `task` by hand.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type PocketBase from 'pocketbase';
import type { ServerProcess } from '../harness/server-process.js';
import type { CoveyFixture } from '../harness/covey-fixture.js';
import { startCoveySuite, stopSuite } from '../harness/sdk-bootstrap.js';
import { codesOf, expectError } from '../harness/expect-error.js';

let srv: ServerProcess;
let fx: CoveyFixture;
let su: PocketBase;

const proposed = async (member = fx.ids['members']!, title = 'Use urgent care instead of the ER') =>
  (
    await fx.clients.counselor
      .collection('suggestions')
      .create({ member, author: fx.user.counselor, title, kind: 'cost', estimated_savings: 900, status: 'proposed' })
  ).id;
const tasksOf = (suggestion: string) =>
  su.collection('tasks').getFullList({ filter: `source = "suggestion" && title ~ "${suggestion}"` });

beforeAll(async () => ({ srv, fx, su } = await startCoveySuite()), 120_000);
afterAll(() => stopSuite(srv));

describe('accepting a suggestion', () => {
  it('creates one task in the chosen plan, with source suggestion, and links it', async () => {
    const id = await proposed(fx.ids['members'], 'Accept me once');
    const s = await fx.clients.member
      .collection('suggestions')
      .update(id, { status: 'accepted', plan: fx.ids['plans'] });
    expect(s['task']).toMatch(/^[a-z0-9]{15}$/);
    const task = await fx.clients.member.collection('tasks').getOne(s['task'] as string);
    expect(task).toMatchObject({
      source: 'suggestion',
      plan: fx.ids['plans'],
      member: fx.ids['members'],
      status: 'todo',
      title: 'Accept me once',
    });
    // a second acceptance is refused by the rules and no second task appears
    await expect(fx.clients.member.collection('suggestions').update(id, { status: 'accepted' })).rejects.toThrow();
    expect(await tasksOf('Accept me once')).toHaveLength(1);
  });

  it('lets only the member (or guardian) accept a proposed suggestion', async () => {
    const id = await proposed(fx.ids['members'], 'Not yours to accept');
    for (const who of ['otherMember', 'counselor', 'employer', 'broker', 'circleWithout'] as const) {
      await expect(fx.clients[who].collection('suggestions').update(id, { status: 'accepted' })).rejects.toThrow();
    }
    expect(await tasksOf('Not yours to accept')).toHaveLength(0);
    expect((await su.collection('suggestions').getOne(id))['status']).toBe('proposed');
  });

  it('lets a guardian accept for a minor', async () => {
    const kid = await fx.fresh['kid']!();
    await su.collection('members').update(kid, { counselor: fx.ids['cA'] });
    const id = await proposed(kid, 'Kid dental check');
    const s = await fx.clients.member.collection('suggestions').update(id, { status: 'accepted' });
    expect(s['task']).toBeTruthy();
    expect(await tasksOf('Kid dental check')).toHaveLength(1);
  });

  it('refuses a plan of another member and writes nothing', async () => {
    const other = (
      await su
        .collection('plans')
        .create({ member: fx.ids['mB'], title: 'Theirs', status: 'active', created_by: fx.user.otherMember })
    ).id;
    const id = await proposed(fx.ids['members'], 'Wrong plan');
    const err = await expectError(
      fx.clients.member.collection('suggestions').update(id, { status: 'accepted', plan: other }),
      { status: 400 },
    );
    expect(codesOf(err)).toMatchObject({ plan: 'validation_missing_rel_records' });
    expect(await tasksOf('Wrong plan')).toHaveLength(0);
  });

  it('refuses a member changing the savings estimate or setting a task', async () => {
    const id = await proposed(fx.ids['members'], 'Keep the estimate');
    await expectError(
      fx.clients.member.collection('suggestions').update(id, { status: 'accepted', estimated_savings: 1 }),
      { status: 400 },
    );
    await expectError(
      fx.clients.member.collection('suggestions').update(id, { status: 'accepted', task: fx.ids['tasks'] }),
      { status: 400 },
    );
    expect(await tasksOf('Keep the estimate')).toHaveLength(0);
  });
});

describe('dismissing and feedback', () => {
  it('needs a reason to dismiss', async () => {
    const id = await proposed(fx.ids['members'], 'Dismiss me');
    const err = await expectError(fx.clients.member.collection('suggestions').update(id, { status: 'dismissed' }), {
      status: 400,
    });
    expect(codesOf(err)).toMatchObject({ dismiss_reason: 'validation_required' });
    const s = await fx.clients.member
      .collection('suggestions')
      .update(id, { status: 'dismissed', dismiss_reason: 'already_done' });
    expect(s['status']).toBe('dismissed');
  });

  it('lets every role send product feedback', async () => {
    for (const who of ['member', 'counselor', 'employer', 'broker'] as const) {
      const s = await fx.clients[who]
        .collection('suggestions')
        .create({ author: fx.user[who], kind: 'product_feedback', title: `Feedback from ${who}` });
      expect(s['status']).toBe('draft');
    }
  });
});
