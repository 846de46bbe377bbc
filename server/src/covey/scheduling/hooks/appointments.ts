/**
 * Appointments (product.md §3.3, §6). Inside the write transaction:
 * - a counselor session is re-validated against the counselor's free slots (availability, notice,
 *   window, daily cap, other sessions with buffers), so two members racing for a slot get one
 *   booking and one "That time was just taken — pick another." (writes are serialised);
 * - provider visits start `requested` (the counselor confirms them with provider and time);
 * - reschedule re-checks the slot, counts `reschedule_count`, resets reminders, logs the old time;
 * - members cannot reschedule or cancel within 2 hours of the start; completed / no-show from
 *   15 minutes after the start; rating only after completion; staff fields are the counselor's.
 * After commit: confirmation mail with `.ics` on booking, reschedule, confirm and cancel.
 */
import type { CoreApp, RecordEvent } from '../../../core/core-app.js';
import { counselorRecipient, logUpdate, memberRecipients, notify } from '../../activity.js';
import { loadSchedule } from '../schedule-data.js';
import { checkSlot, type SlotProblem, type SlotSettings } from '../slots.js';
import { isValidZone, parseInstant, storeDate } from '../zones.js';
import { readReminderFlags } from '../reminder-flags.js';
import { appointmentTitle, sendAppointmentMail, whenText } from '../appointment-mail.js';
import { authId, findById, role, str, trusted, eventOf, type RecordEventOf } from '../../hooks/context.js';
import { isMinorNow } from '../../account/age.js';
import { msg, ProductError, productField, type Msg } from '../../i18n/product-error.js';
import type { MessageId } from '../../i18n/catalog-en.js';
import { LOCALES, t, type Locale } from '../../i18n/t.js';

/**
 * a 400 whose message is the sentence itself, with the same field error; the codes are Covey's own
 * (`validation_appointment…`, `validation_slot_…`), so screens show the sentence as written
 */
function reject(_e: RecordEvent, field: string, message: Msg, code = 'validation_appointment'): never {
  throw new ProductError(400, message, { [field]: productField(code, message) });
}

const MIN = 60_000;
const CUTOFF_MINUTES = 120;
const MARK_AFTER_MINUTES = 15;
const STAFF_ONLY = [
  'notes',
  'provider_name',
  'provider_phone',
  'provider_address',
  'meeting_url',
  'counselor',
  'location',
  'kind',
  'booked_by',
];
/** what the counselor fills in on a session or a doctor visit; a member's booking leaves them empty */
const MEMBER_CREATE_LOCKED = ['meeting_url', 'location', 'provider_name', 'provider_phone', 'provider_address'];
const ACTIVE = new Set(['requested', 'confirmed']);

/** a sentence with a duration in it: "N minutes", "1 hour" or "N hours" each have their own message */
function duration(minutes: number, ids: { minutes: MessageId; oneHour: MessageId; hours: MessageId }): Msg {
  if (minutes % 60) return msg(ids.minutes, { minutes });
  return minutes === 60 ? msg(ids.oneHour) : msg(ids.hours, { hours: minutes / 60 });
}

function slotMessage(problem: SlotProblem, s: SlotSettings): Msg {
  switch (problem) {
    case 'past':
      return msg('error.appointment.slot.past');
    case 'notice':
      return duration(s.minNoticeMinutes, {
        minutes: 'error.appointment.slot.notice_minutes',
        oneHour: 'error.appointment.slot.notice_one_hour',
        hours: 'error.appointment.slot.notice_hours',
      });
    case 'window':
      return msg('error.appointment.slot.window', { days: s.bookingWindowDays });
    case 'unavailable':
      return msg('error.appointment.slot.unavailable');
    case 'cap':
      return msg('error.appointment.slot.cap');
    case 'taken':
      return msg('error.appointment.slot.taken');
  }
}

