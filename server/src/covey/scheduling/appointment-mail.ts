/**
 * Appointment emails with the `.ics` attached: confirmation on booking, reschedule and cancel, and
 * the 24 h / 1 h reminders. Sent after commit; when SMTP is off (or a send fails) it stays quiet.
 */
import type { CoreApp } from '../../core/core-app.js';
import { findById, str } from '../hooks/context.js';
import { memberRecipients } from '../activity.js';
import { appointmentIcs } from './appointment-ics.js';
import { isValidZone, parseInstant } from './zones.js';
import type { StoreRecord } from '../store/store.js';

export type MailReason = 'booked' | 'rescheduled' | 'cancelled' | 'confirmed' | 'reminder_24h' | 'reminder_1h';

/** "Tue, Mar 4, 9:00 AM EST" in `tz` */
export function whenText(start: string, tz: string): string {
  const ms = parseInstant(start);
  if (!Number.isFinite(ms)) return 'a time to be arranged';
  return new Intl.DateTimeFormat('en-US', {
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

export function appointmentTitle(a: StoreRecord<'appointments'>, counselorName: string): string {
  const t = a.data.title;
  if (t) return t;
  if (a.data.kind === 'provider_visit')
    return a.data.provider_name ? `Visit with ${a.data.provider_name}` : 'Doctor visit';
  return counselorName ? `Call with ${counselorName}` : 'Call with your counselor';
}

const SUBJECT: Record<MailReason, (title: string, when: string) => string> = {
  booked: (t, w) => `Booked: ${t}, ${w}`,
  rescheduled: (t, w) => `New time: ${t}, ${w}`,
  cancelled: (t, w) => `Cancelled: ${t}, ${w}`,
  confirmed: (t, w) => `Confirmed: ${t}, ${w}`,
  reminder_24h: (t, w) => `Tomorrow: ${t}, ${w}`,
  reminder_1h: (t, w) => `In one hour: ${t}, ${w}`,
};

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** how the member joins: the video link, or who calls whom (said in the .ics and the mails) */
function howToJoin(d: Record<string, unknown>, counselorName: string): string {
  const link = str(d['meeting_url']);
  if (link) return `Join: ${link}`;
  if (d['kind'] === 'counselor_call') return `${counselorName || 'Your counselor'} will call you at the phone number on your profile.`;
  return '';
}

/** builds the .ics for an appointment record */
export async function icsFor(core: CoreApp, a: StoreRecord<'appointments'>): Promise<string> {
  const counselor = await findById(core, core.db, 'counselors', a.data.counselor);
  const name = str(counselor?.data.display_name);
  const d = a.data;
  return appointmentIcs({
    uid: d.ics_uid || `${d.id}@covey`,
    title: appointmentTitle(a, name),
    description: [d.reason, howToJoin(d, name)].filter(Boolean).join('\n'),
    start: d.start,
    end: d.end,
    location:
      d.provider_address ||
      d.location ||
      d.meeting_url ||
      (d.kind === 'counselor_call' ? 'Phone call' : ''),
    url: d.meeting_url,
    status: d.status,
    sequence: Number(d.reschedule_count ?? 0) || 0,
  });
}

/** mails the member side and the counselor; never throws */
export async function sendAppointmentMail(core: CoreApp, a: StoreRecord<'appointments'>, reason: MailReason): Promise<void> {
  try {
    if (!a.data.start) return;
    const counselor = await findById(core, core.db, 'counselors', a.data.counselor);
    const counselorName = str(counselor?.data.display_name);
    const userIds = new Set(await memberRecipients(core, core.db, a.data.member));
    if (counselor && counselor.data.user) userIds.add(counselor.data.user);
    const ics = await icsFor(core, a);
    const meta = core.settings.get().meta;
    const base = meta.appURL.replace(/\/+$/, '');
    const link = `${base}/appointments/${a.data.id}`;
    for (const id of userIds) {
      const user = await findById(core, core.db, 'users', id);
      const email = str(user?.data.email);
      if (!user || !email) continue;
      const tz = user.data.timezone || a.data.timezone || str(counselor?.data.timezone) || 'UTC';
      const title = appointmentTitle(a, counselorName);
      const when = whenText(a.data.start, tz);
      const subject = SUBJECT[reason](title, when);
      const extra =
        reason === 'cancelled' && a.data.cancel_reason ? `Reason: ${a.data.cancel_reason}` : '';
      // how to join (the video link, or who calls whom); not on a cancellation
      const forCounselor = id === str(counselor?.data.user);
      const how =
        reason === 'cancelled'
          ? ''
          : forCounselor && !a.data.meeting_url && a.data.kind === 'counselor_call'
            ? 'Phone call: you call the member at the phone number on their profile.'
            : howToJoin(a.data, counselorName);
      const text = [subject, extra, how, `Details: ${link}`, 'The calendar file is attached.'].filter(Boolean).join('\n\n');
      await core.mailer
        .send({
          from: { name: meta.senderName, address: meta.senderAddress },
          to: [{ name: user.data.name, address: email }],
          subject,
          text,
          html: `<p>${esc(subject)}</p>${extra ? `<p>${esc(extra)}</p>` : ''}${how ? `<p>${esc(how)}</p>` : ''}<p><a href="${esc(link)}">See the details</a></p><p>The calendar file is attached.</p>`,
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
