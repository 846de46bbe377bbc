/**
 * Free counselor slots (product.md §3.1, §6), Cal.com-style: weekly hours per weekday in the
 * counselor's zone, date overrides that replace a day's hours, blocks that remove time, minus the
 * counselor's requested/confirmed sessions with their buffers, then minimum notice, booking window
 * and daily cap. Pure (no I/O): the route and the booking hook feed it rows and the clock.
 */
import type { CounselorsRecord } from '../../generated/schema.js';
import { addDays, isValidZone, localParts, weekday, zonedToUtc } from './zones.js';

export interface AvailabilityRow {
  kind: string;
  weekdays: string[];
  start_time: string;
  end_time: string;
  /** store date of an override/block; only its calendar day (`YYYY-MM-DD`) counts */
  date: string;
  timezone: string;
}

export interface SlotSettings {
  timezone: string;
  slotMinutes: number;
  bufferBefore: number;
  bufferAfter: number;
  minNoticeMinutes: number;
  bookingWindowDays: number;
  maxPerDay: number;
}

/** an existing requested/confirmed counselor session (epoch ms) */
export interface Busy {
  start: number;
  end: number;
}

export interface Slot {
  start: number;
  end: number;
}

export const DEFAULTS: Omit<SlotSettings, 'timezone'> = {
  slotMinutes: 30,
  bufferBefore: 0,
  bufferAfter: 10,
  minNoticeMinutes: 120,
  bookingWindowDays: 60,
  maxPerDay: 8,
};

/** the session settings a counselor may choose (the availability editor's bounds); 0 means "the default" */
export const SETTING_BOUNDS = {
  slot_minutes: [10, 240],
  buffer_before: [0, 120],
  buffer_after: [0, 120],
  min_notice_minutes: [0, 20160],
  booking_window_days: [1, 365],
  max_per_day: [1, 48],
} as const satisfies Record<string, readonly [number, number]>;

const MIN = 60_000;
export const HHMM = /^([01]\d|2[0-3]):[0-5]\d$|^24:00$/;

/** the counselor fields slot computation reads (the session settings and the zone) */
type CounselorSlotFields = Partial<Pick<CounselorsRecord, 'timezone' | keyof typeof SETTING_BOUNDS>>;

/** counselor record values → settings (missing or zero slot length falls back to §6 defaults) */
export function settingsFrom(d: CounselorSlotFields): SlotSettings {
  const n = (k: keyof typeof SETTING_BOUNDS) => {
    const v: unknown = d[k];
    return typeof v === 'number' && Number.isFinite(v) ? Math.round(v) : NaN;
  };
  /** a value inside [lo, hi], else the §6 default (stored values outside the editor's bounds never reach the maths) */
  const within = (k: keyof typeof SETTING_BOUNDS, lo: number, hi: number, def: number) => {
    const v = n(k);
    return v >= lo && v <= hi ? v : def;
  };
  const zone: unknown = d.timezone;
  return {
    timezone: typeof zone === 'string' && isValidZone(zone) ? zone : 'UTC',
    slotMinutes: within('slot_minutes', SETTING_BOUNDS.slot_minutes[0], SETTING_BOUNDS.slot_minutes[1], DEFAULTS.slotMinutes),
    bufferBefore: within('buffer_before', 0, SETTING_BOUNDS.buffer_before[1], DEFAULTS.bufferBefore),
    bufferAfter: within('buffer_after', 0, SETTING_BOUNDS.buffer_after[1], DEFAULTS.bufferAfter),
    minNoticeMinutes: within('min_notice_minutes', 0, SETTING_BOUNDS.min_notice_minutes[1], DEFAULTS.minNoticeMinutes),
    bookingWindowDays: within('booking_window_days', 1, SETTING_BOUNDS.booking_window_days[1], DEFAULTS.bookingWindowDays),
    maxPerDay: within('max_per_day', 1, SETTING_BOUNDS.max_per_day[1], DEFAULTS.maxPerDay),
  };
}

const dayOf = (date: string) => (date ?? '').slice(0, 10);
const validRange = (r: AvailabilityRow) =>
  HHMM.test(r.start_time) && HHMM.test(r.end_time) && r.start_time < r.end_time;
/** a range ending 23:59 (the latest a time input can say) runs to the end of the day */
const endOf = (t: string) => (t === '23:59' ? '24:00' : t);

/** the counselor's open ranges on one local date (epoch ms), before bookings and policy */
function openRanges(rows: AvailabilityRow[], date: string, tz: string): Slot[] {
  const zone = (r: AvailabilityRow) => (r.timezone && isValidZone(r.timezone) ? r.timezone : tz);
  const overrides = rows.filter((r) => r.kind === 'override' && dayOf(r.date) === date);
  const base = overrides.length
    ? overrides.filter(validRange)
    : rows.filter((r) => r.kind === 'weekly' && validRange(r) && r.weekdays.includes(String(weekday(date))));
  let ranges = base.map((r) => ({
    start: zonedToUtc(date, r.start_time, zone(r)),
    end: zonedToUtc(date, endOf(r.end_time), zone(r)),
  }));
  for (const b of rows) {
    if (b.kind !== 'block' || dayOf(b.date) !== date) continue;
    const cut = validRange(b)
      ? { start: zonedToUtc(date, b.start_time, zone(b)), end: zonedToUtc(date, endOf(b.end_time), zone(b)) }
      : { start: zonedToUtc(date, '00:00', zone(b)), end: zonedToUtc(date, '24:00', zone(b)) };
    ranges = ranges.flatMap((r) => {
      if (cut.end <= r.start || cut.start >= r.end) return [r];
      const out: Slot[] = [];
      if (cut.start > r.start) out.push({ start: r.start, end: cut.start });
      if (cut.end < r.end) out.push({ start: cut.end, end: r.end });
      return out;
    });
  }
  return ranges.sort((a, b) => a.start - b.start);
}

