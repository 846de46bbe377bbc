import { describe, expect, it } from 'vitest';
import {
  checkSlot,
  DEFAULTS,
  freeSlots,
  settingsFrom,
  type AvailabilityRow,
  type Busy,
  type SlotSettings,
} from './slots.js';
import { localParts } from './zones.js';

const NY = 'America/New_York';
const BERLIN = 'Europe/Berlin';
const weekly = (days: number[], start: string, end: string, tz = ''): AvailabilityRow => ({
  kind: 'weekly',
  weekdays: days.map(String),
  start_time: start,
  end_time: end,
  date: '',
  timezone: tz,
});
const dated = (kind: 'override' | 'block', date: string, start = '', end = ''): AvailabilityRow => ({
  kind,
  weekdays: [],
  start_time: start,
  end_time: end,
  date: `${date} 00:00:00.000Z`,
  timezone: '',
});
const base: SlotSettings = {
  timezone: NY,
  slotMinutes: 30,
  bufferBefore: 0,
  bufferAfter: 10,
  minNoticeMinutes: 120,
  bookingWindowDays: 60,
  maxPerDay: 8,
};
const at = (iso: string) => Date.parse(iso);
/** local "YYYY-MM-DD HH:MM" labels of the free slots in zone tz */
function labels(
  rows: AvailabilityRow[],
  opts: Partial<SlotSettings> & { busy?: Busy[]; from: string; to: string; now?: string; tz?: string },
) {
  const s = { ...base, ...opts };
  return freeSlots({
    rows,
    settings: s,
    busy: opts.busy ?? [],
    from: at(opts.from),
    to: at(opts.to),
    now: at(opts.now ?? '2030-03-01T00:00:00Z'),
  }).map((x) => {
    const p = localParts(x.start, opts.tz ?? s.timezone);
    return `${p.date} ${p.time}`;
  });
}

describe('free slots', () => {
  // 2030-03-04 is a Monday
  const mon = [weekly([1], '09:00', '11:00')];
  const DAY = { from: '2030-03-04T00:00:00Z', to: '2030-03-05T12:00:00Z' };

  it.each([
    ['weekly hours in 30-minute slots', mon, {}, ['09:00', '09:30', '10:00', '10:30']],
    [
      'several ranges a day',
      [weekly([1], '09:00', '10:00'), weekly([1], '14:00', '15:00')],
      {},
      ['09:00', '09:30', '14:00', '14:30'],
    ],
    ['other weekdays are closed', [weekly([2], '09:00', '10:00')], {}, []],
    [
      'an override replaces the day',
      [...mon, dated('override', '2030-03-04', '13:00', '14:00')],
      {},
      ['13:00', '13:30'],
    ],
    ['a block removes part of a day', [...mon, dated('block', '2030-03-04', '09:30', '10:30')], {}, ['09:00', '10:30']],
    ['a whole-day block (vacation)', [...mon, dated('block', '2030-03-04')], {}, []],
    ['60-minute slots', mon, { slotMinutes: 60 }, ['09:00', '10:00']],
    ['23:59 means the end of the day', [weekly([1], '23:00', '23:59')], {}, ['23:00', '23:30']],
  ])('%s', (_name, rows, opts, times) => {
    expect(labels(rows, { ...DAY, ...opts }).map((l) => l.slice(11))).toEqual(times);
  });

  it('subtracts sessions with their buffers', () => {
    const busy = [{ start: at('2030-03-04T14:00:00Z'), end: at('2030-03-04T14:30:00Z') }]; // 09:00 NY
    expect(labels(mon, { ...DAY, busy }).map((l) => l.slice(11))).toEqual(['10:00', '10:30']); // 10-min after-buffer blocks 09:30
    expect(labels(mon, { ...DAY, busy, bufferAfter: 0 }).map((l) => l.slice(11))).toEqual(['09:30', '10:00', '10:30']);
    expect(labels(mon, { ...DAY, busy, bufferAfter: 0, bufferBefore: 15 }).map((l) => l.slice(11))).toEqual([
      '10:00',
      '10:30',
    ]);
  });

  it('applies minimum notice and the booking window', () => {
    expect(labels(mon, { ...DAY, now: '2030-03-04T12:30:00Z' }).map((l) => l.slice(11))).toEqual([
      '09:30',
      '10:00',
      '10:30',
    ]);
    const wide = { from: '2030-03-01T00:00:00Z', to: '2030-03-31T00:00:00Z', now: '2030-03-01T00:00:00Z' };
    expect(labels(mon, { ...wide, bookingWindowDays: 7 }).map((l) => l.slice(0, 10))).toEqual(
      Array(4).fill('2030-03-04'),
    );
  });

  it('stops a day at the daily cap', () => {
    const busy = [{ start: at('2030-03-04T20:00:00Z'), end: at('2030-03-04T20:30:00Z') }];
    expect(labels(mon, { ...DAY, busy, maxPerDay: 1 })).toEqual([]);
    expect(labels(mon, { ...DAY, busy, maxPerDay: 2 })).toHaveLength(4);
  });

  it('keeps wall-clock hours across DST in the counselor zone (US spring forward, 2030-03-10)', () => {
    const rows = [weekly([0, 1], '09:00', '10:00')]; // Sunday 3/10 is the change day, Monday 3/11 after
    const out = freeSlots({
      rows,
      settings: base,
      busy: [],
      from: at('2030-03-09T00:00:00Z'),
      to: at('2030-03-12T00:00:00Z'),
      now: at('2030-03-01T00:00:00Z'),
    });
    expect(out.map((s) => new Date(s.start).toISOString())).toEqual([
      '2030-03-10T13:00:00.000Z',
      '2030-03-10T13:30:00.000Z',
      '2030-03-11T13:00:00.000Z',
      '2030-03-11T13:30:00.000Z',
    ]);
    // the week before (EST) the same hours are an hour later in UTC
    const before = freeSlots({
      rows,
      settings: base,
      busy: [],
      from: at('2030-03-03T00:00:00Z'),
      to: at('2030-03-04T00:00:00Z'),
      now: at('2030-03-01T00:00:00Z'),
    });
    expect(new Date(before[0]!.start).toISOString()).toBe('2030-03-03T14:00:00.000Z');
  });

  it('shows the right local times to a viewer in another zone across its own DST change (EU, 2030-03-31)', () => {
    const rows = [weekly([5, 1], '09:00', '09:30')]; // Fri 3/29 and Mon 4/1 in New York (both EDT)
    const out = labels(rows, {
      from: '2030-03-29T00:00:00Z',
      to: '2030-04-02T00:00:00Z',
      now: '2030-03-01T00:00:00Z',
      tz: BERLIN,
    });
    expect(out).toEqual(['2030-03-29 14:00', '2030-04-01 15:00']); // CET (+1) before, CEST (+2) after
  });

  it('handles a Berlin counselor across the autumn change (2030-10-27, a day of 25 hours)', () => {
    const rows = [weekly([6, 0], '00:00', '24:00')];
    const s = { ...base, timezone: BERLIN, slotMinutes: 60, bufferAfter: 0, maxPerDay: 100 };
    const out = freeSlots({
      rows,
      settings: s,
      busy: [],
      from: at('2030-10-26T00:00:00Z'),
      to: at('2030-10-28T00:00:00Z'),
      now: at('2030-10-01T00:00:00Z'),
    });
    const sunday = out.filter((x) => localParts(x.start, BERLIN).date === '2030-10-27');
    expect(sunday).toHaveLength(25);
  });
});

