/**
 * Appointment emails with the `.ics` attached: confirmation on booking, reschedule and cancel, and
 * the 24 h / 1 h reminders. Sent after commit; when SMTP is off (or a send fails) it stays quiet.
 */
import type { CoreApp } from '../../core/core-app.js';
import { findById, str } from '../hooks/context.js';
import { memberRecipients } from '../activity.js';
import { appointmentIcs } from './appointment-ics.js';
import { isValidZone, parseInstant } from './zones.js';
import { recipientLocale } from '../i18n/negotiate.js';
import { INTL_LOCALE, t, type Locale } from '../i18n/t.js';
import type { StoreRecord } from '../store/store.js';

export type MailReason = 'booked' | 'rescheduled' | 'cancelled' | 'confirmed' | 'reminder_24h' | 'reminder_1h';

/** "Tue, Mar 4, 9:00 AM EST" in `tz` ("mar, 4 de mar, 9:00 a.m. EST" in Spanish) */
export function whenText(start: string, tz: string, locale: Locale = 'en'): string {
  const ms = parseInstant(start);
  if (!Number.isFinite(ms)) return t(locale, 'appointment.when_unknown');
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], {
    timeZone: isValidZone(tz) ? tz : 'UTC',
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  })
    .format(ms)
    .replace(/\s/g, ' ');
}

export function appointmentTitle(a: StoreRecord<'appointments'>, counselorName: string, locale: Locale = 'en'): string {
  const own = str(a.data.title);
  if (own) return own;
  const provider = str(a.data.provider_name);
  if (a.data.kind === 'provider_visit')
    return provider ? t(locale, 'appointment.title.visit_with', { provider }) : t(locale, 'appointment.title.doctor_visit');
  return counselorName ? t(locale, 'appointment.title.call_with', { counselor: counselorName }) : t(locale, 'appointment.title.call_with_yours');
}

const subjectOf = (reason: MailReason, locale: Locale, title: string, when: string) =>
  t(locale, `appointment.subject.${reason}`, { title, when });

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** how the member joins: the video link, or who calls whom (said in the .ics and the mails) */
function howToJoin(d: Record<string, unknown>, counselorName: string, locale: Locale): string {
  const link = str(d['meeting_url']);
  if (link) return t(locale, 'appointment.join', { link });
  if (d['kind'] === 'counselor_call')
    return t(locale, 'appointment.counselor_calls', { counselor: counselorName || t(locale, 'appointment.your_counselor') });
  return '';
}

/** builds the .ics for an appointment record, its SUMMARY and DESCRIPTION in `locale` */
export async function icsFor(core: CoreApp, a: StoreRecord<'appointments'>, locale: Locale = 'en'): Promise<string> {
  const counselor = await findById(core, core.db, 'counselors', str(a.data.counselor));
  const name = str(counselor?.data.display_name);
  const d = a.data;
  return appointmentIcs({
    uid: str(d['ics_uid']) || `${str(d['id'])}@covey`,
    title: appointmentTitle(a, name, locale),
    description: [str(d['reason']), howToJoin(d, name, locale)].filter(Boolean).join('\n'),
    start: str(d['start']),
    end: str(d['end']),
    location:
      str(d['provider_address']) ||
      str(d['location']) ||
      str(d['meeting_url']) ||
      (d['kind'] === 'counselor_call' ? t(locale, 'appointment.phone_call') : ''),
    url: str(d['meeting_url']),
    status: str(d['status']),
    sequence: Number(d['reschedule_count'] ?? 0) || 0,
  });
}

/** mails the member side and the counselor; never throws */
export async function sendAppointmentMail(core: CoreApp, a: StoreRecord<'appointments'>, reason: MailReason): Promise<void> {
  try {
    if (!str(a.data.start)) return;
    const counselor = await findById(core, core.db, 'counselors', str(a.data.counselor));
    const counselorName = str(counselor?.data.display_name);
    const userIds = new Set(await memberRecipients(core, core.db, str(a.data.member)));
    if (counselor && str(counselor.data.user)) userIds.add(str(counselor.data.user));
    const icsByLocale = new Map<Locale, string>();
    const meta = core.settings.get().meta;
    const base = meta.appURL.replace(/\/+$/, '');
    const link = `${base}/appointments/${a.data.id}`;
    for (const id of userIds) {
      const user = await findById(core, core.db, 'users', id);
      const email = str(user?.data.email);
      if (!user || !email) continue;
      const tz = str(user.data.timezone) || str(a.data.timezone) || str(counselor?.data.timezone) || 'UTC';
      // in the recipient's language, dates in their time zone
      const locale = recipientLocale(user);
      const ics = icsByLocale.get(locale) ?? (await icsFor(core, a, locale));
      icsByLocale.set(locale, ics);
      const title = appointmentTitle(a, counselorName, locale);
      const when = whenText(str(a.data.start), tz, locale);
      const subject = subjectOf(reason, locale, title, when);
      const extra =
        reason === 'cancelled' && str(a.data.cancel_reason)
          ? t(locale, 'appointment.cancel_reason', { reason: str(a.data.cancel_reason) })
          : '';
      // how to join (the video link, or who calls whom); not on a cancellation
      const forCounselor = id === str(counselor?.data.user);
      const how =
        reason === 'cancelled'
          ? ''
          : forCounselor && !str(a.data.meeting_url) && a.data.kind === 'counselor_call'
            ? t(locale, 'appointment.you_call')
            : howToJoin(a.data, counselorName, locale);
      const attached = t(locale, 'appointment.ics_attached');
      const text = [subject, extra, how, t(locale, 'appointment.details', { link }), attached].filter(Boolean).join('\n\n');
      await core.mailer
        .send({
          from: { name: meta.senderName, address: meta.senderAddress },
          to: [{ name: user.data.name, address: email }],
          subject,
          text,
          html: `<p>${esc(subject)}</p>${extra ? `<p>${esc(extra)}</p>` : ''}${how ? `<p>${esc(how)}</p>` : ''}<p><a href="${esc(link)}">${esc(t(locale, 'appointment.details_link'))}</a></p><p>${esc(attached)}</p>`,
          attachments: [
            {
              filename: 'appointment.ics',
              content: ics,
              contentType: `text/calendar; charset=utf-8; method=${reason === 'cancelled' ? 'CANCEL' : 'PUBLISH'}`,
            },
          ],
        })
        .catch(() => undefined);
    }
  } catch (err) {
    console.error('appointment mail failed', err);
  }
}