async function validateSlot(
  core: CoreApp,
  e: RecordEventOf<'appointments'>,
  counselorId: string,
  exceptId: string,
): Promise<SlotSettings> {
  const start = parseInstant(e.record.data.start);
  if (!Number.isFinite(start)) reject(e, 'start', msg('error.appointment.start_missing'), 'validation_appointment_missing');
  const schedule = await loadSchedule(core, e.q, counselorId, start, start + MIN, exceptId);
  if (!schedule) reject(e, 'counselor', msg('error.appointment.counselor_not_found'), 'validation_appointment');
  const problem = checkSlot({
    rows: schedule.rows,
    settings: schedule.settings,
    busy: schedule.busy,
    now: Date.now(),
    start,
    noticeGraceMs: NOTICE_GRACE_MS,
  });
  if (problem) {
    const message = slotMessage(problem, schedule.settings);
    throw new ProductError(400, message, { start: productField(`validation_slot_${problem}`, message) });
  }
  e.record.data.start = storeDate(start);
  e.record.data.end = storeDate(start + schedule.settings.slotMinutes * MIN);
  return schedule.settings;
}

/** a slot offered a few minutes ago stays bookable while the person picks it (the notice moves on meanwhile) */
const NOTICE_GRACE_MS = 10 * MIN;

/** a minor without their own counselor is served by their subscriber's */
async function subscriberCounselor(core: CoreApp, e: RecordEvent, member: Record<string, unknown>): Promise<string> {
  if (!isMinorNow(member) || !str(member['subscriber'])) return '';
  const sub = await findById(core, e.q, 'members', str(member['subscriber']));
  return str(sub?.data.counselor);
}

async function onCreate(core: CoreApp, e: RecordEventOf<'appointments'>): Promise<void> {
  const d = e.record.data;
  d.ics_uid = `${d.id}@covey`;
  if (!d.reminders || typeof d.reminders !== 'object') d.reminders = {};
  if (trusted(e)) return;
  d.reminders = {};
  d.reschedule_count = 0;
  d.cancelled_by = '';
  d.rating = 0;
  if (!d.kind) d.kind = 'counselor_call';
  const member = await findById(core, e.q, 'members', d.member);
  if (!member) reject(e, 'member', msg('error.appointment.member_missing'), 'validation_appointment_missing');
  const staff = role(e) === 'counselor';
  if (d.timezone && !isValidZone(d.timezone))
    reject(e, 'timezone', msg('error.appointment.timezone_invalid'), 'validation_timezone');
  if (!staff) {
    d.notes = '';
    for (const f of MEMBER_CREATE_LOCKED)
      if (str(d[f])) reject(e, f, msg('error.appointment.staff_fills'), 'validation_staff_only');
  }
  if (d.kind === 'provider_visit') {
    const start = d.start ? parseInstant(d.start) : NaN;
    if (d.start && !(start > Date.now()))
      reject(e, 'start', msg('error.appointment.slot.past'), 'validation_slot_past');
    if (!d.counselor)
      d.counselor = member.data.counselor || (await subscriberCounselor(core, e, member.data));
    if (!staff && d.status !== 'requested')
      reject(
        e,
        'status',
        msg('error.appointment.visit_is_request'),
        'validation_appointment',
      );
    if (d.status === 'confirmed' && (!d.start || !d.provider_name)) {
      reject(e, 'start', msg('error.appointment.visit_needs_details'), 'validation_appointment_missing');
    }
    return;
  }
  const counselorId =
    d.counselor || member.data.counselor || (await subscriberCounselor(core, e, member.data));
  if (!counselorId)
    reject(e, 'counselor', msg('error.appointment.no_counselor'), 'validation_appointment_missing');
  d.counselor = counselorId;
  await validateSlot(core, e, counselorId, '');
  const counselor = await findById(core, e.q, 'counselors', counselorId);
  if (!d.meeting_url) d.meeting_url = str(counselor?.data.meeting_url);
  // a video call needs a way in: never book one that nobody can join
  if (d.kind === 'counselor_video' && !d.meeting_url) {
    const name = str(counselor?.data.display_name) || 'Your counselor';
    reject(e, 'kind', msg('error.appointment.no_video', { name }), 'validation_appointment_no_video');
  }
  if (!d.timezone) d.timezone = str(counselor?.data.timezone) || 'UTC';
}

const changed = (e: RecordEvent, f: string) =>
  JSON.stringify(e.record.data[f] ?? null) !== JSON.stringify(e.original!.data[f] ?? null);

