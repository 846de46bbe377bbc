/**
 * The notification centre on the server (issue 29): notices follow the recipient's preferences,
 * name the member when that is not the recipient, and the email digest goes through a real SMTP
 * server on loopback only while mail is configured, holding back during quiet hours.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness/test-app.js';
import { MailCatcher } from '../../../test/harness/mail-catcher.js';
import { notify } from '../activity.js';
import { store } from '../store/store.js';
import { sendNotificationDigests } from './crons/notification-digest.js';
import { inQuietHours, prefsProblem, readPrefs } from './notify-prefs.js';

let ctx: TestApp;
let smtp: MailCatcher;
let alice = '';
let bob = '';
let aliceMember = '';

const core = () => ctx.app.core;
const mailOn = () =>
  core().settings.update({
    smtp: { enabled: true, allowPrivateHost: true, host: '127.0.0.1', port: smtp.port },
    meta: { appURL: 'https://covey.test', senderAddress: 'hello@covey.test', senderName: 'Covey' },
  });
const mailOff = () => core().settings.update({ smtp: { enabled: false } });
const setPrefs = async (id: string, notify: unknown, timezone = 'UTC') => {
  const u = await store(core()).findById('users', id);
  await store(core()).update(u!, { notify, timezone });
};
const pendingFor = (user: string) => store(core()).count('notifications', 'user = {:u} && email_pending = true', { u: user });

beforeAll(async () => {
  smtp = new MailCatcher();
  await smtp.start();
  ctx = await createTestApp();
  alice = String(ctx.records.alice.data['id']);
  bob = String(ctx.records.bob.data['id']);
  const own = await store(core()).findFirst('members', 'user = {:u}', { params: { u: alice } });
  aliceMember = String(own!.data.id);
  await store(core()).update(own!, { first_name: 'Alex', last_name: 'Rivera' });
});

afterAll(async () => {
  await ctx?.close();
  await smtp?.stop();
});

beforeEach(async () => {
  await mailOff();
  for (const id of [alice, bob]) await setPrefs(id, null);
});

describe('preferences', () => {
  it('reads partial values as defaults and refuses malformed ones with a sentence', () => {
    expect(readPrefs(null)).toEqual({ in_app: {}, email: {}, quiet_hours: null });
    expect(readPrefs({ email: { report: false }, quiet_hours: { start: '22:00', end: '07:00' } }).quiet_hours).toEqual({ start: '22:00', end: '07:00' });
    expect(prefsProblem({ email: { reports: false } })).toEqual({ id: 'error.notify.unknown_kind', values: { kind: 'reports' } });
    expect(prefsProblem({ quiet_hours: { start: '25:00', end: '07:00' } })?.id).toBe('error.notify.quiet_hours_format');
    expect(prefsProblem({ in_app: { report: 'no' } })?.id).toBe('error.notify.true_false');
    expect(prefsProblem({ in_app: { report: false }, email: { task: true }, quiet_hours: null })).toBeNull();
  });

  it('places quiet hours on the person’s own clock, across midnight', () => {
    const p = readPrefs({ quiet_hours: { start: '22:00', end: '07:00' } });
    // 03:00 UTC is 22:00 the day before in New York (EST, UTC-5)
    expect(inQuietHours(p, 'America/New_York', new Date('2026-01-15T03:00:00Z'))).toBe(true);
    expect(inQuietHours(p, 'UTC', new Date('2026-01-15T03:00:00Z'))).toBe(true);
    expect(inQuietHours(p, 'Asia/Tokyo', new Date('2026-01-15T03:00:00Z'))).toBe(false); // noon in Tokyo
    expect(inQuietHours(p, 'UTC', new Date('2026-01-15T07:00:00Z'))).toBe(false);
  });

  it('a client saving a malformed preference set gets a field error in the store envelope', async () => {
    const res = await ctx.inject({ method: 'PATCH', url: `/api/collections/users/records/${alice}`, auth: 'alice', body: { notify: { email: { reports: true } } } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 400, data: { notify: { code: 'validation_invalid_notify' } } });
    const ok = await ctx.inject({ method: 'PATCH', url: `/api/collections/users/records/${alice}`, auth: 'alice', body: { notify: { email: { report: false }, quiet_hours: { start: '21:30', end: '06:45' } } } });
    expect(ok.statusCode, ok.body).toBe(200);
  });
});

describe('notices', () => {
  it('name the member when the recipient is someone else, not when it is their own', async () => {
    const n = await ctx.app.core.db.transaction(async (q) => ({
      own: await notify(core(), q, { user: alice, member: aliceMember, title: 'Your report was resolved', link: '/reports/x', kind: 'report' }),
      other: await notify(core(), q, { user: bob, member: aliceMember, title: 'A report was resolved', link: '/reports/x', kind: 'report' }),
    }));
    expect(n.own?.data.subject_name).toBe('');
    expect(n.other?.data.subject_name).toBe('Alex Rivera');
  });

  it('follow the in-app preference: off means stored read (digest only) or not at all', async () => {
    await setPrefs(bob, { in_app: { plan: false } });
    const off = await ctx.app.core.db.transaction((q) => notify(core(), q, { user: bob, title: 'A new plan', link: '/plans/p', kind: 'plan' }));
    expect(off).toBeNull(); // mail is off: nobody would ever see it
    await mailOn();
    const mailOnly = await ctx.app.core.db.transaction((q) => notify(core(), q, { user: bob, title: 'A new plan', link: '/plans/p', kind: 'plan' }));
    expect(mailOnly?.data).toMatchObject({ read: true, channels: [], email_pending: true });
  });

  it('the client cannot set the server-set fields', async () => {
    const n = await ctx.app.core.db.transaction((q) => notify(core(), q, { user: alice, title: 'Hello', link: '/', kind: 'system' }));
    const id = String(n!.data.id);
    for (const body of [{ subject_name: 'Someone' }, { email_pending: true }]) {
      const res = await ctx.inject({ method: 'PATCH', url: `/api/collections/notifications/records/${id}`, auth: 'alice', body });
      expect(res.statusCode, res.body).toBe(400);
    }
    const read = await ctx.inject({ method: 'PATCH', url: `/api/collections/notifications/records/${id}`, auth: 'alice', body: { read: true } });
    expect(read.json()).toMatchObject({ read: true });
  });
});

describe('email digest', () => {
  it('while mail is off: no email is asked for and the job sends nothing and marks nothing', async () => {
    const n = await ctx.app.core.db.transaction((q) => notify(core(), q, { user: alice, title: 'Mail is off', link: '/', kind: 'system' }));
    expect(n?.data.email_pending).toBe(false);
    const before = smtp.mails.length;
    expect(await sendNotificationDigests(core())).toBe(0);
    expect(smtp.mails.length).toBe(before);
  });

  it('mails one digest of the unread notices, skipping kinds turned off and notices already read', async () => {
    await mailOn();
    await sendNotificationDigests(core()); // what earlier tests left pending
    await setPrefs(bob, { email: { task: false } });
    const write = (title: string, kind: 'report' | 'task' | 'plan', member = '') =>
      ctx.app.core.db.transaction((q) => notify(core(), q, { user: bob, title, link: '/reports/r1', kind, member }));
    await write('Your report was resolved', 'report', aliceMember);
    const task = await write('Reminder: call the surgeon', 'task');
    const read = await write('A plan you already saw', 'plan');
    expect(task?.data.email_pending).toBe(false);
    await store(core()).update(read!, { read: true });
    const before = smtp.to('bob@example.com').length;
    expect(await sendNotificationDigests(core())).toBe(1);
    const mail = await smtp.waitFor('bob@example.com', before + 1);
    expect(mail.subject).toBe('You have 1 new notification on Covey');
    // about someone else's report: the title says whose it is (issue 29 part 3)
    expect(mail.body).toContain("Alex's report was resolved (Alex Rivera)");
    expect(mail.body).toContain('https://covey.test/reports/r1');
    expect(mail.body).not.toContain('call the surgeon');
    expect(mail.body).not.toContain('already saw');
    expect(await pendingFor(bob)).toBe(0);
    // a second run sends nothing again
    expect(await sendNotificationDigests(core())).toBe(0);
  });

  it('waits while the person is in quiet hours, then sends', async () => {
    await mailOn();
    await setPrefs(alice, { quiet_hours: { start: '22:00', end: '07:00' } }, 'America/New_York');
    await ctx.app.core.db.transaction((q) => notify(core(), q, { user: alice, title: 'Your appointment is tomorrow', link: '/appointments/a', kind: 'appointment' }));
    const before = smtp.to('alice@example.com').length;
    // 04:00 UTC = 23:00 in New York: quiet
    expect(await sendNotificationDigests(core(), new Date('2026-01-15T04:00:00Z'))).toBe(0);
    expect(await pendingFor(alice)).toBeGreaterThan(0);
    // 14:00 UTC = 09:00 in New York
    expect(await sendNotificationDigests(core(), new Date('2026-01-15T14:00:00Z'))).toBe(1);
    const mail = await smtp.waitFor('alice@example.com', before + 1);
    expect(mail.body).toContain('Your appointment is tomorrow');
    expect(await pendingFor(alice)).toBe(0);
  });
});
