/**
 * Issue 31 (server): Covey speaks Spanish through the official SDK against the built server. Product
 * error sentences follow the signed-in person's `users.language`, else `Accept-Language` (q-values),
 * with the same `code`s; the store's own messages stay as PocketBase writes them. Mails go out in the
 * recipient's language through a real SMTP server: a circle invitation (the invitee's account, else
 * the inviter's language) and an appointment reminder with its `.ics` and notification.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type PocketBase from 'pocketbase';
import ICAL from 'ical.js';
import { startServer, type ServerProcess } from '../harness/server-process.js';
import { MailCatcher, type CapturedMail } from '../harness/mail-catcher.js';
import { signInWithMfa } from '../harness/mfa-sign-in.js';

let srv: ServerProcess;
let su: PocketBase;
const mail = new MailCatcher();
const PW = 'spanish-pass-123';
const MIN = 60_000;
let seq = 0;
const uniq = (p: string) => `${p}-${Date.now().toString(36)}-${++seq}`;
const iso = (ms: number) => new Date(ms).toISOString().replace('T', ' ');
let counselorId = '';
let counselorEmail = '';

interface Person { pb: PocketBase; id: string; email: string; member: string }

async function person(name: string, language: string, extra: Record<string, unknown> = {}): Promise<Person> {
  const email = `${uniq('p')}@es.test`;
  const u = await su.collection('users').create({ email, password: PW, passwordConfirm: PW, name, role: 'member', verified: true, language, ...extra });
  const pb = srv.newClient();
  await pb.collection('users').authWithPassword(email, PW);
  const member = (await su.collection('members').getFirstListItem(`user = "${u.id}"`)).id;
  return { pb, id: u.id, email, member };
}

/** the error envelope of a refused call */
async function refusal(p: Promise<unknown>): Promise<{ status: number; message: string; data: Record<string, { code: string; message: string }> }> {
  try {
    await p;
  } catch (e) {
    const err = e as { status: number; response: { message: string; data: Record<string, { code: string; message: string }> } };
    return { status: err.status, message: err.response.message, data: err.response.data };
  }
  throw new Error('the call was not refused');
}

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

function icsOf(m: CapturedMail): string {
  const headers = /Content-Type: text\/calendar[^]*?\r?\n\r?\n/i.exec(m.raw);
  const part = /Content-Type: text\/calendar[^]*?\r?\n\r?\n([^]*?)\r?\n--/i.exec(m.raw);
  if (!headers || !part) throw new Error('no calendar part');
  if (/base64/i.test(headers[0])) return Buffer.from(part[1]!.replace(/\s+/g, ''), 'base64').toString('utf8');
  return Buffer.from(part[1]!.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16))), 'latin1').toString('utf8');
}

beforeAll(async () => {
  await mail.start();
  srv = await startServer();
  su = await srv.superuserClient();
  await su.settings.update({
    meta: { appURL: 'https://covey.example', senderAddress: 'care@covey.example', senderName: 'Covey', appName: 'Covey' },
    smtp: { enabled: true, allowPrivateHost: true, host: '127.0.0.1', port: mail.port, tls: false },
  });
  counselorEmail = `${uniq('casey')}@es.test`;
  const c = await su.collection('users').create({ email: counselorEmail, password: PW, passwordConfirm: PW, name: 'Casey', role: 'counselor', verified: true });
  counselorId = (
    await su.collection('counselors').create({
      user: c.id, display_name: 'Casey', active: true, accepting: true, capacity: 50, timezone: 'UTC', slot_minutes: 30,
      buffer_after: 10, min_notice_minutes: 120, booking_window_days: 60, max_per_day: 48, meeting_url: 'https://meet.example.com/casey',
    })
  ).id;
  await su.collection('availability').create({
    counselor: counselorId, kind: 'weekly', weekdays: ['0', '1', '2', '3', '4', '5', '6'], start_time: '00:00', end_time: '24:00', timezone: 'UTC',
  });
}, 120_000);
afterAll(async () => {
  await srv?.stop();
  await mail.stop();
});

