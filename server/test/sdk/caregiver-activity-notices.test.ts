/**
 * Issue 29 part 3 through the official SDK: plan, task and file events reach the caregivers whose
 * live circle row shares that kind of item (plans: a new plan to review, accepted, completed, a task
 * added or done; files: a file added, a file newly shared with the counselor), each title saying
 * whose it is; never the person who acted; and they stop when the scope narrows or the caregiver leaves.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type PocketBase from 'pocketbase';
import { startServer, type ServerProcess } from '../harness/server-process.js';
import { png } from '../harness/covey-fixture.js';

const PASSWORD = 'carer-notice-pass-123';
let srv: ServerProcess;
let su: PocketBase;
let alex: { id: string; member: string; pb: PocketBase };
let carer: { id: string; pb: PocketBase };
let counselor: { id: string; pb: PocketBase };
let row = '';
let seq = 0;

async function user(first: string, last: string, role = 'member') {
  const email = `${first.toLowerCase()}-${Date.now().toString(36)}-${++seq}@carer-notices.test`;
  const u = await su
    .collection('users')
    .create({ email, password: PASSWORD, passwordConfirm: PASSWORD, name: `${first} ${last}`, role, verified: true });
  const pb = srv.newClient();
  await pb.collection('users').authWithPassword(email, PASSWORD);
  return { id: u.id, pb };
}

/** the caregiver's notice titles linking to `link` */
const titles = async (pb: PocketBase, link: string) =>
  (await pb.collection('notifications').getFullList({ filter: pb.filter('link = {:link}', { link }) })).map(
    (n) => n['title'] as string,
  );

beforeAll(async () => {
  srv = await startServer();
  su = await srv.superuserClient();
  const a = await user('Alex', 'Rivera');
  const member = (await su.collection('members').getFirstListItem(`user = "${a.id}"`)).id;
  await su.collection('members').update(member, { first_name: 'Alex', last_name: 'Rivera' });
  alex = { ...a, member };
  carer = await user('Jordan', 'Rivera');
  counselor = await user('Casey', 'Counselor', 'counselor');
  const c = await su
    .collection('counselors')
    .create({ user: counselor.id, display_name: 'Casey', active: true, accepting: true, capacity: 5 });
  await su.collection('members').update(member, { counselor: c.id });
  const circle = (await su.collection('circles').create({ owner: alex.id, member, name: "Alex's care team" })).id;
  row = (
    await su.collection('circle_members').create({
      circle,
      user: carer.id,
      access: 'view',
      scopes: ['plans', 'files'],
      status: 'active',
    })
  ).id;
}, 120_000);

afterAll(async () => {
  await srv?.stop();
});

describe("a caregiver whose circle shares Alex's plans and files", () => {
  it('is told of a new plan to review, its acceptance and completion, a task added and done, naming Alex', async () => {
    const plan = await counselor.pb
      .collection('plans')
      .create({ member: alex.member, title: 'Prepare for surgery', status: 'proposed', created_by: counselor.id });
    const planLink = `/plans/${plan.id}`;
    expect(await titles(carer.pb, planLink)).toEqual(["Alex's new plan to review"]);
    await alex.pb.collection('plans').update(plan.id, { status: 'active' });
    const task = await counselor.pb
      .collection('tasks')
      .create({
        member: alex.member,
        plan: plan.id,
        title: 'Call the surgeon',
        status: 'todo',
        created_by: counselor.id,
      });
    const taskLink = `/tasks/${task.id}`;
    expect(await titles(carer.pb, taskLink)).toEqual(['New task for Alex: Call the surgeon']);
    await alex.pb.collection('tasks').update(task.id, { status: 'done' });
    expect(await titles(carer.pb, taskLink)).toContain("Completed Alex's task “Call the surgeon”");
    await alex.pb.collection('plans').update(plan.id, { status: 'completed' });
    const planTitles = await titles(carer.pb, planLink);
    expect(planTitles).toContain("Accepted Alex's plan “Prepare for surgery”");
    expect(planTitles).toContain("Completed Alex's plan “Prepare for surgery”");
    // Alex's own notices stay Alex's; Alex is not told of what Alex did
    expect(await titles(alex.pb, planLink)).toEqual(['A new plan to review']);
  });

  it('is told of a file added and of a file newly shared with the counselor; the uploader is not', async () => {
    const file = await alex.pb
      .collection('files')
      .create({
        member: alex.member,
        owner: alex.id,
        title: 'Pre-authorization',
        kind: 'other',
        file: png(),
        shared_with_counselor: false,
      });
    const link = `/files/${file.id}`;
    expect(await titles(carer.pb, link)).toEqual(['New file for Alex: “Pre-authorization”']);
    await alex.pb.collection('files').update(file.id, { shared_with_counselor: true });
    expect(await titles(carer.pb, link)).toContain(
      "Alex's file “Pre-authorization” is now shared with their counselor",
    );
    expect(await titles(alex.pb, link)).toEqual([]);
  });

  it('stops when the scope narrows, and when the caregiver leaves the circle', async () => {
    await su.collection('circle_members').update(row, { scopes: ['reports'] });
    const plan = await counselor.pb
      .collection('plans')
      .create({ member: alex.member, title: 'Knee rehab', status: 'proposed', created_by: counselor.id });
    const file = await alex.pb
      .collection('files')
      .create({ member: alex.member, owner: alex.id, title: 'X-ray', kind: 'other', file: png() });
    expect(await titles(carer.pb, `/plans/${plan.id}`)).toEqual([]);
    expect(await titles(carer.pb, `/files/${file.id}`)).toEqual([]);

    await su.collection('circle_members').update(row, { scopes: ['plans', 'files'] });
    await carer.pb.collection('circle_members').update(row, { status: 'left' });
    const before = (await carer.pb.collection('notifications').getFullList()).length;
    const next = await counselor.pb
      .collection('plans')
      .create({ member: alex.member, title: 'Dental work', status: 'proposed', created_by: counselor.id });
    await alex.pb
      .collection('files')
      .create({ member: alex.member, owner: alex.id, title: 'Receipt', kind: 'other', file: png() });
    expect(await titles(alex.pb, `/plans/${next.id}`)).toEqual(['A new plan to review']);
    expect((await carer.pb.collection('notifications').getFullList()).length).toBe(before);
  });
});
