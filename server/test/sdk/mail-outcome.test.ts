/**
 * Issue #29 part 2 through the SDK: every endpoint that promises a mail says what became of it
 * (`mail`: sent, not_configured, failed) and hands back the link, so no screen claims a mail that
 * was never sent. Mail off (the default), on (a loopback smtp-server) and failing (nothing listens).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type PocketBase from 'pocketbase';
import { freePort, startServer, type ServerProcess } from '../harness/server-process.js';
import { MailCatcher } from '../harness/mail-catcher.js';

const PW = 'mail-outcome-pass-1';
const APP_URL = 'https://covey.example';
const mail = new MailCatcher();
let srv: ServerProcess;
let su: PocketBase;
let owner: PocketBase;
let circle = '';
let employer = '';
let broker = '';
let seq = 0;
const uniq = (p: string) => `${p}-${++seq}-${Date.now().toString(36)}@mail-outcome.test`;

interface Issued { invite: Record<string, unknown>; link: string; mail: string }
const circleInvite = (email: string) =>
  owner.send<Issued>('/api/invites', { method: 'POST', body: { consent: true, circle, email, name: 'Riley', access: 'view', scopes: ['plans'] } });
const rosterInvite = (email: string) => su.send<Issued & { member: Record<string, unknown> }>('/api/roster/invite', { method: 'POST', body: { employer, email, name: 'Pat Doe' } });
const smtpOn = (port: number) => su.settings.update({ smtp: { enabled: true, allowPrivateHost: true, host: '127.0.0.1', port, tls: false } });

beforeAll(async () => {
  await mail.start();
  srv = await startServer();
  su = await srv.superuserClient();
  await su.settings.update({ meta: { appURL: APP_URL, senderAddress: 'care@covey.example', senderName: 'Covey' } });
  const email = uniq('owner');
  const u = await su.collection('users').create({ email, password: PW, passwordConfirm: PW, name: 'Sam Owner', role: 'member', verified: true });
  owner = srv.newClient();
  await owner.collection('users').authWithPassword(email, PW);
  const member = (await su.collection('members').getFirstListItem(`user = "${u.id}"`)).id;
  circle = (await owner.collection('circles').create({ owner: u.id, member, name: "Sam's circle" })).id;
  employer = (await su.collection('employers').create({ name: 'Acme Foods', status: 'active' })).id;
  broker = (await su.collection('brokers').create({ name: 'Harbor Benefits', status: 'active' })).id;
}, 120_000);
afterAll(async () => {
  await mail.stop();
  await srv?.stop();
});

describe('mail off (the default)', () => {
  it('the public status says mail is not configured', async () => {
    expect(await srv.newClient().send('/api/mail/status', {})).toEqual({ configured: false });
  });

  it('a circle invitation is not claimed as emailed: not_configured, with its link', async () => {
    const res = await circleInvite(uniq('carer'));
    expect(res.mail).toBe('not_configured');
    expect(res.link).toMatch(/^https:\/\/covey\.example\/auth\?invite=[A-Za-z0-9_-]{43}$/);
    expect(mail.mails).toHaveLength(0);
  });

  it('"Copy link" on a pending circle invitation rotates the token without mailing or counting a send', async () => {
    const first = await circleInvite(uniq('carer'));
    const copied = await owner.send<Issued>(`/api/invites/${String(first.invite['id'])}/resend`, { method: 'POST', body: { send: false } });
    expect(copied.mail).toBe('not_requested');
    expect(copied.link).not.toBe(first.link);
    expect(copied.invite['sent_count']).toBe(1);
    const token = (link: string) => new URL(link).searchParams.get('invite') ?? '';
    await expect(srv.newClient().send('/api/invites/summary', { query: { token: token(first.link) } })).rejects.toMatchObject({ status: 404 });
    await expect(srv.newClient().send('/api/invites/summary', { query: { token: token(copied.link) } })).resolves.toMatchObject({ circle_name: "Sam's circle" });
  });

  it('roster, admin, colleague and staff invitations answer not_configured with the link', async () => {
    const one = await rosterInvite(uniq('emp'));
    expect(one.mail).toBe('not_configured');
    expect(one.link).toMatch(/^https:\/\/covey\.example\/signup\?invite=/);
    const admin = await su.send<Issued>('/api/roster/invite-admin', { method: 'POST', body: { employer, email: uniq('hr'), name: 'Hana' } });
    expect(admin.mail).toBe('not_configured');
    const colleague = await su.send<Issued>('/api/org-invites', { method: 'POST', body: { kind: 'broker_user', broker, email: uniq('col'), name: 'Cole' } });
    expect(colleague).toMatchObject({ mail: 'not_configured', invite: { kind: 'broker_user', status: 'pending' } });
    expect(colleague.link).toMatch(/\/signup\?invite=/);
    const staff = await su.send<{ link: string; mail: string }>('/api/staff', { method: 'POST', body: { kind: 'counselor', email: uniq('coun'), name: 'Casey' } });
    expect(staff.mail).toBe('not_configured');
    expect(staff.link).toMatch(/\/auth\/reset\?token=/);
    const copied = await su.send<Issued>(`/api/roster/invites/${String(one.invite['id'])}/resend`, { method: 'POST', body: { send: false } });
    expect(copied).toMatchObject({ mail: 'not_requested', invite: { sent_count: 1 } });
    expect(copied.link).not.toBe(one.link);
    expect(mail.mails).toHaveLength(0);
  });

  it('invite-all counts invitations created apart from mails sent', async () => {
    const emp = (await su.collection('employers').create({ name: 'Beta Co', status: 'active' })).id;
    await su.collection('members').create({ first_name: 'Ann', last_name: 'Lee', email: uniq('ann'), employer: emp, relationship: 'self', status: 'invited' });
    const res = await su.send('/api/roster/invite-all', { method: 'POST', body: { employer: emp } });
    expect(res).toEqual({ invited: 1, sent: 0, mail: 'not_configured' });
  });

  it('a colleague invitation through /api/org-invites keeps the records API rules', async () => {
    const stranger = srv.newClient();
    await expect(stranger.send('/api/org-invites', { method: 'POST', body: { kind: 'broker_user', broker, email: uniq('x'), name: 'X' } })).rejects.toMatchObject({ status: 401 });
    await expect(owner.send('/api/org-invites', { method: 'POST', body: { kind: 'broker_user', broker, email: uniq('x'), name: 'X' } })).rejects.toMatchObject({ status: 400 });
    await expect(owner.send('/api/org-invites', { method: 'POST', body: { kind: 'member', employer, email: uniq('x') } })).rejects.toMatchObject({ status: 400 });
  });
});

describe('mail on (loopback smtp-server)', () => {
  beforeAll(() => smtpOn(mail.port));

  it('the status says configured and every invitation answers sent, the mail carrying the same link', async () => {
    expect(await srv.newClient().send('/api/mail/status', {})).toEqual({ configured: true });
    const carer = uniq('carer');
    const res = await circleInvite(carer);
    expect(res.mail).toBe('sent');
    expect((await mail.waitFor(carer)).body).toContain(res.link);
    const emp = uniq('emp');
    const one = await rosterInvite(emp);
    expect(one.mail).toBe('sent');
    expect((await mail.waitFor(emp)).body).toContain(one.link);
    const staff = await su.send<{ mail: string }>('/api/staff', { method: 'POST', body: { kind: 'broker', email: uniq('brk'), name: 'Bo' } });
    expect(staff.mail).toBe('sent');
  });
});

describe('mail failing (nothing listens on the port)', () => {
  beforeAll(async () => smtpOn(await freePort()));

  it('answers failed, still with the link', async () => {
    const res = await circleInvite(uniq('carer'));
    expect(res.mail).toBe('failed');
    expect(res.link).toMatch(/\/auth\?invite=/);
    const one = await rosterInvite(uniq('emp'));
    expect(one.mail).toBe('failed');
  });
});
