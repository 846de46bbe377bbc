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
import { msg } from '../../i18n/product-error.js';

const changed = (e: RecordEvent, f: string) =>
  !e.original || JSON.stringify(e.record.data[f] ?? null) !== JSON.stringify(e.original.data[f] ?? null);

function checkZone(e: RecordEventOf<'counselors'> | RecordEventOf<'availability'>): void {
  const tz = e.record.data.timezone;
  if (changed(e, 'timezone') && tz && !isValidZone(tz)) {
    reject(
      e,
      'timezone',
      msg('error.slots.timezone_invalid'),
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
      reject(e, field, msg('error.schedule_input.whole_number', { field, lo, hi }), 'validation_schedule');
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
      reject(e, 'start_time', msg('error.schedule_input.enter_start_as_hours'), 'validation_schedule');
    if (!HHMM.test(end === '23:59' ? '24:00' : end))
      reject(e, 'end_time', msg('error.schedule_input.enter_end_as_hours'), 'validation_schedule');
    if (start >= (end === '23:59' ? '24:00' : end))
      reject(e, 'end_time', msg('error.schedule_input.end_must_after_start'), 'validation_schedule');
  }
  if (kind === 'weekly' && !d.weekdays.length)
    reject(e, 'weekdays', msg('error.schedule_input.choose_at_least_one'), 'validation_schedule');
  if ((kind === 'override' || kind === 'block') && !d.date)
    reject(e, 'date', msg('error.schedule_input.choose_date_applies'), 'validation_schedule');
}

export function installScheduleInputHooks(core: CoreApp): void {
  for (const hook of [core.hooks.recordCreate, core.hooks.recordUpdate]) {
    hook.add((e) => onCounselorInput(eventOf(e, 'counselors')), (e) => e.record.collection.name === 'counselors');
    hook.add((e) => onAvailabilityInput(eventOf(e, 'availability')), (e) => e.record.collection.name === 'availability');
  }
}
