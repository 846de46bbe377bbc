/**
 * Covey's server hooks through the SDK: sign-up rows, server-set fields, onboarding steps and
 * counselor assignment, chat updates from messages, read receipts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type PocketBase from 'pocketbase';
import { startServer, type ServerProcess } from '../harness/server-process.js';
import { expectError, codesOf } from '../harness/expect-error.js';

let srv: ServerProcess;
let su: PocketBase;
const PW = 'hooks-pass-123';

async function signUp(email: string, extra: Record<string, unknown> = {}): Promise<PocketBase> {
  await srv.newClient().collection('users').create({ email, password: PW, passwordConfirm: PW, name: 'Jo Tester', ...extra });
  const pb = srv.newClient();
  await pb.collection('users').authWithPassword(email, PW);
  return pb;
}

beforeAll(async () => {
  srv = await startServer();
  su = await srv.superuserClient();
  for (const [email, languages, capacity] of [['es.c@hooks.test', ['es'], 5], ['en.c@hooks.test', ['en'], 20]] as const) {
    const u = await su.collection('users').create({ email, password: PW, passwordConfirm: PW, name: email, role: 'counselor' });
    await su.collection('counselors').create({ user: u.id, display_name: email, languages, capacity, accepting: true, active: true });
  }
}, 60_000);
afterAll(async () => {
  await srv?.stop();
});

describe('sign-up', () => {
  it('defaults the role to member and creates the members and profiles rows', async () => {
    const pb = await signUp('new@hooks.test');
    const me = pb.authStore.record!;
    expect(me['role']).toBe('member');
    expect(me['allow_support_view']).toBe(true);
    const m = await pb.collection('members').getFirstListItem(`user = "${me.id}"`);
    expect(m).toMatchObject({ status: 'onboarding', onboarding_step: 'guide', relationship: 'self', source: 'community', first_name: 'Jo' });
    expect(await pb.collection('profiles').getFirstListItem(`member = "${m.id}"`)).toBeTruthy();
  });
  it.each([{ role: 'counselor' }, { employer: 'x' }, { status: 'active' }])('refuses %o in the sign-up body', async (extra) => {
    await expectError(srv.newClient().collection('users').create({ email: `bad${Object.keys(extra)[0]}@hooks.test`, password: PW, passwordConfirm: PW, name: 'X', ...extra }), { status: 400 });
  });
  it('requires a name', async () => {
    const err = await expectError(srv.newClient().collection('users').create({ email: 'noname@hooks.test', password: PW, passwordConfirm: PW }), { status: 400 });
    expect(codesOf(err)).toMatchObject({ name: 'validation_required' });
  });
  it('a member cannot set role, counselor, employer or verified on themselves; nothing changes', async () => {
    const pb = await signUp('sneaky@hooks.test');
    const me = pb.authStore.record!;
    await expectError(pb.collection('users').update(me.id, { role: 'counselor' }), { status: 404 });
    await expectError(pb.collection('users').update(me.id, { employer: 'abc' }), { status: 404 });
    const m = await pb.collection('members').getFirstListItem(`user = "${me.id}"`);
    await expectError(pb.collection('members').update(m.id, { counselor: 'abc' }), { status: 404 });
    await pb.collection('users').update(me.id, { verified: true }).catch(() => undefined);
    const after = await su.collection('users').getOne(me.id);
    expect(after).toMatchObject({ role: 'member', employer: '', verified: false });
  });
});

describe('onboarding and counselor assignment', () => {
  it('refuses skipping a step and accepts one step at a time', async () => {
    const pb = await signUp('steps@hooks.test');
    const m = await pb.collection('members').getFirstListItem(`user = "${pb.authStore.record!.id}"`);
    const err = await expectError(pb.collection('members').update(m.id, { onboarding_step: 'agreement' }), { status: 400 });
    expect(codesOf(err)).toMatchObject({ onboarding_step: 'validation_onboarding_step' });
    for (const step of ['contact', 'coverage', 'contact', 'coverage', 'agreement', 'information']) {
      expect((await pb.collection('members').update(m.id, { onboarding_step: step }))['onboarding_step']).toBe(step);
    }
  });
  it("\"I'll do it later\" leaves one system task to add the card; a coverage ticks it off", async () => {
    const pb = await signUp('later@hooks.test');
    const m = await pb.collection('members').getFirstListItem(`user = "${pb.authStore.record!.id}"`);
    const insuranceTasks = () => pb.collection('tasks').getFullList({ filter: `member = "${m.id}" && title = "Add your insurance card"` });
    for (const step of ['contact', 'coverage', 'agreement', 'coverage', 'agreement']) await pb.collection('members').update(m.id, { onboarding_step: step });
    const open = await insuranceTasks();
    expect(open).toHaveLength(1);
    expect(open[0]).toMatchObject({ status: 'todo', source: 'system', category: 'document', created_by: pb.authStore.record!.id });
    await pb.collection('coverages').create({ member: m.id, type: 'medical', carrier: 'Aetna', member_id: 'A1', status: 'active', relationship: 'self' });
    expect((await insuranceTasks()).map((t) => t['status'])).toEqual(['done']);
    // with a coverage on file, moving past the step again leaves no new task
    await pb.collection('members').update(m.id, { onboarding_step: 'coverage' });
    await pb.collection('members').update(m.id, { onboarding_step: 'agreement' });
    expect(await insuranceTasks()).toHaveLength(1);
  });
  it("a client's task says it is the member's or the counselor's, and where it came from never changes", async () => {
    const pb = await signUp('source@hooks.test');
    const m = await pb.collection('members').getFirstListItem(`user = "${pb.authStore.record!.id}"`);
    const t = await pb.collection('tasks').create({ member: m.id, title: 'Mine', status: 'todo', source: 'system', created_by: pb.authStore.record!.id });
    expect(t['source']).toBe('member');
    const err = await expectError(pb.collection('tasks').update(t.id, { source: 'assistant' }), { status: 400 });
    expect(codesOf(err)).toMatchObject({ source: 'validation_task_source' });
    expect((await pb.collection('tasks').update(t.id, { title: 'Still mine', source: 'member' }))['source']).toBe('member');
  });
  it('completing assigns a language-matched counselor and opens the counselor chat', async () => {
    const pb = await signUp('hola@hooks.test', { language: 'es' });
    const m = await pb.collection('members').getFirstListItem(`user = "${pb.authStore.record!.id}"`);
    await su.collection('members').update(m.id, { onboarding_step: 'information' });
    const done = await pb.collection('members').update(m.id, { onboarding_step: 'completed' }, { expand: 'counselor' });
    expect(done['status']).toBe('active');
    expect(done.expand?.['counselor']?.display_name).toBe('es.c@hooks.test');
    const chats = await pb.collection('chats').getFullList({ filter: `member = "${m.id}"` });
    expect(chats).toHaveLength(1);
    expect(chats[0]).toMatchObject({ kind: 'counselor', status: 'open' });
    expect(chats[0]!['participants']).toHaveLength(2);
    await expectError(pb.collection('members').update(m.id, { onboarding_step: 'guide' }), { status: 400 });
  });
  it('without a language match picks the counselor with the most free capacity', async () => {
    const pb = await signUp('free@hooks.test');
    const m = await pb.collection('members').getFirstListItem(`user = "${pb.authStore.record!.id}"`);
    await su.collection('members').update(m.id, { onboarding_step: 'information' });
    const done = await pb.collection('members').update(m.id, { onboarding_step: 'completed' }, { expand: 'counselor' });
    expect(done.expand?.['counselor']?.display_name).toBe('en.c@hooks.test');
  });
});

describe('chat and messages', () => {
  it('a message updates its chat, reopens it, is unread; the other side marks it read with read_at', async () => {
    const member = await signUp('talk@hooks.test', { language: 'es' });
    const m = await member.collection('members').getFirstListItem(`user = "${member.authStore.record!.id}"`);
    await su.collection('members').update(m.id, { onboarding_step: 'completed' });
    const chat = (await member.collection('chats').getFullList())[0]!;
    await su.collection('chats').update(chat.id, { status: 'closed' });
    const me = member.authStore.record!;
    await expectError(member.collection('messages').create({ chat: chat.id, sender: me.id, role: 'member', body: 'x', read: true }), { status: 400 });
    const msg = await member.collection('messages').create({ chat: chat.id, sender: me.id, role: 'member', body: `  Hello   there ${'x'.repeat(200)}` });
    expect(msg).toMatchObject({ read: false, sender_name: 'Jo Tester' });
    const after = await member.collection('chats').getOne(chat.id);
    expect(after).toMatchObject({ status: 'open', last_sender_role: 'member' });
    expect(String(after['last_message'])).toHaveLength(140);
    expect(after['last_message_at']).not.toBe('');
    await expectError(member.collection('messages').update(msg.id, { read: true }), { status: 404 });
    await expectError(member.collection('chats').update(chat.id, { last_message: 'forged' }), { status: 400 });
    const counselorUser = (chat['participants'] as string[]).find((p) => p !== me.id)!;
    const cu = await su.collection('users').getOne(counselorUser);
    const counselor = srv.newClient();
    await counselor.collection('users').authWithPassword(cu['email'], PW);
    const read = await counselor.collection('messages').update(msg.id, { read: true });
    expect(read['read_at']).not.toBe('');
    const outsider = await signUp('outsider@hooks.test');
    await expectError(outsider.collection('messages').create({ chat: chat.id, sender: outsider.authStore.record!.id, role: 'member', body: 'hi' }), { status: 400 });
  });
});

describe('dependents', () => {
  it('a subscriber adds a child and an adult dependent; only the child becomes a minor they manage', async () => {
    const pb = await signUp('parent@hooks.test');
    const me = await pb.collection('members').getFirstListItem(`user = "${pb.authStore.record!.id}"`);
    const child = await pb.collection('members').create({ first_name: 'Kid', relationship: 'child', subscriber: me.id });
    await pb.collection('profiles').create({ member: child.id, dob: '2016-05-01 00:00:00.000Z' });
    const adult = await pb.collection('members').create({ first_name: 'Grown', relationship: 'child', subscriber: me.id });
    await pb.collection('profiles').create({ member: adult.id, dob: '1990-05-01 00:00:00.000Z' });

    // the roster rows of both stay visible (they hold no health data); only the child is a minor
    expect((await pb.collection('members').getOne(child.id))['minor']).toBe(true);
    expect((await pb.collection('members').getOne(adult.id))['minor']).toBe(false);
    // the child's profile is the guardian's to see; the adult's is private
    expect((await pb.collection('profiles').getFirstListItem(`member = "${child.id}"`))['dob']).toContain('2016-05-01');
    await expectError(pb.collection('profiles').getFirstListItem(`member = "${adult.id}"`), { status: 404 });
    // a second profile for the same dependent, or one for someone else's dependent, is refused
    await expectError(pb.collection('profiles').create({ member: adult.id, dob: '2010-01-01 00:00:00.000Z' }), { status: 400 });
    const other = await signUp('other-parent@hooks.test');
    await expectError(other.collection('profiles').create({ member: child.id }), { status: 400 });
  });
});

describe('members waiting for a counselor', () => {
  async function completeWithoutCounselor(email: string) {
    const pb = await signUp(email);
    const m = await pb.collection('members').getFirstListItem(`user = "${pb.authStore.record!.id}"`);
    await su.collection('members').update(m.id, { onboarding_step: 'information' });
    const done = await pb.collection('members').update(m.id, { onboarding_step: 'completed' });
    expect(done['counselor']).toBe('');
    return { pb, id: m.id };
  }
  async function newCounselor(email: string, fields: Record<string, unknown>) {
    const u = await su.collection('users').create({ email, password: PW, passwordConfirm: PW, name: email, role: 'counselor' });
    return { user: u.id, counselor: await su.collection('counselors').create({ user: u.id, display_name: email, languages: ['en'], ...fields }) };
  }
  async function expectAssigned(pb: PocketBase, memberId: string, counselorId: string, counselorUser: string) {
    expect((await pb.collection('members').getOne(memberId))['counselor']).toBe(counselorId);
    const chats = await pb.collection('chats').getFullList({ filter: `member = "${memberId}"` });
    expect(chats).toHaveLength(1);
    expect(chats[0]).toMatchObject({ kind: 'counselor', status: 'open', counselor: counselorId });
    expect(chats[0]!['participants']).toContain(counselorUser);
  }

  it('a member who completed onboarding with no counselor available gets the next one that accepts', async () => {
    const busy = await su.collection('counselors').getFullList({ filter: 'accepting = true' });
    for (const c of busy) await su.collection('counselors').update(c.id, { accepting: false });
    try {
      const first = await completeWithoutCounselor('wait1@hooks.test');
      const second = await completeWithoutCounselor('wait2@hooks.test');
      // created accepting with room for one: the oldest waiting member gets it, with a chat
      const a = await newCounselor('new.c@hooks.test', { capacity: 1, accepting: true, active: true });
      await expectAssigned(first.pb, first.id, a.counselor.id, a.user);
      expect((await second.pb.collection('members').getOne(second.id))['counselor']).toBe('');
      // created not accepting, then updated to accepting: the next waiting member gets it
      const b = await newCounselor('later.c@hooks.test', { capacity: 3, accepting: false, active: true });
      expect((await second.pb.collection('members').getOne(second.id))['counselor']).toBe('');
      await su.collection('counselors').update(b.counselor.id, { accepting: true });
      await expectAssigned(second.pb, second.id, b.counselor.id, b.user);
    } finally {
      for (const c of busy) await su.collection('counselors').update(c.id, { accepting: true });
    }
  });
});
