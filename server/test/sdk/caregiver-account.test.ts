/**
 * Issue 29 part 3 through the official SDK: an account created from a circle invitation is a
 * caregiver account. Accepting does not onboard it as a member (no counselor of its own, no
 * counselor chat, no "Add your insurance card" task) although a counselor with room exists; the
 * person cannot flip that themselves; "Use Covey for myself" starts the member onboarding, and
 * finishing it matches a counselor as for anyone else.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type PocketBase from 'pocketbase';
import { startServer, type ServerProcess } from '../harness/server-process.js';

let srv: ServerProcess;
let su: PocketBase;
let seq = 0;
const uniq = (p: string) => `${p}-${Date.now().toString(36)}-${++seq}`;
const PASSWORD = 'caregiver-pass-123';

beforeAll(async () => {
  srv = await startServer();
  su = await srv.superuserClient();
  const staff = await su.collection('users').create({ email: `${uniq('c')}@cg.test`, password: PASSWORD, passwordConfirm: PASSWORD, name: 'Counselor', role: 'counselor', verified: true });
  await su.collection('counselors').create({ user: staff.id, display_name: 'Counselor', languages: ['en'], capacity: 50, accepting: true, active: true });
}, 120_000);
afterAll(async () => {
  await srv?.stop();
});

async function owner(): Promise<{ pb: PocketBase; id: string; member: string }> {
  const email = `${uniq('owner')}@cg.test`;
  const u = await su.collection('users').create({ email, password: PASSWORD, passwordConfirm: PASSWORD, name: 'Alex Rivera', role: 'member', verified: true });
  const pb = srv.newClient();
  await pb.collection('users').authWithPassword(email, PASSWORD);
  return { pb, id: u.id, member: (await su.collection('members').getFirstListItem(`user = "${u.id}"`)).id };
}

async function caregiverSignup(): Promise<{ pb: PocketBase; id: string; member: string }> {
  const alex = await owner();
  const circle = (await alex.pb.collection('circles').create({ owner: alex.id, member: alex.member, name: "Alex's circle" })).id;
  const email = `${uniq('carer')}@cg.test`;
  const res = await alex.pb.send<{ link: string }>('/api/invites', {
    method: 'POST',
    body: { consent: true, circle, email, name: 'Jordan', relationship: 'spouse_partner', access: 'manage', scopes: ['plans', 'appointments'] },
  });
  const token = new URL(res.link).searchParams.get('invite') ?? '';
  const pb = srv.newClient();
  const u = await pb.collection('users').create({ email, password: PASSWORD, passwordConfirm: PASSWORD, name: 'Jordan Rivera' });
  await pb.collection('users').authWithPassword(email, PASSWORD);
  await pb.send('/api/invites/accept', { method: 'POST', body: { token } });
  return { pb, id: u.id, member: (await su.collection('members').getFirstListItem(`user = "${u.id}"`)).id };
}

describe('caregiver accounts', () => {
  it('a sign-up that accepts a circle invitation gets no counselor, chat or insurance task of its own', async () => {
    const carer = await caregiverSignup();
    const row = await su.collection('members').getOne(carer.member);
    expect(row).toMatchObject({ source: 'circle', onboarding_step: 'completed', counselor: '' });
    expect(await su.collection('chats').getFullList({ filter: `member = "${carer.member}"` })).toHaveLength(0);
    expect(await su.collection('tasks').getFullList({ filter: `member = "${carer.member}"` })).toHaveLength(0);
    // the caregiver cannot turn themselves into something else by hand
    await expect(carer.pb.collection('members').update(carer.member, { source: 'community' })).rejects.toMatchObject({ status: 400 });
  });

  it('"Use Covey for myself" starts the member onboarding; finishing it matches a counselor', async () => {
    const carer = await caregiverSignup();
    const out = await carer.pb.send<Record<string, unknown>>('/api/members/use-for-myself', { method: 'POST' });
    expect(out).toMatchObject({ id: carer.member, source: 'community', onboarding_step: 'guide', status: 'onboarding' });
    // once only: an ordinary member gets a clear 400 in the store's envelope
    await expect(carer.pb.send('/api/members/use-for-myself', { method: 'POST' })).rejects.toMatchObject({
      status: 400,
      response: { message: 'This account already uses Covey for itself.' },
    });
    for (const step of ['contact', 'coverage', 'agreement', 'information', 'completed']) {
      await su.collection('members').update(carer.member, { onboarding_step: step });
    }
    expect((await su.collection('members').getOne(carer.member))['counselor']).not.toBe('');
  });

  it('refuses anonymous callers', async () => {
    await expect(srv.newClient().send('/api/members/use-for-myself', { method: 'POST' })).rejects.toMatchObject({ status: 401 });
  });
});
