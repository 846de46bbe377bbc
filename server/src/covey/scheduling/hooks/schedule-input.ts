/**
 * A counselor's schedule input (product.md §3.1): what the slot maths relies on is checked when it
 * is saved, with a sentence per field, so one bad value can never break `/api/slots` or booking for
 * the counselor's members:
 * - `counselors`: a known time zone; session settings whole numbers inside the editor's bounds
 *   (0 = the §6 default);
 * - `availability`: weekly rows name weekdays and a start before the end ("HH:MM"); overrides
 *   and blocks name a date (a block without times is the whole day); a known time zone.
 * Field codes are Covey's own (`validation_schedule`), so screens show these sentences as written.
 * Superusers, the CLI and the hooks' own writes are trusted.
 */
import type { CoreApp, RecordEvent } from '../../../core/core-app.js';
import { HHMM, SETTING_BOUNDS } from '../slots.js';
import { isValidZone } from '../zones.js';
import { reject, trusted, eventOf, type RecordEventOf } from '../../hooks/context.js';

const LABEL: Record<keyof typeof SETTING_BOUNDS, string> = {
  slot_minutes: 'Session length',
  buffer_before: 'The buffer before',
  buffer_after: 'The buffer after',
  min_notice_minutes: 'Minimum notice',
  booking_window_days: 'The booking window',
  max_per_day: 'Sessions per day',
};

const changed = (e: RecordEvent, f: string) =>
  !e.original || JSON.stringify(e.record.data[f] ?? null) !== JSON.stringify(e.original.data[f] ?? null);

function checkZone(e: RecordEventOf<'counselors'> | RecordEventOf<'availability'>): void {
  const tz = e.record.data.timezone;
  if (changed(e, 'timezone') && tz && !isValidZone(tz)) {
    reject(
      e,
      'timezone',
      'That time zone is not recognised. Use a name such as America/New_York.',
      'validation_schedule',
    );
  }
}

function onCounselorInput(e: RecordEventOf<'counselors'>): void {
  if (trusted(e)) return;
  checkZone(e);
  for (const [field, [lo, hi]] of Object.entries(SETTING_BOUNDS) as [
    keyof typeof SETTING_BOUNDS,
    readonly [number, number],
  ][]) {
    if (!changed(e, field)) continue;
    const v = e.record.data[field];
    if (v === null || v === undefined || v === 0) continue;
    if (typeof v !== 'number' || !Number.isInteger(v) || v < lo || v > hi) {
      reject(e, field, `${LABEL[field]} must be a whole number from ${lo} to ${hi}.`, 'validation_schedule');
    }
  }
}

function onAvailabilityInput(e: RecordEventOf<'availability'>): void {
  if (trusted(e)) return;
  const d = e.record.data;
  checkZone(e);
  const kind = d.kind;
  const start = d.start_time;
  const end = d.end_time;
  const timed = start !== '' || end !== '';
  if (timed || kind !== 'block') {
    if (!HHMM.test(start))
      reject(e, 'start_time', 'Enter the start as hours and minutes, such as 09:00.', 'validation_schedule');
    if (!HHMM.test(end === '23:59' ? '24:00' : end))
      reject(e, 'end_time', 'Enter the end as hours and minutes, such as 17:00.', 'validation_schedule');
    if (start >= (end === '23:59' ? '24:00' : end))
      reject(e, 'end_time', 'The end must be after the start.', 'validation_schedule');
  }
  if (kind === 'weekly' && !d.weekdays.length)
    reject(e, 'weekdays', 'Choose at least one weekday.', 'validation_schedule');
  if ((kind === 'override' || kind === 'block') && !d.date)
    reject(e, 'date', 'Choose the date this applies to.', 'validation_schedule');
}

export function installScheduleInputHooks(core: CoreApp): void {
  for (const hook of [core.hooks.recordCreate, core.hooks.recordUpdate]) {
    hook.add((e) => onCounselorInput(eventOf(e, 'counselors')), (e) => e.record.collection.name === 'counselors');
    hook.add((e) => onAvailabilityInput(eventOf(e, 'availability')), (e) => e.record.collection.name === 'availability');
  }
}