describe('product errors in the caller’s language', () => {
  const acceptBad = (pb: PocketBase, headers: Record<string, string> = {}) =>
    pb.send('/api/invites/accept', { method: 'POST', body: { token: 'not-a-token' }, headers });

  it('a Spanish account gets the Spanish sentence; an English one the English, whatever the header says', async () => {
    const ana = await person('Ana', 'es');
    const bob = await person('Bob', 'en');
    expect(await refusal(acceptBad(ana.pb))).toMatchObject({ status: 404, message: 'Este enlace de invitación no es válido o ya venció.' });
    expect(await refusal(acceptBad(bob.pb, { 'Accept-Language': 'es' }))).toMatchObject({
      status: 404,
      message: 'This invitation link is not valid or has expired.',
    });
  });

  it('without an account: Accept-Language decides, q-values honoured, English by default', async () => {
    const guest = srv.newClient();
    const summary = (lang?: string) =>
      guest.send('/api/invites/summary', { query: { token: 'x'.repeat(43) }, headers: lang ? { 'Accept-Language': lang } : {} });
    expect((await refusal(summary('es-MX,es;q=0.9,en;q=0.8'))).message).toBe('Este enlace de invitación no es válido o ya venció.');
    expect((await refusal(summary('en-US,es;q=0.5'))).message).toBe('This invitation link is not valid or has expired.');
    expect((await refusal(summary('fr-FR,es;q=0.7,en;q=0.3'))).message).toBe('Este enlace de invitación no es válido o ya venció.');
    expect((await refusal(summary())).message).toBe('This invitation link is not valid or has expired.');
  });

  it('field errors keep their code; the product’s message is Spanish, the store’s stays as PocketBase writes it', async () => {
    const ana = await person('Ana Campo', 'es');
    await su.collection('members').update(ana.member, { counselor: counselorId, status: 'active', onboarding_step: 'completed' });
    const past = await refusal(
      ana.pb.collection('appointments').create({
        member: ana.member, booked_by: ana.id, kind: 'counselor_call', status: 'confirmed', start: iso(Date.now() - 60 * MIN),
      }),
    );
    expect(past.status).toBe(400);
    expect(past.data['start']).toEqual({ code: 'validation_slot_past', message: 'Esa hora ya pasó. Elija una hora futura.' });
    const blank = await refusal(ana.pb.send('/api/assistant/ask', { method: 'POST', body: {} }));
    expect(blank).toMatchObject({ status: 400, message: 'Elija la conversación.' });
    expect(blank.data['chat']).toEqual({ code: 'validation_required', message: 'Cannot be blank.' });
  });
});

describe('product errors thrown with their message id, across the app', () => {
  it('scheduling, notification preferences, API keys: Spanish with Accept-Language: es, English without', async () => {
    const guestSpanish = { 'Accept-Language': 'es' };
    const bob = await person('Bob Errors', 'en');
    const slots = (headers: Record<string, string>) =>
      bob.pb.send('/api/slots', { query: { counselor: counselorId, tz: 'Nowhere/City' }, headers });
    // an English account: English whatever the header says; an account in a language Covey does not speak yet follows the header
    expect((await refusal(slots({}))).message).toBe('That time zone is not recognised. Use a name such as America/New_York.');
    const neutral = await person('Vu Neutral', 'vi');
    expect((await refusal(neutral.pb.send('/api/slots', { query: { counselor: counselorId, tz: 'Nowhere/City' }, headers: guestSpanish }))).message).toBe(
      'No reconocemos esa zona horaria. Use un nombre como America/New_York.',
    );
    expect((await refusal(neutral.pb.send('/api/slots', { query: { counselor: counselorId, tz: 'Nowhere/City' } }))).message).toBe(
      'That time zone is not recognised. Use a name such as America/New_York.',
    );
    const prefs = (who: Person, headers: Record<string, string> = {}) =>
      refusal(who.pb.collection('users').update(who.id, { notify: { email: { reports: false } } }, { headers }));
    expect((await prefs(neutral, guestSpanish)).data['notify']).toEqual({ code: 'validation_invalid_notify', message: 'Tipo de notificación desconocido "reports".' });
    expect((await prefs(neutral)).data['notify']).toEqual({ code: 'validation_invalid_notify', message: 'Unknown kind of notification "reports".' });
    const ana = await person('Ana Errores', 'es');
    expect((await prefs(ana)).data['notify']?.message).toBe('Tipo de notificación desconocido "reports".');
    const keys = await refusal(ana.pb.send('/api/keys', { method: 'POST', body: { name: 'x', scopes: ['read'] } }));
    expect(keys).toMatchObject({ status: 403, message: 'Las claves de API son para los administradores de empleadores y corredores.' });
  });
});

