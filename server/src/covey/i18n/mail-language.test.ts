/**
 * Issue 31: every Covey mail goes out in its recipient's language, through a real SMTP server on
 * loopback. The notification digest (a report update), a task reminder, an organisation invitation
 * (the inviter's language for an address without an account), a circle renewal, the new staff
 * member's one-time link to set a password, and the "you already have an account" mail: Spanish for a
 * Spanish reader, English for an English one, dates said with Intl in the reader's language and zone.
 * (Circle invitations and appointment reminders with their .ics: server/test/sdk/spanish.test.ts.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness/test-app.js';
import { MailCatcher, type CapturedMail } from '../../../test/harness/mail-catcher.js';
import { notify } from '../activity.js';
import { store } from '../store/store.js';
import { msg } from './product-error.js';
import { sendNotificationDigests } from '../notifications/crons/notification-digest.js';
import { sendTaskReminders } from '../care/crons/task-reminders.js';
import { createOrgInvite } from '../organisations/org-invites.js';
import { remindCircleRenewals } from '../circles/crons/circle-renewal.js';
import { formatDate } from '../../util/dates.js';
import { sendDueReminders } from '../scheduling/crons/appointment-reminders.js';
import { whenText } from '../scheduling/appointment-mail.js';

let ctx: TestApp;
const smtp = new MailCatcher();
let alice = ''; // Spanish, in Los Angeles
let bob = ''; // English
let aliceMember = '';
let bobMember = '';
let seq = 0;
const uniq = (p: string) => `${p}-${Date.now().toString(36)}-${++seq}@lang.test`;
const core = () => ctx.app.core;

/** a mail subject as the reader sees it (RFC 2047 encoded words decoded) */
function subjectOf(m: CapturedMail): string {
  const folded = /^Subject: (.*(?:\r?\n[ \t].*)*)$/m.exec(m.raw)?.[1] ?? '';
  return folded
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([qb])\?([^?]*)\?=/gi, (_, enc: string, text: string) =>
      enc.toLowerCase() === 'b'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_h, h: string) => String.fromCharCode(parseInt(h, 16))), 'latin1').toString('utf8'),
    )
    .replace(/\r?\n[ \t]/g, ' ');
}

/** the `n`-th mail (1-based) to an address, as subject and decoded body */
async function nth(address: string, n: number): Promise<{ subject: string; body: string }> {
  const m = await smtp.waitFor(address, n);
  return { subject: subjectOf(m), body: m.body };
}

async function setUser(id: string, values: Record<string, unknown>) {
  const u = await store(core()).findById('users', id);
  await store(core()).update(u!, values);
}

beforeAll(async () => {
  await smtp.start();
  ctx = await createTestApp();
  alice = String(ctx.records.alice.data['id']);
  bob = String(ctx.records.bob.data['id']);
  await setUser(alice, { name: 'Ana Ruiz', language: 'es', timezone: 'America/Los_Angeles' });
  await setUser(bob, { name: 'Bob Reed', language: 'en', timezone: 'America/New_York' });
  aliceMember = String((await store(core()).findFirst('members', 'user = {:u}', { params: { u: alice } }))!.data.id);
  bobMember = String((await store(core()).findFirst('members', 'user = {:u}', { params: { u: bob } }))!.data.id);
  await core().settings.update({
    smtp: { enabled: true, allowPrivateHost: true, host: '127.0.0.1', port: smtp.port },
    meta: { appURL: 'https://covey.test', senderAddress: 'hello@covey.test', senderName: 'Covey', appName: 'Covey' },
  });
}, 120_000);

afterAll(async () => {
  await ctx?.close();
  await smtp.stop();
});

