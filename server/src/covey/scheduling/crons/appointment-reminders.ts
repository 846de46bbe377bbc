/**
 * Appointment reminders (product.md §3.3, §6): 24 hours and 1 hour before the start of a confirmed
 * appointment, an email with the `.ics` attached and a `notifications` row for the member side.
 * Exactly once each: the `reminders` field ({d1_sent, h1_sent}) is stamped in the same transaction
 * as the notification, before any mail goes out; cancelled ones never get one. A 24 h reminder
 * that is already inside the last hour is skipped (the 1 h one covers it).
 */
import type { CoreApp } from '../../../core/core-app.js';
import { findRecordById } from '../../../core/records/record-queries.js';
import { memberRecipients, notify } from '../../activity.js';
import { collection, findById, patch, str } from '../../hooks/context.js';
import { appointmentTitle, sendAppointmentMail, whenText } from '../appointment-mail.js';
import { nowString } from '../../../util/dates.js';
import { parseInstant, storeDate } from '../zones.js';
import { recipientLocale } from '../../i18n/negotiate.js';
import { t } from '../../i18n/t.js';
import { store, type StoreRecord } from '../../store/store.js';
import { readReminderFlags } from '../reminder-flags.js';

const HOUR = 3600_000;

export async function sendDueReminders(core: CoreApp, now = Date.now()): Promise<number> {
  const appointments = collection(core, 'appointments');
  const rows = await store(core).list('appointments', 'status = "confirmed" && start > {:now} && start <= {:until}', {
    params: { now: storeDate(now), until: storeDate(now + 24 * HOUR) },
    sort: '+start,+id',
  });
  const due: { record: StoreRecord<'appointments'>; which: 'reminder_24h' | 'reminder_1h' }[] = [];
  for (const { data: { id } } of rows) {
    await core.db.transaction(async (q) => {
      const a = (await findRecordById(q, appointments, id)) as StoreRecord<'appointments'> | null;
      if (!a || a.data.status !== 'confirmed') return;
      const start = parseInstant(a.data.start);
      const flags = readReminderFlags(a.data.reminders);
      let which: 'reminder_24h' | 'reminder_1h';
      if (start - now <= HOUR) {
        if (flags.h1_sent) return;
        flags.h1_sent = nowString();
        if (!flags.d1_sent) flags.d1_sent = 'skipped';
        which = 'reminder_1h';
      } else {
        if (flags.d1_sent) return;
        flags.d1_sent = nowString();
        which = 'reminder_24h';
      }
      const saved = await patch(core, q, a, { reminders: flags });
      const counselor = await findById(core, q, 'counselors', str(a.data.counselor));
      for (const user of await memberRecipients(core, q, str(a.data.member))) {
        // in the recipient's language (the notification centre shows the stored title)
        const reader = await findById(core, q, 'users', user);
        const locale = recipientLocale(reader);
        // the time on the reader's own clock, as the reminder mail says it
        const tz = str(reader?.data.timezone) || str(a.data.timezone) || str(counselor?.data.timezone) || 'UTC';
        const title = appointmentTitle(a, str(counselor?.data.display_name), locale);
        await notify(core, q, {
          user,
          kind: 'appointment',
          mailedSeparately: true,
          link: `/appointments/${id}`,
          title: t(locale, `appointment.notify.${which}`, { title }),
          body: whenText(str(a.data.start), tz, locale),
        });
      }
      due.push({ record: saved, which });
    });
  }
  for (const d of due) await sendAppointmentMail(core, d.record, d.which);
  return due.length;
}