describe('the store’s auth mails in the recipient’s language', () => {
  it('a Spanish account’s password reset and one-time code arrive in Spanish; an English one’s in English', async () => {
    const ana = await person('Ana Clave', 'es');
    await srv.newClient().collection('users').requestPasswordReset(ana.email);
    const reset = await mail.waitFor(ana.email);
    expect(subjectOf(reset)).toBe('Restablezca su contraseña de Covey');
    expect(reset.body).toContain('Haga clic en el botón de abajo para restablecer su contraseña.');
    expect(reset.body).toContain('Restablecer la contraseña');
    expect(reset.body).toContain('https://covey.example/_/#/auth/confirm-password-reset/');
    expect(reset.body).toContain('El equipo de Covey');
    const { otpId } = await srv.newClient().collection('users').requestOTP(ana.email);
    expect(otpId).toBeTruthy();
    const otp = await mail.waitFor(ana.email, 2);
    expect(subjectOf(otp)).toBe('Código de un solo uso para Covey');
    expect(otp.body).toMatch(/Su código de un solo uso es: \d+/);
    const bob = await person('Bob Clave', 'en');
    await srv.newClient().collection('users').requestPasswordReset(bob.email);
    const english = await mail.waitFor(bob.email);
    expect(subjectOf(english)).toBe('Reset your Covey password');
    expect(english.body).toContain('Click on the button below to reset your password.');
  });
});