describe('mails in the recipient’s language', () => {
  it('the notification digest of a report update: Spanish for Ana, English for Bob', async () => {
    await sendNotificationDigests(core()); // anything earlier set-up left pending
    const before = { a: smtp.to('alice@example.com').length, b: smtp.to('bob@example.com').length };
    await core().db.transaction(async (q) => {
      for (const user of [alice, bob])
        await notify(core(), q, { user, title: msg('notify.report.member.resolved', { title: 'Factura de laboratorio' }), link: '/reports/r1', kind: 'report' });
    });
    expect(await sendNotificationDigests(core())).toBe(2);
    const es = await nth('alice@example.com', before.a + 1);
    expect(es.subject).toBe('Tiene 1 notificación nueva en Covey');
    expect(es.body).toContain('Hola, Ana Ruiz:');
    expect(es.body).toContain('la página de su cuenta');
    expect(es.body).not.toMatch(/Hello|notification on Covey/);
    const en = await nth('bob@example.com', before.b + 1);
    expect(en.subject).toBe('You have 1 new notification on Covey');
    expect(en.body).toContain('Hello Bob Reed,');
    expect(en.body).toContain('“Factura de laboratorio” is resolved');
  });

  it('a task reminder, its due day said with Intl in the reader’s language', async () => {
    const before = { a: smtp.to('alice@example.com').length, b: smtp.to('bob@example.com').length };
    for (const [member, user, title] of [
      [aliceMember, alice, 'Enviar el formulario'],
      [bobMember, bob, 'Send the form'],
    ] as const)
      await store(core()).create('tasks', { member, title, status: 'todo', assignee: user, due: '2026-03-04 00:00:00.000Z', remind_at: '2020-01-01 09:00:00.000Z', created_by: user });
    await sendTaskReminders(core());
    const es = await nth('alice@example.com', before.a + 1);
    expect(es.subject).toBe('Recordatorio: Enviar el formulario');
    expect(es.body).toContain('Le recordamos su tarea «Enviar el formulario». Vence el 4 de marzo de 2026.');
    expect(es.body).toContain('Abrir la tarea');
    const en = await nth('bob@example.com', before.b + 1);
    expect(en.subject).toBe('Reminder: Send the form');
    expect(en.body).toContain('A reminder about your task "Send the form". It is due March 4, 2026.');
    expect(en.body).toContain('Open the task');
  });

  it('an organisation invitation to an address without an account: the inviter’s language', async () => {
    const employer = await store(core()).create('employers', { name: 'Acme Salud', status: 'active', admins: [alice, bob] });
    const toEs = uniq('nuevo');
    const toEn = uniq('new');
    await core().db.transaction(async (q) => {
      await createOrgInvite(core(), q, { kind: 'member', email: toEs, inviter: alice, employer: String(employer.data.id) });
      await createOrgInvite(core(), q, { kind: 'member', email: toEn, inviter: bob, employer: String(employer.data.id) });
    });
    const es = await nth(toEs, 1);
    expect(es.subject).toBe('Acme Salud lo invitó a Covey');
    expect(es.body).toContain('Cree su cuenta');
    expect(es.body).toContain('Este enlace funciona una sola vez y vence en 7 días.');
    const en = await nth(toEn, 1);
    expect(en.subject).toBe('Acme Salud invited you to Covey');
    expect(en.body).toContain('Create your account');
  });

  it('a circle renewal: the end day on the owner’s own clock, in their language', async () => {
    const before = { a: smtp.to('alice@example.com').length, b: smtp.to('bob@example.com').length };
    // 03:00 UTC in five days is the evening before in Los Angeles, the same night in New York
    const day = new Date(Date.now() + 5 * 86_400_000);
    day.setUTCHours(3, 0, 0, 0);
    const expires = formatDate(day);
    for (const [owner, member, name] of [
      [alice, aliceMember, 'Familia'],
      [bob, bobMember, 'Family'],
    ] as const) {
      const circle = await store(core()).create('circles', { owner, member, name });
      await store(core()).insertUnchecked('circle_members', {
        circle: circle.data.id, email: uniq('carer'), display_name: 'Lucía', status: 'active', access: 'view', scopes: ['coverage'], expires, reminded_at: '',
      });
    }
    await remindCircleRenewals(core());
    const said = (locale: string, tz: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: tz }).format(day);
    const es = await nth('alice@example.com', before.a + 1);
    expect(es.subject).toContain(said('es-US', 'America/Los_Angeles'));
    expect(es.subject).toContain('«Familia»');
    const en = await nth('bob@example.com', before.b + 1);
    expect(en.subject).toBe(`Lucía's access to "Family" ends on ${said('en-US', 'America/New_York')}`);
  });

  it('a new counselor’s one-time link: the language of the console that added them', async () => {
    const es = uniq('consejera');
    const res = await ctx.inject({ method: 'POST', url: '/api/staff', auth: 'superuser', headers: { 'accept-language': 'es-US,es;q=0.9' }, body: { kind: 'counselor', email: es, name: 'Marta Gil' } });
    expect(res.statusCode, res.body).toBe(200);
    const link = String(res.json<{ link: string }>().link);
    const m = await nth(es, 1);
    expect(m.subject).toBe('Su cuenta de Covey está lista');
    expect(m.body).toContain('Hola, Marta Gil:');
    expect(m.body).toContain('Cree su contraseña para empezar a usar Covey.');
    expect(m.body).toContain(link);
    const en = uniq('counselor');
    expect((await ctx.inject({ method: 'POST', url: '/api/staff', auth: 'superuser', body: { kind: 'counselor', email: en, name: 'Kim Lee' } })).statusCode).toBe(200);
    const e = await nth(en, 1);
    expect(e.subject).toBe('Your Covey account is ready');
    expect(e.body).toContain('Set your password to start using Covey.');
  });

  it('a language chosen for the new person is kept on their account and used for the mail; another is refused', async () => {
    const es = uniq('consejero');
    const res = await ctx.inject({ method: 'POST', url: '/api/staff', auth: 'superuser', body: { kind: 'counselor', email: es, name: 'Luis Paz', language: 'es' } });
    expect(res.statusCode, res.body).toBe(200);
    expect((await store(core()).findFirst('users', 'email = {:e}', { params: { e: es } }))?.data.language).toBe('es');
    expect((await nth(es, 1)).subject).toBe('Su cuenta de Covey está lista');
    const bad = await ctx.inject({ method: 'POST', url: '/api/staff', auth: 'superuser', body: { kind: 'counselor', email: uniq('x'), name: 'X', language: 'fr' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ data: { language: { code: 'validation_invalid_value', message: 'Choose the language: en (English) or es (Spanish).' } } });
  });

  it('“you already have an account”: in the owner’s language, whatever the stranger’s browser says', async () => {
    const before = { a: smtp.to('alice@example.com').length, b: smtp.to('bob@example.com').length };
    const signup = (email: string, lang: string) =>
      ctx.inject({ method: 'POST', url: '/api/roster/signup', headers: { 'accept-language': lang }, body: { name: 'Stranger', email, password: 'a-long-password' } });
    expect((await signup('alice@example.com', 'en')).statusCode).toBe(200);
    expect((await signup('bob@example.com', 'es')).statusCode).toBe(200);
    const es = await nth('alice@example.com', before.a + 1);
    expect(es.subject).toBe('Usted ya tiene una cuenta de Covey');
    expect(es.body).toContain('Si fue usted, inicie sesión: https://covey.test/login');
    const en = await nth('bob@example.com', before.b + 1);
    expect(en.subject).toBe('You already have a Covey account');
    expect(en.body).toContain('If it was you, sign in: https://covey.test/login');
  });

  it('an appointment reminder’s notice says the time on the reader’s own clock, not the appointment’s zone', async () => {
    const start = new Date(Date.now() + 30 * 60_000);
    const a = await store(core()).insertUnchecked('appointments', {
      member: aliceMember, kind: 'provider_visit', provider_name: 'Dra. Soto', status: 'confirmed', timezone: 'UTC',
      start: formatDate(start), end: formatDate(new Date(start.getTime() + 30 * 60_000)),
    });
    await sendDueReminders(core());
    const notice = await store(core()).findFirst('notifications', 'user = {:u} && link = {:l}', { params: { u: alice, l: `/appointments/${String(a.data.id)}` } });
    expect(notice?.data.title).toBe('En una hora: Visita con Dra. Soto');
    expect(notice?.data.body).toBe(whenText(formatDate(start), 'America/Los_Angeles', 'es'));
  });
});