async function onUpdate(core: CoreApp, e: RecordEventOf<'appointments'>): Promise<void> {
  if (trusted(e)) return;
  const d = e.record.data;
  const before = e.original!.data;
  const staff = role(e) === 'counselor';
  const from = before.status;
  const to = d.status;
  const oldStart = parseInstant(before.start);
  const moved = parseInstant(d.start) !== oldStart && !(Number.isNaN(oldStart) && !d.start);
  const now = Date.now();
  if (changed(e, 'timezone') && d.timezone && !isValidZone(d.timezone))
    reject(e, 'timezone', msg('error.appointment.timezone_invalid'), 'validation_timezone');
  if (!staff) {
    for (const f of STAFF_ONLY) if (changed(e, f)) reject(e, f, msg('error.appointment.staff_changes'));
    if (!moved && changed(e, 'end'))
      reject(e, 'end', msg('error.appointment.end_follows_start'));
    if (changed(e, 'rating') && from !== 'completed')
      reject(e, 'rating', msg('error.appointment.rate_after'), 'validation_appointment');
    const cancelling = to === 'cancelled' && from !== 'cancelled';
    if ((moved || cancelling) && Number.isFinite(oldStart) && oldStart - now < CUTOFF_MINUTES * MIN) {
      reject(
        e,
        moved ? 'start' : 'status',
        duration(CUTOFF_MINUTES, {
          minutes: 'error.appointment.cutoff_minutes',
          oneHour: 'error.appointment.cutoff_one_hour',
          hours: 'error.appointment.cutoff_hours',
        }),
        'validation_cutoff',
      );
    }
  }
  if (changed(e, 'rating') && Number(d.rating) && from !== 'completed')
    reject(e, 'rating', msg('error.appointment.rate_after'), 'validation_appointment');
  if (moved) {
    if (!ACTIVE.has(from) || !ACTIVE.has(to))
      reject(e, 'start', msg('error.appointment.only_upcoming_move'), 'validation_appointment');
    if (d.kind === 'provider_visit') {
      if (!staff) reject(e, 'start', msg('error.appointment.visit_time_by_counselor'));
      const s = parseInstant(d.start);
      if (!Number.isFinite(s) || s <= now) reject(e, 'start', msg('error.appointment.pick_future'), 'validation_appointment');
      if (!(parseInstant(d.end) > s)) d.end = storeDate(s + 60 * MIN);
    } else {
      await validateSlot(core, e, d.counselor, d.id);
    }
    if (Number.isFinite(oldStart)) {
      d.reschedule_count = (Number(before.reschedule_count) || 0) + 1;
      d.reminders = {};
    }
  }
  if (to !== from) {
    if (to === 'cancelled') d.cancelled_by = authId(e);
    if (to === 'completed' || to === 'no_show') {
      const start = parseInstant(d.start);
      if (!(now >= start + MARK_AFTER_MINUTES * MIN)) {
        reject(
          e,
          'status',
          msg('error.appointment.mark_after', { minutes: MARK_AFTER_MINUTES }),
          'validation_appointment',
        );
      }
    }
    if (to === 'confirmed' && (!d.start || (d.kind === 'provider_visit' && !d.provider_name))) {
      reject(e, 'start', msg('error.appointment.visit_needs_details'), 'validation_appointment_missing');
    }
  }
  await logChange(core, e, moved, from, to);
}


async function others(core: CoreApp, e: RecordEventOf<'appointments'>): Promise<string[]> {
  const member = e.record.data.member;
  const counselor = await findById(core, e.q, 'counselors', e.record.data.counselor);
  const all = new Set([
    ...(await memberRecipients(core, e.q, member)),
    str(counselor?.data.user) || (await counselorRecipient(core, e.q, member)),
  ]);
  all.delete(authId(e));
  all.delete('');
  return [...all];
}

async function record(
  core: CoreApp,
  e: RecordEventOf<'appointments'>,
  action: 'created' | 'updated' | 'status_changed',
  say: (locale: Locale) => string,
  data: Record<string, unknown>,
): Promise<void> {
  const summary = say('en');
  const id = e.record.data.id;
  const member = e.record.data.member;
  const update = await logUpdate(core, e.q, {
    actor: authId(e),
    member,
    target: 'appointments',
    targetId: id,
    action,
    summary,
    // the sentence holds a time worded per language in the appointment's zone: each language's text is written
    // here (the server's catalog words it), and the reader's screen shows its own (web lib/update-summary)
    data: { ...data, summary_text: Object.fromEntries(LOCALES.map((locale) => [locale, say(locale)])) },
  });
  for (const user of await others(core, e)) {
    await notify(core, e.q, {
      user,
      // in the recipient's language, the time in the appointment's zone
      title: say,
      link: `/appointments/${id}`,
      kind: 'appointment',
      update: update.data.id,
    });
  }
}