describe('mails in the recipient’s language', () => {
  const invite = (pb: PocketBase, body: Record<string, unknown>) =>
    pb.send<{ link: string }>('/api/invites', { method: 'POST', body: { consent: true, access: 'view', scopes: ['coverage', 'appointments'], ...body } });
  const circleOf = async (owner: Person) => (await owner.pb.collection('circles').create({ owner: owner.id, member: owner.member, name: 'Familia' })).id;

  it('a circle invitation to a Spanish account arrives in Spanish, even from an English inviter', async () => {
    const owner = await person('Sam Owner', 'en');
    const invitee = await person('Lucía', 'es');
    const res = await invite(owner.pb, { circle: await circleOf(owner), email: invitee.email, name: 'Lucía' });
    const m = await mail.waitFor(invitee.email);
    expect(subjectOf(m)).toBe('Sam Owner lo invitó a «Familia»');
    expect(m.body).toContain('Hola, Lucía:');
    expect(m.body).toContain('Sam Owner lo invitó al círculo «Familia» en Covey.');
    expect(m.body).toContain('Podrá ver: la cobertura del seguro y las citas.');
    expect(m.body).toContain('Abrir la invitación');
    expect(m.body).toContain(res.link);
  });

  it('without an account, the inviter’s language is used; English stays English', async () => {
    const owner = await person('Rosa Dueña', 'es');
    const email = `${uniq('new')}@es.test`;
    await invite(owner.pb, { circle: await circleOf(owner), email });
    expect(subjectOf(await mail.waitFor(email))).toBe('Rosa Dueña lo invitó a «Familia»');
    const english = await person('Eve', 'en');
    const other = `${uniq('new')}@es.test`;
    await invite(english.pb, { circle: await circleOf(english), email: other });
    expect(subjectOf(await mail.waitFor(other))).toBe('Eve invited you to "Familia"');
  });

  it('an appointment reminder: Spanish mail, Spanish .ics, Spanish notification, the date in the member’s zone', async () => {
    const tz = 'America/Los_Angeles';
    const ana = await person('Ana Reminder', 'es', { timezone: tz });
    await su.collection('members').update(ana.member, { counselor: counselorId, status: 'active', onboarding_step: 'completed' });
    const start = Date.now() + 30 * MIN;
    const a = await su.collection('appointments').create({
      member: ana.member, counselor: counselorId, kind: 'counselor_call', status: 'confirmed', start: iso(start), end: iso(start + 30 * MIN),
    });
    const mine = () => mail.to(ana.email).filter((m) => m.body.includes(`/appointments/${a.id}`) && subjectOf(m).startsWith('En una hora:'));
    const deadline = Date.now() + 15_000;
    while (!mine().length) {
      if (Date.now() > deadline) throw new Error(`no reminder; mails: ${mail.to(ana.email).map(subjectOf).join(' | ')}`);
      await su.crons.run('covey_appointment_reminders');
      await new Promise((r) => setTimeout(r, 100));
    }
    const m = mine()[0]!;
    const when = new Intl.DateTimeFormat('es-US', {
      timeZone: tz, weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short',
    }).format(Date.parse(String(a['start']).replace(' ', 'T'))).replace(/\s/g, ' ');
    expect(subjectOf(m)).toBe(`En una hora: Llamada con Casey, ${when}`);
    expect(m.body).toContain('Casey le llamará al número de teléfono de su perfil.');
    expect(m.body).toContain('El archivo de calendario va adjunto.');
    const event = new ICAL.Component(ICAL.parse(icsOf(m))).getFirstSubcomponent('vevent')!;
    expect(event.getFirstPropertyValue('summary')).toBe('Llamada con Casey');
    expect(event.getFirstPropertyValue('description')).toBe('Casey le llamará al número de teléfono de su perfil.');
    expect(event.getFirstPropertyValue('location')).toBe('Llamada telefónica');
    const notes = await ana.pb.collection('notifications').getFullList({ filter: `link = "/appointments/${a.id}"` });
    expect(notes.map((n) => n['title'])).toEqual(['En una hora: Llamada con Casey']);
    // the counselor (English) gets the same reminder in English
    const casey = mail.mails.filter((x) => x.body.includes(`/appointments/${a.id}`) && subjectOf(x).startsWith('In one hour: Call with Casey'));
    expect(casey.length).toBeGreaterThan(0);
    expect(casey[0]!.body).toContain('Phone call: you call the member at the phone number on their profile.');
  }, 60_000);
});

describe('counselors see the member’s language', () => {
  it('members.language follows the person’s own users.language and only the server sets it', async () => {
    const counselor = await signInWithMfa(srv.newClient(), mail, counselorEmail, PW);
    const ana = await person('Ana Idioma', 'es');
    await su.collection('members').update(ana.member, { counselor: counselorId, status: 'active', onboarding_step: 'completed' });
    expect((await counselor.collection('members').getOne(ana.member))['language']).toBe('es');
    // the counselor never reads the users row itself
    expect(await counselor.collection('users').getList(1, 1, { filter: `id = "${ana.id}"` })).toMatchObject({ totalItems: 0 });
    await ana.pb.collection('users').update(ana.id, { language: 'en' });
    expect((await counselor.collection('members').getOne(ana.member))['language']).toBe('en');
    const forged = await refusal(ana.pb.collection('members').update(ana.member, { language: 'vi' }));
    expect(forged.status).toBe(400);
    expect(forged.data['language']?.code).toBe('validation_server_set');
    expect((await su.collection('members').getOne(ana.member))['language']).toBe('en');
  });
});