/** candidate slots from availability alone, for every counselor-local day touching [from, to) */
function candidateSlots(
  rows: AvailabilityRow[],
  s: SlotSettings,
  from: number,
  to: number,
): { date: string; slots: Slot[] }[] {
  const len = s.slotMinutes * MIN;
  const days: { date: string; slots: Slot[] }[] = [];
  let date = addDays(localParts(from, s.timezone).date, -1);
  const last = addDays(localParts(to, s.timezone).date, 1);
  while (date <= last) {
    const slots: Slot[] = [];
    const seen = new Set<number>();
    for (const r of openRanges(rows, date, s.timezone)) {
      for (let t = r.start; t + len <= r.end; t += len) {
        if (t >= from && t < to && !seen.has(t)) {
          seen.add(t);
          slots.push({ start: t, end: t + len });
        }
      }
    }
    days.push({ date, slots: slots.sort((a, b) => a.start - b.start) });
    date = addDays(date, 1);
  }
  return days;
}

/** sessions on one counselor-local day (for the daily cap) */
function countOnDay(busy: Busy[], date: string, tz: string): number {
  const a = zonedToUtc(date, '00:00', tz);
  const b = zonedToUtc(date, '24:00', tz);
  let n = 0;
  for (const x of busy) if (x.start >= a && x.start < b) n++;
  return n;
}

/** true when the slot (with buffers on both sides) overlaps a session (with its buffers) */
function clashes(slot: Slot, sorted: Busy[], s: SlotSettings): boolean {
  const before = s.bufferBefore * MIN;
  const after = s.bufferAfter * MIN;
  // sorted by start: binary search the first session that could still reach this slot
  let lo = 0;
  let hi = sorted.length;
  const earliest = slot.start - before - after - 24 * 60 * MIN;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid]!.start < earliest) lo = mid + 1;
    else hi = mid;
  }
  for (let i = lo; i < sorted.length; i++) {
    const b = sorted[i]!;
    if (b.start - before >= slot.end + after) break;
    if (slot.start - before < b.end + after && b.start - before < slot.end + after) return true;
  }
  return false;
}

export interface FreeSlotsInput {
  rows: AvailabilityRow[];
  settings: SlotSettings;
  busy: Busy[];
  from: number;
  to: number;
  now: number;
}

/** free slots in [from, to), sorted by start */
export function freeSlots(input: FreeSlotsInput): Slot[] {
  const { settings: s, now } = input;
  const earliest = now + s.minNoticeMinutes * MIN;
  const latest = now + s.bookingWindowDays * 24 * 60 * MIN;
  const from = Math.max(input.from, earliest);
  const to = Math.min(input.to, latest);
  if (from >= to) return [];
  const busy = [...input.busy].sort((a, b) => a.start - b.start);
  const out: Slot[] = [];
  for (const day of candidateSlots(input.rows, s, from, to)) {
    if (!day.slots.length) continue;
    if (countOnDay(busy, day.date, s.timezone) >= s.maxPerDay) continue;
    for (const slot of day.slots) if (!clashes(slot, busy, s)) out.push(slot);
  }
  return out;
}

export type SlotProblem = 'past' | 'notice' | 'window' | 'unavailable' | 'cap' | 'taken';

/**
 * Why a requested start cannot be booked (null = bookable); `busy` excludes the appointment itself.
 * `noticeGraceMs` lets a slot that was offered when the person opened the list still be booked a few
 * minutes later, when the minimum notice has moved past it meanwhile.
 */
export function checkSlot(
  input: Omit<FreeSlotsInput, 'from' | 'to'> & { start: number; noticeGraceMs?: number },
): SlotProblem | null {
  const { settings: s, now, start } = input;
  if (!Number.isFinite(start) || start <= now) return 'past';
  if (s.minNoticeMinutes > 0 && start < now + s.minNoticeMinutes * MIN - (input.noticeGraceMs ?? 0)) return 'notice';
  if (start >= now + s.bookingWindowDays * 24 * 60 * MIN) return 'window';
  const day = candidateSlots(input.rows, s, start, start + 1).find((d) => d.slots.some((x) => x.start === start));
  if (!day) return 'unavailable';
  const busy = [...input.busy].sort((a, b) => a.start - b.start);
  if (countOnDay(busy, day.date, s.timezone) >= s.maxPerDay) return 'cap';
  if (clashes({ start, end: start + s.slotMinutes * MIN }, busy, s)) return 'taken';
  return null;
}