async function logCreate(core: CoreApp, e: RecordEventOf<'appointments'>): Promise<void> {
  if (trusted(e)) return;
  const d = e.record.data;
  const counselor = await findById(core, e.q, 'counselors', d.counselor);
  const title = (locale: Locale) => appointmentTitle(e.record, str(counselor?.data.display_name), locale);
  const say = (locale: Locale) =>
    d.status === 'requested' && d.kind === 'provider_visit'
      ? t(locale, 'notice.appointment.requested', { title: title(locale) })
      : t(locale, 'notice.appointment.booked', { title: title(locale), when: whenText(d.start, d.timezone, locale) });
  await record(core, e, 'created', say, { status: d.status, start: d.start });
}

async function logChange(core: CoreApp, e: RecordEventOf<'appointments'>, moved: boolean, from: string, to: string): Promise<void> {
  const d = e.record.data;
  const counselor = await findById(core, e.q, 'counselors', d.counselor);
  const title = (locale: Locale) => appointmentTitle(e.record, str(counselor?.data.display_name), locale);
  const tz = d.timezone;
  if (moved && e.original!.data.start && from === to) {
    const say = (locale: Locale) => t(locale, 'notice.appointment.moved', { title: title(locale), when: whenText(d.start, tz, locale) });
    await record(core, e, 'updated', say, {
      old_start: e.original!.data.start,
      old_end: e.original!.data.end,
      start: d.start,
      end: d.end,
    });
  }
  if (to !== from) {
    const reason = to === 'cancelled' && d.cancel_reason ? d.cancel_reason.slice(0, 200) : '';
    const say = (locale: Locale) =>
      t(locale, 'notice.appointment.status', { status: to, title: title(locale), when: whenText(d.start, tz, locale), reasoned: reason ? 'yes' : 'no', reason });
    await record(core, e, 'status_changed', say, { from, to });
  }
}

function afterCreate(core: CoreApp, e: RecordEventOf<'appointments'>): void {
  if (e.record.data.start) void sendAppointmentMail(core, e.record, 'booked');
}

function afterUpdate(core: CoreApp, e: RecordEventOf<'appointments'>): void {
  const before = e.original?.data;
  const d = e.record.data;
  if (d.status !== before?.status) {
    if (d.status === 'cancelled') void sendAppointmentMail(core, e.record, 'cancelled');
    else if (d.status === 'confirmed') void sendAppointmentMail(core, e.record, 'confirmed');
    return;
  }
  if (before?.start && d.start !== before?.start && ACTIVE.has(d.status))
    void sendAppointmentMail(core, e.record, 'rescheduled');
}

/**
 * Booked, confirmed or moved less than 24 hours ahead: the confirmation mail has just gone out, so
 * the "Tomorrow" reminder is skipped (it would arrive at once, and say "Tomorrow" for a call later
 * today); the 1 hour one still comes. Superuser and CLI writes (imports) keep their flags.
 */
function skipLateDayReminder(e: RecordEventOf<'appointments'>, now = Date.now()): void {
  if (trusted(e)) return;
  const d = e.record.data;
  if (d.status !== 'confirmed') return;
  const before = e.original?.data;
  if (before && before.status === 'confirmed' && before.start === d.start) return;
  const start = parseInstant(d.start);
  if (!Number.isFinite(start) || start - now > 24 * 60 * MIN) return;
  const flags = readReminderFlags(d.reminders);
  if (!flags.d1_sent) flags.d1_sent = 'skipped';
  d.reminders = flags;
}

export function installAppointmentHooks(core: CoreApp): void {
  const on = (e: RecordEvent) => e.record.collection.name === 'appointments';
  core.hooks.recordCreate.add(async (event) => {
    const e = eventOf(event, 'appointments');
    await onCreate(core, e);
    skipLateDayReminder(e);
    await logCreate(core, e);
  }, on);
  core.hooks.recordUpdate.add(async (event) => {
    const e = eventOf(event, 'appointments');
    await onUpdate(core, e);
    skipLateDayReminder(e);
  }, on);
  core.hooks.recordAfterCreate.add((e) => afterCreate(core, eventOf(e, 'appointments')), on);
  core.hooks.recordAfterUpdate.add((e) => afterUpdate(core, eventOf(e, 'appointments')), on);
}