describe('checkSlot', () => {
  const rows = [weekly([1], '09:00', '11:00')];
  const now = at('2030-03-01T00:00:00Z');
  const nine = at('2030-03-04T14:00:00Z');
  const check = (start: number, extra: Partial<{ busy: Busy[]; settings: Partial<SlotSettings>; now: number }> = {}) =>
    checkSlot({ rows, settings: { ...base, ...extra.settings }, busy: extra.busy ?? [], now: extra.now ?? now, start });

  it.each([
    ['bookable', nine, {}, null],
    ['in the past', at('2029-12-31T00:00:00Z'), {}, 'past'],
    ['inside minimum notice', nine, { now: nine - 60 * 60_000 }, 'notice'],
    ['beyond the window', nine, { settings: { bookingWindowDays: 2 } }, 'window'],
    ['outside availability', at('2030-03-04T18:00:00Z'), {}, 'unavailable'],
    ['off the slot grid', nine + 10 * 60_000, {}, 'unavailable'],
    [
      'over the daily cap',
      nine,
      { busy: [{ start: nine + 3600_000, end: nine + 5400_000 }], settings: { maxPerDay: 1 } },
      'cap',
    ],
    ['taken', nine, { busy: [{ start: nine, end: nine + 1800_000 }] }, 'taken'],
  ] as const)('%s', (_n, start, extra, problem) => {
    expect(check(start, extra as never)).toBe(problem);
  });

  it('keeps an offered slot bookable for the grace minutes after the notice moved past it', () => {
    const notice = base.minNoticeMinutes * 60_000;
    const justPast = nine - notice + 5 * 60_000; // the notice moved 5 minutes past the slot
    const args = { rows, settings: base, busy: [], start: nine, now: justPast };
    expect(checkSlot(args)).toBe('notice');
    expect(checkSlot({ ...args, noticeGraceMs: 10 * 60_000 })).toBeNull();
    expect(checkSlot({ ...args, now: justPast + 10 * 60_000, noticeGraceMs: 10 * 60_000 })).toBe('notice');
  });
});

describe('settingsFrom', () => {
  it('keeps values inside the editor bounds and falls back to the §6 defaults otherwise', () => {
    expect(
      settingsFrom({
        timezone: 'Europe/Berlin',
        slot_minutes: 45,
        buffer_before: 5,
        buffer_after: 15,
        min_notice_minutes: 60,
        booking_window_days: 30,
        max_per_day: 4,
      }),
    ).toEqual({
      timezone: 'Europe/Berlin',
      slotMinutes: 45,
      bufferBefore: 5,
      bufferAfter: 15,
      minNoticeMinutes: 60,
      bookingWindowDays: 30,
      maxPerDay: 4,
    });
    const odd = settingsFrom({
      timezone: 'Nope/Zone',
      slot_minutes: 0.01,
      buffer_after: -3,
      min_notice_minutes: 1e9,
      booking_window_days: 100000,
      max_per_day: 0,
    });
    expect(odd).toEqual({ timezone: 'UTC', ...DEFAULTS });
  });
  it('reads a row with an unknown zone in the counselor zone (slots still computed)', () => {
    const rows: AvailabilityRow[] = [
      { kind: 'weekly', weekdays: ['1'], start_time: '09:00', end_time: '10:00', date: '', timezone: 'Bad/Zone' },
    ];
    const s = { ...settingsFrom({ timezone: 'UTC' }), minNoticeMinutes: 0, bufferAfter: 0 };
    const from = Date.parse('2030-03-04T00:00:00Z'); // a Monday
    const slots = freeSlots({ rows, settings: s, busy: [], from, to: from + 24 * 3600_000, now: from - 1 });
    expect(slots.map((x) => new Date(x.start).toISOString())).toEqual([
      '2030-03-04T09:00:00.000Z',
      '2030-03-04T09:30:00.000Z',
    ]);
  });
});
