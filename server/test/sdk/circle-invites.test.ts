/**
 * Issue 15 through the official SDK: circle invitations end to end (create with consent and a
 * one-time link, mail, public summary, accept, resend, decline, revoke, leave, expiry, renewal
 * reminder) and the abuse cases (reused, expired, forged or another person's token, a different
 * email, widening one's own scopes, a non-owner inviting). Canary values prove nothing leaks.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type PocketBase from 'pocketbase';
import { startServer, type ServerProcess } from '../harness/server-process.js';
import { MailCatcher } from '../harness/mail-catcher.js';
import { signInWithMfa } from '../harness/mfa-sign-in.js';

let srv: ServerProcess;
let su: PocketBase;
const mail = new MailCatcher();
let seq = 0;
const uniq = (p: string) => `${p}-${Date.now().toString(36)}-${++seq}`;
const PASSWORD = 'circle-pass-123';

interface Person { pb: PocketBase; id: string; email: string; member: string }

async function person(name: string, email = `${uniq('p')}@circle.test`): Promise<Person> {
  const u = await su.collection('users').create({ email, password: PASSWORD, passwordConfirm: PASSWORD, name, role: 'member', verified: true });
  const pb = srv.newClient();
  await pb.collection('users').authWithPassword(email, PASSWORD);
  const member = (await su.collection('members').getFirstListItem(`user = "${u.id}"`)).id;
  return { pb, id: u.id, email, member };
}

async function circleOf(owner: Person, name = "Sam's care team"): Promise<string> {
  return (await owner.pb.collection('circles').create({ owner: owner.id, member: owner.member, name })).id;
}

interface Issued { invite: Record<string, unknown>; link: string }
const invite = (pb: PocketBase, body: Record<string, unknown>) => pb.send<Issued>('/api/invites', { method: 'POST', body: { consent: true, ...body } });
const tokenOf = (link: string) => new URL(link).searchParams.get('invite') ?? '';
const accept = (pb: PocketBase, token: string) => pb.send<{ circle: string; circle_member: string }>('/api/invites/accept', { method: 'POST', body: { token } });
const status = (p: Promise<unknown>) => p.then(() => 200, (e: { status: number }) => e.status);

beforeAll(async () => {
  srv = await startServer();
  su = await srv.superuserClient();
  await mail.start();
  await su.settings.update({
    meta: { appURL: 'https://covey.example', senderAddress: 'care@covey.example', senderName: 'Covey' },
    smtp: { enabled: true, allowPrivateHost: true, host: '127.0.0.1', port: mail.port, tls: false },
  });
}, 120_000);
afterAll(async () => {
  await mail.stop();
  await srv?.stop();
});

describe('invite and accept', () => {
  it('mails a one-time link, shows a public summary, and accepting creates the chosen access', async () => {
    const owner = await person('Sam Owner');
    const circle = await circleOf(owner);
    const email = `${uniq('carer')}@circle.test`;
    const res = await invite(owner.pb, { circle, email, name: 'Riley', relationship: 'adult_child', access: 'manage', scopes: ['plans', 'appointments'], message: 'Help me please' });
    expect(res.link).toMatch(/^https:\/\/covey\.example\/auth\?invite=[A-Za-z0-9_-]{43}$/);
    expect(res.invite).not.toHaveProperty('token');
    expect(res.invite).toMatchObject({ status: 'pending', sent_count: 1, expires_in_days: 548, relationship: 'adult_child' });
    const token = tokenOf(res.link);
    const stored = await su.collection('invites').getOne(String(res.invite['id']));
    expect(stored['token']).not.toContain(token);
    expect(String(stored['token'])).toMatch(/^[0-9a-f]{64}$/);
    // the consent is on the ledger
    const consent = await owner.pb.collection('agreements').getFirstListItem(`document = "circle_consent" && circle = "${circle}"`);
    expect(consent).toMatchObject({ user: owner.id, member: owner.member, action: 'accepted' });
    // the activity row keeps its English and carries the key and raw values for other languages (#31)
    const shared = await owner.pb.collection('updates').getFirstListItem(`target_id = "${circle}" && action = "shared"`);
    expect(shared['summary']).toBe('Invited Riley to view and manage: plans and tasks, appointments');
    expect(shared['data']).toMatchObject({ summary_msg: { id: 'circle_invited', values: { name: 'Riley', access: 'manage', scopes: 'plans,appointments' } } });
    // the mail carries the same link
    const m = await mail.waitFor(email);
    expect(m.body).toContain(res.link);
    expect(m.body).toContain('Sam Owner');
    // the public summary says who and what, nothing else
    const summary = await srv.newClient().send('/api/invites/summary', { query: { token } });
    expect(summary).toEqual({ inviter_name: 'Sam Owner', circle_name: "Sam's care team", access: 'manage', scopes: ['plans', 'appointments'], email });
    // the invitee signs up (unverified) and accepts without any other step; the link proved the mailbox
    const carer = srv.newClient();
    await carer.collection('users').create({ email, password: PASSWORD, passwordConfirm: PASSWORD, name: 'Riley Carer' });
    await carer.collection('users').authWithPassword(email, PASSWORD);
    const out = await accept(carer, token);
    expect(out.circle).toBe(circle);
    const joined = await owner.pb.collection('updates').getFirstListItem(`target_id = "${circle}" && action = "status_changed"`);
    expect(joined['data']).toMatchObject({ summary_msg: { id: 'circle_invite_accepted', values: { name: 'Riley Carer' } } });
    const row = await carer.collection('circle_members').getOne(out.circle_member);
    expect(row).toMatchObject({ status: 'active', access: 'manage', scopes: ['plans', 'appointments'], relationship: 'adult_child', user: carer.authStore.record!.id });
    const days = (Date.parse(String(row['expires']).replace(' ', 'T')) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(546);
    expect(days).toBeLessThan(549);
    expect((await su.collection('users').getOne(carer.authStore.record!.id))['verified']).toBe(true);
    // single use
    expect(await status(accept(carer, token))).toBe(404);
    expect(await status(srv.newClient().send('/api/invites/summary', { query: { token } }))).toBe(404);
    // the owner is told, and the circle log says so
    const notes = await owner.pb.collection('notifications').getFullList({ filter: 'kind = "invite"' });
    expect(notes.map((n) => n['title'])).toContain(`Riley Carer joined "Sam's care team"`);
    const log = await owner.pb.collection('updates').getFullList({ filter: `target_collection = "circles" && target_id = "${circle}"`, sort: '-created,id' });
    expect(log.map((u) => u['summary'])).toContain('Riley Carer accepted the invitation');
    // scoped: the plan yes, the report no
    const plan = uniq('canary-plan');
    const report = uniq('canary-report');
    await su.collection('plans').create({ member: owner.member, title: plan, status: 'active', created_by: owner.id });
    await su.collection('reports').create({ member: owner.member, title: report, kind: 'bill_review', status: 'submitted' });
    expect((await carer.collection('plans').getFullList()).map((p) => p['title'])).toContain(plan);
    expect((await carer.collection('reports').getList(1, 50, { filter: `title = "${report}"` })).totalItems).toBe(0);
  });

  it('works without mail: the inviter still gets the link once', async () => {
    await su.settings.update({ smtp: { enabled: false } });
    try {
      const owner = await person('Quiet Owner');
      const res = await invite(owner.pb, { circle: await circleOf(owner), email: `${uniq('q')}@circle.test`, access: 'view', scopes: ['profile'] });
      expect(tokenOf(res.link)).toHaveLength(43);
      const listed = await owner.pb.collection('invites').getOne(String(res.invite['id']));
      expect(listed).not.toHaveProperty('token');
      expect(JSON.stringify(listed)).not.toContain(tokenOf(res.link));
    } finally {
      await su.settings.update({ smtp: { enabled: true, allowPrivateHost: true, host: '127.0.0.1', port: mail.port, tls: false } });
    }
  });

  it('requires consent and at least one scope; refuses yourself and duplicates', async () => {
    const owner = await person('Picky Owner');
    const circle = await circleOf(owner);
    const email = `${uniq('d')}@circle.test`;
    await expect(owner.pb.send('/api/invites', { method: 'POST', body: { circle, email, scopes: ['plans'] } })).rejects.toMatchObject({ status: 400, response: { data: { consent: { code: 'validation_required' } } } });
    await expect(invite(owner.pb, { circle, email, scopes: [] })).rejects.toMatchObject({ status: 400, response: { data: { scopes: {} } } });
    await expect(invite(owner.pb, { circle, email: owner.email, scopes: ['plans'] })).rejects.toMatchObject({ status: 400, response: { data: { email: {} } } });
    await invite(owner.pb, { circle, email, scopes: ['plans'] });
    await expect(invite(owner.pb, { circle, email: email.toUpperCase(), scopes: ['plans'] })).rejects.toMatchObject({ status: 400 });
  });
});

describe('bad tokens and bad actors', () => {
  it('refuses forged, malformed, expired, revoked, declined and other people\'s tokens without leaking anything', async () => {
    const owner = await person('Canary Owner');
    const circle = await circleOf(owner, uniq('canary-circle'));
    const target = `${uniq('target')}@circle.test`;
    const intruder = await person('Intruder');
    const res = await invite(owner.pb, { circle, email: target, name: 'canary-name', scopes: ['reports'], message: 'canary-message' });
    const token = tokenOf(res.link);
    // forged and malformed
    for (const t of ['x'.repeat(43), `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`, '', '../../etc', 'a'.repeat(500)]) {
      expect(await status(accept(intruder.pb, t))).toBe(404);
      expect(await status(srv.newClient().send('/api/invites/summary', { query: { token: t } }))).toBe(404);
    }
    // another person's token (a different email): refused, no row, nothing of the invite in the answer
    const refused = await accept(intruder.pb, token).catch((e: { status: number; response: unknown }) => e);
    expect(refused).toMatchObject({ status: 403 });
    expect(JSON.stringify(refused)).not.toMatch(/canary|target-/);
    expect((await su.collection('circle_members').getFullList({ filter: `circle = "${circle}"` }))).toHaveLength(0);
    // the intruder cannot read or decline the invite through the records API
    expect((await intruder.pb.collection('invites').getFullList()).map((i) => i.id)).not.toContain(res.invite['id']);
    expect(await status(intruder.pb.collection('invites').update(String(res.invite['id']), { status: 'declined' }))).toBe(404);
    // not signed in
    expect(await status(srv.newClient().send('/api/invites/accept', { method: 'POST', body: { token } }))).toBe(401);
    // expired
    await su.collection('invites').update(String(res.invite['id']), { expires: '2020-01-01 00:00:00.000Z' });
    const invitee = await person('Target', target);
    expect(await status(accept(invitee.pb, token))).toBe(404);
    // resend revives it with a new token; the old one stays dead
    const again = await owner.pb.send<Issued>(`/api/invites/${String(res.invite['id'])}/resend`, { method: 'POST' });
    expect(again.invite).toMatchObject({ status: 'pending', sent_count: 2 });
    expect(await status(accept(invitee.pb, token))).toBe(404);
    // declined kills the link
    await invitee.pb.collection('invites').update(String(res.invite['id']), { status: 'declined' });
    expect(await status(accept(invitee.pb, tokenOf(again.link)))).toBe(404);
    expect((await owner.pb.collection('notifications').getFullList()).map((n) => n['title'])).toContain('canary-name declined your invitation');
    // revoked kills the link
    const other = await invite(owner.pb, { circle, email: target, scopes: ['reports'] });
    await owner.pb.collection('invites').update(String(other.invite['id']), { status: 'revoked' });
    expect(await status(accept(invitee.pb, tokenOf(other.link)))).toBe(404);
    expect(await su.collection('circle_members').getFullList({ filter: `circle = "${circle}"` })).toHaveLength(0);
  });

  it('a non-owner cannot invite (not a stranger, not a manager of the circle); tokens never come back', async () => {
    const owner = await person('Owner Two');
    const circle = await circleOf(owner);
    const stranger = await person('Stranger');
    const manager = await person('Manager');
    await su.collection('circle_members').create({ circle, user: manager.id, access: 'manage', scopes: ['plans', 'profile', 'coverage', 'appointments', 'reports', 'files', 'chat'], status: 'active' });
    for (const p of [stranger, manager]) {
      expect(await status(invite(p.pb, { circle, email: `${uniq('x')}@circle.test`, scopes: ['plans'] }))).toBe(400);
      expect(await status(p.pb.collection('invites').create({ kind: 'circle', circle, inviter: p.id, status: 'pending', email: `${uniq('y')}@circle.test`, scopes: ['plans'] }))).toBe(400);
    }
    // the owner through the records API signs the same consent as through POST /api/invites
    const viaApi = { kind: 'circle', circle, inviter: owner.id, status: 'pending', email: `${uniq('z')}@circle.test`, scopes: ['plans'], token: 'mine' };
    const unsigned = await owner.pb.collection('invites').create(viaApi).then(() => null, (e: { status: number; response: { data: Record<string, { code: string }> } }) => e);
    expect(unsigned?.status).toBe(400);
    expect(unsigned?.response.data['consent']?.code).toBe('validation_required');
    // POST /api/invites without the consent box ticked: the same refusal, nothing written
    const unticked = await owner.pb.send('/api/invites', { method: 'POST', body: { circle, email: `${uniq('w')}@circle.test`, scopes: ['plans'] } })
      .then(() => null, (e: { status: number; response: { data: Record<string, { code: string }> } }) => e);
    expect(unticked?.status).toBe(400);
    expect(unticked?.response.data['consent']?.code).toBe('validation_required');
    expect(await su.collection('invites').getFullList({ filter: `circle = "${circle}"` })).toHaveLength(0);
    expect(await su.collection('agreements').getFullList({ filter: `document = "circle_consent" && circle = "${circle}"` })).toHaveLength(0);
    // the token is the server's (a client-chosen one is ignored), never shown
    const rec = await owner.pb.collection('invites').create({ ...viaApi, consent: true });
    const signed = await su.collection('agreements').getFullList({ filter: `document = "circle_consent" && circle = "${circle}"` });
    expect(signed.map((a) => [a['user'], a['version'], a['action']])).toEqual([[owner.id, '2026-01', 'accepted']]);
    expect(rec).not.toHaveProperty('token');
    expect(String((await su.collection('invites').getOne(rec.id))['token'])).toMatch(/^[0-9a-f]{64}$/);
    expect(await status(accept(owner.pb, 'mine'))).toBe(404);
    expect(rec['sent_count']).toBe(1);
    // resend is the owner's only
    expect(await status(stranger.pb.send(`/api/invites/${rec.id}/resend`, { method: 'POST' }))).toBe(404);
  });

  it('resends at most 5 times in all', async () => {
    const owner = await person('Resender');
    const res = await invite(owner.pb, { circle: await circleOf(owner), email: `${uniq('r')}@circle.test`, scopes: ['plans'] });
    const id = String(res.invite['id']);
    for (let i = 2; i <= 5; i++) {
      const r = await owner.pb.send<Issued>(`/api/invites/${id}/resend`, { method: 'POST' });
      expect(r.invite['sent_count']).toBe(i);
    }
    await expect(owner.pb.send(`/api/invites/${id}/resend`, { method: 'POST' })).rejects.toMatchObject({ status: 400 });
  });
});

describe('after accepting', () => {
  async function joined(scopes: string[], access = 'view') {
    const owner = await person('Jo Owner');
    const circle = await circleOf(owner);
    const carer = await person('Kim Carer');
    const res = await invite(owner.pb, { circle, email: carer.email, scopes, access });
    const out = await accept(carer.pb, tokenOf(res.link));
    return { owner, circle, carer, row: out.circle_member };
  }

  it('an invitee cannot widen their own scopes, access or expiry, or re-activate; they can leave and the owner is told', async () => {
    const { owner, carer, row } = await joined(['plans']);
    for (const body of [{ scopes: ['plans', 'reports'] }, { access: 'manage' }, { expires: '' }, { expires: '2099-01-01 00:00:00.000Z' }, { status: 'left', scopes: ['reports'] }, { status: 'left', expires: '' }]) {
      expect(await status(carer.pb.collection('circle_members').update(row, body)), JSON.stringify(body)).toBe(404);
    }
    expect((await su.collection('circle_members').getOne(row))).toMatchObject({ scopes: ['plans'], access: 'view', status: 'active' });
    await carer.pb.collection('circle_members').update(row, { status: 'left' });
    expect(await status(carer.pb.collection('circle_members').update(row, { status: 'active' }))).toBe(404);
    expect((await owner.pb.collection('notifications').getFullList()).map((n) => n['title'])).toContain('Kim Carer left "Sam\'s care team"');
    expect((await carer.pb.collection('plans').getFullList())).toHaveLength(0);
  });

  it('the owner changes scopes and revokes; the owner cannot re-activate a revoked row', async () => {
    const { owner, carer, row } = await joined(['plans', 'reports'], 'manage');
    const plan = uniq('canary-plan');
    await owner.pb.collection('plans').create({ member: owner.member, title: plan, status: 'active', created_by: owner.id });
    expect((await carer.pb.collection('plans').getFullList()).map((p) => p['title'])).toContain(plan);
    await owner.pb.collection('circle_members').update(row, { scopes: ['reports'] });
    expect((await carer.pb.collection('plans').getFullList())).toHaveLength(0);
    expect(await status(carer.pb.collection('plans').create({ member: owner.member, title: 'x', status: 'active', created_by: carer.id }))).toBe(400);
    await owner.pb.collection('circle_members').update(row, { status: 'revoked' });
    expect(await status(owner.pb.collection('circle_members').update(row, { status: 'active' }))).toBe(404);
    expect((await carer.pb.collection('notifications').getFullList()).map((n) => n['title'])).toContain('Your access to "Sam\'s care team" has ended');
    expect(await status(carer.pb.collection('members').getOne(owner.member))).toBe(404);
  });

  it('crons: pending invites expire after their 7 days; the renewal reminder is mailed once', async () => {
    const owner = await person('Timer Owner');
    const circle = await circleOf(owner);
    const res = await invite(owner.pb, { circle, email: `${uniq('t')}@circle.test`, scopes: ['plans'] });
    await su.collection('invites').update(String(res.invite['id']), { expires: '2020-01-01 00:00:00.000Z' });
    await su.crons.run('covey_invite_expiry');
    const expired = async (id: string) => {
      let inv = await su.collection('invites').getOne(id);
      const deadline = Date.now() + 5000;
      while (inv['status'] !== 'expired' && Date.now() < deadline) inv = await su.collection('invites').getOne(id);
      return inv;
    };
    const inv = await expired(String(res.invite['id']));
    expect(inv['status']).toBe('expired');
    expect(inv['token']).toBe('');

    const carer = await person('Soon Expiring');
    const soon = new Date(Date.now() + 10 * 86_400_000).toISOString().replace('T', ' ');
    await su.collection('circle_members').create({ circle, user: carer.id, display_name: 'Soon Expiring', access: 'view', scopes: ['plans'], status: 'active', expires: soon });
    await su.crons.run('covey_circle_renewal');
    const reminder = await mail.waitFor(owner.email);
    expect(reminder.body).toContain('Soon Expiring');
    const row = await su.collection('circle_members').getFirstListItem(`user = "${carer.id}"`);
    expect(row['reminded_at']).not.toBe('');
    // a second run sends nothing: wait for a later job's effect instead of sleeping
    const later = await invite(owner.pb, { circle, email: `${uniq('t2')}@circle.test`, scopes: ['plans'] });
    await su.collection('invites').update(String(later.invite['id']), { expires: '2020-01-01 00:00:00.000Z' });
    await su.crons.run('covey_circle_renewal');
    await su.crons.run('covey_invite_expiry');
    expect((await expired(String(later.invite['id'])))['status']).toBe('expired');
    expect(mail.to(owner.email)).toHaveLength(1);
  });
});

describe('accepting from the Received list', () => {
  it('needs a verified account with the invite\'s email; a brand-new account skips the benefits onboarding', async () => {
    const owner = await person('List Owner');
    const circle = await circleOf(owner);
    const email = `${uniq('listed')}@circle.test`;
    const res = await invite(owner.pb, { circle, email, scopes: ['appointments'], access: 'manage' });
    const id = String(res.invite['id']);
    // an unverified account holding the address (no token) cannot accept by id
    const u = await su.collection('users').create({ email, password: PASSWORD, passwordConfirm: PASSWORD, name: 'Listed', role: 'member', verified: false });
    const pb = srv.newClient();
    await pb.collection('users').authWithPassword(email, PASSWORD);
    await expect(pb.send('/api/invites/accept', { method: 'POST', body: { invite: id } })).rejects.toMatchObject({ status: 403 });
    // someone else cannot accept it by id either (uniform 404)
    const other = await person('Other');
    await expect(other.pb.send('/api/invites/accept', { method: 'POST', body: { invite: id } })).rejects.toMatchObject({ status: 404 });
    await su.collection('users').update(u.id, { verified: true });
    await pb.collection('users').authRefresh();
    const out = await pb.send<{ circle: string }>('/api/invites/accept', { method: 'POST', body: { invite: id } });
    expect(out.circle).toBe(circle);
    const own = await su.collection('members').getFirstListItem(`user = "${u.id}"`);
    expect(own['onboarding_step']).toBe('completed');
    // used: the mailed token is dead too
    await expect(accept(pb, tokenOf(res.link))).rejects.toMatchObject({ status: 404 });
    // an account already onboarding keeps its own step
    const busy = await person('Busy Member');
    await su.collection('members').update(busy.member, { onboarding_step: 'contact' });
    const again = await invite(owner.pb, { circle, email: busy.email, scopes: ['plans'] });
    await accept(busy.pb, tokenOf(again.link));
    expect((await su.collection('members').getOne(busy.member))['onboarding_step']).toBe('contact');
  });
});

describe('who viewed', () => {
  it('logs a live circle member opening the shared information at most hourly; others get a 404', async () => {
    const owner = await person('Viewed Owner');
    const circle = await circleOf(owner);
    const carer = await person('Viewer Carer');
    await accept(carer.pb, tokenOf((await invite(owner.pb, { circle, email: carer.email, scopes: ['plans'] })).link));
    await carer.pb.send('/api/circles/viewed', { method: 'POST', body: { member: owner.member } });
    await carer.pb.send('/api/circles/viewed', { method: 'POST', body: { member: owner.member } });
    const views = await owner.pb.collection('updates').getFullList({ filter: `target_id = "${circle}" && action = "viewed"` });
    expect(views.map((v) => v['summary'])).toEqual(['Viewer Carer viewed the shared information']);
    const stranger = await person('Stranger Viewer');
    expect(await status(stranger.pb.send('/api/circles/viewed', { method: 'POST', body: { member: owner.member } }))).toBe(404);
    expect(await status(srv.newClient().send('/api/circles/viewed', { method: 'POST', body: { member: owner.member } }))).toBe(401);
  });
});

describe('accounts that may not join, circles that are switched off', () => {
  it('an employer or broker account holding the invited address cannot accept; nothing of the circle leaks', async () => {
    const owner = await person('Role Owner');
    const circle = await circleOf(owner, uniq('canary-circle'));
    const plan = uniq('canary-plan');
    await owner.pb.collection('plans').create({ member: owner.member, title: plan, status: 'active', created_by: owner.id });
    for (const role of ['employer', 'broker']) {
      const email = `${uniq(role)}@circle.test`;
      await su.collection('users').create({ email, password: PASSWORD, passwordConfirm: PASSWORD, name: `An ${role}`, role, verified: true });
      // staff complete the second factor by mail (decision 0031)
      const pb = await signInWithMfa(srv.newClient(), mail, email, PASSWORD);
      const res = await invite(owner.pb, { circle, email, scopes: ['plans', 'profile'], access: 'manage' });
      const refused = await accept(pb, tokenOf(res.link)).catch((e: { status: number; response: unknown }) => e);
      expect(refused, role).toMatchObject({ status: 403 });
      expect(JSON.stringify(refused)).not.toMatch(/canary/);
      expect(await status(pb.send('/api/invites/accept', { method: 'POST', body: { invite: res.invite['id'] } })), role).toBe(403);
      expect(await pb.collection('circles').getFullList().catch(() => []), role).toHaveLength(0);
      expect(await pb.collection('plans').getFullList().catch(() => []), role).toHaveLength(0);
    }
    expect(await su.collection('circle_members').getFullList({ filter: `circle = "${circle}"` })).toHaveLength(0);
  });

  it('switching a circle off revokes its people and pending invitations at once; it takes no new ones', async () => {
    const owner = await person('Switch Owner');
    const circle = await circleOf(owner);
    const plan = uniq('canary-plan');
    await owner.pb.collection('plans').create({ member: owner.member, title: plan, status: 'active', created_by: owner.id });
    const carer = await person('Switch Carer');
    const { circle_member: row } = await accept(carer.pb, tokenOf((await invite(owner.pb, { circle, email: carer.email, scopes: ['plans'] })).link));
    const pending = await invite(owner.pb, { circle, email: `${uniq('pending')}@circle.test`, scopes: ['plans'] });
    expect((await carer.pb.collection('plans').getFullList()).map((p) => p['title'])).toContain(plan);

    await owner.pb.collection('circles').update(circle, { active: false });
    expect(await carer.pb.collection('plans').getFullList()).toHaveLength(0);
    expect(await status(carer.pb.collection('members').getOne(owner.member))).toBe(404);
    expect((await su.collection('circle_members').getOne(row))['status']).toBe('revoked');
    expect((await su.collection('invites').getOne(String(pending.invite['id'])))['status']).toBe('revoked');
    expect(await status(srv.newClient().send('/api/invites/summary', { query: { token: tokenOf(pending.link) } }))).toBe(404);
    expect(await status(invite(owner.pb, { circle, email: `${uniq('late')}@circle.test`, scopes: ['plans'] }))).toBe(400);
    // switching it back on does not bring anyone back
    await owner.pb.collection('circles').update(circle, { active: true });
    expect(await carer.pb.collection('plans').getFullList()).toHaveLength(0);
  });
});
